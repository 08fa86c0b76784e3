import type { Socket } from 'node:net';
import { setTimeout as wait } from 'node:timers/promises';

import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

import { notFound } from '../http/errors';
import { parseBody } from '../http/validate';

import { faultBodySchema, FaultRules, type Fault } from './fault-rules';

/** Read per request, like REFERENCE_API_TEST_HOOKS: a switch that is off leaves no trace. */
export function faultsEnabled(): boolean {
  return process.env.REFERENCE_API_FAULTS === '1';
}

const ERROR_MESSAGES: Record<number, string> = {
  500: 'Internal Server Error',
  429: 'Too Many Requests',
  401: 'Unauthorized',
  404: 'Not Found',
};

/** The default body of a `malformed` fault: starts like JSON, is not JSON. */
export const MALFORMED_BODY = '{"fault": "malformed", "items": [';

/** The Node socket under a request served by @hono/node-server (none for in-process `app.request`). */
function socketOf(c: Context): Socket | undefined {
  const env = c.env as { incoming?: { socket?: Socket } } | undefined;
  return env?.incoming?.socket;
}

function dropConnection(c: Context): Response {
  const socket = socketOf(c);
  if (!socket) throw new Error('fault switch: a dropped connection needs a Node server');
  socket.destroy();
  // Nothing reaches the client any more; the adapter still wants a Response.
  return new Response(null, { status: 500 });
}

async function answer(
  c: Context,
  fault: Fault,
  next: () => Promise<void>,
): Promise<Response | void> {
  c.header('x-reference-fault', String(fault.kind));
  switch (fault.kind) {
    case 'delay':
      await wait(fault.delayMs ?? 0);
      return next();
    case 'drop':
      return dropConnection(c);
    case 'drop-after':
      await next();
      return dropConnection(c);
    case 'malformed':
      return c.body(fault.body ?? MALFORMED_BODY, 200, { 'content-type': 'application/json' });
    default: {
      const status = fault.kind as ContentfulStatusCode;
      return c.json({ message: ERROR_MESSAGES[status] ?? 'Error', statusCode: status }, status);
    }
  }
}

export type FaultSwitch = {
  rules: FaultRules;
  /** Registered first in createApp: breaks the requests an armed fault matches. */
  middleware: MiddlewareHandler;
  /** `/__faults`: POST arms a fault, GET lists them, DELETE clears them. */
  routes: Hono;
};

/** The fault switch (docs/faults.md); refused unless REFERENCE_API_FAULTS=1. */
export function createFaultSwitch(): FaultSwitch {
  const rules = new FaultRules();

  const middleware: MiddlewareHandler = async (c, next) => {
    if (!faultsEnabled()) return next();
    const fault = rules.take(c.req.method, c.req.path);
    if (!fault) return next();
    return answer(c, fault, next);
  };

  const routes = new Hono();
  routes.use(async (_c, next) => {
    if (!faultsEnabled()) throw notFound();
    await next();
  });
  routes.get('/', (c) => c.json({ faults: rules.list() }));
  routes.post('/', async (c) => {
    const body = await parseBody(c, faultBodySchema);
    return c.json({ fault: rules.add(body) }, 201);
  });
  routes.delete('/', (c) => c.json({ cleared: rules.clear() }));

  return { rules, middleware, routes };
}
