import { RELOAD_GUARD_MS, STORAGE_KEYS } from '@/lib/shop/constants';

/**
 * Spec 2.2: a failure to load a page asset reloads the page, at most once per 60 s (so a broken
 * deployment cannot trap the shopper in a reload loop), and never over text the shopper typed
 * into the page; while the browser is offline, once the connection is back.
 *
 * It must listen before the page's own chunks load — a failed initial chunk is exactly the case
 * that leaves a dead page, and React effects would attach too late — so it ships as an inline
 * script in <head> (see AssetReloadScript). That is why this function is self-contained: it uses
 * only its parameters and browser globals, and is serialised with Function.prototype.toString.
 */
export function installAssetReloadGuard(win: Window, waitMs: number, storageKey: string): void {
  const chunkFailure =
    /ChunkLoadError|Loading (CSS )?chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;
  let waitingForNetwork = false;
  // text in the page's fields, which a reload would lose (React keeps a controlled field's
  // defaultValue equal to its value, so any text counts)
  const typedSomething = () =>
    Array.prototype.some.call(
      win.document.querySelectorAll('input, textarea'),
      (field: HTMLInputElement) =>
        /^(text|search|email|tel|url|number|password|textarea)$/.test(field.type) &&
        field.value !== '',
    );
  const reload = () => {
    // Text the shopper typed outweighs a part that did not load: a reload would lose it. The
    // part stays failed, so its next use after the text is sent reloads then.
    if (typedSomething()) return;
    // Offline, a reload shows the browser's own error page instead of this one: wait for the
    // connection, then reload unless the shopper has typed something meanwhile.
    if (win.navigator.onLine === false) {
      if (!waitingForNetwork) {
        const back = () => {
          waitingForNetwork = false;
          reload();
        };
        win.addEventListener('online', back, { once: true });
      }
      waitingForNetwork = true;
      return;
    }
    waitingForNetwork = false;
    const now = Date.now();
    try {
      const last = Number(win.sessionStorage.getItem(storageKey));
      // a stamp from the future (clock change) counts as stale
      if (last > 0 && last <= now && now - last < waitMs) return;
      win.sessionStorage.setItem(storageKey, String(now));
    } catch {
      // without storage the guard cannot be kept; one reload still beats a dead page
    }
    win.location.reload();
  };
  // Resource errors do not bubble: they are only seen in the capture phase.
  win.addEventListener(
    'error',
    (event) => {
      const target = event.target as
        (Element & { src?: string; href?: string; rel?: string }) | null;
      if (!target || !target.tagName) return;
      const isScript = target.tagName === 'SCRIPT';
      const isStyle = target.tagName === 'LINK' && /(^|\s)stylesheet(\s|$)/.test(target.rel ?? '');
      const url = (isScript ? target.src : target.href) ?? '';
      if ((isScript || isStyle) && url.indexOf('/_next/') !== -1) reload();
    },
    true,
  );
  win.addEventListener('unhandledrejection', (event) => {
    const reason = (event as PromiseRejectionEvent).reason as
      { name?: string; message?: string } | string | null;
    const text =
      typeof reason === 'string' ? reason : reason ? `${reason.name} ${reason.message}` : '';
    if (chunkFailure.test(text)) reload();
  });
}

/** The inline script source: the guard above, called with the spec's 60 s and storage key. */
export function assetReloadGuardSource(): string {
  const args = ['window', RELOAD_GUARD_MS, JSON.stringify(STORAGE_KEYS.reloadGuard)].join(',');
  return `(${installAssetReloadGuard.toString()})(${args});`;
}
