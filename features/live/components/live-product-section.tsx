'use client';

import { useId } from 'react';

import { TrackedList } from '@/components/analytics/tracked-list';
import { RecommendedCard } from '@/components/product/recommended-card';
import type { LiveProduct, LiveProductKind } from '@/lib/platform/api/contracts/live';

import { useLiveProducts } from '../api/fetch-live-products';

import { DegradedBlock } from './degraded-block';
import styles from './live.module.css';

type LiveProductSectionProps = {
  kind: LiveProductKind;
  title: string;
  emptyText: string;
  initialData: LiveProduct[] | null;
  initialAt: number;
  refreshMs: number;
};

/** One product list of the live page, refreshed while the page is open (no reload). */
export function LiveProductSection(props: LiveProductSectionProps) {
  const { kind, title, emptyText, ...options } = props;
  const headingId = useId();
  const { data, isError, isFetching, refetch } = useLiveProducts(kind, options);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {data === undefined ? (
        isError ? (
          <DegradedBlock
            message="Не удалось загрузить товары из эфира."
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        ) : (
          <p className={styles.note}>Загружаем товары…</p>
        )
      ) : data.length === 0 ? (
        <p className={styles.note}>{emptyText}</p>
      ) : (
        <TrackedList className={styles.grid} listName={`Эфир / ${title}`}>
          {data.map((product) => (
            <li key={product.id}>
              <RecommendedCard product={product} />
            </li>
          ))}
        </TrackedList>
      )}
    </section>
  );
}
