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
 * react-toastify and its stylesheet are not in any page's first load (issue 7): the app shell loads
 * them when the browser is idle, or the first toast does. A toast shown before the container mounts
 * waits in react-toastify's own queue and appears when it does.
 */
export function loadToastify(): Promise<Toastify> {
  loading ??= import('./toastify-bundle').then((toastify) => {
    markReady(toastify);
    return toastify;
  });
  return loading;
}

type Kind = 'success' | 'info' | 'warning' | 'error';

const show = (kind: Kind) => (message: string, options?: ToastOptions) => {
  void loadToastify().then(({ toast }) => toast[kind](message, options));
};

export const notify = {
  success: show('success'),
  info: show('info'),
  warning: show('warning'),
  error: show('error'),
};
