// @vitest-environment node
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';

import { makeOffer, makeProduct } from '@/features/product/testing/make-product';
import type { Category, Product } from '@/lib/platform/api/contracts/catalog';
import { offerPrices } from '@/lib/shop/product-price';

import { indexCategories, type FeedContext } from './feed-product';
import { googleMerchantFeed, streamFeed, yandexMarketFeed } from './feed-stream';

const category = (id: number, name: string, slug: string, children: Category[] = []): Category => ({
  id,
  name,
  slug,
  icon: null,
  previewImage: null,
  seoTitle: name,
  seoDescription: '',
  children,
});

const TREE = [
  category(1, 'Кольца', 'kolca', [category(3, 'Помолвочные кольца', 'pomolvochnye-kolca')]),
  category(10, 'Подвески', 'podveski'),
  category(32, 'Распродажа', 'sale', [category(33, 'Скидки до 80%', 'akciia-skidki-do-80')]),
];

const context: FeedContext = {
  origin: 'https://zoloto.example',
  productPath: (product) => `/product/${product.slug}/`,
  categories: indexCategories(TREE),
};

/** A ring in three sizes, one of them discounted, in a subcategory and on sale. */
const ring = makeProduct({
  categories: [
    { id: 1, name: 'Кольца', slug: 'kolca' },
    { id: 3, name: 'Помолвочные кольца', slug: 'pomolvochnye-kolca' },
    { id: 32, name: 'Распродажа', slug: 'sale' },
    { id: 33, name: 'Скидки до 80%', slug: 'akciia-skidki-do-80' },
  ],
  attributes: [
    { id: 1, code: 'metal', name: 'Металл и проба', valueId: 102, value: 'Белое золото 585' },
    { id: 2, code: 'insert', name: 'Вставка', valueId: 202, value: 'Фианит' },
    { id: 3, code: 'style', name: 'Стиль', valueId: 304, value: 'Модерн' },
    { id: 5, code: 'stone_color', name: 'Цвет камня', valueId: 501, value: 'Бесцветный' },
  ],
  productOffers: [
    makeOffer('o-18', '18', 3, 13790, 19990),
    makeOffer('o-16-5', '16.5', 0, 13790),
    makeOffer('o-17', '17', 4, 12990),
    makeOffer('o-x', '', 4, 12990),
  ],
});

/** A pendant without sizes whose name and text carry markup characters and a control character. */
const pendant = makeProduct({
  id: 'product-2',
  sku: 'PD-7',
  slug: 'podveska-7',
  name: 'Подвеска «Tom & Jerry» <new> "2026"\u0001',
  description: "Кулон 5 < 7 & 'кавычки' ]]> конец",
  vendorCode: 'PD&7',
  images: [],
  preview_image: { image_url_lg: '/media/p/pendant.svg' },
  categories: [{ id: 10, name: 'Подвески', slug: 'podveski' }],
  attributes: [{ id: 1, code: 'metal', name: 'Металл и проба', valueId: 105, value: 'Серебро' }],
  productOffers: [makeOffer('p', null, 2, 1490, 3730)],
});

/** Nothing in stock. */
const soldOut = makeProduct({
  id: 'product-3',
  sku: '10000003',
  slug: 'kolco-3',
  productOffers: [makeOffer('s-17', '17', 0, 5000), makeOffer('s-18', '18', 0, 4500, 9000)],
});

async function* pagesOf(...pages: Product[][]) {
  yield* pages;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) =>
    ['category', 'offer', 'picture', 'param', 'item', 'g:additional_image_link'].includes(name),
});

type Node = Record<string, unknown>;
const text = (node: unknown): string =>
  typeof node === 'object' && node !== null ? String((node as Node)['#text']) : String(node);

async function read(pieces: AsyncIterable<string>) {
  const xml = await streamFeed(pieces, { 'content-type': 'application/xml' }).text();
  expect(XMLValidator.validate(xml)).toBe(true);
  return { xml, doc: parser.parse(xml) as Node };
}

async function yml(...pages: Product[][]) {
  const shop = {
    name: 'Ювелирный магазин',
    company: 'ООО «Ювелир»',
    url: 'https://zoloto.example/',
  };
  const { xml, doc } = await read(
    yandexMarketFeed(shop, context, pagesOf(...pages), new Date('2026-11-26T08:00:00Z')),
  );
  const catalog = doc.yml_catalog as Node;
  const shopNode = catalog.shop as Node;
  const offers = ((shopNode.offers as Node | '').valueOf() as Node).offer as Node[] | undefined;
  return { xml, catalog, shop: shopNode, offers: offers ?? [] };
}

