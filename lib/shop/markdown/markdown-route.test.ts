// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { markdownAddress, markdownDecision, prefersMarkdown } from './markdown-route';

const decide = (pathname: string, accept: string | null = 'text/html', method = 'GET') =>
  markdownDecision(method, pathname, accept);

describe('which requests get a Markdown view', () => {
  it('reads the Accept header: Markdown only when preferred to HTML', () => {
    expect(prefersMarkdown('text/markdown')).toBe(true);
    expect(prefersMarkdown('text/markdown, text/html')).toBe(true);
    expect(prefersMarkdown('text/html;q=0.5, text/markdown')).toBe(true);
    expect(prefersMarkdown('text/x-markdown')).toBe(true);
    expect(prefersMarkdown('TEXT/Markdown; charset=utf-8')).toBe(true);
    expect(prefersMarkdown('text/html,text/markdown;q=0.9')).toBe(false);
    expect(prefersMarkdown('text/html, text/markdown')).toBe(false);
    expect(prefersMarkdown('text/markdown;q=0, text/plain')).toBe(false);
    expect(prefersMarkdown('*/*')).toBe(false);
    expect(prefersMarkdown('text/*')).toBe(false);
    expect(
      prefersMarkdown('text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,*/*;q=0.8'),
    ).toBe(false);
    expect(prefersMarkdown('')).toBe(false);
    expect(prefersMarkdown(null)).toBe(false);
  });

  it('rewrites a product page or a listing asked for Markdown to its handler', () => {
    expect(decide('/product/kolco-1/', 'text/markdown')).toEqual({
      kind: 'rewrite',
      path: '/md/product/kolco-1/',
      negotiated: true,
    });
    expect(decide('/catalog/', 'text/markdown')).toEqual({
      kind: 'rewrite',
      path: '/md/catalog/',
      negotiated: true,
    });
    expect(decide('/catalog/kolca/pomolvochnye-kolca/', 'text/markdown')?.kind).toBe('rewrite');
  });

  it('leaves HTML, any-type and RSC requests to the page (and its cache)', () => {
    expect(decide('/product/kolco-1/', 'text/html,text/markdown;q=0.9')).toBeNull();
    expect(decide('/product/kolco-1/', '*/*')).toBeNull();
    expect(decide('/product/kolco-1/', null)).toBeNull();
    expect(decide('/catalog/kolca/', 'text/html')).toBeNull();
  });

  it('has no Markdown view of other pages, and answers only GET and HEAD', () => {
    expect(decide('/cart/', 'text/markdown')).toBeNull();
    expect(decide('/', 'text/markdown')).toBeNull();
    expect(decide('/product/', 'text/markdown')).toBeNull();
    expect(decide('/product/a/b/', 'text/markdown')).toBeNull();
    expect(decide('/product/kolco-1/', 'text/markdown', 'POST')).toBeNull();
    expect(decide('/product/kolco-1.md', 'text/html', 'POST')).toBeNull();
    expect(decide('/product/kolco-1.md', 'text/html', 'HEAD')?.kind).toBe('rewrite');
  });

  it('serves the .md addresses whatever the Accept header says', () => {
    for (const accept of ['text/html', '*/*', 'text/markdown', null]) {
      expect(decide('/product/kolco-1.md', accept)).toEqual({
        kind: 'rewrite',
        path: '/md/product/kolco-1/',
        negotiated: false,
      });
    }
    expect(decide('/catalog.md')).toEqual({
      kind: 'rewrite',
      path: '/md/catalog/',
      negotiated: false,
    });
    expect(decide('/catalog/kolca.md')).toMatchObject({ path: '/md/catalog/kolca/' });
    expect(decide('/catalog/kolca/pomolvochnye-kolca.md')).toMatchObject({
      path: '/md/catalog/kolca/pomolvochnye-kolca/',
    });
  });

  it('knows no other .md forms', () => {
    for (const path of [
      '/product/kolco-1.md/',
      '/product/kolco-1/.md',
      '/product/.md',
      '/product/a/b.md',
      '/catalog/.md',
      '/catalog/kolca/.md',
      '/catalogue.md',
      '/blog/post.md',
      '/product/kolco-1.markdown',
    ]) {
      expect(decide(path), path).toBeNull();
    }
  });

  it('hides the handlers’ own addresses', () => {
    expect(decide('/md/product/kolco-1/')).toEqual({ kind: 'hidden' });
    expect(decide('/md/catalog/', 'text/markdown')).toEqual({ kind: 'hidden' });
    expect(decide('/md')).toEqual({ kind: 'hidden' });
    expect(decide('/mdx/')).toBeNull();
  });

  it('lets the store’s own rewrite through to the handlers', () => {
    expect(markdownDecision('GET', '/md/product/kolco-1/', 'text/html', true)).toEqual({
      kind: 'pass',
    });
    expect(markdownDecision('GET', '/product/kolco-1.md', 'text/html', true)?.kind).toBe('rewrite');
  });

  it('writes the .md address of a page and its query, which decides back to the same handler', () => {
    expect(markdownAddress('/product/kolco-1/')).toBe('/product/kolco-1.md');
    expect(markdownAddress('/catalog/')).toBe('/catalog.md');
    expect(markdownAddress('/catalog/kolca/?sort=new&page=2')).toBe(
      '/catalog/kolca.md?sort=new&page=2',
    );
    for (const page of ['/product/kolco-1/', '/catalog/', '/catalog/kolca/pomolvochnye-kolca/']) {
      const negotiated = decide(page, 'text/markdown');
      expect(negotiated?.kind).toBe('rewrite');
      expect(decide(markdownAddress(page))).toEqual({ ...negotiated, negotiated: false });
    }
  });
});
