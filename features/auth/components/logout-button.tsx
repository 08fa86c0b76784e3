'use client';

import { useState, type ButtonHTMLAttributes } from 'react';

import { logout } from '../api/logout';

type LogoutButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type'>;

/** «Выйти»: ends the session (spec 4); the logout modal follows whatever the server answers. */
export function LogoutButton({ children = 'Выйти', disabled, ...rest }: LogoutButtonProps) {
  const [pending, setPending] = useState(false);
  return (
    <button
      type="button"
      {...rest}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      onClick={() => {
        setPending(true);
        void logout().finally(() => setPending(false));
      }}
    >
      {children}
    </button>
  );
}
