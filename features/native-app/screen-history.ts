/**
 * The native screen history (spec 9: the last 10 paths). Every page load is a full navigation
 * (spec 2.2), so the list lives in session storage and survives reloads of the same tab.
 */
export const SCREEN_HISTORY_LIMIT = 10;
export const SCREEN_HISTORY_KEY = 'nativeScreenHistory';

/** The list with `path` appended (a repeat of the last path is not added), capped to the limit. */
export function appendScreen(history: readonly string[], path: string): string[] {
  const next = history.at(-1) === path ? [...history] : [...history, path];
  return next.slice(-SCREEN_HISTORY_LIMIT);
}

export function readScreenHistory(): string[] {
  try {
    const raw = window.sessionStorage.getItem(SCREEN_HISTORY_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed)
      ? parsed
          .filter((item): item is string => typeof item === 'string')
          .slice(-SCREEN_HISTORY_LIMIT)
      : [];
  } catch {
    return []; // storage disabled or damaged: start over
  }
}

export function writeScreenHistory(history: readonly string[]): void {
  try {
    window.sessionStorage.setItem(SCREEN_HISTORY_KEY, JSON.stringify(history));
  } catch {
    // storage disabled: the app still gets the list with this message
  }
}
