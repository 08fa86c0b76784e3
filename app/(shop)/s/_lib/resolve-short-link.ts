import {
  isSameSitePath,
  SHORT_LINK_CODE_RE,
  shortLinkSchema,
} from '@/lib/platform/api/contracts/newsletter';
import { isApiError } from '@/lib/platform/api/errors';

export type ShortLinkResult =
  { kind: 'redirect'; target: string } | { kind: 'invalid' } | { kind: 'unavailable' };

/** Fetches GET /main/short-link/{code}; throws what the API client throws. */
export type ShortLinkFetcher = (code: string) => Promise<unknown>;

/**
 * Where a short link leads. The target is checked here again (not only by the API): whatever a
 * back end answers, /s/ only ever redirects to a path of this site, never off-site. A 404 or a bad
 * target is an invalid link; no answer at all is "unavailable" (try again later).
 */
export async function resolveShortLink(
  code: string | string[] | undefined,
  fetcher: ShortLinkFetcher,
): Promise<ShortLinkResult> {
  if (typeof code !== 'string' || !SHORT_LINK_CODE_RE.test(code)) return { kind: 'invalid' };
  try {
    const parsed = shortLinkSchema.safeParse(await fetcher(code));
    if (!parsed.success || !isSameSitePath(parsed.data.target)) return { kind: 'invalid' };
    return { kind: 'redirect', target: parsed.data.target };
  } catch (error) {
    if (isApiError(error) && error.status !== null && error.status < 500) {
      return { kind: 'invalid' };
    }
    return { kind: 'unavailable' };
  }
}
