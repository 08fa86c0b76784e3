'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';

import { configureBrowserClients } from '@/lib/api/browser';
import { onHttpEvent } from '@/lib/api/http-events';
import { TOO_MANY_REQUESTS_MODAL_DELAY_MS } from '@/lib/constants';
import type { PublicSettings } from '@/lib/env';
import { getQueryClient } from '@/lib/query/get-query-client';
import { SettingsProvider } from '@/lib/settings-context';
import { TOAST_DEFAULTS, notify } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';

/** Turns the HTTP layer's failure reports into what spec 7 asks for. */
function useHttpFailureHandling() {
  useEffect(() => {
    let tooManyTimer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = onHttpEvent(({ action, error }) => {
      const ui = useUiStore.getState();
      if (action === 'logout') {
        // any 401: the stored session goes and the logout modal says so
        useSessionStore.getState().clear();
        ui.openLogoutModal();
      } else if (action === 'too-many-requests') {
        // a burst of 429s opens the modal once
        clearTimeout(tooManyTimer);
        tooManyTimer = setTimeout(ui.openTooManyRequests, TOO_MANY_REQUESTS_MODAL_DELAY_MS);
      } else if (action === 'not-found') {
        ui.showNotFound();
      } else {
        notify.error(error.message, { toastId: error.message });
      }
    });
    return () => {
      clearTimeout(tooManyTimer);
      unsubscribe();
    };
  }, []);
}

export function Providers({
  settings,
  children,
}: {
  settings: PublicSettings;
  children: ReactNode;
}) {
  configureBrowserClients({ timeoutMs: settings.apiTimeoutMs });
  useHttpFailureHandling();
  return (
    <SettingsProvider value={settings}>
      <QueryClientProvider client={getQueryClient()}>
        {children}
        <ToastContainer {...TOAST_DEFAULTS} newestOnTop limit={4} />
      </QueryClientProvider>
    </SettingsProvider>
  );
}
