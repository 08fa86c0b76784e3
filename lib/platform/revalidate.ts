import 'server-only';

import { z } from 'zod';

import { CACHE_TAG_PATTERN } from '@/lib/platform/api/cache-tags';
import { forgetChanged } from '@/lib/platform/page-cache/forget-changed';
import { bearerToken, isSecret } from '@/lib/platform/security/secret';

/** A webhook body is a few tags and paths: anything bigger is refused unread. */
const MAX_BODY_BYTES = 16 * 1024;
const MAX_ITEMS = 100;

const bodySchema = z
  .strictObject({
    tags: z
      .array(z.string().regex(CACHE_TAG_PATTERN, 'неизвестный формат тега'))
      .max(MAX_ITEMS)
      .optional(),
    paths: z
      .array(
        z
          .string()
          .max(512)
          .regex(/^\/[^\s?#]*$/, 'путь начинается с «/», без запроса и пробелов'),
      )
      .max(MAX_ITEMS)
      .optional(),
  })
  .refine((body) => (body.tags?.length ?? 0) + (body.paths?.length ?? 0) > 0, {
    message: 'укажите tags и/или paths',
  });

const NO_STORE = { 'cache-control': 'no-store' };
const answer = (status: number, body: object) => Response.json(body, { status, headers: NO_STORE });

/** Whether the request carries the secret (compared in constant time over digests). */
const authorised = (request: Request, secret: string) =>
  isSecret(bearerToken(request.headers), secret);

async function readBody(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > MAX_BODY_BYTES) throw new BodyError(413, 'тело запроса больше 16 КБ');
  if (!(request.headers.get('content-type') ?? '').startsWith('application/json')) {
    throw new BodyError(415, 'ожидается application/json');
  }
  const text = await request.text();
  if (Buffer.byteLength(text) > MAX_BODY_BYTES)
    throw new BodyError(413, 'тело запроса больше 16 КБ');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BodyError(400, 'тело запроса — не JSON');
  }
}

class BodyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The revalidation webhook: the data cache's tags expire at once (`{ expire: 0 }`, the Next 16 docs'
 * choice for webhooks: the next read waits for fresh data instead of serving the old once more),
 * the named paths are revalidated, and every kept page drawn from those tags or kept for those
 * paths is dropped (lib/platform/page-cache, forgetChanged). Answers what it invalidated.
 */
export async function revalidateTags(request: Request, secret: string | undefined) {
  if (!secret?.trim()) return answer(404, { message: 'Not Found' });
  if (!authorised(request, secret.trim())) return answer(401, { message: 'Unauthorized' });
  let raw: unknown;
  try {
    raw = await readBody(request);
  } catch (error) {
    if (error instanceof BodyError) return answer(error.status, { message: error.message });
    throw error;
  }
  const parsed = bodySchema.safeParse(raw);
  if (!parsed.success) {
    return answer(400, {
      message: 'Неверное тело запроса',
      errors: parsed.error.issues.map(
        (issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`,
      ),
    });
  }
  const tags = [...new Set(parsed.data.tags ?? [])];
  const paths = [...new Set(parsed.data.paths ?? [])];
  const { pages, shared } = await forgetChanged({ tags, paths }, 'revalidate');
  return answer(200, { revalidated: { tags, paths }, pages, shared });
}
