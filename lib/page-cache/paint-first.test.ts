import { afterEach, describe, expect, it, vi } from 'vitest';

import { PAINT_WAIT_MS, loadAfterFirstPaint, paintFirst } from './paint-first';

const NONCE = 'bm9uY2U+/w==';

/** The head of a render as Next writes it: stylesheets, a React preload, async chunk scripts. */
const PAGE = [
  '<!DOCTYPE html><html lang="ru"><head><meta charSet="utf-8"/>',
  `<link rel="stylesheet" href="/_next/static/chunks/a.css" nonce="${NONCE}" data-precedence="next"/>`,
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/main.js"/>`,
  `<script src="/_next/static/chunks/17fms_jsrb1ne.js" async="" nonce="${NONCE}"></script>`,
  `<script src="/_next/static/chunks/turbopack-2u1d16houkiyo.js" async="" nonce="${NONCE}"></script>`,
  `<title>Кольцо</title><script nonce="${NONCE}">self.guard=1</script></head>`,
  '<body><main><h1>Кольцо</h1></main>',
  `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${NONCE}"></script>`,
  `<script src="/_next/static/chunks/main.js" nonce="${NONCE}" async=""></script>`,
  `<script nonce="${NONCE}">(self.__next_f=self.__next_f||[]).push([0])</script>`,
  '</body></html>',
].join('');

const SOURCES = [
  '/_next/static/chunks/17fms_jsrb1ne.js',
  '/_next/static/chunks/turbopack-2u1d16houkiyo.js',
  '/_next/static/chunks/main.js',
];

const asyncChunkTags = (html: string) =>
  [...html.matchAll(/<script[^>]*\ssrc="[^"]*"[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !/nomodule/i.test(tag));

describe('paintFirst', () => {
  it('takes the async chunk scripts out and puts the loader with the nonce where the first was', () => {
    const html = paintFirst(PAGE, NONCE);
    expect(asyncChunkTags(html)).toEqual([]);
    const loader = new RegExp(
      `<script nonce="${NONCE.replace(/[+/=]/g, '\\$&')}">\\(([\\s\\S]+?)\\)\\(window,(\\[[^\\]]*\\]),(\\d+)\\)</script>`,
    );
    const match = loader.exec(html);
    expect(match).not.toBeNull();
    const [whole = '', , sources = '', wait = ''] = match!;
    expect(JSON.parse(sources)).toEqual(SOURCES);
    expect(Number(wait)).toBe(PAINT_WAIT_MS);
    // in the <head>, after the stylesheets and the preload, before what followed the scripts
    const at = html.indexOf(whole);
    expect(at).toBeGreaterThan(html.indexOf('/_next/static/chunks/a.css'));
    expect(at).toBeLessThan(html.indexOf('<title>'));
  });

  it('keeps everything else: stylesheets, preloads, inline scripts, the nomodule polyfills', () => {
    const html = paintFirst(PAGE, NONCE);
    for (const kept of [
      'href="/_next/static/chunks/a.css"',
      `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/main.js"/>`,
      `<script nonce="${NONCE}">self.guard=1</script>`,
      `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${NONCE}"></script>`,
      `<script nonce="${NONCE}">(self.__next_f=self.__next_f||[]).push([0])</script>`,
      '<main><h1>Кольцо</h1></main>',
    ]) {
      expect(html).toContain(kept);
    }
  });

  it('leaves a page without chunk scripts as it is', () => {
    const page = `<html><head><script src="/other.js" async=""></script></head><body>x</body></html>`;
    expect(paintFirst(page, NONCE)).toBe(page);
  });
});

type Listener = () => void;

/** A window whose paint timing, visibility and timers the test drives. */
function fakeWindow({ visibility = 'visible', paintTiming = true } = {}) {
  const head = document.createElement('head');
  let observer: ((list: { getEntriesByName(name: string): unknown[] }) => void) | null = null;
  const listeners: Listener[] = [];
  const frames: Listener[] = [];
  class FakeObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['mark'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe = vi.fn();
  }
  const win = {
    document: {
      visibilityState: visibility,
      head,
      createElement: (tag: string) => document.createElement(tag),
      addEventListener: (type: string, listener: Listener) => {
        if (type === 'visibilitychange') listeners.push(listener);
      },
    },
    PerformanceObserver: FakeObserver,
    setTimeout: (callback: Listener, ms: number) => setTimeout(callback, ms),
    addEventListener: () => {},
    requestAnimationFrame: (callback: Listener) => frames.push(callback),
  };
  return {
    win: win as unknown as Window & typeof globalThis,
    added: () => [...head.querySelectorAll('script')].map((script) => script.getAttribute('src')),
    paint: (name: string) => observer?.({ getEntriesByName: (n) => (n === name ? [{}] : []) }),
    hide: () => listeners.forEach((listener) => listener()),
    frame: () => frames.splice(0).forEach((frame) => frame()),
  };
}

describe('loadAfterFirstPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds the scripts, in order, once the first contentful paint is reported, and only once', () => {
    vi.useFakeTimers();
    const page = fakeWindow();
    loadAfterFirstPaint(page.win, SOURCES, PAINT_WAIT_MS);
    page.paint('first-paint');
    expect(page.added()).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.added()).toEqual(SOURCES);
    page.paint('first-contentful-paint');
    vi.advanceTimersByTime(PAINT_WAIT_MS);
    page.hide();
    expect(page.added()).toEqual(SOURCES);
  });

  it('adds them after the longest wait when no paint is reported', () => {
    vi.useFakeTimers();
    const page = fakeWindow();
    loadAfterFirstPaint(page.win, SOURCES, PAINT_WAIT_MS);
    vi.advanceTimersByTime(PAINT_WAIT_MS - 1);
    expect(page.added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(page.added()).toEqual(SOURCES);
  });

  it('adds them when the page is hidden before its paint (a hidden page reports none)', () => {
    const page = fakeWindow();
    loadAfterFirstPaint(page.win, SOURCES, PAINT_WAIT_MS);
    page.hide();
    expect(page.added()).toEqual(SOURCES);
  });

  it('adds them at once to a page opened hidden (a background tab, a prerender)', () => {
    const page = fakeWindow({ visibility: 'hidden' });
    loadAfterFirstPaint(page.win, SOURCES, PAINT_WAIT_MS);
    expect(page.added()).toEqual(SOURCES);
  });

  it('adds them after the first animation frame in a browser without paint timing', () => {
    vi.useFakeTimers();
    const page = fakeWindow({ paintTiming: false });
    loadAfterFirstPaint(page.win, SOURCES, PAINT_WAIT_MS);
    expect(page.added()).toEqual([]);
    page.frame();
    vi.advanceTimersByTime(0);
    expect(page.added()).toEqual(SOURCES);
  });

  it('works as the inline script the page ships (serialised with toString)', () => {
    vi.useFakeTimers();
    const html = paintFirst(PAGE, NONCE);
    const source = /<script nonce="[^"]*">(\(function[\s\S]+?)<\/script>/.exec(html)?.[1];
    expect(source).toBeDefined();
    const page = fakeWindow();
    new Function('window', source!)(page.win);
    expect(page.added()).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.added()).toEqual(SOURCES);
  });
});
