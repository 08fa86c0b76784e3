/** HTTP default messages of spec section 8. */
export const HTTP_MESSAGES: Record<number, string> = {
  401: 'Ошибка аутентификации',
  403: 'Ошибка авторизации',
  404: 'Страница не найдена',
  422: 'Validation Error',
  500: 'Ошибка сервера. Обновите страницу или повторите попытку позже',
};
export const FALLBACK_MESSAGE =
  'Что-то пошло не так. Обновите страницу или повторите попытку позже';

export function defaultMessage(status: number | null): string {
  return (status !== null && HTTP_MESSAGES[status]) || FALLBACK_MESSAGE;
}

/**
 * Every failed service call becomes an ApiError (spec 3 "Error object": message and statusCode,
 * default 500). `status` is null when no answer came back (network down, timeout, dropped).
 */
export class ApiError extends Error {
  readonly status: number | null;
  readonly code: string | undefined;
  readonly fieldErrors: Record<string, string[]>;
  readonly url: string;

  constructor(args: {
    message: string;
    status: number | null;
    code?: string;
    fieldErrors?: Record<string, string[]>;
    url?: string;
  }) {
    super(args.message);
    this.name = 'ApiError';
    this.status = args.status;
    this.code = args.code;
    this.fieldErrors = args.fieldErrors ?? {};
    this.url = args.url ?? '';
  }

  /** The statusCode of the spec's error object: 500 when there was no answer. */
  get statusCode(): number {
    return this.status ?? 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export type FailureAction = 'logout' | 'too-many-requests' | 'not-found' | 'message';

/**
 * What the store does with a failed answer (spec 7 "HTTP layer"): 401 logs out, 429 opens the
 * too-many-requests modal, 404 or no status shows the not-found page except for /catalog URLs,
 * anything else shows the default message of spec 8.
 *
 * "/catalog URLs" is read two ways, both kept: a request whose own path (relative to its service)
 * is under /catalog (the main API's /catalog/seo), and any request made while the shopper is on a
 * /catalog page — a failed filter or list call must not blank the catalogue.
 */
export function classifyFailure(
  status: number | null,
  requestPath: string,
  pagePath: string = '',
): FailureAction {
  if (status === 401) return 'logout';
  if (status === 429) return 'too-many-requests';
  if (status === 404 || status === null) {
    return isCatalogPath(requestPath) || isCatalogPath(pagePath) ? 'message' : 'not-found';
  }
  return 'message';
}

function isCatalogPath(path: string): boolean {
  return /^\/?catalog(\/|$|\?)/.test(path);
}
