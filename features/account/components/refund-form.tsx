'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';

import { focusFirstErrorIn } from '@/components/form/focus-first-error';
import { failureMessage, showServerFieldErrors } from '@/components/form/server-errors';
import { Button } from '@/components/ui/button';
import type { RefundReason } from '@/lib/platform/api/contracts/account';
import { isApiError } from '@/lib/platform/api/errors';
import { notify } from '@/lib/platform/toast';

import { useCreateRefund } from '../api/create-refund';
import {
  REFUND_SERVER_FIELDS,
  refundFormSchema,
  toRefundBody,
  type RefundFormValues,
} from '../schemas';

import styles from './account.module.css';
import { RefundFields } from './refund-fields';

export const REFUND_FAILED = 'Не удалось отправить заявку на возврат';

type RefundFormProps = {
  orderId: string;
  orderNumber: string;
  reasons: RefundReason[];
  defaultFio: string;
  onSent: () => void;
  onCancel: () => void;
};

/** The refund request of one order (POST /main/supports/order-refund, spec 5 refund rules). */
export function RefundForm(props: RefundFormProps) {
  const { orderId, orderNumber, reasons, defaultFio, onSent, onCancel } = props;
  const create = useCreateRefund();
  const formId = useId();
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(refundFormSchema),
    defaultValues: { ...EMPTY, fio: defaultFio },
    shouldFocusError: false,
  });

  const onSubmit = async (values: RefundFormValues) => {
    try {
      await create.mutateAsync(toRefundBody(orderId, values));
      onSent();
    } catch (error) {
      const inline = showServerFieldErrors(error, REFUND_SERVER_FIELDS, setError);
      const orderError = inline ? undefined : orderMessage(error);
      notify.error(orderError ?? failureMessage(error, REFUND_FAILED));
    }
  };

  return (
    <form
      id={formId}
      noValidate
      aria-label={`Возврат по заказу № ${orderNumber}`}
      onSubmit={handleSubmit(
        onSubmit,
        focusFirstErrorIn(() => document.getElementById(formId)),
      )}
    >
      <fieldset className={styles.fieldset} disabled={create.isPending}>
        <h3 className={styles.sectionTitle}>Возврат по заказу № {orderNumber}</h3>
        <RefundFields reasons={reasons} register={register} errors={formState.errors} />
        <div className={styles.actions}>
          <Button
            type="submit"
            disabled={create.isPending}
            aria-busy={create.isPending || undefined}
          >
            Отправить заявку
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            Отмена
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

const EMPTY: RefundFormValues = {
  reasonId: '',
  fio: '',
  bankName: '',
  bik: '',
  account: '',
  address: '',
  comment: '',
};

/** A 422 message about the order itself (already requested, not found). */
function orderMessage(error: unknown): string | undefined {
  return isApiError(error) ? error.fieldErrors.order_id?.[0] : undefined;
}
