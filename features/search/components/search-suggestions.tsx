'use client';

import Image from 'next/image';
import { useEffect, useRef, useState } from 'react';

import { TrackedList } from '@/components/analytics/tracked-list';
import { AppLink } from '@/components/ui/app-link';
import { SEARCH_SUGGESTIONS_LIST } from '@/lib/shop/analytics/lists';
import { itemTileProps } from '@/lib/shop/analytics/tile-attributes';
import { formatRub } from '@/lib/shop/format/money';
import { productCount } from '@/lib/shop/format/plural';
import { searchUrl } from '@/lib/shop/search-url';

import { useSearchSuggestions } from '../api/get-search-suggestions';

import styles from './search-suggestions.module.css';

type SearchSuggestionsProps = { query: string };

/** The dropdown under the header search field: matching products and «all results». */
export function SearchSuggestions({ query }: SearchSuggestionsProps) {
  const { text, enabled, data } = useSearchSuggestions(query);
  // the query the shopper closed the panel for: typing again reopens it
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const close = (event: MouseEvent) => {
      const field = root.current?.parentElement;
      if (field && !field.contains(event.target as Node)) setDismissedFor(query);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [query]);

  const open = enabled && dismissedFor !== query && data !== undefined && query.trim() !== '';
  if (!open) return null;
  return (
    <div
      ref={root}
      className={styles.panel}
      role="region"
      aria-label="Подсказки поиска"
      onKeyDown={(event) => event.key === 'Escape' && setDismissedFor(query)}
    >
      <p className={styles.status} role="status">
        {data.total === 0
          ? `По запросу «${text}» ничего не найдено`
          : `Найдено: ${productCount(data.total)}`}
      </p>
      {data.items.length > 0 && (
        <TrackedList className={styles.list} listName={SEARCH_SUGGESTIONS_LIST}>
          {data.items.map((item) => (
            <li key={item.slug} {...(item.analytics ? itemTileProps(item.analytics) : {})}>
              <AppLink href={`/product/${item.slug}/`} className={styles.item}>
                <Image src={item.image} alt="" width={48} height={48} className={styles.image} />
                <span className={styles.name}>{item.name}</span>
                {item.price !== null && (
                  <span className={styles.price}>{formatRub(item.price)}</span>
                )}
              </AppLink>
            </li>
          ))}
        </TrackedList>
      )}
      {data.total > 0 && (
        <a href={searchUrl(text)} className={styles.all}>
          Показать все результаты
        </a>
      )}
    </div>
  );
}
