import type { BannerArt } from '../media/banner-image';

import type { SeedProduct } from './products';

export type CollectionDef = {
  slug: string;
  name: string;
  description: string;
  art: Pick<BannerArt, 'shape' | 'metal' | 'stone' | 'tone'>;
  limit: number;
  includes: (product: SeedProduct, orthodox: ReadonlySet<number>) => boolean;
};

const luxe = (p: SeedProduct): boolean =>
  p.metal?.precious === true &&
  ['brilliant', 'emerald', 'sapphire'].includes(p.stone?.code ?? '') &&
  p.price >= 40_000;

export const COLLECTIONS: readonly CollectionDef[] = [
  {
    slug: 'luxe-amirald',
    name: 'Luxe Amirald',
    limit: 160,
    includes: luxe,
    description:
      'Коллекция высокого ювелирного искусства: бриллианты, изумруды и сапфиры в золоте и платине. Каждое изделие проходит ручную закрепку камней и поставляется с сертификатом.',
    art: { shape: 'ring', metal: 'au585w', stone: 'emerald', tone: '#0f4d3a' },
  },
  {
    slug: 'outlet',
    name: 'Аутлет',
    limit: 300,
    includes: (p) => p.discount >= 40,
    description:
      'Последние размеры и модели прошлых коллекций со скидкой до 80%. Количество ограничено — успейте выбрать своё.',
    art: { shape: 'drops', metal: 'au585', stone: 'ruby', tone: '#8a1c2b' },
  },
  {
    slug: 'pravoslavnye-ukrasheniya',
    name: 'Православные украшения',
    limit: 400,
    includes: (p, orthodox) => orthodox.has(p.categoryId),
    description:
      'Нательные кресты, образки, ладанки и кольца «Спаси и сохрани» из золота и серебра. Изделия освящены и подходят для подарка на крестины.',
    art: { shape: 'cross', metal: 'au585y', stone: 'none', tone: '#5b4327' },
  },
  {
    slug: 'zhemchuzhnaya-kollekciia',
    name: 'Жемчужная коллекция',
    limit: 200,
    includes: (p) => p.stone?.code === 'pearl',
    description:
      'Серьги, кольца, подвески и бусы с речным и морским жемчугом — классика, которая не выходит из моды.',
    art: { shape: 'beads', metal: 'ag925', stone: 'pearl', tone: '#5d6b7a' },
  },
  {
    slug: 'minimalizm',
    name: 'Минимализм',
    limit: 200,
    includes: (p) => p.style === 'Минимализм' && p.stone === null,
    description:
      'Лаконичные украшения без лишних деталей для ежедневной носки: тонкие кольца, цепочки и пусеты.',
    art: { shape: 'hoops', metal: 'au585y', stone: 'none', tone: '#7a6a58' },
  },
  {
    slug: 'podarki-do-5000',
    name: 'Подарки до 5 000 ₽',
    limit: 240,
    includes: (p) => p.price <= 5_000 && p.offers.some((offer) => offer.stock > 0),
    description:
      'Украшения из серебра и золота до 5 000 рублей — готовые идеи для подарка близким и коллегам.',
    art: { shape: 'pendant', metal: 'ag925g', stone: 'topaz', tone: '#2c5f8a' },
  },
  {
    slug: 'svadebnaya',
    name: 'Свадебная коллекция',
    limit: 300,
    includes: (p) => p.kindCode === 'wedding-ring' || p.kindCode === 'engagement-ring',
    description:
      'Обручальные и помолвочные кольца из золота и платины: гладкие, с алмазной гранью и с бриллиантами.',
    art: { shape: 'wedding-ring', metal: 'au585', stone: 'brilliant', tone: '#6b4a5a' },
  },
];

export function collectionSeoTitle(def: CollectionDef): string {
  return `Коллекция «${def.name}» — купить украшения в интернет-магазине`;
}

export function collectionSeoDescription(def: CollectionDef): string {
  return `${def.description.split('.')[0] ?? def.name}. Доставка по России, примерка в магазинах и гарантия.`;
}

/** Which products belong to the wedding and sale categories (held in other branches too). */
export function inMembership(kind: 'wedding' | 'sale', product: SeedProduct): boolean {
  if (kind === 'sale') return product.discount >= 30;
  if (product.kindCode === 'wedding-ring' || product.kindCode === 'engagement-ring') return true;
  const weddingStone = product.stone?.code === 'pearl' || product.stone?.code === 'brilliant';
  return (
    weddingStone &&
    ['studs', 'drops', 'necklace'].includes(product.kindCode) &&
    product.seq % 2 === 0
  );
}
