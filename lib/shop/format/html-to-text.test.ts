import { describe, expect, it } from 'vitest';

import { decodeEntities, htmlToText } from './html-to-text';

describe('htmlToText', () => {
  it('drops tags, keeps block boundaries as spaces and decodes entities', () => {
    expect(
      htmlToText(
        '<p>Первый&nbsp;абзац.</p><ul><li>40&ndash;45 см</li><li>&laquo;Ок&raquo; &amp; всё</li></ul>',
      ),
    ).toBe('Первый абзац. 40–45 см «Ок» & всё');
  });

  it('drops script and style contents and decodes numeric entities', () => {
    expect(htmlToText('a<script>alert(1)</script> <style>p{}</style>b &#8381; &#x20BD;')).toBe(
      'a b ₽ ₽',
    );
  });

  it('reads a reference to a code point that does not exist as a space instead of throwing', () => {
    expect(htmlToText('a&#x110000;b &#0;c')).toBe('a b c');
    expect(decodeEntities('&laquo;Навсегда&raquo; &hellip; &unknown;')).toBe(
      '«Навсегда» … &unknown;',
    );
  });
});
