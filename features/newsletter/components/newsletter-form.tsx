'use client';

import dynamic from 'next/dynamic';
import { useId, useState } from 'react';

import { ConsentCheckbox } from '@/components/form/consent-checkbox';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { OFFLINE_REASON, OfflineHint } from '@/components/ui/offline-hint';
import { useHasBeenTrue } from '@/lib/platform/hooks/use-has-been-true';
import { useOnline } from '@/lib/platform/hooks/use-online';
import { notify } from '@/lib/platform/toast';

import { useSubscribe } from '../api/use-subscribe';
import { useNewsletterForm } from '../hooks/use-newsletter-form';
import type { NewsletterFormValues, NewsletterVariant } from '../schemas';
import { subscriptionFailure } from '../utils/subscribe-outcome';

import styles from './newsletter-form.module.css';

// the thank-you modal loads with the first subscription, not with every page's footer (docs/performance.md)
const SubscribedModal = dynamic(
  () => import('./subscribed-modal').then((module) => module.SubscribedModal),
  { ssr: false },
);

type NewsletterFormProps = {
  /** `footer` posts to /user/mailing-profile, `landing` to /subscribes/landing. */
  variant?: NewsletterVariant;
  /** Heading of the form, which also names the form for assistive technology. */
  title?: string;
};

/**
 * The newsletter form of the footer and the landings (spec 5, 8, 2.5). Success opens the
 * «Спасибо за подписку» modal and clears the form; an address that is already subscribed gets a
 * success toast; any other failure an error toast with the typed e-mail kept.
 */
export function NewsletterForm({
  variant = 'footer',
  title = 'Подпишитесь на рассылку',
}: NewsletterFormProps) {
  const [thanks, setThanks] = useState(false);
  const thanked = useHasBeenTrue(thanks);
  const mutation = useSubscribe(variant);
  const online = useOnline();
  const offlineId = useId();
  const form = useNewsletterForm((values: NewsletterFormValues, { reset }) => {
    // offline the address stays typed and the button says why it waits
    if (mutation.isPending || !online) return;
    mutation.run(values)?.then(
      () => {
        reset();
        setThanks(true);
      },
      (error: Error) => {
        const failure = subscriptionFailure(error);
        if (failure.kind === 'already-subscribed') notify.success(failure.message);
        else notify.error(failure.message);
      },
    );
  });
  const titleId = `newsletter-${variant}-title`;

  return (
    <>
      <form
        className={`${styles.form} ${styles[variant]}`}
        aria-labelledby={titleId}
        aria-busy={mutation.isPending || undefined}
        noValidate
        onSubmit={form.onSubmit}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.row}>
          <TextField
            label="Email для рассылки"
            type="email"
            name="email"
            inputMode="email"
            autoComplete="email"
            required
            className={styles.email}
            value={form.values.email}
            onChange={(event) => form.setField('email', event.target.value)}
            error={form.errors.email}
          />
          {/* aria-disabled, not disabled: a disabled button drops keyboard focus, and the modal
              must give focus back to where the shopper was. */}
          <Button
            type="submit"
            className={styles.submit}
            aria-disabled={mutation.isPending || !online || undefined}
            aria-describedby={online ? undefined : offlineId}
            title={online ? undefined : OFFLINE_REASON}
          >
            Подписаться
          </Button>
        </div>
        {!online && <OfflineHint id={offlineId} />}
        <ConsentCheckbox
          name="consent"
          checked={form.values.consent}
          onChange={(event) => form.setField('consent', event.target.checked)}
          error={form.errors.consent}
        />
      </form>
      {thanked && <SubscribedModal open={thanks} onClose={() => setThanks(false)} />}
    </>
  );
}
