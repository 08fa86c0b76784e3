'use client';

import type { ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { CodeInput } from '@/components/form/code-input';

import { submitCode } from '../api/login-flow';
import { useAuthStore } from '../stores/auth-store';

import styles from './login-forms.module.css';

type SentCodeStepProps = {
  /** What was sent where, announced as it appears. */
  status: ReactNode;
  label: string;
  length: number;
  /** The call mode has no login button: the complete code logs in by itself. */
  submitOnComplete?: boolean;
  resendLabel: string;
  onResend: () => void;
};

/** The second step of a phone login: what was sent, the code field and «… ещё раз». */
export function SentCodeStep({
  status,
  label,
  length,
  submitOnComplete = false,
  resendLabel,
  onResend,
}: SentCodeStepProps) {
  const auth = useAuthStore(
    useShallow((s) => ({ code: s.code, pending: s.pending, error: s.error, setCode: s.setCode })),
  );
  return (
    <>
      <p className={styles.note} role="status">
        {status}
      </p>
      <CodeInput
        label={label}
        length={length}
        value={auth.code}
        onChange={auth.setCode}
        onComplete={submitOnComplete ? () => void submitCode() : undefined}
        error={auth.error ?? undefined}
        disabled={auth.pending}
      />
      <button
        type="button"
        className={styles.linkButton}
        onClick={onResend}
        disabled={auth.pending}
      >
        {resendLabel}
      </button>
    </>
  );
}
