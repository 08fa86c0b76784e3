import { toast, type ToastOptions } from 'react-toastify';

/** The one door to toasts (spec 9: top-right, 5000 ms, close on click, pause on hover). */
export const TOAST_DEFAULTS: ToastOptions = {
  position: 'top-right',
  autoClose: 5000,
  closeOnClick: true,
  pauseOnHover: true,
};

export const notify = {
  success: (message: string, options?: ToastOptions) => toast.success(message, options),
  info: (message: string, options?: ToastOptions) => toast.info(message, options),
  warning: (message: string, options?: ToastOptions) => toast.warning(message, options),
  error: (message: string, options?: ToastOptions) => toast.error(message, options),
};
