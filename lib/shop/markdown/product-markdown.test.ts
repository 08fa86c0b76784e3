// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { makeOffer, makeProduct } from '@/features/product/testing/make-product';
import { makeShop, makeShopStock } from '@/features/reservation/testing/reservation-fakes';
import { stockLevel } from '@/lib/platform/api/contracts/stock';

import { mdInline, mdSpan, mdText } from './markdown-text';
import { renderProductMarkdown } from './product-markdown';
import { NO_SHOPS_HOLD_IT, SHOPS_UNREADABLE } from './shops-markdown';

const ORIGIN = 'https://shop.example';
const NBSP = '\u00a0';
const rub = (digits: string) => `${digits.replace(' ', NBSP)}${NBSP}₽`;

describe('the product page as Markdown', () => {
  it('has the name, price, sizes on sale, characteristics, description and canonical link', () => {
    const md = renderProductMarkdown(
      makeProduct({
        attributes: [
          { id: 1, code: 'metal', name: 'Металл и проба', valueId: 101, value: 'Золото 585' },
          { id: 2, code: 'insert', name: 'Вставка', valueId: 201, value: 'Фианит' },
          { id: 6, code: 'weight', name: 'Вес', valueId: 601, value: '2,5 г' },
        ],
        productOffers: [
          makeOffer('o-18', '18', 3, 12990),
          makeOffer('o-16-5', '16.5', 0, 12990),
          makeOffer('o-17-5', '17.5', 4, 12990),
        ],
      }),
      ORIGIN,
      [],
    );
    expect(md).toMatch(/^# Кольцо из золота 585 с фианитом\n/);
    expect(md).toContain(`- Цена: ${rub('12 990')}\n`);
    expect(md).not.toContain('Старая цена');
    // sizes in stock only, ascending; one price, so none per size
    expect(md).toContain('- Размеры в наличии: 17.5, 18\n');
    expect(md).toContain('- Артикул: KL-AU-008308\n- SKU: 10008308');
    expect(md).toContain('- Категория: [Кольца](https://shop.example/catalog/kolca/)');
    expect(md).toContain(
      '## Характеристики\n\n- Металл и проба: Золото 585\n- Вставка: Фианит\n- Вес: 2,5 г',
    );
    // the description's «<» is escaped: never raw HTML
    expect(md).toContain('## Описание\n\nКольцо из золота 585 \\<с фианитом\\>.');
    expect(md).toContain(
      '- Страница товара: https://shop.example/product/kolco-iz-zolota-585-s-fianitom-10008308/',
    );
    expect(md).toContain(
      '- Markdown: https://shop.example/product/kolco-iz-zolota-585-s-fianitom-10008308.md',
    );
    expect(md).toContain('- Фото: https://shop.example/media/p/ring_1.svg');
    expect(md.endsWith('\n')).toBe(true);
  });

  it('shows the old price, «от» and each size’s price when the sizes cost differently', () => {
    const md = renderProductMarkdown(
      makeProduct({
        productOffers: [
          makeOffer('a', '17', 1, 12990, 15990),
          makeOffer('b', '19', 2, 13990, 16990),
        ],
      }),
      ORIGIN,
      [],
    );
    expect(md).toContain(`- Цена: от ${rub('12 990')}\n- Старая цена: ${rub('15 990')}\n`);
    expect(md).toContain(`- Размеры в наличии: 17 (${rub('12 990')}), 19 (${rub('13 990')})`);
  });

  it('says so when nothing is in stock, and leaves out what the product lacks', () => {
    const md = renderProductMarkdown(
      makeProduct({
        attributes: [],
        description: '',
        categories: [],
        productOffers: [makeOffer('a', '17', 0, 9990)],
      }),
      ORIGIN,
      [],
    );
    expect(md).toContain(`- Цена: ${rub('9 990')}\n- Наличие: нет в наличии`);
    expect(md).not.toContain('## Характеристики');
    expect(md).not.toContain('## Описание');
    expect(md).not.toContain('Категория');
  });

  it('sells a product without sizes by its one offer', () => {
    const md = renderProductMarkdown(
      makeProduct({ productOffers: [makeOffer('a', null, 2, 4990)] }),
      ORIGIN,
      [],
    );
    expect(md).toContain(`- Цена: ${rub('4 990')}\n- Наличие: в наличии`);
  });

  it('never carries the shopper’s favourite mark', () => {
    const md = renderProductMarkdown(makeProduct({ isFavorite: true }), ORIGIN, []);
    expect(md).not.toMatch(/избран|favorite/i);
  });

  it('escapes names so that they stay text', () => {
    const md = renderProductMarkdown(
      makeProduct({ name: 'Кольцо *Звезда* _new_ [хит](http://evil.example) <b>`x`</b> | ~a~' }),
      ORIGIN,
      [],
    );
    expect(md).toContain(
      '# Кольцо \\*Звезда\\* \\_new\\_ \\[хит\\](http://evil.example) \\<b\\>\\`x\\`\\</b\\> \\| \\~a\\~\n',
    );
  });
});

describe('the shops holding the product', () => {
  const arbat = { ...makeShop(1, 'Арбат *new*', [55.75, 37.59]), address: 'Москва, ул. Арбат, 1' };
  const noMetro = { ...makeShop(2, 'Белая', [55.7, 37.5]), metro: null };
  const empty = makeShop(3, 'Центр', [55.75, 37.62]);

  it('lists each shop with stock: name, address, metro and its sizes with their level', () => {
    const md = renderProductMarkdown(makeProduct(), ORIGIN, [
      // sizes come in the product's order; the view sorts them
      { ...makeShopStock(arbat, 1, 5), offers: makeShopStock(arbat, 1, 5).offers.reverse() },
      makeShopStock(noMetro, 0, 2),
      makeShopStock(empty, 0, 0),
    ]);
    expect(md).toContain(
      '- **Арбат \\*new\\*** — Москва, ул. Арбат, 1, м. Станция 1. Размеры: 17 (Мало), 18 (В наличии)\n- **Белая** — Москва, улица 2. Размеры: 18 (Мало)\n',
    );
    expect(md).not.toContain('Центр');
    expect(md).not.toContain('+7 (495)');
    // after the facts, before the characteristics
    expect(md.indexOf('## Наличие в магазинах')).toBeGreaterThan(md.indexOf('- SKU:'));
    expect(md.indexOf('## Наличие в магазинах')).toBeLessThan(md.indexOf('## Характеристики'));
  });

  it('gives the level alone for a product without sizes', () => {
    const stock = {
      shop: arbat,
      offers: [{ offerUuid: 'a', size: null, available: 4, level: stockLevel(4) }],
      available: 4,
      level: stockLevel(4),
    };
    const md = renderProductMarkdown(
      makeProduct({ productOffers: [makeOffer('a', null, 2, 4990)] }),
      ORIGIN,
      [stock],
    );
    expect(md).toContain('— Москва, ул. Арбат, 1, м. Станция 1. В наличии\n');
  });

  it('says when no shop holds it, and when the stock could not be read', () => {
    const none = renderProductMarkdown(makeProduct(), ORIGIN, [makeShopStock(empty, 0, 0)]);
    expect(none).toContain(`## Наличие в магазинах\n\n${NO_SHOPS_HOLD_IT}\n`);
    const unread = renderProductMarkdown(makeProduct(), ORIGIN, null);
    expect(unread).toContain(`## Наличие в магазинах\n\n${SHOPS_UNREADABLE}\n`);
    // the rest of the view is whole
    expect(unread).toContain('## Характеристики');
    expect(unread).toContain('- Размеры в наличии: 15.5, 17, 18');
  });
});

describe('Markdown escaping', () => {
  it('escapes what would start a block at the start of a line only', () => {
    expect(mdInline('# 1')).toBe('\\# 1');
    expect(mdInline('- a - b')).toBe('\\- a - b');
    expect(mdInline('+ a')).toBe('\\+ a');
    expect(mdInline('> a > b')).toBe('\\> a \\> b');
    expect(mdInline('585. Проба')).toBe('585\\. Проба');
    expect(mdInline('Проба 585. Золото')).toBe('Проба 585. Золото');
  });

  it('keeps one line on one line and a text’s paragraphs apart', () => {
    expect(mdInline('  Кольцо\n# с камнем \t ')).toBe('Кольцо # с камнем');
    expect(mdText('Первый.\r\n\r\n\r\n# Второй\n- третий')).toBe(
      'Первый.\n\n\\# Второй\n\\- третий',
    );
    expect(mdText('a\u0000b\\c')).toBe('ab\\\\c');
    expect(mdSpan('17.5 *x*')).toBe('17.5 \\*x\\*');
    expect(mdSpan('- 1. [a]')).toBe('- 1. \\[a\\]');
  });
});
