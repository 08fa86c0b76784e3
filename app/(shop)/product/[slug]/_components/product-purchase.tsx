'use client';

import { useId, useRef, useState } from 'react';

import { SizePicker } from '@/components/product/size-picker';
import { RingSizeGuideButton } from '@/components/ring-size/ring-size-guide-button';
import { AddToCartButton } from '@/features/cart/components/add-to-cart-button';
import { FavoriteButton } from '@/features/favorites/components/favorite-button';
import { EngravingOption, useEngraving } from '@/features/product/components/engraving-option';
import { OfferPrice } from '@/features/product/components/offer-price';
import { useOffersOnSale } from '@/features/product/hooks/use-offers-on-sale';
import { ShopStockButton } from '@/features/reservation/components/shop-stock-button';
import type { StockCounts } from '@/features/reservation/utils/shop-stock';
import type { ProductOffer } from '@/lib/platform/api/contracts/catalog';
import { offerItem, type AnalyticsItem } from '@/lib/shop/analytics/items';
import { offerPrices, startingPrice } from '@/lib/shop/product-price';
import { parseRingSize } from '@/lib/shop/ring-size/ring-sizes';
import { useRememberedRingSize } from '@/lib/shop/ring-size/use-ring-size';

import styles from './product-purchase.module.css';

type ProductPurchaseProps = {
  productId: string;
  /** The product's slug: «Наличие в магазинах» reads its stock per shop by it. */
  slug: string;
  /** «Наличие в магазинах» before the dialog reads it live: the server's read (null: unread). */
  stockCounts: StockCounts | null;
  /** Sellable offers: sizes in stock, or the single offer of a product without sizes. */
  offers: ProductOffer[];
  sized: boolean;
  /** Price shown when nothing is in stock (the card price). */
  fallbackPrice: { current: number | null; old: number | null };
  isFavorite: boolean;
  /** The size in the address (`?size=17.5`), chosen when it is in stock. */
  initialSize?: string | null;
  /** The product as analytics reports it (`productItem`); the chosen size narrows it. */
  analyticsItem?: AnalyticsItem;
  /** A ring (lib/shop/ring-size isRingCategory): the size guide, and the remembered size preselected. */
  ring?: boolean;
  /** A wedding ring (lib/shop/engraving isEngravable): «Добавить гравировку» over this picture. */
  engravingImage?: string;
};

export const CHOOSE_SIZE = 'Выберите размер';

/**
 * Keeps the chosen size in the address without a navigation. Next syncs its router with native
 * history calls only when they carry no state of its own: `window.history.state` (marked `__NA`)
 * would leave the router on the old address, and its next refresh would write `?size=` back.
 */
function writeSizeToUrl(size: string | null) {
  const url = new URL(window.location.href);
  if (size) url.searchParams.set('size', size);
  else url.searchParams.delete('size');
  window.history.replaceState(null, '', url);
}

/**
 * The offer of the ring size remembered on this device, when it is among `offers`. Null
 * on the server and while hydrating, so the cached page is the same for everyone; the browser
 * preselects right after. A size the shopper picks, or one in the address, wins.
 */
function useRememberedOffer(offers: ProductOffer[]): string | null {
  const remembered = useRememberedRingSize();
  if (remembered === null) return null;
  return offers.find((offer) => parseRingSize(offer.size) === remembered)?.id ?? null;
}

/** «Как узнать размер» for a ring: the sizer names the nearest of these sizes and chooses it. */
function RingGuide({
  offers,
  onChoose,
}: {
  offers: ProductOffer[];
  onChoose: (id: string) => void;
}) {
  const onSelect = (size: string) => {
    const offer = offers.find((candidate) => candidate.size === size);
    if (offer) onChoose(offer.id);
  };
  return (
    <RingSizeGuideButton sizes={offers.flatMap((offer) => offer.size ?? [])} onSelect={onSelect} />
  );
}

/** The offer of the size in the address; a product without sizes has its one offer. */
function initialOffer(offers: ProductOffer[], sized: boolean, size: string | null): string | null {
  if (!sized) return offers[0]?.id ?? null;
  return offers.find((offer) => size !== null && offer.size === size)?.id ?? null;
}

