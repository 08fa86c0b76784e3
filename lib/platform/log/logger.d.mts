import type { Logger } from 'pino';

/** A text with e-mails, phones, tokens and codes masked. */
export function scrub(text: string): string;
/** This process's logger. */
export function logger(): Logger;
/** The logger of the one line per request (fields safe as given: no masking). */
export function accessLogger(): Logger;
/** Writes what is buffered (before the process exits). */
export function flushLogs(): void;
/** The request's sane X-Request-Id, or a new one from `makeId`. */
export function requestIdOf(
  header: string | string[] | undefined | null,
  makeId: () => string,
): string;
