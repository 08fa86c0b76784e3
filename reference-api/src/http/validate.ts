import type { Context } from 'hono';
import { type z } from 'zod';

import { validationError } from './errors';

/** Turns zod issues into `{ field: [messages] }`; a problem with the whole body is keyed `body`. */
export function issuesToErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'body';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * The issues of several schemas run over the same input as one `errors` map, each message once per
 * field (a contract and stricter rules on top of it often agree on a field's message).
 */
export function mergedIssues(
  ...results: readonly { success: boolean; error?: { issues: readonly z.core.$ZodIssue[] } }[]
): Record<string, string[]> | null {
  const issues = results.flatMap((result) => (result.success ? [] : (result.error?.issues ?? [])));
  if (issues.length === 0) return null;
  const errors = issuesToErrors(issues);
  for (const key of Object.keys(errors)) errors[key] = [...new Set(errors[key])];
  return errors;
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(issuesToErrors(result.error.issues));
  return result.data;
}

/** Reads a JSON body; an empty body counts as `{}` (lists may be posted without one). */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw validationError({ body: ['Некорректный JSON в теле запроса'] });
  }
}

export async function parseBody<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseWith(schema, await readJson(c));
}

export function parseQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  return parseWith(schema, c.req.query());
}
