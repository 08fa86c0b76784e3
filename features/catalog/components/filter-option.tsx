'use client';

import type { MouseEvent } from 'react';

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
};

/**
 * One filter value: a control named by the value, plus the same choice as a crawlable link. The
 * control sits inside its label and the list styles its items (`.options`, `.pills`): no id and no
 * class per option, for a panel of seventy options in every catalogue page.
 */
export function FilterOption({
  type,
  value,
  label,
  count,
  checked,
  href,
  onToggle,
}: FilterOptionProps) {
  const onLink = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onToggle();
  };
  return (
    <li>
      <label>
        <input
          type={type}
          name="filters"
          value={value}
          checked={checked}
          onChange={onToggle}
          aria-label={label}
        />
        {/* a link inside the label: clicking the text follows it without JavaScript */}
        <a href={href} onClick={onLink} tabIndex={-1} aria-hidden="true">
          {label}
        </a>
        {count !== undefined && <span aria-hidden="true">{count}</span>}
      </label>
    </li>
  );
}
