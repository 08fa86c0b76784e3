import { describe, expect, it } from 'vitest';

import { escapeHtml, safeLineColor, subwayHtml } from './placemark-html';

describe('placemark HTML', () => {
  it('escapes HTML', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('shows the metro line colour and the escaped station name', () => {
    const html = subwayHtml({ name: 'Охотный <Ряд>', color: '#DA2128' });
    expect(html).toContain('background:#DA2128');
    expect(html).toContain('м. Охотный &lt;Ряд&gt;');
    expect(subwayHtml(null)).toBe('');
  });

  it('never puts an unexpected colour into a style', () => {
    expect(safeLineColor('#0078be')).toBe('#0078be');
    expect(safeLineColor('red;background:url(x)')).toBe('#999999');
    expect(subwayHtml({ name: 'X', color: 'red;background:url(x)' })).not.toContain('url(');
  });
});
