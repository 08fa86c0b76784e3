import axios, {
  AxiosError,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosRequestConfig,
} from 'axios';
import axiosRetry, { exponentialDelay } from 'axios-retry';
import type { z } from 'zod';

import { API_RETRIES } from '@/lib/constants';

import {
  HEADER_CART,
  HEADER_IDEMPOTENCY,
  readErrorBody,
  type ServiceName,
} from './contracts/conventions';
import { ApiError, classifyFailure, defaultMessage } from './errors';
import { emitHttpEvent } from './http-events';
import { type RequestSession, sessionHeaders } from './session-headers';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Creates something: sent as Idempotency-Key, and makes the request safe to retry. */
    idempotencyKey?: string;
    /** A read sent as POST (catalogue lists): safe to retry. */
    retryable?: boolean;
    /** Do not report the failure to the app shell (the caller handles it). */
    silent?: boolean;
    /** When every attempt of this request must be done (set on the first attempt). */
    deadlineAt?: number;
  }
}

/** Where a client sends its requests and which session headers it adds. */
export type ClientContext = {
  baseURL: string;
  timeoutMs: number;
  /** Browser only: reads the tokens and the cart session at request time. */
  session?: () => RequestSession;
  /** Browser only: failures are reported to the app shell. */
  reportFailures?: boolean;
  /**
   * When all attempts of a request must be done, from the moment of its first attempt: each
   * attempt's timeout is cut to what is left, and nothing is sent or retried after it. Default:
   * BROWSER_TOTAL_MS after the first attempt.
   */
  deadline?: () => number;
  /** Which failures are tried again, how often and after how long. Default: BROWSER_RETRY. */
  retry?: RetryPolicy;
  /** The transport (the server wraps it in its circuit breakers); axios's own by default. */
  adapter?: AxiosAdapter;
};

export type RetryPolicy = {
  retries: number;
  /** Whether this failure may be tried again (the deadline is checked besides). */
  condition: (error: AxiosError) => boolean;
  delayMs: (attempt: number, error: AxiosError) => number;
};

/** The error code of a request refused because its deadline had passed. */
export const DEADLINE_CODE = 'ERR_DEADLINE';

/**
 * The browser's rule (spec 7): what can be repeated without a second effect, failing in a way that
 * may pass on its own, up to 3 times with exponential backoff (≈200/400/800 ms).
 */
export const BROWSER_RETRY: RetryPolicy = {
  retries: API_RETRIES,
  condition: (error) => isRetryableRequest(error.config) && isTransientFailure(error),
  delayMs: (attempt, error) => exponentialDelay(attempt, error, 100),
};

/** The browser gives one request, retries included, at most this long (issue 26). */
export const BROWSER_TOTAL_MS = 10_000;

const IDEMPOTENT_METHODS = new Set(['get', 'head', 'options', 'put', 'delete']);

/** Retry only what can be repeated without a second effect (spec 7: up to 3 times, backoff). */
export function isRetryableRequest(config: AxiosRequestConfig | undefined): boolean {
  if (!config) return false;
  if (config.idempotencyKey || config.retryable) return true;
  return IDEMPOTENT_METHODS.has((config.method ?? 'get').toLowerCase());
}

/** Only failures that may pass on their own: no answer, a timeout, or a 5xx. */
export function isTransientFailure(error: AxiosError): boolean {
  if (!error.response) return error.code !== AxiosError.ERR_CANCELED;
  const status = error.response.status;
  return status >= 500 && status !== 501;
}

export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (!axios.isAxiosError(error)) {
    return new ApiError({ message: defaultMessage(null), status: null });
  }
  const url = `${error.config?.baseURL ?? ''}${error.config?.url ?? ''}`;
  const status = error.response?.status ?? null;
  const body = readErrorBody(error.response?.data);
  const serverMessage = body?.message;
  const fieldErrors = body?.errors;
  return new ApiError({
    status,
    url,
    code: body ? body.code : error.code,
    fieldErrors,
    // A business error (a body with a `code`, e.g. 'limit') carries a message meant for the
    // shopper; everything else gets the default message of spec 8 for its status.
    message: body?.code && serverMessage ? serverMessage : defaultMessage(status),
  });
}

/**
 * Creates one service's axios instance: the ONLY axios.create in the store. Adds the headers of
 * spec 7, retries idempotent requests, normalises every failure into an ApiError and, in the
 * browser, reports it to the app shell (logout, too-many-requests, not-found, message).
 */
export function createServiceClient(service: ServiceName, context: ClientContext): AxiosInstance {
  const client = axios.create({
    baseURL: context.baseURL,
    timeout: context.timeoutMs,
    headers: { Accept: 'application/json' },
    ...(context.adapter && { adapter: context.adapter }),
  });

  client.interceptors.request.use((config) => {
    config.deadlineAt ??= context.deadline?.() ?? Date.now() + BROWSER_TOTAL_MS;
    const left = config.deadlineAt - Date.now();
    if (left <= 0) throw new AxiosError('deadline passed', DEADLINE_CODE, config);
    // a request's own timeout (e.g. the cart page's 1 s read) or the service's, cut to what is left
    config.timeout = Math.min(config.timeout || context.timeoutMs, left);
    for (const [name, value] of Object.entries(sessionHeaders(context.session?.()))) {
      // a request that sets its own cart session header keeps it
      if (name !== HEADER_CART || !config.headers.has(HEADER_CART)) config.headers.set(name, value);
    }
    if (config.idempotencyKey) config.headers.set(HEADER_IDEMPOTENCY, config.idempotencyKey);
    return config;
  });

  const retry = context.retry ?? BROWSER_RETRY;
  axiosRetry(client, {
    retries: retry.retries,
    retryDelay: retry.delayMs,
    shouldResetTimeout: true,
    // never after the deadline: a retry that cannot finish in time only adds load
    retryCondition: (error) => {
      const attempt = (error.config?.['axios-retry']?.retryCount ?? 0) + 1;
      const left = (error.config?.deadlineAt ?? Infinity) - Date.now();
      return retry.condition(error) && left > retry.delayMs(attempt, error) + 100;
    },
  });

  client.interceptors.response.use(undefined, (error: unknown) => {
    // A retry runs the whole interceptor chain again, so an ApiError here is the final outcome of
    // a nested attempt, already reported: pass it on untouched (one report per request).
    if (error instanceof ApiError) return Promise.reject(error);
    const apiError = toApiError(error);
    const silent = axios.isAxiosError(error) && error.config?.silent;
    if (context.reportFailures && !silent) {
      const requestPath = axios.isAxiosError(error) ? (error.config?.url ?? '') : '';
      const action = classifyFailure(apiError.status, requestPath, currentPagePath());
      emitHttpEvent({ action, error: apiError });
    }
    if (!context.reportFailures && apiError.status !== 404) {
      console.error(
        `[api:${service}] ${apiError.status ?? apiError.code ?? 'no answer'} ${apiError.url}`,
      );
    }
    return Promise.reject(apiError);
  });

  return client;
}

function currentPagePath(): string {
  return typeof window === 'undefined' ? '' : window.location.pathname;
}

/**
 * Parses a response with its contract. A body that does not match fails loudly here (contract
 * drift), as an ApiError the UI treats like any other failed answer.
 */
export function parseContract<S extends z.ZodType>(
  schema: S,
  data: unknown,
  url: string,
): z.infer<S> {
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  console.error(
    `[api] response of ${url} does not match its contract`,
    parsed.error.issues.slice(0, 3),
  );
  throw new ApiError({ message: defaultMessage(null), status: 502, code: 'bad_response', url });
}
