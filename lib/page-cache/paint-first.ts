/**
 * Content before code (issue 7), behind PAGE_PAINT_FIRST (off by default): a kept page's own
 * scripts start after its first contentful paint.
 *
 * A kept page is whole in its HTML (server-rendered, pictures and all), so its scripts add nothing
 * to what the shopper first sees; they make it interactive. Next asks for them with `<script async>`
 * in the <head>, and whenever they arrive before the first frame (a fast connection, a warm cache,
 * the bench's loopback) the browser runs them — up to ~100 ms of evaluation in a trace here —
 * before it paints. Here the render's chunk scripts are taken out of the page and one inline
 * script adds them once the browser reports the first contentful paint: the page is shown first,
 * then hydrated. Measured with Lighthouse, README «Performance benchmark», step 10.
 *
 * Why it is off: the window `load` event then comes before the page has hydrated, and a click made
 * between the paint and the hydration is lost (seven of our Playwright tests did exactly that).
 * Turning it on needs those early clicks replayed after hydration, and a product decision.
 *
 * When the browser will not report that paint, the scripts are not held: a page opened in the
 * background or prerendered (hidden) loads them at once, a browser without paint timing after its
 * first animation frame, and every page after PAINT_WAIT_MS at the latest.
 */

/** The longest a page waits for its first contentful paint before it loads its scripts anyway. */
export const PAINT_WAIT_MS = 3000;

/**
 * Next's chunk scripts: `<script src="/_next/static/chunks/….js" async …></script>`, attributes in
 * any order. Not the nomodule polyfills (old browsers only) and no inline script.
 */
const CHUNK_SCRIPT =
  /<script(?=[^>]*\sasync(?:=""|\s|>))(?![^>]*\snomodule)(?=[^>]*\ssrc="(\/_next\/static\/chunks\/[\w.-]+\.js)")[^>]*><\/script>/gi;

/**
 * Adds `sources` as scripts once the page's first contentful paint is reported. Self-contained (it
 * uses only its parameters and browser globals): it is serialised with Function.prototype.toString
 * into the page's inline script, like the asset reload guard (so no comments inside: they would
 * ship in every page). A script added by a script runs as soon as it arrives (async), and the
 * page's policy trusts it through 'strict-dynamic'. The `visibilitychange` listener: a page hidden
 * before its first paint never reports one.
 */
export function loadAfterFirstPaint(
  win: Window & typeof globalThis,
  sources: string[],
  waitMs: number,
): void {
  const doc = win.document;
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    for (const source of sources) {
      const script = doc.createElement('script');
      script.src = source;
      doc.head.appendChild(script);
    }
  };
  if (doc.visibilityState !== 'visible') {
    load();
    return;
  }
  const Observer = win.PerformanceObserver;
  if (!Observer || (Observer.supportedEntryTypes ?? []).indexOf('paint') === -1) {
    win.requestAnimationFrame(() => win.setTimeout(load, 0));
    return;
  }
  new Observer((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) load();
  }).observe({ type: 'paint', buffered: true });
  doc.addEventListener('visibilitychange', load);
  win.setTimeout(load, waitMs);
}

/**
 * The page with its chunk scripts loaded after the first contentful paint: the `<script async>`
 * tags leave, and the inline loader (with the render's nonce) takes the place of the first one.
 * A page without chunk scripts is returned as it is.
 */
export function paintFirst(html: string, nonce: string): string {
  const sources: string[] = [];
  let at = -1;
  const rest = html.replace(CHUNK_SCRIPT, (_tag, source: string, offset: number) => {
    if (at === -1) at = offset;
    sources.push(source);
    return '';
  });
  if (sources.length === 0) return html;
  const call = `(${loadAfterFirstPaint.toString()})(window,${JSON.stringify(sources)},${PAINT_WAIT_MS})`;
  return `${rest.slice(0, at)}<script nonce="${nonce}">${call}</script>${rest.slice(at)}`;
}
