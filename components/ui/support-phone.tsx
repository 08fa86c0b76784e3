'use client';

import { PhoneIcon } from '@/components/ui/icons';
import { useSettings } from '@/lib/platform/settings-context';
import { telHref } from '@/lib/shop/format/tel-href';

import styles from './support-phone.module.css';

/** «Служба поддержки: <phone>» as every error message carries it (spec 2.5), a link to call. */
export function SupportPhone({ className }: { className?: string }) {
  const { supportPhone } = useSettings();
  return (
    <p className={className}>
      Служба поддержки:{' '}
      <a href={telHref(supportPhone)} className={styles.phone}>
        <PhoneIcon size="1em" />
        {supportPhone}
      </a>
    </p>
  );
}
