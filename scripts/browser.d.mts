/** The browser executable to use, or undefined to let Playwright use its own download. */
export function findChromium(): string | undefined;
