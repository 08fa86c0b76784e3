'use client';

import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { notify } from '@/lib/platform/toast';
import { hintHref, type HintItem } from '@/lib/shop/gift-hint';

import styles from './gift-hint-button.module.css';

type GiftHintButtonProps = {
  items: readonly HintItem[];
  /**
   * The product's sellable sizes. The product page keeps the chosen size in its address
   * (`?size=`): when it is one of these, the first item takes it at the moment of the tap.
   */
  sizes?: readonly (string | null)[];
  className?: string;
};

export const GIFT_HINT_TEXTS = {
  button: 'Намекнуть о подарке',
  title: 'Намёк на подарок',
  text: 'Мне бы очень хотелось получить это в подарок',
  copied: 'Ссылка скопирована',
  copyFailed: 'Не удалось скопировать ссылку. Скопируйте её сами:',
  link: 'Ссылка на намёк',
} as const;

function currentItems(items: readonly HintItem[], sizes: readonly (string | null)[]): HintItem[] {
  const size = new URL(window.location.href).searchParams.get('size');
  const sellable = size !== null && size !== '' && sizes.includes(size);
  return items.map((item, index) => (index === 0 && sellable ? { ...item, size } : item));
}

/** The device's share sheet: `unavailable` when there is none or it failed (not when cancelled). */
async function shareNatively(data: ShareData): Promise<'shared' | 'cancelled' | 'unavailable'> {
  if (typeof navigator.share !== 'function') return 'unavailable';
  if (typeof navigator.canShare === 'function' && !navigator.canShare(data)) return 'unavailable';
  try {
    await navigator.share(data);
    return 'shared';
  } catch (error) {
    return (error as { name?: string } | null)?.name === 'AbortError' ? 'cancelled' : 'unavailable';
  }
}

/**
 * «Намекнуть о подарке»: a link to /hint/ with these products (SKUs and sizes only), sent through
 * the device's share sheet (Web Share API) or, without one, copied to the clipboard with a toast
 * and a live message. When the clipboard is refused too, the link is shown to copy by hand.
 */
export function GiftHintButton({ items, sizes = [], className }: GiftHintButtonProps) {
  const [message, setMessage] = useState('');
  const [manualLink, setManualLink] = useState<string | null>(null);
  const linkId = useId();

  const hint = async () => {
    const url = new URL(hintHref(currentItems(items, sizes)), window.location.origin);
    const data = { title: GIFT_HINT_TEXTS.title, text: GIFT_HINT_TEXTS.text, url: url.href };
    setMessage('');
    if ((await shareNatively(data)) !== 'unavailable') return;
    try {
      await navigator.clipboard.writeText(url.href);
      setManualLink(null);
      setMessage(GIFT_HINT_TEXTS.copied);
      notify.success(GIFT_HINT_TEXTS.copied);
    } catch {
      setManualLink(url.href);
      setMessage(GIFT_HINT_TEXTS.copyFailed);
    }
  };

  return (
    <div className={[styles.hint, className].filter(Boolean).join(' ')}>
      <Button variant="secondary" onClick={() => void hint()} disabled={items.length === 0}>
        {GIFT_HINT_TEXTS.button}
      </Button>
      <p className={styles.message} role="status">
        {message}
      </p>
      {manualLink && (
        <>
          <label htmlFor={linkId} className={styles.label}>
            {GIFT_HINT_TEXTS.link}
          </label>
          <input
            id={linkId}
            className={styles.link}
            readOnly
            value={manualLink}
            onFocus={(event) => event.currentTarget.select()}
          />
        </>
      )}
    </div>
  );
}
