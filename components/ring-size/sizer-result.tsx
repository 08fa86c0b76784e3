'use client';

import { useRef } from 'react';

import { Button, buttonClassName } from '@/components/ui/button';
import { writeRingSize } from '@/lib/shop/ring-size/ring-size-storage';
import { formatRingSize, parseRingSize } from '@/lib/shop/ring-size/ring-sizes';
import { STANDARD_RING_SIZES, nearestRingSize } from '@/lib/shop/ring-size/size-table';
import { useRememberedRingSize } from '@/lib/shop/ring-size/use-ring-size';

import styles from './ring-size-guide.module.css';

type SizerResultProps = {
  diameter: number;
  /** The product's sellable sizes as the catalogue writes them; undefined on the catalogue. */
  sizes?: readonly string[];
  onSelect?: (size: string) => void;
};

/** The sellable size nearest to the diameter, as the product writes it («17.5»); null if none. */
function nearestSellable(diameter: number, sizes: readonly string[]): string | null {
  const numeric = sizes.flatMap((label) => {
    const value = parseRingSize(label);
    return value === null ? [] : [{ label, value }];
  });
  const best = nearestRingSize(
    diameter,
    numeric.map((size) => size.value),
  );
  return numeric.find((size) => size.value === best)?.label ?? null;
}

/**
 * The sizer's answer in a live region: the standard size nearest to the circle and, on a product,
 * the nearest size in stock with «Выбрать размер …». What the device remembers is the standard
 * size, the shopper's own, even when a neighbour in stock is chosen for this ring: «Только мой
 * размер» must not drift to whatever one product had.
 */
export function SizerResult({ diameter, sizes, onSelect }: SizerResultProps) {
  const remembered = useRememberedRingSize();
  const primary = useRef<HTMLButtonElement>(null);
  const own = nearestRingSize(diameter, STANDARD_RING_SIZES) ?? diameter;
  const ownLabel = formatRingSize(own);
  const sellable = sizes ? nearestSellable(diameter, sizes) : null;
  let message = `Ваш размер — ${ownLabel}`;
  if (sizes && sellable === null) message += '. Этого кольца нет в наличии';
  else if (sellable !== null && parseRingSize(sellable) === own) message += ', он есть в наличии';
  else if (sellable !== null) message += `. Ближайший в наличии — ${sellable}`;
  if (remembered === own) message += '. Запомнен на этом устройстве';
  return (
    <div className={styles.result}>
      <p role="status" className={styles.answer}>
        {message}
      </p>
      <div className={styles.actions}>
        {sellable !== null && onSelect ? (
          <button
            type="button"
            ref={primary}
            className={buttonClassName()}
            onClick={() => {
              writeRingSize(own);
              onSelect(sellable);
            }}
          >
            Выбрать размер {sellable}
          </button>
        ) : (
          <button
            type="button"
            ref={primary}
            className={buttonClassName()}
            onClick={() => writeRingSize(own)}
          >
            Запомнить размер {ownLabel}
          </button>
        )}
        {remembered !== null && (
          <Button
            variant="secondary"
            onClick={() => {
              writeRingSize(null);
              // the button goes away with the size: keep the keyboard user's place in the dialog
              primary.current?.focus();
            }}
          >
            Забыть мой размер
          </Button>
        )}
      </div>
    </div>
  );
}
