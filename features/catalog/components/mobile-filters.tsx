'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';

import { useHasBeenTrue } from '@/lib/platform/hooks/use-has-been-true';
import { serializeFilters } from '@/lib/shop/catalog-query';

import styles from './catalog-listing.module.css';
import { FiltersPanel } from './filters-panel';

type MobileFiltersProps = Omit<Parameters<typeof FiltersPanel>[0], 'mode' | 'onApplied'>;

// The modal's code loads when «Фильтры» is first pressed, not with the page (docs/performance.md).
const Modal = dynamic(() => import('@/components/ui/modal').then((module) => module.Modal), {
  ssr: false,
});

/** Narrow screens: «Фильтры» opens the panel in a side modal; changes apply on «Показать». */
export function MobileFilters(props: MobileFiltersProps) {
  const [open, setOpen] = useState(false);
  const opened = useHasBeenTrue(open);
  const { filters } = props.query;
  const groups = serializeFilters(filters).split(';').filter(Boolean).length;
  const active = groups + (filters.shop !== null ? 1 : 0);
  return (
    <div className={styles.mobileFilters}>
      <button
        type="button"
        className={styles.filtersButton}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        Фильтры
        {active > 0 && (
          <span className={styles.badge}>
            <span className="visually-hidden">, выбрано: </span>
            {active}
          </span>
        )}
      </button>
      {opened && (
        <Modal open={open} onClose={() => setOpen(false)} size="side" title="Фильтры">
          <FiltersPanel {...props} mode="deferred" onApplied={() => setOpen(false)} />
        </Modal>
      )}
    </div>
  );
}
