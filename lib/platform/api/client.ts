import axios, {
  AxiosError,
  type AxiosAdapter,
  type AxiosInstance,
  type AxiosRequestConfig,
} from 'axios';
import axiosRetry from 'axios-retry';
import type { z } from 'zod';

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
   * browserDeadline (a read 3 s, a write 10 s after the first attempt).
   */
  deadline?: (config: AxiosRequestConfig) => number;
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
 * The browser's rule: what can be repeated without a second effect, failing in a way that may pass
 * on its own, once more after a short pause. A shopper waiting for a page's data is better served
 * by a clear message and «Повторить» within seconds than by a row of retries against a back end
 * that is down (docs/spec-readings.md, spec 7's «up to 3 times»).
 */
export const BROWSER_RETRY: RetryPolicy = {
  retries: 1,
  condition: (error) => isRetryableRequest(error.config) && isTransientFailure(error),
  delayMs: () => 250,
};

/**
 * How long the browser gives a read, its retry included: a page's data, or its message with
 * «Повторить», is on screen within 5 s of the page load, as a server render's are within its
 * deadline.
 */
export const BROWSER_READ_MS = 3_000;
/**
 * How long the browser gives a write: longer, since a write cut short leaves the shopper unsure
 * whether it happened (an order then asks again with its key, features/checkout).
 */
export const BROWSER_WRITE_MS = 10_000;

const READ_METHODS = new Set(['get', 'head']);

/** A read: GET, or a read sent as POST (catalogue lists), never a call that creates something. */
export function isReadRequest(config: AxiosRequestConfig | undefined): boolean {
  if (!config || config.idempotencyKey) return false;
  return Boolean(config.retryable) || READ_METHODS.has((config.method ?? 'get').toLowerCase());
}

/** When a browser call and its retry must be done, from its first attempt. */
export const browserDeadline = (config: AxiosRequestConfig) =>
  Date.now() + (isReadRequest(config) ? BROWSER_READ_MS : BROWSER_WRITE_MS);

const IDEMPOTENT_METHODS = new Set(['get', 'head', 'options', 'put', 'delete']);

/** What can be repeated without a second effect: the only requests ever retried. */
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
    config.deadlineAt ??= (context.deadline ?? browserDeadline)(config);
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
    const config = axios.isAxiosError(error) ? error.config : undefined;
    if (context.reportFailures && !config?.silent) {
      const action = classifyFailure(apiError.status, config?.url ?? '', currentPagePath());
      // a toast is for something the shopper did: a read that fails leaves its part of the page
      // to say so (or to keep its last value), and a background read is never an alarm
      if (action !== 'message' || !isReadRequest(config))
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
