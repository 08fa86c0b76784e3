import { z } from 'zod';

/** The services of spec 7 a fault can break; `*` is any of them. */
export const FAULT_SERVICES = ['catalog', 'main', 'core', 'cart', 'order', 'delivery'] as const;
export type FaultService = (typeof FAULT_SERVICES)[number];

/**
 * What a matching request gets: an error status with the normal error body, a delay before the
 * real answer, a connection dropped before (`drop`) or after (`drop-after`: the write happened, the
 * answer is lost) the handler ran, or a 200 whose body is not the contract (`malformed`).
 */
export const FAULT_KINDS = [
  500,
  429,
  401,
  404,
  'delay',
  'drop',
  'drop-after',
  'malformed',
] as const;

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/** `POST /__faults` body. */
export const faultBodySchema = z
  .object({
    service: z.enum([...FAULT_SERVICES, '*']),
    /** On the path after the service prefix: a glob (`*` within a segment, `**` any depth), or `re:<regex>`. */
    path: z.string().trim().min(1).max(500).default('**'),
    method: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(z.enum(METHODS))
      .optional(),
    kind: z.union(FAULT_KINDS.map((kind) => z.literal(kind))),
    delayMs: z.number().int().min(0).max(60_000).optional(),
    /** The body a `malformed` fault answers with (default: text that is not JSON). */
    body: z.string().max(10_000).optional(),
    /** How many of the next matching requests it applies to. */
    count: z.number().int().min(1).max(10_000).default(1),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.kind === 'delay' && body.delayMs === undefined) {
      ctx.addIssue({ code: 'custom', path: ['delayMs'], message: 'delayMs нужен для kind: delay' });
    }
    if (body.path.startsWith('re:')) {
      try {
        new RegExp(body.path.slice(3));
      } catch {
        ctx.addIssue({
          code: 'custom',
          path: ['path'],
          message: 'Некорректное регулярное выражение',
        });
      }
    }
  });

/** What a client posts (defaults not filled in yet). */
export type FaultInput = z.input<typeof faultBodySchema>;
export type FaultBody = z.output<typeof faultBodySchema>;

export type Fault = FaultBody & { id: number; remaining: number };

/** `*` matches within one path segment, `**` across segments; the whole path must match. */
export function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i]!;
    if (char === '*' && glob[i + 1] === '*') {
      source += '.*';
      i += 1;
    } else if (char === '*') {
      source += '[^/]*';
    } else {
      source += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    }
  }
  return new RegExp(`^${source}$`);
}

function pathMatcher(path: string): RegExp {
  return path.startsWith('re:') ? new RegExp(path.slice(3)) : globToRegExp(path);
}

/** The service a request path belongs to and the path after its prefix, or null for other routes. */
export function splitServicePath(path: string): { service: FaultService; rest: string } | null {
  const match = /^\/([^/]+)(\/.*)?$/.exec(path);
  if (!match) return null;
  const service = FAULT_SERVICES.find((name) => name === match[1]);
  return service ? { service, rest: match[2] ?? '/' } : null;
}

/** The armed faults of one app; each matching request uses up one of a fault's `count`. */
export class FaultRules {
  private faults: (Fault & { matcher: RegExp })[] = [];
  private nextId = 1;

  add(body: FaultBody): Fault {
    const fault = { ...body, id: this.nextId, remaining: body.count };
    this.nextId += 1;
    this.faults.push({ ...fault, matcher: pathMatcher(body.path) });
    return fault;
  }

  clear(): number {
    const cleared = this.faults.length;
    this.faults = [];
    return cleared;
  }

  list(): Fault[] {
    return this.faults.map(({ matcher: _matcher, ...fault }) => fault);
  }

  /** The first armed fault for this request, counted down (and dropped when used up). */
  take(method: string, path: string): Fault | null {
    const target = splitServicePath(path);
    if (!target) return null;
    const index = this.faults.findIndex(
      (fault) =>
        (fault.service === '*' || fault.service === target.service) &&
        (!fault.method || fault.method === method.toUpperCase()) &&
        fault.matcher.test(target.rest),
    );
    if (index < 0) return null;
    const fault = this.faults[index]!;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults.splice(index, 1);
    const { matcher: _matcher, ...taken } = fault;
    return taken;
  }
}
