import 'server-only';

import { NextResponse, type NextRequest } from 'next/server';

import { publicSettings, serviceUrl, siteUrl } from '@/lib/platform/env';
import { servedOverHttps } from '@/lib/platform/security/hsts';
import { CART_SESSION_COOKIE } from '@/lib/shop/constants';

import { setCartSession, takeCartSession } from './cart-session';
import { clientAddress } from './client-address';
import { HEADER_CART, type ApiErrorBody, type ServiceName } from './contracts/conventions';
import { announceDoorWrite } from './door-events';
import { findDoorRoute, type DoorRoute } from './door-routes';
import { forward } from './forward';
import { readLimitedBody } from './read-limited-body';

const MEDIA_TYPES: Record<DoorRoute['body'], string | null> = {
  none: null,
  json: 'application/json',
  multipart: 'multipart/form-data',
};

/** An answer of the door itself, in the services' error shape with a message for the shopper. */
function refusal(statusCode: number, message: string, code?: string): Response {
  const body: ApiErrorBody = { message, statusCode, ...(code && { code }) };
  return Response.json(body, { status: statusCode });
}

const NOT_FOUND = () => refusal(404, 'Страница не найдена');

function sizeLabel(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Math.floor(mb)} МБ` : `${Math.floor(bytes / 1024)} КБ`;
}

const mediaTypeOf = (header: string | null): string =>
  (header ?? '').split(';')[0]!.trim().toLowerCase();

const unsupported = (expected: string | null) =>
  refusal(
    415,
    `Неподдерживаемый формат запроса: ожидается ${expected ?? 'запрос без тела'}`,
    'unsupported_media_type',
  );

/**
 * The body a route may take, read up to its limit (never more is held in memory); a Response when
 * it is refused: a content type the route does not take (415), more bytes than it allows (413).
 */
async function acceptedBody(request: Request, route: DoorRoute): Promise<ArrayBuffer | Response> {
  if (request.method === 'GET' || request.method === 'HEAD') return new ArrayBuffer(0);
  const expected = MEDIA_TYPES[route.body];
  const type = mediaTypeOf(request.headers.get('content-type'));
  const declaredEmpty = request.headers.get('content-length') === '0';
  // a declared type is refused before anything is read; an empty body needs none
  if (type !== '' && type !== expected && !declaredEmpty) return unsupported(expected);
  const body = await readLimitedBody(request, route.maxBytes);
  if (body === null) {
    return refusal(
      413,
      `Слишком большой запрос: не больше ${sizeLabel(route.maxBytes)}`,
      'payload_too_large',
    );
  }
  if (body.byteLength > 0 && type !== expected) return unsupported(expected);
  return body;
}

/** The cart session a call carries: a legacy token sent once as the header (spec 4), else the cookie. */
function cartSessionOf(request: NextRequest): string | null {
  return (
    request.headers.get(HEADER_CART)?.trim() ||
    request.cookies.get(CART_SESSION_COOKIE)?.value ||
    null
  );
}

/**
 * A cart answer keeps its session in the HttpOnly cookie, not in the body the page reads. Other
 * answers pass through untouched (streamed).
 */
async function withCartSession(response: Response, secure: boolean): Promise<Response> {
  if (!mediaTypeOf(response.headers.get('content-type')).endsWith('json')) return response;
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return new Response(text, { status: response.status, headers: response.headers });
  }
  const { sessionId, body } = takeCartSession(parsed);
  if (!sessionId) return new Response(text, { status: response.status, headers: response.headers });
  const answer = new NextResponse(JSON.stringify(body), {
    status: response.status,
    headers: response.headers,
  });
  setCartSession(answer.cookies, sessionId, secure);
  return answer;
}

/**
 * The same-origin door from the browser to the services (`/svc/{service}/…`): only the
 * calls on the allow-list (door-routes.ts), bodies of the right type and size, the cart session
 * from its HttpOnly cookie, the shopper's address for the services' rate limits. A write is
 * announced to whoever follows them (door-events.ts) and answered once they have.
 */
export async function passDoor(
  request: NextRequest,
  service: string,
  segments: readonly string[],
): Promise<Response> {
  const route = findDoorRoute(service, request.method, segments);
  if (!route) return NOT_FOUND();
  const body = await acceptedBody(request, route);
  if (body instanceof Response) return body;

  const headers: Record<string, string> = {};
  const session = cartSessionOf(request);
  if (session) headers[HEADER_CART] = session;
  const client = clientAddress(request.headers);
  if (client) headers['x-forwarded-for'] = client;
  // the id scripts/server.mjs gave this request: the service logs it beside its own line
  const requestId = request.headers.get('x-request-id');
  if (requestId) headers['x-request-id'] = requestId;

  const path = segments.map(encodeURIComponent).join('/');
  const target = `${serviceUrl(service as ServiceName)}/${path}${new URL(request.url).search}`;
  const written =
    request.method === 'GET'
      ? null
      : await announceDoorWrite({ service, method: request.method, segments, session });
  let response = await forward(request, target, publicSettings().apiTimeoutMs + 1000, {
    body,
    headers,
  });
  if (service === 'cart') response = await withCartSession(response, servedOverHttps(siteUrl()));
  await written?.(response.status);
  return response;
}
