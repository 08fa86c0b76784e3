import 'server-only';

import { serverClient } from '@/lib/platform/api/server';

import { resolveShortLink, type ShortLinkResult } from './resolve-short-link';

/** GET /main/short-link/{code} of the current request (not cached: links are few and cheap). */
export function getShortLink(code: string | string[] | undefined): Promise<ShortLinkResult> {
  return resolveShortLink(code, async (value) => {
    const response = await serverClient('main').get(`/short-link/${encodeURIComponent(value)}`);
    return response.data as unknown;
  });
}
