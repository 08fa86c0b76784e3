import { describe, expect, it } from 'vitest';

import { withSectionAnchors } from './section-anchors';

describe('withSectionAnchors', () => {
  it('gives every h2 an id and lists the sections in order', () => {
    const { html, sections } = withSectionAnchors(
      '<p>Вступление</p><h2>1. Общие <em>положения</em></h2><p>…</p><h2 id="oplata">2. Оплата</h2>',
    );
    expect(sections).toEqual([
      { id: 'section-1', title: '1. Общие положения' },
      { id: 'oplata', title: '2. Оплата' },
    ]);
    expect(html).toContain('<h2 id="section-1">1. Общие <em>положения</em></h2>');
    expect(html).toContain('<h2 id="oplata">2. Оплата</h2>');
  });

  it('leaves a document without sections as it is', () => {
    expect(withSectionAnchors('<p>Текст</p>')).toEqual({ html: '<p>Текст</p>', sections: [] });
  });
});
