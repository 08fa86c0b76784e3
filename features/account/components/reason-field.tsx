import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { FieldShell } from '@/components/form/field-shell';
import fieldStyles from '@/components/form/field.module.css';
import type { RefundReason } from '@/lib/platform/api/contracts/account';

type ReasonFieldProps = {
  reasons: RefundReason[];
  error?: string;
  register: UseFormRegisterReturn<'reasonId'>;
};

/** «Причина возврата»: a select of the reasons the server offers. */
export function ReasonField({ reasons, error, register }: ReasonFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label="Причина возврата" required error={error}>
      {(a11y) => (
        <select id={id} className={fieldStyles.control} {...a11y} {...register}>
          <option value="">Выберите причину</option>
          {reasons.map((reason) => (
            <option key={reason.id} value={String(reason.id)}>
              {reason.name}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}
