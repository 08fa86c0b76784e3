'use client';

import type { FormEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';

import { submitEmail } from '../api/login-flow';
import { useAuthStore } from '../stores/auth-store';

import styles from './login-forms.module.css';

/** Mode «По email»: e-mail and password, no format check (spec 5). */
export function EmailLoginForm() {
  const auth = useAuthStore(
    useShallow((s) => ({
      email: s.email,
      password: s.password,
      pending: s.pending,
      error: s.error,
      setEmail: s.setEmail,
      setPassword: s.setPassword,
    })),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submitEmail();
  };
  const missing = auth.error === 'Обязательное поле';
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={auth.pending}>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={auth.email}
        onChange={(event) => auth.setEmail(event.target.value)}
        error={missing && !auth.email.trim() ? auth.error! : undefined}
        disabled={auth.pending}
      />
      <TextField
        label="Пароль"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={auth.password}
        onChange={(event) => auth.setPassword(event.target.value)}
        error={
          missing && !auth.password ? auth.error! : !missing ? (auth.error ?? undefined) : undefined
        }
        disabled={auth.pending}
      />
      <Button type="submit" block disabled={auth.pending} aria-busy={auth.pending || undefined}>
        Войти
      </Button>
    </form>
  );
}
