'use client';

import { useId, type MouseEvent } from 'react';

import styles from './filters-panel.module.css';

type FilterOptionProps = {
  type: 'checkbox' | 'radio';
  /** The submitted `filters` group (the form also works as a plain GET without JavaScript). */
  value: string;
  label: string;
  count?: number;
  checked: boolean;
  /** The URL with this option toggled: a plain link for crawlers and shoppers without JavaScript. */
  href: string;
  onToggle: () => void;
  pill?: boolean;
};

/** One filter value: a control named by the value, plus the same choice as a crawlable link. */
export function FilterOption({
  type,
  value,
  label,
  count,
  checked,
  href,
  onToggle,
  pill = false,
}: FilterOptionProps) {
  const id = useId();
  const onLink = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onToggle();
  };
  return (
    <li className={pill ? styles.pill : styles.option}>
      <input
        id={id}
        type={type}
        name="filters"
        value={value}
        checked={checked}
        onChange={onToggle}
        aria-label={label}
        className={styles.control}
      />
      <label htmlFor={id} className={styles.label}>
        {/* a link inside the label: clicking the text follows it without JavaScript */}
        <a href={href} onClick={onLink} tabIndex={-1} aria-hidden="true">
          {label}
        </a>
        {count !== undefined && (
          <span className={styles.count} aria-hidden="true">
            {count}
          </span>
        )}
      </label>
    </li>
  );
}
