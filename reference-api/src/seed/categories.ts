import type { KindCode } from './kinds';

/**
 * The category tree of spec section 1. `products` says how many products of which kind are generated
 * directly in a category; `membership` categories (wedding, sale) hold products of other categories
 * chosen by a rule, so one product can sit in several branches.
 */
export type CategoryDef = {
  slug: string;
  name: string;
  /** Drawn on the category preview image. */
  kind: KindCode;
  /** Completes the SEO description: «Кольца {about}». */
  about: string;
  products?: readonly { kind: KindCode; count: number }[];
  membership?: 'wedding' | 'sale';
  children?: readonly CategoryDef[];
};

export const CATEGORY_TREE: readonly CategoryDef[] = [
  {
    slug: 'kolca',
    name: 'Кольца',
    kind: 'ring',
    about: 'из золота, серебра и платины с бриллиантами и цветными камнями',
    products: [{ kind: 'ring', count: 460 }],
    children: [
      {
        slug: 'obruchalnye-kolca',
        name: 'Обручальные кольца',
        kind: 'wedding-ring',
        about: 'классические и с бриллиантами, гладкие и с алмазной гранью',
        products: [{ kind: 'wedding-ring', count: 180 }],
      },
      {
        slug: 'pomolvochnye-kolca',
        name: 'Помолвочные кольца',
        kind: 'engagement-ring',
        about: 'с бриллиантом для самого важного предложения',
        products: [{ kind: 'engagement-ring', count: 120 }],
      },
      {
        slug: 'pechatki',
        name: 'Печатки',
        kind: 'signet',
        about: 'мужские и женские, с ониксом и без вставок',
        products: [{ kind: 'signet', count: 60 }],
      },
    ],
  },
  {
    slug: 'sergi',
    name: 'Серьги',
    kind: 'earrings',
    about: 'из золота и серебра: пусеты, серьги-кольца, подвески и каффы',
    products: [{ kind: 'earrings', count: 200 }],
    children: [
      {
        slug: 'pusety',
        name: 'Серьги-пусеты',
        kind: 'studs',
        about: 'с бриллиантами, фианитами и жемчугом',
        products: [{ kind: 'studs', count: 180 }],
      },
      {
        slug: 'sergi-kolca',
        name: 'Серьги-кольца',
        kind: 'hoops',
        about: 'конго и хаггисы на каждый день',
        products: [{ kind: 'hoops', count: 140 }],
      },
      {
        slug: 'sergi-podveski',
        name: 'Серьги-подвески',
        kind: 'drops',
        about: 'длинные и короткие, с камнями и жемчугом',
        products: [{ kind: 'drops', count: 120 }],
      },
      {
        slug: 'kaffy',
        name: 'Каффы',
        kind: 'cuff',
        about: 'для стильных образов без прокола',
        products: [{ kind: 'cuff', count: 40 }],
      },
    ],
  },
  {
    slug: 'podveski',
    name: 'Подвески',
    kind: 'pendant',
    about: 'и кулоны из золота и серебра с драгоценными камнями',
    products: [{ kind: 'pendant', count: 280 }],
    children: [
      {
        slug: 'podveski-bukvy',
        name: 'Подвески-буквы',
        kind: 'letter',
        about: 'с инициалами — персональный подарок',
        products: [{ kind: 'letter', count: 60 }],
      },
      {
        slug: 'znaki-zodiaka',
        name: 'Знаки зодиака',
        kind: 'zodiac',
        about: 'из золота и серебра для каждого знака',
        products: [{ kind: 'zodiac', count: 60 }],
      },
    ],
  },
  {
    slug: 'cepi',
    name: 'Цепи',
    kind: 'chain',
    about: 'из золота и серебра плетений бисмарк, панцирное, якорное и снейк',
    products: [{ kind: 'chain', count: 260 }],
  },
  {
    slug: 'kole',
    name: 'Колье',
    kind: 'necklace',
    about: 'с бриллиантами, жемчугом и цветными камнями',
    products: [{ kind: 'necklace', count: 120 }],
  },
  {
    slug: 'braslety',
    name: 'Браслеты',
    kind: 'bracelet',
    about: 'из золота и серебра: цепочные, жёсткие и с камнями',
    products: [{ kind: 'bracelet', count: 160 }],
    children: [
      {
        slug: 'zhestkie-braslety',
        name: 'Жёсткие браслеты',
        kind: 'bangle',
        about: 'и браслеты-кафы с камнями и без',
        products: [{ kind: 'bangle', count: 60 }],
      },
    ],
  },
  {
    slug: 'busy',
    name: 'Бусы',
    kind: 'beads',
    about: 'из жемчуга и натуральных камней',
    products: [{ kind: 'beads', count: 40 }],
  },
  {
    slug: 'broshi',
    name: 'Броши',
    kind: 'brooch',
    about: 'из золота и серебра с камнями',
    products: [{ kind: 'brooch', count: 50 }],
  },
  {
    slug: 'pirsing',
    name: 'Пирсинг',
    kind: 'piercing',
    about: 'для носа, пупка, брови и уха из золота и стали',
    products: [{ kind: 'piercing', count: 60 }],
  },
  {
    slug: 'chasy',
    name: 'Часы',
    kind: 'watch',
    about: 'женские и мужские из золота, серебра и стали',
    children: [
      {
        slug: 'zhenskie-chasy',
        name: 'Женские часы',
        kind: 'watch',
        about: 'с фианитами и перламутровым циферблатом',
        products: [{ kind: 'watch-women', count: 45 }],
      },
      {
        slug: 'muzhskie-chasy',
        name: 'Мужские часы',
        kind: 'watch',
        about: 'классические и спортивные',
        products: [{ kind: 'watch-men', count: 35 }],
      },
    ],
  },
  {
    slug: 'suveniry-i-podarki',
    name: 'Сувениры и подарки',
    kind: 'souvenir',
    about: 'из серебра: ложки, подстаканники, рюмки и фигурки',
    products: [{ kind: 'souvenir', count: 80 }],
  },
  {
    slug: 'podarochnye-sertifikaty',
    name: 'Подарочные сертификаты',
    kind: 'giftcard',
    about: 'номиналом от 1 000 до 50 000 рублей',
    products: [{ kind: 'giftcard', count: 8 }],
  },
  {
    slug: 'dragocennye-kamni',
    name: 'Драгоценные камни',
    kind: 'gemstone',
    about: 'с сертификатом: бриллианты, изумруды, сапфиры и рубины',
    products: [{ kind: 'gemstone', count: 50 }],
  },
  {
    slug: 'aksessuary',
    name: 'Аксессуары',
    kind: 'accessory',
    about: 'запонки, зажимы для галстука, брелоки и шкатулки',
    products: [{ kind: 'accessory', count: 60 }],
  },
  {
    slug: 'pravoslavnye-ukrasheniya',
    name: 'Православные украшения',
    kind: 'cross',
    about: 'кресты, образки и кольца «Спаси и сохрани»',
    children: [
      {
        slug: 'kresty',
        name: 'Кресты',
        kind: 'cross',
        about: 'нательные из золота и серебра',
        products: [{ kind: 'cross', count: 120 }],
      },
      {
        slug: 'obrazki',
        name: 'Образки и иконки',
        kind: 'icon',
        about: 'с ликами святых из золота и серебра',
        products: [{ kind: 'icon', count: 60 }],
      },
      {
        slug: 'kolca-spasi-i-sokhrani',
        name: 'Кольца «Спаси и сохрани»',
        kind: 'ring',
        about: 'из золота и серебра с молитвой',
        products: [{ kind: 'prayer-ring', count: 40 }],
      },
    ],
  },
  {
    slug: 'svadebnye-ukrasheniya',
    name: 'Свадебные украшения',
    kind: 'wedding-ring',
    about: 'обручальные и помолвочные кольца, серьги с жемчугом',
    membership: 'wedding',
  },
  {
    slug: 'sale',
    name: 'Распродажа',
    kind: 'ring',
    about: 'украшения со скидкой из золота и серебра',
    children: [
      {
        slug: 'akciia-skidki-do-80',
        name: 'Акция: скидки до 80%',
        kind: 'earrings',
        about: 'на золото и серебро с камнями',
        membership: 'sale',
      },
    ],
  },
];

export function seoTitle(name: string): string {
  return `${name} — купить в ювелирном интернет-магазине с доставкой по России`;
}

export function seoDescription(def: CategoryDef): string {
  return `${def.name} ${def.about}. Большой выбор, цены от 990 ₽, бесплатная доставка в магазин, примерка и гарантия качества.`;
}