async function merchant(...pages: Product[][]) {
  const channel = {
    title: 'Ювелирный магазин',
    link: 'https://zoloto.example/',
    description: 'Каталог',
    brand: 'Ювелирный магазин',
  };
  const { doc } = await read(googleMerchantFeed(channel, context, pagesOf(...pages)));
  const rss = doc.rss as Node;
  const items = ((rss.channel as Node).item as Node[] | undefined) ?? [];
  return { rss, items };
}

const params = (offer: Node) =>
  Object.fromEntries(((offer.param as Node[]) ?? []).map((param) => [param['@name'], text(param)]));

describe('Yandex Market YML', () => {
  it('has the shop, its currency and the category tree with parents that resolve', async () => {
    const { catalog, shop } = await yml([ring]);
    expect(catalog['@date']).toBe('2026-11-26T11:00+03:00');
    expect(shop.name).toBe('Ювелирный магазин');
    expect(shop.company).toBe('ООО «Ювелир»');
    expect(shop.url).toBe('https://zoloto.example/');
    expect((shop.currencies as Node).currency).toEqual({ '@id': 'RUB', '@rate': '1' });
    const categories = (shop.categories as Node).category as Node[];
    const ids = new Set(categories.map((entry) => entry['@id']));
    expect(categories.map(text)).toEqual([
      'Кольца',
      'Помолвочные кольца',
      'Подвески',
      'Распродажа',
      'Скидки до 80%',
    ]);
    for (const entry of categories) {
      if (entry['@parentId'] !== undefined) expect(ids.has(entry['@parentId'])).toBe(true);
    }
    expect(categories.find((entry) => text(entry) === 'Помолвочные кольца')?.['@parentId']).toBe(
      '1',
    );
  });

  it('makes each sellable size an offer of one group, at the product page prices', async () => {
    const { offers } = await yml([ring]);
    // 16.5 is out of stock and the empty size is not sellable (spec 3)
    expect(offers.map((offer) => params(offer)['Размер'])).toEqual(['17', '18']);
    for (const offer of offers) {
      expect(offer['@group_id']).toBe('10008308');
      expect(offer['@available']).toBe('true');
      expect(offer.currencyId).toBe('RUB');
      // the deepest category of the product's first branch, not the sale it is also in
      expect(offer.categoryId).toBe('3');
      expect(offer.name).toBe(ring.name);
      expect(offer.vendorCode).toBe(ring.vendorCode);
      expect(offer.description).toBe(ring.description);
      expect(offer.picture).toEqual([
        'https://zoloto.example/media/p/ring_1.svg',
        'https://zoloto.example/media/p/ring_2.svg',
      ]);
      expect(params(offer)).toMatchObject({
        Металл: 'Белое золото',
        Проба: '585',
        Вставка: 'Фианит',
        'Цвет камня': 'Бесцветный',
      });
    }
    const [size17, size18] = offers as [Node, Node];
    expect(size17.url).toBe(`https://zoloto.example/product/${ring.slug}/?size=17`);
    expect(size17['@id']).toBe('trade-o-17');
    const o17 = offerPrices(ring.productOffers[2]!);
    const o18 = offerPrices(ring.productOffers[0]!);
    expect([size17.price, size17.oldprice]).toEqual([String(o17.current), undefined]);
    expect([size18.price, size18.oldprice]).toEqual([String(o18.current), String(o18.old)]);
  });

  it('gives a product without sizes one offer without a group, and leaves sold-out ones out', async () => {
    const { offers } = await yml([pendant], [soldOut]);
    expect(offers).toHaveLength(1);
    const [offer] = offers as [Node];
    expect(offer['@group_id']).toBeUndefined();
    expect(offer.url).toBe('https://zoloto.example/product/podveska-7/');
    expect([offer.price, offer.oldprice]).toEqual(['1490', '3730']);
    expect(offer.picture).toEqual(['https://zoloto.example/media/p/pendant.svg']);
    expect(params(offer)).toEqual({ Металл: 'Серебро' });
  });

  it('escapes markup characters and drops what XML cannot carry', async () => {
    const { xml, offers } = await yml([pendant]);
    const [offer] = offers as [Node];
    expect(offer.name).toBe('Подвеска «Tom & Jerry» <new> "2026"');
    expect(offer.description).toBe("Кулон 5 < 7 & 'кавычки' ]]> конец");
    expect(offer.vendorCode).toBe('PD&7');
    expect(xml).toContain('Tom &amp; Jerry» &lt;new&gt; &quot;2026&quot;</name>');
    expect(xml).not.toContain('\u0001');
  });

  it('numbers a group by a SKU that is not a number', async () => {
    const lettered = makeProduct({ sku: 'RING-A1' });
    const { offers } = await yml([lettered]);
    const groups = new Set(offers.map((offer) => offer['@group_id']));
    expect(groups.size).toBe(1);
    expect([...groups][0]).toMatch(/^\d{1,9}$/);
  });

  it('is a valid document with no offers at all', async () => {
    const { offers, shop } = await yml([soldOut]);
    expect(offers).toEqual([]);
    expect(shop.offers).toBeDefined();
  });
});

