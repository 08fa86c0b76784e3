'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type { CloseButtonProps, ToastContainerProps } from 'react-toastify';

import { OfflineBanner } from '@/components/layout/offline-banner';
import { ThirdParties } from '@/components/layout/third-parties';
import { CloseIcon } from '@/components/ui/icons';
import { configureBrowserClients } from '@/lib/platform/api/browser-settings';
import { onHttpEvent } from '@/lib/platform/api/http-events';
import type { PublicSettings } from '@/lib/platform/env';
import { isOnline, noteRequestWithoutAnswer } from '@/lib/platform/online-status';
import { getQueryClient } from '@/lib/platform/query/get-query-client';
import { SettingsProvider } from '@/lib/platform/settings-context';
import {
  TOAST_DEFAULTS,
  notify,
  showToastLeftForThisLoad,
  toastifyReady,
} from '@/lib/platform/toast';
import { TOO_MANY_REQUESTS_MODAL_DELAY_MS } from '@/lib/shop/constants';
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
      } else if (error.status === null && !isOnline()) {
        // offline: the banner says why, and hears of it now if the browser's event
        // is late; a toast per failed request would only repeat it
        noteRequestWithoutAnswer();
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

/**
 * A shop page can come back from the browser's back/forward cache exactly as it was left (kept
 * pages are not `no-store`, see lib/platform/page-cache). The shopper may have signed in or out or changed
 * the cart on the pages in between: read the stored session again and refresh every query (the
 * cart count, the favourites).
 */
export function useBackForwardRestore() {
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      useSessionStore.getState().hydrate();
      void getQueryClient().invalidateQueries();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);
}

/** The toasts' region name (react-toastify's own is «Notifications Alt+T»; Alt+T still works). */
export const TOASTS_LABEL = 'Уведомления';

/** A toast's close button, named «Закрыть» (react-toastify's own is «close»). */
function ToastCloseButton({ closeToast, theme }: CloseButtonProps) {
  return (
    <button
      type="button"
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      aria-label="Закрыть"
      onClick={(event) => {
        event.stopPropagation();
        closeToast(true);
      }}
    >
      <CloseIcon />
    </button>
  );
}

/**
 * The toast container, mounted once react-toastify has loaded, which the first toast of the page
 * asks for (lib/platform/toast.ts): a page load that shows none never fetches it
 * (docs/performance.md).
 */
export function ToastHost() {
  const [Container, setContainer] = useState<ComponentType<ToastContainerProps> | null>(null);
  useEffect(() => {
    let live = true;
    showToastLeftForThisLoad(); // e.g. «Вы успешно вошли…» after the sign-in's reload
    void toastifyReady.then(({ ToastContainer }) => {
      if (live) setContainer(() => ToastContainer);
    });
    return () => {
      live = false;
    };
  }, []);
  return Container ? (
    <Container
      {...TOAST_DEFAULTS}
      newestOnTop
      limit={4}
      aria-label={TOASTS_LABEL}
      closeButton={ToastCloseButton}
      // its bar is named «notification timer»; the toast's time is not something to read out
      hideProgressBar
    />
  ) : null;
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
  useBackForwardRestore();
  return (
    <QueryClientProvider client={getQueryClient()}>
      <SettingsProvider value={settings}>
        {children}
        <OfflineBanner />
        <ThirdParties />
        <ToastHost />
      </SettingsProvider>
    </QueryClientProvider>
  );
}
