'use client';

import fieldStyles from '@/components/form/field.module.css';
import { failureMessage } from '@/components/form/server-errors';
import type { Profile } from '@/lib/platform/api/contracts/core';
import { notify } from '@/lib/platform/toast';

import { useUpdateProfile } from '../api/update-profile';

export const SUBSCRIBED = 'Вы подписаны на рассылку';
export const UNSUBSCRIBED = 'Вы отписались от рассылки';
export const SUBSCRIPTION_NOT_SAVED = 'Не удалось изменить подписку';

/** «Подписка»: the `is_subscribed` flag, saved as soon as it is switched. */
export function SubscriptionForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const checked = update.isPending
    ? Boolean(update.variables?.is_subscribed)
    : profile.is_subscribed;

  const toggle = (next: boolean) => {
    update.mutate(
      { is_subscribed: next },
      {
        onSuccess: (saved) => notify.success(saved.is_subscribed ? SUBSCRIBED : UNSUBSCRIBED),
        onError: (error) => notify.error(failureMessage(error, SUBSCRIPTION_NOT_SAVED)),
      },
    );
  };

  return (
    <label className={fieldStyles.choice}>
      <input
        type="checkbox"
        checked={checked}
        disabled={update.isPending}
        onChange={(event) => toggle(event.target.checked)}
      />
      Получать новости и специальные предложения по email
    </label>
  );
}
