import { describe, expect, it } from 'vitest';

import { htmlToText } from './html-to-text';

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
});
