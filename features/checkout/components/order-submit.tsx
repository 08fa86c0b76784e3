'use client';

import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { OFFLINE_REASON, OfflineHint } from '@/components/ui/offline-hint';
import { useOnline } from '@/lib/platform/hooks/use-online';

import { CUSTOMER_FORM_ID } from './customer-form';

type OrderSubmitProps = {
  /** The order is on its way (or placed): busy and disabled. */
  pending: boolean;
  onClick: () => void;
};

/**
 * «Подтвердить заказ» beside the order summary, submitting the customer form. Offline it is
 * disabled with the reason under it: the form keeps what was typed, and the shopper
 * confirms once the connection is back instead of meeting a failed request.
 */
export function OrderSubmit({ pending, onClick }: OrderSubmitProps) {
  const online = useOnline();
  const offlineId = useId();
  return (
    <>
      <Button
        type="submit"
        form={CUSTOMER_FORM_ID}
        block
        disabled={pending || !online}
        aria-busy={pending || undefined}
        aria-describedby={online ? undefined : offlineId}
        title={online ? undefined : OFFLINE_REASON}
        onClick={onClick}
      >
        Подтвердить заказ
      </Button>
      {!online && <OfflineHint id={offlineId} />}
    </>
  );
}