/**
 * The size chosen: one the shopper picks, the one in the address, or the ring size remembered on
 * this device (while on sale); «Выберите размер» with the focus on the sizes when none is.
 */
function useSizeChoice(
  pageOffers: ProductOffer[],
  sized: boolean,
  initialSize: string | null,
  ring: boolean,
) {
  const [picked, setOfferId] = useState(() => initialOffer(pageOffers, sized, initialSize));
  const { onSale: offers, refuse } = useOffersOnSale(pageOffers);
  // a size the cart refused left `offers`: the remembered one is preselected only while on sale
  const rememberedOffer = useRememberedOffer(ring && sized ? offers : []);
  const offerId = picked ?? rememberedOffer;
  const [sizeError, setSizeError] = useState<string | null>(null);
  const groupRef = useRef<HTMLDivElement>(null);
  return {
    offers,
    offerId,
    setOfferId,
    refuse,
    chosen: offers.find((offer) => offer.id === offerId) ?? null,
    sizeError,
    groupRef,
    choose: (id: string) => {
      setOfferId(id);
      setSizeError(null);
      writeSizeToUrl(offers.find((offer) => offer.id === id)?.size ?? null);
    },
    askForSize: () => {
      setSizeError(CHOOSE_SIZE);
      groupRef.current?.focus();
    },
  };
}

/**
 * Price, sizes, «Добавить в корзину» and the favourite heart: where the product, cart and
 * favourites features meet. The chosen size lives in the URL (`?size=`), so a shared or reloaded
 * link keeps it; the canonical link stays without it.
 */
export function ProductPurchase({
  productId,
  slug,
  stockCounts,
  offers: pageOffers,
  sized,
  fallbackPrice,
  isFavorite,
  initialSize = null,
  analyticsItem,
  ring = false,
  engravingImage,
}: ProductPurchaseProps) {
  const engraving = useEngraving();
  const { offers, offerId, setOfferId, refuse, chosen, sizeError, groupRef, choose, askForSize } =
    useSizeChoice(pageOffers, sized, initialSize, ring);
  const errorId = useId();
  const soldOutId = useId();
  const soldOut = offers.length === 0;
  const price = chosen
    ? { ...offerPrices(chosen), from: false }
    : soldOut
      ? { ...fallbackPrice, from: false }
      : startingPrice(offers);
  const chosenItem = analyticsItem && chosen ? offerItem(analyticsItem, chosen) : null;

  return (
    <div className={styles.purchase}>
      <OfferPrice current={price.current} old={price.old} from={price.from} />
      {soldOut && (
        <p id={soldOutId} className={styles.soldOut}>
          Нет в наличии
        </p>
      )}
      {sized && !soldOut && (
        <SizePicker
          ref={groupRef}
          offers={offers}
          value={offerId}
          onChange={choose}
          error={sizeError}
          errorId={errorId}
          guide={ring && <RingGuide offers={offers} onChoose={choose} />}
        />
      )}
      {/* also when sold out online: a shop may hold it, and the dialog offers the shops' sizes */}
      <ShopStockButton
        {...{ slug, sized, productUuid: productId, analyticsItem: analyticsItem ?? null }}
        {...{ offerId: chosen?.id ?? null, size: chosen?.size ?? null, drawn: stockCounts }}
      />
      {engravingImage && !soldOut && (
        <EngravingOption {...engraving.option} image={engravingImage} />
      )}
      <div className={styles.actions}>
        <AddToCartButton
          engraving={engravingImage ? engraving.body : undefined}
          onEngravingInvalid={engraving.refuse}
          productUuid={productId}
          offerUuid={chosen?.id ?? null}
          disabled={soldOut}
          onOfferMissing={askForSize}
          describedBy={sizeError ? errorId : soldOut ? soldOutId : undefined}
          className={styles.buy}
          analyticsItem={chosenItem}
          onOutOfStock={(refusedId) => {
            // the address first: the page's fresh read (refuse) must not carry the old ?size=
            if (refusedId === offerId && sized) {
              setOfferId(null);
              writeSizeToUrl(null);
            }
            refuse(refusedId);
          }}
        />
        <FavoriteButton
          productId={productId}
          initialActive={isFavorite}
          analyticsItem={analyticsItem}
        />
      </div>
    </div>
  );
}
