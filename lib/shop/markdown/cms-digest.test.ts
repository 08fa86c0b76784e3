// @vitest-environment node
import { describe, expect, it } from 'vitest';

import type { CmsPage } from '@/lib/platform/api/contracts/cms';

import { cmsPoints, htmlText } from './cms-digest';

const page = (blocks: CmsPage['blocks']): CmsPage => ({
  slug: 'delivery',
  title: 'Доставка',
  seo_title: '',
  seo_description: '',
  blocks,
});

describe('a CMS page in short points', () => {
  it('reads the text of the HTML: tags dropped, entities decoded, list items apart', () => {
    expect(htmlText('<p>Бесплатно&nbsp;при&nbsp;заказе от 10&#160;000&nbsp;&#x20BD;.</p>')).toBe(
      'Бесплатно при заказе от 10 000 ₽.',
    );
    expect(htmlText('<ul><li>паспорт</li><li>примерка</li></ul>')).toBe('паспорт; примерка');
    expect(htmlText('<script>alert(1)</script><b>Да</b>')).toBe('Да');
  });

  it('makes a point of each <h3> section and of each block without one', () => {
    const points = cmsPoints(
      page([
        {
          type: 'text',
          title: 'Способы доставки',
          html: '<h3>Самовывоз</h3><p>Бесплатно.</p>\n<h3>Курьер *быстро*</h3><p>От 300 ₽.</p>',
        },
        { type: 'text', title: 'Важно знать', html: '<p>Нужен паспорт.</p>' },
        { type: 'links', title: 'Смотрите также', items: [] },
      ]),
    );
    expect(points).toEqual([
      '- **Самовывоз.** Бесплатно.',
      '- **Курьер \\*быстро\\*.** От 300 ₽.',
      '- **Важно знать.** Нужен паспорт.',
    ]);
  });

  it('cuts a long point at a word, and decoded «<» stays text', () => {
    const [point = ''] = cmsPoints(
      page([{ type: 'text', title: null, html: `<p>&lt;b&gt; ${'слово '.repeat(200)}</p>` }]),
    );
    expect(point.startsWith('- \\<b\\> слово')).toBe(true);
    expect(point.endsWith('…')).toBe(true);
    expect(point.length).toBeLessThan(920);
  });
});
