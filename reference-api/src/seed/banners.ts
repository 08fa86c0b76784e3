import type { BannerArt } from '../media/banner-image';

export type BannerDef = {
  title: string;
  subtitle: string | null;
  link: string;
  placement: 'home' | 'catalog' | 'live';
  art: Pick<BannerArt, 'shape' | 'metal' | 'stone' | 'tone'>;
};

export const BANNER_SIZES: Record<BannerDef['placement'], { width: number; height: number }> = {
  home: { width: 1600, height: 600 },
  // Catalogue banners sit in the product grid, so they are card-shaped.
  catalog: { width: 600, height: 900 },
  live: { width: 1600, height: 300 },
};

export const BANNERS: readonly BannerDef[] = [
  {
    title: 'Скидки до 80%',
    subtitle: 'На золото и серебро с камнями — только до конца месяца',
    link: '/catalog/sale/akciia-skidki-do-80/',
    placement: 'home',
    art: { shape: 'drops', metal: 'au585', stone: 'ruby', tone: '#8a1c2b' },
  },
  {
    title: 'Luxe Amirald',
    subtitle: 'Бриллианты и изумруды в белом золоте',
    link: '/collections/luxe-amirald/',
    placement: 'home',
    art: { shape: 'ring', metal: 'au585w', stone: 'emerald', tone: '#0f4d3a' },
  },
  {
    title: 'Обручальные кольца',
    subtitle: 'Гравировка в подарок при покупке пары',
    link: '/catalog/kolca/obruchalnye-kolca/',
    placement: 'home',
    art: { shape: 'wedding-ring', metal: 'au585', stone: 'brilliant', tone: '#6b4a5a' },
  },
  {
    title: 'Серьги на каждый день',
    subtitle: 'Пусеты, конго и подвески от 990 ₽',
    link: '/catalog/sergi/',
    placement: 'home',
    art: { shape: 'studs', metal: 'ag925', stone: 'topaz', tone: '#2c5f8a' },
  },
  {
    title: 'Аутлет',
    subtitle: 'Последние размеры по лучшим ценам',
    link: '/collections/outlet/',
    placement: 'catalog',
    art: { shape: 'pendant', metal: 'au585y', stone: 'sapphire', tone: '#3a3f6b' },
  },
  {
    title: 'Православные украшения',
    subtitle: 'Кресты и образки из золота и серебра',
    link: '/collections/pravoslavnye-ukrasheniya/',
    placement: 'catalog',
    art: { shape: 'cross', metal: 'au585y', stone: 'none', tone: '#5b4327' },
  },
  {
    title: 'Кольца со скидкой',
    subtitle: 'Золото 585 с бриллиантами',
    link: '/catalog/kolca/',
    placement: 'catalog',
    art: { shape: 'ring', metal: 'au585', stone: 'brilliant', tone: '#7a3e2c' },
  },
  {
    title: 'Прямой эфир',
    subtitle: 'Украшения со скидкой в эфире ювелирного ТВ',
    link: '/online/',
    placement: 'live',
    art: { shape: 'necklace', metal: 'au585', stone: 'sapphire', tone: '#2b2140' },
  },
];
