import type * as ToastifyModule from 'react-toastify';
import type { ToastOptions } from 'react-toastify';

/** The one door to toasts (spec 9: top-right, 5000 ms, close on click, pause on hover). */
export const TOAST_DEFAULTS: ToastOptions = {
  position: 'top-right',
  autoClose: 5000,
  closeOnClick: true,
  pauseOnHover: true,
};

type Toastify = typeof ToastifyModule;

let loading: Promise<Toastify> | null = null;
let markReady: (toastify: Toastify) => void = () => {};

/** Resolves with react-toastify once it has loaded (the app shell then mounts the container). */
export const toastifyReady = new Promise<Toastify>((resolve) => {
  markReady = resolve;
});

/**
 * react-toastify and its stylesheet load with a page's first toast, never with a page load that
 * shows none (docs/performance.md). A toast shown before the container mounts waits in
 * react-toastify's own queue and appears when it does.
 */
export function loadToastify(): Promise<Toastify> {
  loading ??= import('./toastify-bundle').then(
    (toastify) => {
      markReady(toastify);
      return toastify;
    },
    (failure: unknown) => {
      loading = null; // offline or a deploy: the next toast asks again
      throw failure;
    },
  );
  return loading;
}

type Kind = 'success' | 'info' | 'warning' | 'error';

const show = (kind: Kind) => (message: string, options?: ToastOptions) => {
  // a toast whose code cannot load (offline) is not shown; it never breaks the page
  loadToastify().then(
    ({ toast }) => toast[kind](message, options),
    () => undefined,
  );
};

export const notify = {
  success: show('success'),
  info: show('info'),
  warning: show('warning'),
  error: show('error'),
};

/** Where a toast waits for the next page load of this tab (sessionStorage). */
export const NEXT_LOAD_TOAST_KEY = 'toast-after-reload';

/**
 * Shows a toast on the next page load of this tab, for an action that reloads the page at once
 * (spec 4: signing in shows its toast, then reloads): a toast shown now would vanish with the page.
 */
export function notifyAfterReload(kind: Kind, message: string): void {
  try {
    window.sessionStorage.setItem(NEXT_LOAD_TOAST_KEY, JSON.stringify({ kind, message }));
  } catch {
    show(kind)(message); // no storage: at least for the moment before the reload
  }
}

const KINDS: readonly Kind[] = ['success', 'info', 'warning', 'error'];

/** Shows, once, the toast the previous page load left for this one (the app shell calls it). */
export function showToastLeftForThisLoad(): void {
  let raw: string | null = null;
  try {
    raw = window.sessionStorage.getItem(NEXT_LOAD_TOAST_KEY);
    window.sessionStorage.removeItem(NEXT_LOAD_TOAST_KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const { kind, message } = JSON.parse(raw) as { kind?: unknown; message?: unknown };
    if (typeof message !== 'string' || !KINDS.includes(kind as Kind)) return;
    show(kind as Kind)(message, { toastId: `after-reload-${message}` });
  } catch {
    // a broken record is dropped
  }
}
