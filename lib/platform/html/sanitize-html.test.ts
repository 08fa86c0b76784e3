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
    // browsers read a backslash after the first slash as a second slash: //evil.example
    ['<a href="/\\evil.example/">x</a>', '<a>x</a>'],
    ['<img src="/\\evil.example/pixel.png" alt="">', '<img alt="">'],
    ['<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="java&#x09;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="vbscript:msgbox(1)">x</a>', '<a>x</a>'],
    ['<object data="data:text/html,<script>alert(1)</script>"></object>e', 'e'],
    ['<a href="/catalog/" onfocus="alert(1)" autofocus>f</a>', '<a href="/catalog/">f</a>'],
    [
      '<math><mtext><table><mglyph><style><img src=x onerror="alert(1)"></style></mglyph></table></mtext></math>g',
      'g',
    ],
  ])('makes %s inert', (dirty, clean) => {
    expect(sanitizeHtml(dirty)).toBe(clean);
  });

  it('opens external links in a new tab without window.opener', () => {
    expect(sanitizeHtml('<a href="https://example.org/">x</a>')).toBe(
      '<a href="https://example.org/" target="_blank" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('prefixes ids from the body so they never clash with the page, and keeps in-page links', () => {
    expect(sanitizeHtml('<h2 id="title">Раздел</h2><a href="#title">к разделу</a>')).toBe(
      '<h2 id="user-content-title">Раздел</h2><a href="#user-content-title">к разделу</a>',
    );
    expect(sanitizeHtml('<img name="cookie" src="/media/a.png">')).toBe('<img src="/media/a.png">');
  });
});
