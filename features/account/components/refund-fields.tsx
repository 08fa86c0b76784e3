import type { FieldErrors, UseFormRegister } from 'react-hook-form';

import { TextField } from '@/components/form/text-field';
import type { RefundReason } from '@/lib/platform/api/contracts/account';

import type { RefundFormValues } from '../schemas';

import styles from './account.module.css';
import { ReasonField } from './reason-field';

type RefundFieldsProps = {
  reasons: RefundReason[];
  register: UseFormRegister<RefundFormValues>;
  errors: FieldErrors<RefundFormValues>;
};

/** The fields of the refund request: reason, recipient, bank details, address and comment. */
export function RefundFields({ reasons, register, errors }: RefundFieldsProps) {
  return (
    <>
      <ReasonField
        reasons={reasons}
        error={errors.reasonId?.message}
        register={register('reasonId')}
      />
      <div className={styles.grid}>
        <TextField
          label="ФИО получателя"
          required
          autoComplete="name"
          error={errors.fio?.message}
          {...register('fio')}
        />
        <TextField
          label="Наименование банка"
          required
          error={errors.bankName?.message}
          {...register('bankName')}
        />
        <TextField
          label="БИК"
          required
          inputMode="numeric"
          maxLength={9}
          error={errors.bik?.message}
          {...register('bik')}
        />
        <TextField
          label="Номер счёта"
          required
          inputMode="numeric"
          maxLength={20}
          error={errors.account?.message}
          {...register('account')}
        />
      </div>
      <TextField
        label="Адрес"
        required
        autoComplete="street-address"
        error={errors.address?.message}
        {...register('address')}
      />
      <TextField
        multiline
        label="Комментарий"
        error={errors.comment?.message}
        {...register('comment')}
      />
    </>
  );
}
