'use client';

import { useState } from 'react';

import { Modal } from '@/components/ui/modal';
import { serializeFilters } from '@/lib/catalog-query';

import styles from './catalog-listing.module.css';
import { FiltersPanel } from './filters-panel';

type MobileFiltersProps = Omit<Parameters<typeof FiltersPanel>[0], 'mode' | 'onApplied'>;

/** Narrow screens: «Фильтры» opens the panel in a side modal; changes apply on «Показать». */
export function MobileFilters(props: MobileFiltersProps) {
  const [open, setOpen] = useState(false);
  const active = serializeFilters(props.query.filters).split(';').filter(Boolean).length;
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
      <Modal open={open} onClose={() => setOpen(false)} size="side" title="Фильтры">
        <FiltersPanel {...props} mode="deferred" onApplied={() => setOpen(false)} />
      </Modal>
    </div>
  );
}
