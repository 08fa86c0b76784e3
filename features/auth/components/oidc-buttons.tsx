'use client';

import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { AUTH_MESSAGES, type OidcType } from '@/lib/platform/api/contracts/auth';
import { notify } from '@/lib/platform/toast';

import { startOidc } from '../api/start-oidc';

import styles from './login-forms.module.css';

const PROVIDERS: { type: OidcType; label: string }[] = [
  { type: 'gid', label: 'Госуслуги' },
  { type: 'tid', label: 'T-ID' },
];

/** External identity sign-in (spec 1, 4): Госуслуги (gid) and T-ID (tid). */
export function OidcButtons() {
  const [pending, setPending] = useState<OidcType | null>(null);
  const start = async (type: OidcType) => {
    setPending(type);
    try {
      await startOidc(type); // the browser leaves the page on success
    } catch {
      notify.warning(AUTH_MESSAGES.unknownAuthType, { toastId: 'oidc-failed' });
      setPending(null);
    }
  };
  return (
    <div className={styles.external} role="group" aria-labelledby="login-external-title">
      <p id="login-external-title" className={styles.externalTitle}>
        Или войдите через
      </p>
      {PROVIDERS.map(({ type, label }) => (
        <Button
          key={type}
          variant="secondary"
          block
          disabled={pending !== null}
          aria-busy={pending === type || undefined}
          aria-label={`Войти через ${label}`}
          onClick={() => void start(type)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
