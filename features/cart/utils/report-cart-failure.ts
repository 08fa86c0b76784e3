import { classifyFailure, isApiError } from '@/lib/platform/api/errors';
import { emitHttpEvent } from '@/lib/platform/api/http-events';
import { notify } from '@/lib/platform/toast';

/**
 * Shows why a silent cart call failed: a 422 shows the server's field message («Выберите размер»,
 * «Товара нет в наличии», …) as a warning, a client guard its own text, anything else the HTTP
 * layer's default message. 401 and 429 still go to the app shell (logout, too-many-requests).
 */
export function reportCartFailure(error: Error): void {
  if (!isApiError(error)) {
    notify.warning(error.message, { toastId: error.message });
    return;
  }
  if (error.status === 401 || error.status === 429) {
    emitHttpEvent({ action: classifyFailure(error.status, error.url), error });
    return;
  }
  const fieldMessage = Object.values(error.fieldErrors).flat()[0];
  if (error.status === 422 && fieldMessage) {
    notify.warning(fieldMessage, { toastId: fieldMessage });
    return;
  }
  notify.error(error.message, { toastId: error.message });
}
