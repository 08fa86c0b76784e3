'use client';

type FilterOptionProps = {
  type: 'checkbox' | 'radio';
  /** The submitted `filters` group (the form also works as a plain GET without JavaScript). */
  value: string;
  label: string;
  count?: number;
  checked: boolean;
  onToggle: () => void;
};

/**
 * One filter value: a control inside its label, named by the label's text (the count is hidden
 * from it). No link per value: a filtered listing is `noindex` with the unfiltered one as its
 * canonical, so seventy links on every catalogue page only sent crawlers into pages they drop; a
 * shopper without JavaScript ticks values and sends the form. No id and no class per option: the
 * list styles its items (`.options`, `.pills`).
 */
export function FilterOption({ type, value, label, count, checked, onToggle }: FilterOptionProps) {
  return (
    <li>
      <label>
        <input
          type={type}
          name="filters"
          value={value}
          checked={checked}
          onChange={onToggle}
          // a checked radio sends no change when pressed again: the press clears the band
          onClick={type === 'radio' && checked ? onToggle : undefined}
        />
        {label}
        {count !== undefined && <span aria-hidden="true">{count}</span>}
      </label>
    </li>
  );
}
