import { z } from 'zod';

/** The sections of `.env.example` and docs/configuration.md, in this order. */
export const ENV_GROUPS = [
  'store',
  'services',
  'cache and cluster',
  'security',
  'third parties',
  'reference API',
  'QA',
] as const;

export type EnvGroup = (typeof ENV_GROUPS)[number];

/**
 * Who reads a variable: the store (Next.js and `npm start`), the reference API, `npm run cluster`,
 * or the test and measuring tools.
 */
export type EnvReader = 'store' | 'API' | 'cluster' | 'tests';

/** How a variable's value is read: its schema, the type the docs name, and the line of `.env.example`. */
export type EnvKind<S extends z.ZodType = z.ZodType> = {
  /** Accepts `undefined` and a blank value as «unset»: every schema yields its default then. */
  schema: S;
  type: string;
  /** The value `.env.example` gives it; empty when there is none. */
  example: string;
};

export type EnvVariable<S extends z.ZodType = z.ZodType> = EnvKind<S> & {
  group: EnvGroup;
  readBy: readonly EnvReader[];
  /** One line of plain text: the comment of `.env.example` and the docs' «what it does». */
  description: string;
  /** A page of docs/ that tells more, with an optional `#anchor`. */
  see?: string;
  /**
   * Set by the store's own programs for another one (this names the setter): documented, never
   * written to `.env.example`, whose blank line would count as a value.
   */
  setBy?: string;
};

/** An empty or blank value counts as unset, as `.env.example` leaves most lines empty. */
function blankIsUnset(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() || undefined : value;
}

/** A kind whose value reads as `T`. */
type Kind<T> = EnvKind<z.ZodType<T>>;

function kind<T>(type: string, example: string, schema: z.ZodType<T>): Kind<T> {
  return { type, example, schema: z.preprocess(blankIsUnset, schema) };
}

/** Free text (a phone number, a name, a path). */
export function text(fallback: string): Kind<string>;
export function text(): Kind<string | undefined>;
export function text(fallback?: string): Kind<string | undefined> {
  return fallback === undefined
    ? kind('text', '', z.string().optional())
    : kind('text', fallback, z.string().default(fallback));
}

/** An address. Checked by its readers, not here: a relative link or a `tg:` one is fine. */
export function url(fallback: string): Kind<string>;
export function url(): Kind<string | undefined>;
export function url(fallback?: string): Kind<string | undefined> {
  return { ...(fallback === undefined ? text() : text(fallback)), type: 'URL' };
}

/** A token or a password: never a documented value, so never a default. */
export function secret(): Kind<string | undefined> {
  return { ...text(), type: 'secret' };
}

/** Text of a given shape; anything else counts as unset. */
export function pattern(regex: RegExp, type: string, fallback: string): Kind<string>;
export function pattern(regex: RegExp, type: string): Kind<string | undefined>;
export function pattern(regex: RegExp, type: string, fallback?: string): Kind<string | undefined> {
  const shaped = z.string().regex(regex);
  return fallback === undefined
    ? kind(type, '', shaped.optional())
    : kind(type, fallback, shaped.default(fallback));
}

type Range = { min?: number; max?: number; positive?: boolean; integer?: boolean };

/** A finite number (ms, seconds, a count); out of range counts as malformed. */
export function number(fallback: number, range?: Range): Kind<number>;
export function number(fallback: undefined, range?: Range): Kind<number | undefined>;
export function number(fallback: number | undefined, range: Range = {}): Kind<number | undefined> {
  let schema = z.coerce.number();
  if (range.integer) schema = schema.int();
  if (range.positive) schema = schema.positive();
  if (range.min !== undefined) schema = schema.min(range.min);
  if (range.max !== undefined) schema = schema.max(range.max);
  const type = range.integer ? 'integer' : 'number';
  return fallback === undefined
    ? kind(type, '', schema.optional())
    : kind(type, String(fallback), schema.default(fallback));
}

/** A TCP port (0: any free one). */
export function port(fallback: number): Kind<number>;
export function port(): Kind<number | undefined>;
export function port(fallback?: number): Kind<number | undefined> {
  const range = { integer: true, min: 0, max: 65_535 };
  return {
    ...(fallback === undefined ? number(undefined, range) : number(fallback, range)),
    type: 'port',
  };
}

/** On unless `0`, `false`, `no` or `off`. */
export function flag(fallback: boolean): Kind<boolean> {
  const schema = z
    .string()
    .transform((value) => !['0', 'false', 'no', 'off'].includes(value.toLowerCase()))
    .default(fallback);
  return kind('flag', String(fallback), schema);
}

/** A switch that only `1` turns on. */
export function one(fallback?: '1'): Kind<boolean> {
  const schema = z
    .string()
    .transform((value) => value === '1')
    .default(fallback === '1');
  return kind('`1` or empty', fallback ?? '', schema);
}

/** One of a few words. */
export function oneOf<const T extends readonly [string, ...string[]]>(
  values: T,
  fallback: T[number],
): Kind<T[number]> {
  return kind(values.join(', '), fallback, z.enum(values).default(fallback));
}
