import { isNotModified, textEntityTag } from '@/lib/platform/page-cache/kept-bytes';

/**
 * A 200 text answer named by a strong `ETag` (the digest of its bytes, as a kept page's), or `304
 * Not Modified` without a body when `If-None-Match` names it: an assistant that asks again with
 * the tag it has gets a few headers instead of the view. The 304 keeps the headers the 200 would
 * send (Cache-Control, Vary, Link, ETag — RFC 9110 15.4.5) but the content type.
 */
export function textAnswer(request: Request, body: string, headers: HeadersInit): Response {
  const etag = textEntityTag(body);
  const answer = new Headers(headers);
  answer.set('etag', etag);
  if (isNotModified(request.headers.get('if-none-match'), etag)) {
    answer.delete('content-type');
    return new Response(null, { status: 304, headers: answer });
  }
  return new Response(body, { headers: answer });
}
