import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

import type { ApiErrorBody } from '../../../lib/platform/api/contracts/common';

/** An error that becomes the JSON error body of every service (apiErrorBodySchema). */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly code?: string,
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return {
      message: this.message,
      statusCode: this.status,
      ...(this.code ? { code: this.code } : {}),
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

export function notFound(message = 'Not Found', code?: string): ApiError {
  return new ApiError(404, message, undefined, code);
}

/** 422 with field messages, the shape the storefront maps onto form fields. */
export function validationError(errors: Record<string, string[]>, code?: string): ApiError {
  return new ApiError(422, 'Validation Error', errors, code);
}

export function notFoundHandler(c: Context): Response {
  return c.json({ message: 'Not Found', statusCode: 404 }, 404);
}

export function errorHandler(error: Error, c: Context): Response {
  if (error instanceof ApiError) return c.json(error.toBody(), error.status);
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return c.json({ message: error.message || 'Error', statusCode: status }, status);
  }
  console.error(`[reference-api] ${c.req.method} ${c.req.path} failed:`, error);
  return c.json({ message: 'Internal Server Error', statusCode: 500 }, 500);
}
