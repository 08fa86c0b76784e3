'use client';

import { Button } from '@/components/ui/button';

import styles from './catalog-listing.module.css';
import { useLoadMoreContext } from './load-more-provider';

/** «Показать ещё»: appends the next page; hidden on the last page. */
export function LoadMoreButton() {
  const { page, lastPage, loading, failed, loadMore } = useLoadMoreContext();
  if (page >= lastPage) return null;
  return (
    <div className={styles.more}>
      <Button
        variant="secondary"
        onClick={() => void loadMore()}
        disabled={loading}
        aria-busy={loading}
      >
        Показать ещё
      </Button>
      {failed && (
        <p role="alert" className={styles.moreError}>
          Не удалось загрузить товары. Попробуйте ещё раз.
        </p>
      )}
    </div>
  );
}
