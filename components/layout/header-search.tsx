'use client';

import type { FormEvent, ReactNode } from 'react';

import { SearchIcon } from '@/components/ui/icons';
import { trackSearch } from '@/lib/shop/analytics/events';
import { searchUrl } from '@/lib/shop/search-url';

import styles from './header.module.css';

type HeaderSearchProps = {
  /** Suggestions render under the field. */
  slot?: ReactNode;
  onQueryChange?: (text: string) => void;
};

/** The header search form; without JavaScript it still submits as GET to /catalog/. */
export function HeaderSearch({ slot, onQueryChange }: HeaderSearchProps) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = String(new FormData(event.currentTarget).get('filter[search]') ?? '').trim();
    if (!text) return;
    trackSearch(text);
    window.location.assign(searchUrl(text));
  };

  return (
    <div className={styles.search}>
      <form
        role="search"
        action="/catalog/"
        method="get"
        className={styles.searchForm}
        onSubmit={onSubmit}
      >
        <input
          type="search"
          name="filter[search]"
          placeholder="Поиск"
          aria-label="Поиск"
          autoComplete="off"
          enterKeyHint="search"
          className={styles.searchInput}
          onChange={onQueryChange ? (event) => onQueryChange(event.target.value) : undefined}
        />
        <button type="submit" className={styles.searchButton} aria-label="Найти">
          <SearchIcon size="1.25em" />
        </button>
      </form>
      {slot}
    </div>
  );
}
