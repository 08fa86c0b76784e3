'use client';

import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { TrackedList } from '@/components/analytics/tracked-list';
import { GiftHintButton } from '@/components/product/gift-hint-button';
import tiles from '@/components/product/product-tile.module.css';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { FAVORITES_LIST } from '@/lib/shop/analytics/lists';
import { productCount } from '@/lib/shop/format/plural';
import { HINT_MAX_ITEMS } from '@/lib/shop/gift-hint';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';

import { useFavoriteIdList } from '../api/get-favorite-ids';
import { useFavorites } from '../api/get-favorites';

import { ClearFavoritesButton } from './clear-favorites-button';
import { FavoriteCard } from './favorite-card';
import styles from './favorites.module.css';

export const FAVORITES_TEXTS = {
  title: 'Избранное',
  guest: 'Войдите, чтобы увидеть избранные товары.',
  empty: 'В избранном пока ничего нет',
  emptyHint: 'Отмечайте понравившиеся украшения сердечком — они появятся здесь.',
  failed: 'Не удалось загрузить избранное',
  loading: 'Загружаем избранное…',
} as const;

/** A guest sees no data: the login modal opens, and the page offers «Войти» again. */
function GuestNotice() {
  const openLogin = useUiStore((s) => s.openLogin);
  useEffect(() => openLogin(), [openLogin]);
  return (
    <div className={styles.notice}>
      <p>{FAVORITES_TEXTS.guest}</p>
      <Button onClick={() => openLogin()}>Войти</Button>
    </div>
  );
}

function EmptyState() {
  return (
    <div className={styles.notice}>
      <p className={styles.noticeTitle}>{FAVORITES_TEXTS.empty}</p>
      <p>{FAVORITES_TEXTS.emptyHint}</p>
      <AppLink href="/catalog/" className={styles.catalogLink}>
        Перейти в каталог
      </AppLink>
    </div>
  );
}

/** The signed-in customer's favourites: 20 per page, «Показать ещё», clear all. */
function FavoritesList() {
  const list = useFavorites();
  const ids = useFavoriteIdList();
  if (list.isPending) return <p role="status">{FAVORITES_TEXTS.loading}</p>;
  if (list.isError) {
    return (
      <LoadFailed
        message={FAVORITES_TEXTS.failed}
        onRetry={list.refetch}
        retrying={list.isFetching}
      />
    );
  }
  // A removed heart drops its card at once; the list itself is refetched in the background.
  const products = list.data.pages
    .flatMap((page) => page.products.items)
    .filter((product) => !ids || ids.includes(product.id));
  const total = ids ? ids.length : (list.data.pages.at(-1)?.products.total ?? 0);
  if (products.length === 0 && !list.hasNextPage) return <EmptyState />;
  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.total}>{productCount(total)}</p>
        <ClearFavoritesButton />
      </div>
      {/* the newest favourites, as many as one hint carries; sizes are chosen on product pages */}
      <GiftHintButton
        items={products.slice(0, HINT_MAX_ITEMS).map(({ sku }) => ({ sku, size: null }))}
        className={styles.hint}
      />
      <TrackedList
        className={`${tiles.grid} ${styles.grid}`}
        aria-label="Избранные товары"
        listName={FAVORITES_LIST}
      >
        {products.map((product) => (
          <li key={product.id}>
            <FavoriteCard product={product} />
          </li>
        ))}
      </TrackedList>
      {list.hasNextPage && (
        <div className={styles.more}>
          <Button
            variant="secondary"
            onClick={() => void list.fetchNextPage()}
            aria-busy={list.isFetchingNextPage || undefined}
          >
            {list.isFetchingNextPage ? 'Загружаем…' : 'Показать ещё'}
          </Button>
        </div>
      )}
    </>
  );
}

/** The favourites page of the account (/account/favorites/). Nothing is rendered on the server. */
export function FavoritesView() {
  const { hydrated, loggedIn } = useSessionStore(
    useShallow((s) => ({ hydrated: s.hydrated, loggedIn: s.loggedIn })),
  );
  return (
    <section className={styles.page} aria-labelledby="favorites-title">
      <h1 id="favorites-title" className={styles.title}>
        {FAVORITES_TEXTS.title}
      </h1>
      {!hydrated ? null : loggedIn ? <FavoritesList /> : <GuestNotice />}
    </section>
  );
}
