// The store's one logger (docs/operations.md): pino, JSON lines in production (one object per
// line on stdout, for whatever collects them), short readable lines under `next dev`. Personal data
// never reaches a line: fields named like it are masked, and e-mails, phones and tokens inside any
// text (an error message, a URL) are replaced before the line is written.
import pino from 'pino';

import { processShared } from '../process-shared.mjs';

/**
 * Fields whose value is personal or secret wherever they appear (pino's redact paths). Not `code`
 * or `name`: an error's code and name (ECONNREFUSED, TypeError) are what an operator reads; a code
 * sent by SMS only travels in texts, which scrub masks.
 */
const MASKED_FIELDS = [
  'password',
  'token',
  'accessToken',
  'otp',
  'phone',
  'email',
  'address',
  'authorization',
  'cookie',
];
const REDACT = MASKED_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]);

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** A Russian phone in any usual writing: +7 / 8, then ten digits with spaces, dashes, brackets. */
const PHONE = /(?:\+7|\b[78])[\s(-]*\d{3}[\s)-]*\d{3}[\s-]*\d{2}[\s-]*\d{2}\b/g;
/** Secrets carried in a query or a header-like text: token=…, code=…, Bearer …. */
const SECRET = /\b(token|code|password|secret|session)=([^&\s"']+)/gi;
const BEARER = /\bBearer\s+[\w.~+/-]+=*/g;

/** A text with the personal data and secrets in it masked. */
export function scrub(text) {
  return text
    .replace(EMAIL, '[e-mail]')
    .replace(PHONE, '[phone]')
    .replace(SECRET, '$1=[masked]')
    .replace(BEARER, 'Bearer [masked]');
}

function scrubValue(value, depth = 0) {
  if (typeof value === 'string') return scrub(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, scrubValue(item, depth + 1)]),
  );
}

/** An error as a plain object (pino's own serialiser), its message and stack scrubbed. */
function errorObject(error) {
  const plain = pino.stdSerializers.err(error);
  return scrubValue(plain);
}

/** `next dev`: `12:00:01 INFO message key=value`, one line, no JSON to read. */
function readable() {
  const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
  return {
    write(line) {
      const { level, time, msg, pid: _pid, hostname: _host, err, ...rest } = JSON.parse(line);
      const fields = Object.entries(rest).map(([key, value]) => `${key}=${JSON.stringify(value)}`);
      const clock = new Date(time).toTimeString().slice(0, 8);
      const stack = err?.stack ? `\n${err.stack}` : '';
      process.stdout.write(
        `${clock} ${LEVELS[level] ?? level} ${msg ?? ''} ${fields.join(' ')}${stack}\n`,
      );
    },
  };
}

function create(env = process.env) {
  const options = {
    level: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    base: { app: env.LOG_APP || 'store', pid: process.pid },
    redact: { paths: REDACT, censor: '[masked]' },
    serializers: { err: errorObject, error: errorObject },
    formatters: { log: (object) => scrubValue(object) },
    hooks: {
      // the message (and any text argument) is scrubbed too: errors quote what they were given
      logMethod(args, method) {
        method.apply(
          this,
          args.map((arg) => (typeof arg === 'string' ? scrub(arg) : arg)),
        );
      },
    },
  };
  // the request lines hold only fields made safe where they are made (a route template, a
  // checked id, a status): written without the masking, which would cost every answer ~10 %
  const plain = { level: options.level, base: options.base };
  if (env.NODE_ENV === 'development') {
    const out = readable();
    return { log: pino(options, out), access: pino(plain, out), destination: null };
  }
  // asynchronous writes: a line per request must not hold the request (flushed on exit)
  // LOG_FILE: lines appended to that file instead of stdout (the e2e run reads its stores' logs)
  const destination = pino.destination({ dest: env.LOG_FILE || 1, sync: false, mkdir: true });
  return { log: pino(options, destination), access: pino(plain, destination), destination };
}

/**
 * @returns {{ log: import('pino').Logger, access: import('pino').Logger,
 *   destination: { flushSync(): void } | null }}
 */
function instance() {
  return processShared('logger', create);
}

/** This process's logger (one for the server, the proxy, the pages and the route handlers). */
export function logger() {
  return instance().log;
}

/**
 * The logger of the one line per request: its fields must be safe as given (no text a client
 * chose but a checked request id); everything else goes through `logger()`.
 */
export function accessLogger() {
  return instance().access;
}

/** Writes what is buffered, before the process exits. */
export function flushLogs() {
  try {
    instance().destination?.flushSync();
  } catch {
    // nothing written yet: nothing to flush
  }
}

const REQUEST_ID = /^[\w.:@-]{8,128}$/;

/** The id a request carries (nginx's $request_id, a client's) when it is a sane one, or a new one. */
export function requestIdOf(header, makeId) {
  const given = Array.isArray(header) ? header[0] : header;
  return given && REQUEST_ID.test(given) ? given : makeId();
}