describe('Google Merchant RSS', () => {
  it('declares the g: namespace on an RSS 2.0 channel', async () => {
    const { rss } = await merchant([ring]);
    expect(rss['@version']).toBe('2.0');
    expect(rss['@xmlns:g']).toBe('http://base.google.com/ns/1.0');
    expect((rss.channel as Node).title).toBe('Ювелирный магазин');
  });

  it('gives every item the required attributes', async () => {
    const { items } = await merchant([ring, pendant], [soldOut]);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      for (const name of [
        'g:id',
        'g:title',
        'g:description',
        'g:link',
        'g:image_link',
        'g:availability',
        'g:price',
        'g:brand',
        'g:mpn',
        'g:condition',
      ]) {
        expect(item[name], `${String(item['g:id'])} ${name}`).toBeTruthy();
      }
      expect(item['g:price']).toMatch(/^\d+\.\d{2} RUB$/);
      expect(item['g:link']).toMatch(/^https:\/\/zoloto\.example\/product\//);
      expect(item['g:image_link']).toMatch(/^https:\/\/zoloto\.example\/media\//);
      expect(item['g:condition']).toBe('new');
    }
    expect(new Set(items.map((item) => item['g:id'])).size).toBe(items.length);
  });

  it('groups sizes by SKU; a discount is price and sale_price', async () => {
    const { items } = await merchant([ring]);
    expect(items.map((item) => [item['g:size'], item['g:item_group_id']])).toEqual([
      ['17', '10008308'],
      ['18', '10008308'],
    ]);
    const [size17, size18] = items as [Node, Node];
    expect([size17['g:price'], size17['g:sale_price']]).toEqual(['12990.00 RUB', undefined]);
    expect([size18['g:price'], size18['g:sale_price']]).toEqual(['19990.00 RUB', '13790.00 RUB']);
    expect(size17['g:availability']).toBe('in_stock');
    expect(size17['g:google_product_category']).toBe('Apparel & Accessories > Jewelry > Rings');
    expect(size17['g:product_type']).toBe('Кольца > Помолвочные кольца');
    expect(size17['g:additional_image_link']).toEqual([
      'https://zoloto.example/media/p/ring_2.svg',
    ]);
  });

  it('keeps a sold-out product, out of stock, at the price its page shows', async () => {
    const { items } = await merchant([soldOut]);
    expect(items.map((item) => item['g:id'])).toEqual(['trade-s-17', 'trade-s-18']);
    for (const item of items) {
      expect(item['g:availability']).toBe('out_of_stock');
      // the card price: the lowest site price of all offers when none is in stock (lib/shop/product-price)
      expect([item['g:price'], item['g:sale_price']]).toEqual(['9000.00 RUB', '4500.00 RUB']);
    }
  });

  it('a product without sizes is one item without a group', async () => {
    const { items } = await merchant([pendant]);
    expect(items).toHaveLength(1);
    const [item] = items as [Node];
    expect(item['g:item_group_id']).toBeUndefined();
    expect(item['g:title']).toBe('Подвеска «Tom & Jerry» <new> "2026"');
    expect(item['g:google_product_category']).toBe(
      'Apparel & Accessories > Jewelry > Charms & Pendants',
    );
  });
});

describe('streamFeed', () => {
  it('reads the next piece only when the last one was taken', async () => {
    let made = 0;
    async function* pieces() {
      for (let index = 0; index < 100; index += 1) {
        made += 1;
        yield `<p>${index}</p>`;
      }
    }
    const reader = streamFeed(pieces(), {}).body!.getReader();
    await reader.read();
    // the stream keeps at most one piece ahead of its reader (its default high-water mark)
    expect(made).toBeLessThanOrEqual(2);
    await reader.cancel();
  });

  it('skips empty pieces without stalling', async () => {
    async function* pieces() {
      yield '<a>';
      yield '';
      yield '';
      yield '</a>';
    }
    expect(await streamFeed(pieces(), {}).text()).toBe('<a></a>');
  });

  it('breaks the transfer when the catalogue fails half-way', async () => {
    async function* pieces() {
      yield '<offers>';
      throw new Error('catalogue down');
    }
    const original = console.error;
    console.error = () => {};
    try {
      await expect(streamFeed(pieces(), {}).text()).rejects.toThrow('catalogue down');
    } finally {
      console.error = original;
    }
  });
});
