/**
 * Content before code (issue 7): a kept page's own scripts start after its first contentful paint
 * (on by default; PAGE_PAINT_FIRST=false leaves Next's `<script async>` tags as they are).
 *
 * A kept page is whole in its HTML (server-rendered, pictures and all), so its scripts add nothing
 * to what the shopper first sees; they make it interactive. Next asks for them with `<script async>`
 * in the <head>, and whenever they arrive before the first frame (a fast connection, a warm cache,
 * the bench's loopback) the browser runs them — up to ~100 ms of evaluation in a trace here —
 * before it paints. Here the render's chunk scripts are taken out of the page and one inline
 * script adds them once the browser reports the first contentful paint: the page is shown first,
 * then hydrated. Measured with Lighthouse, README «Performance benchmark», steps 10 and 11.
 *
 * The window `load` event then comes before the page has hydrated, and the page is shown before it
 * can act: what the shopper does in between is kept and done again once React has hydrated the page
 * (replayAfterHydration below). Without that, eight of our Playwright tests lost a click, a tick
 * or a keystroke made right after `page.goto`.
 *
 * When the browser will not report that paint, the scripts are not held: a page opened in the
 * background or prerendered (hidden) loads them at once, a browser without paint timing after its
 * first animation frame, and every page after PAINT_WAIT_MS at the latest.
 */

import { HYDRATED_EVENT } from './hydrated-event';

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
 * Keeps what the shopper does to a page shown before its scripts have run, and does it again once
 * the page has hydrated (`hydratedEvent`, sent by app/providers.tsx):
 *
 * - a click (a tap, or Enter or Space on a button) on a button or anything else but a link, a
 *   label or a box: its default action is held (a form is not sent) and the click is dispatched
 *   again on the same element, so React's handler runs and the browser's default action with it;
 * - a link is followed at once, as the browser would without scripts (a full page load);
 * - a checkbox or a radio button is ticked at once, as the shopper sees it (also through its
 *   label); once hydrated it is set back to what it was before the click (whatever the hydration
 *   left) and clicked again, so its onChange runs;
 * - text typed into a field, an option chosen in a list show at once, but React's state never
 *   heard of them (and its hydration may put a list back to its first option): the field's last
 *   value is set again in React's way (its value tracker told another value, the native setter,
 *   `input` and `change` events), so its onChange runs with it;
 * - a form sent with Enter in one of its fields is held and sent again with requestSubmit.
 *
 * Once React listens (from hydrateRoot on, its root is marked `_reactListening…`), it tries to
 * hydrate at once what an event reaches: when it can, it hands the event on to its target and runs
 * its handler itself, so the event is not done again; when it cannot yet (code still loading), it
 * stops the event there and drops it, so that one is kept (its default action is left alone). The
 * event reaching its target tells the two apart.
 *
 * One at a time, each in its own task, as the shopper did them, so React has rendered what one did
 * before the next (a field's text before the form is sent). An element gone from the page by then
 * is skipped. Self-contained and serialised like loadAfterFirstPaint.
 */
// eslint-disable-next-line max-lines-per-function -- serialised into the page whole: no outside helpers
export function replayAfterHydration(win: Window & typeof globalThis, hydratedEvent: string): void {
  const doc = win.document;
  const types = ['click', 'input', 'submit'];
  const kept: [Event, boolean][] = [];
  const typed = new Map<Element, string>();
  const isToggle = (target: Element) =>
    target instanceof win.HTMLInputElement &&
    (target.type === 'checkbox' || target.type === 'radio');
  const reactListens = (target: Element) => {
    for (let node: Node | null = target; node; node = node.parentNode) {
      if (Object.keys(node).some((key) => key.indexOf('_reactListening') === 0)) return true;
    }
    return false;
  };
  /** Events React took itself once it listened: they reached their target. */
  const taken = new Set<Event>();
  let replaying = false;
  const keep = (event: Event) => {
    const target = event.target;
    if (replaying || !(target instanceof win.Element)) return;
    const listens = reactListens(target);
    const hold = (checked: boolean) => {
      kept.push([event, checked]);
      if (!listens) return;
      // runs after React's listener on its root, unless React stopped the event there
      const reached = (seen: Event) => {
        if (seen === event) taken.add(event);
      };
      target.addEventListener(event.type, reached, { capture: true, once: true });
    };
    if (event.type === 'click') {
      if (target.closest('a[href]')) return;
      if (isToggle(target)) {
        hold((target as HTMLInputElement).checked);
        return;
      }
      if (target.closest('label')) return;
    }
    if (event.type === 'input') {
      // the newest text counts, also when React has it: a field is never set back to older text
      const first = !typed.has(target);
      typed.set(target, (target as HTMLInputElement).value);
      if (first && !isToggle(target)) hold(false);
      return;
    }
    if (!listens) event.preventDefault();
    hold(false);
  };
  for (const type of types) doc.addEventListener(type, keep, true);
  const retype = (
    field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
    value: string,
  ) => {
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    if (!setter) return;
    field.value = value === '' ? ' ' : '';
    setter.call(field, value);
    field.dispatchEvent(new win.Event('input', { bubbles: true }));
    field.dispatchEvent(new win.Event('change', { bubbles: true }));
  };
  const replay = (event: Event, checked: boolean) => {
    const target = event.target as Element;
    if (taken.has(event) || !target.isConnected) return;
    if (event.type === 'input') {
      retype(target as HTMLInputElement, typed.get(target) ?? '');
      return;
    }
    if (event.type === 'submit') {
      (target as HTMLFormElement).requestSubmit();
      return;
    }
    if (isToggle(target)) (target as HTMLInputElement).checked = !checked;
    // the same click: position, buttons and keys are read from the kept event
    target.dispatchEvent(new win.MouseEvent('click', event as MouseEvent));
  };
  // the listeners stay until the last kept event is replayed: text typed meanwhile (React has it)
  // is still what a kept field is set to
  const next = () => {
    const event = kept.shift();
    if (!event) {
      for (const type of types) doc.removeEventListener(type, keep, true);
      return;
    }
    replaying = true;
    try {
      replay(event[0], event[1]);
    } finally {
      replaying = false;
    }
    win.setTimeout(next, 0);
  };
  win.addEventListener(hydratedEvent, () => win.setTimeout(next, 0), { once: true });
}

/**
 * The page with its chunk scripts loaded after the first contentful paint: the `<script async>`
 * tags leave, and one inline script with the render's nonce (the replay of what is done before
 * hydration, then the loader) takes the place of the first one.
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
  const call =
    `(${replayAfterHydration.toString()})(window,${JSON.stringify(HYDRATED_EVENT)});` +
    `(${loadAfterFirstPaint.toString()})(window,${JSON.stringify(sources)},${PAINT_WAIT_MS})`;
  return `${rest.slice(0, at)}<script nonce="${nonce}">${call}</script>${rest.slice(at)}`;
}
