'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';

import { focusFirstError } from '@/components/form/focus-first-error';
import { PhoneField } from '@/components/form/phone-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';

import { customerSchema, legacyCustomerSchema, type CustomerInput } from '../schemas';

import styles from './customer-form.module.css';

/** Lets the checkout page put the submit button elsewhere: `<button form={CUSTOMER_FORM_ID}>`. */
export const CUSTOMER_FORM_ID = 'checkout-customer-form';

export type CustomerFormProps = {
  /** A logged-in customer's profile; read on mount only (remount with `key` to refill). */
  defaultValues?: Partial<CustomerInput>;
  onSubmit: (values: CustomerInput) => void | Promise<void>;
  pending?: boolean;
  /** false when the page renders its own submit button bound by `form={id}`. */
  showSubmit?: boolean;
  id?: string;
  /** Field errors from the server (422 `errors` of bad_personal_data): shown inline, first focused. */
  serverErrors?: Partial<Record<keyof CustomerInput, string>> | null;
  /**
   * The rules: the new checkout's (default) or the legacy one's (`legacyCustomerSchema`: e-mail
   * required and valid, «Введите корректный Email»).
   */
  schema?: typeof customerSchema | typeof legacyCustomerSchema;
};

const EMPTY: Required<CustomerInput> = {
  customerName: '',
  customerSurname: '',
  customerPatronymic: '',
  customerPhone: '',
  customerEmail: '',
  comment: '',
};

/** «Получатель» section of checkout. Values are kept after a failed submit; nothing resets them. */
export function CustomerForm({
  defaultValues,
  onSubmit,
  pending = false,
  showSubmit = true,
  id = CUSTOMER_FORM_ID,
  serverErrors,
  schema = customerSchema,
}: CustomerFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CustomerInput>({
    resolver: zodResolver<CustomerInput, unknown, CustomerInput>(schema),
    defaultValues: { ...EMPTY, ...stripNullish(defaultValues) },
    shouldFocusError: false,
  });

  useEffect(() => showServerErrors(serverErrors, setError), [serverErrors, setError]);

  return (
    <form id={id} noValidate onSubmit={handleSubmit(onSubmit, focusFirstError)}>
      <fieldset className={styles.section} disabled={pending}>
        <legend className={styles.title}>Получатель</legend>
        <div className={styles.grid}>
          <TextField
            label="Имя"
            required
            autoComplete="given-name"
            error={errors.customerName?.message}
            {...register('customerName')}
          />
          <TextField
            label="Фамилия"
            required
            autoComplete="family-name"
            error={errors.customerSurname?.message}
            {...register('customerSurname')}
          />
          <TextField
            label="Отчество"
            autoComplete="additional-name"
            error={errors.customerPatronymic?.message}
            {...register('customerPatronymic')}
          />
          <PhoneField control={control} name="customerPhone" label="Телефон" required />
          <TextField
            label="Email"
            type="email"
            required={schema === legacyCustomerSchema}
            autoComplete="email"
            error={errors.customerEmail?.message}
            {...register('customerEmail')}
          />
          <TextField
            multiline
            label="Комментарий"
            className={styles.wide}
            error={errors.comment?.message}
            {...register('comment')}
          />
        </div>
      </fieldset>
      {showSubmit && (
        <Button type="submit" block disabled={pending} aria-busy={pending || undefined}>
          Подтвердить заказ
        </Button>
      )}
    </form>
  );
}

/** Server field errors shown inline; the first one is focused. */
function showServerErrors(
  serverErrors: CustomerFormProps['serverErrors'],
  setError: UseFormSetError<CustomerInput>,
): void {
  if (!serverErrors) return;
  const entries = Object.entries(serverErrors).filter(([, message]) => Boolean(message));
  entries.forEach(([name, message], index) => {
    setError(
      name as keyof CustomerInput,
      { type: 'server', message },
      { shouldFocus: index === 0 },
    );
  });
}

function stripNullish<T extends object>(values: T | undefined): Partial<T> {
  if (!values) return {};
  return Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== null && v !== undefined),
  ) as Partial<T>;
}
