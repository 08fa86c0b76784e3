import { describe, expect, it } from 'vitest';

import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the markup of an article', () => {
    const html =
      '<h2>Уход</h2><p>Храните <strong>серебро</strong> <a href="/catalog/">отдельно</a>.</p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script><p>текст</p>', '<p>текст</p>'],
    ['<img src="/media/a.png" onerror="alert(1)">', '<img src="/media/a.png">'],
    ['<a href="javascript:alert(1)">ссылка</a>', '<a>ссылка</a>'],
    ['<a href="JaVaScRiPt:alert(1)">ссылка</a>', '<a>ссылка</a>'],
    ['<a href="data:text/html;base64,PHNjcmlwdD4=">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example/"></iframe><p>a</p>', '<p>a</p>'],
    ['<svg onload="alert(1)"><circle /></svg>b', 'b'],
    ['<p style="position:fixed" onclick="alert(1)">a</p>', '<p>a</p>'],
    ['<form action="/x"><input name="q"></form>c', 'c'],
    ['<style>body{display:none}</style>d', 'd'],
  ])('makes %s inert', (dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });

  it('opens external links in a new tab without window.opener', () => {
    expect(sanitizeHtml('<a href="https://example.org/">x</a>')).toBe(
      '<a href="https://example.org/" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });
});
