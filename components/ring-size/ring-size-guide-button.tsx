'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';

import { OFFLINE_REASON } from '@/components/ui/offline-hint';
import { useHasBeenTrue } from '@/lib/platform/hooks/use-has-been-true';
import { useOnline } from '@/lib/platform/hooks/use-online';
import { notify } from '@/lib/platform/toast';

// only the button's own style: the guide's styles come with its code
import styles from './ring-size-guide-button.module.css';

// The guide's code (table, sizer, modal) loads when the link is first pressed, not with the page.
// A load that fails (the connection dropped meanwhile) shows nothing rather than breaking the page.
const RingSizeGuide = dynamic(
  () => import('./ring-size-guide').then((module) => module.RingSizeGuide).catch(() => () => null),
  { ssr: false },
);

type RingSizeGuideButtonProps = {
  /** The product's sellable sizes («17», «17.5»); left out on the catalogue (standard sizes). */
  sizes?: readonly string[];
  /** Chooses one of `sizes` on the product page. */
  onSelect?: (size: string) => void;
};

/**
 * «Как узнать размер» beside «Размер»: opens the ring-size guide in a side modal. The button is the
 * same for every shopper (it is part of the cached page); what this device remembers shows only
 * inside the modal, in the browser.
 */
export function RingSizeGuideButton({ sizes, onSelect }: RingSizeGuideButtonProps) {
  const [open, setOpen] = useState(false);
  const opened = useHasBeenTrue(open);
  const online = useOnline();
  const press = () => {
    // offline, a guide never opened has no code yet: say why instead of opening nothing
    if (!online && !opened) notify.info(OFFLINE_REASON, { toastId: OFFLINE_REASON });
    else setOpen(true);
  };
  return (
    <>
      <button type="button" className={styles.link} aria-haspopup="dialog" onClick={press}>
        Как узнать размер
      </button>
      {opened && (
        <RingSizeGuide
          open={open}
          onClose={() => setOpen(false)}
          sizes={sizes}
          onSelect={
            onSelect &&
            ((size: string) => {
              onSelect(size);
              setOpen(false);
            })
          }
        />
      )}
    </>
  );
}
