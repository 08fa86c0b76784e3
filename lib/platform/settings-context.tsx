'use client';

import { createContext, useContext, type ReactNode } from 'react';

import type { PublicSettings } from './env';

const SettingsContext = createContext<PublicSettings | null>(null);

/** Runtime settings from the server (support phone, links, navigation mode) for client components. */
export function SettingsProvider({
  value,
  children,
}: {
  value: PublicSettings;
  children: ReactNode;
}) {
  return <SettingsContext.Provider value={value}>{children}</SettingsContext.Provider>;
}

export function useSettings(): PublicSettings {
  const value = useContext(SettingsContext);
  if (!value) throw new Error('useSettings must be used inside <SettingsProvider>');
  return value;
}
