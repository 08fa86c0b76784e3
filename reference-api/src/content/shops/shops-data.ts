import type { ShopService } from '../../../../lib/platform/api/contracts/shops';

/** Weekly hours of a demo shop: weekdays, Saturday, Sunday (null: day off). */
type Hours = {
  weekdays: [string, string];
  saturday: [string, string] | null;
  sunday: [string, string] | null;
};

export type DemoShop = {
  slug: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  phone: string;
  metro: { name: string; color: string } | null;
  mall: string | null;
  services: ShopService[];
  hours: Hours;
  active?: boolean;
};

const MALL: Hours = {
  weekdays: ['10:00', '22:00'],
  saturday: ['10:00', '22:00'],
  sunday: ['10:00', '22:00'],
};
const ALL: ShopService[] = ['pickup', 'repair', 'engraving', 'cleaning'];

/** Moscow metro line colours (the official palette). */
const LINE = {
  sokolnicheskaya: '#DA2128',
  zamoskvoretskaya: '#48B85E',
  arbatskoPokrovskaya: '#0078BE',
  filyovskaya: '#19C1F3',
  koltsevaya: '#894E35',
  kaluzhskoRizhskaya: '#F58631',
  taganskoKrasnopresnenskaya: '#8E479C',
  kalininskaya: '#FFCB31',
  serpukhovskoTimiryazevskaya: '#A1A2A3',
  lyublinskoDmitrovskaya: '#B3D445',
  bolshayaKoltsevaya: '#79CDCD',
};

/** The store's Moscow shops (demo data): malls open daily, two street shops rest on Sunday. */
export const DEMO_SHOPS: DemoShop[] = [
  {
    slug: 'tverskaya',
    name: 'Тверская',
    address: 'Москва, ул. Тверская, 12, стр. 1',
    latitude: 55.764,
    longitude: 37.606,
    phone: '+7 (495) 120-45-11',
    metro: { name: 'Пушкинская', color: LINE.taganskoKrasnopresnenskaya },
    mall: null,
    services: ALL,
    hours: MALL,
  },
  {
    slug: 'okhotny-ryad',
    name: 'Охотный Ряд',
    address: 'Москва, Манежная пл., 1, стр. 2',
    latitude: 55.7559,
    longitude: 37.615,
    phone: '+7 (495) 120-45-12',
    metro: { name: 'Охотный Ряд', color: LINE.sokolnicheskaya },
    mall: 'ТЦ «Охотный Ряд», уровень −1',
    services: ['pickup', 'cleaning'],
    hours: MALL,
  },
  {
    slug: 'novy-arbat',
    name: 'Новый Арбат',
    address: 'Москва, ул. Новый Арбат, 15',
    latitude: 55.7525,
    longitude: 37.587,
    phone: '+7 (495) 120-45-13',
    metro: { name: 'Арбатская', color: LINE.arbatskoPokrovskaya },
    mall: null,
    services: ['pickup', 'engraving'],
    // the late one: open till midnight every day
    hours: {
      weekdays: ['10:00', '24:00'],
      saturday: ['10:00', '24:00'],
      sunday: ['11:00', '24:00'],
    },
  },
  {
    slug: 'atrium',
    name: 'Атриум',
    address: 'Москва, ул. Земляной Вал, 33',
    latitude: 55.7573,
    longitude: 37.6591,
    phone: '+7 (495) 120-45-14',
    metro: { name: 'Курская', color: LINE.koltsevaya },
    mall: 'ТЦ «Атриум», 1 этаж',
    services: ['pickup', 'repair'],
    hours: MALL,
  },
  {
    slug: 'maroseyka',
    name: 'Маросейка',
    address: 'Москва, ул. Маросейка, 6/8, стр. 1',
    latitude: 55.7573,
    longitude: 37.634,
    phone: '+7 (495) 120-45-15',
    metro: { name: 'Китай-город', color: LINE.kaluzhskoRizhskaya },
    mall: null,
    services: ['repair', 'engraving'],
    hours: { weekdays: ['10:00', '20:00'], saturday: ['11:00', '19:00'], sunday: null },
  },
  {
    slug: 'taganka',
    name: 'Ювелирная мастерская на Таганке',
    address: 'Москва, ул. Таганская, 1, стр. 1',
    latitude: 55.7414,
    longitude: 37.6536,
    phone: '+7 (495) 120-45-16',
    metro: { name: 'Таганская', color: LINE.koltsevaya },
    mall: null,
    services: ['repair', 'engraving', 'cleaning'],
    hours: { weekdays: ['09:00', '19:00'], saturday: ['10:00', '17:00'], sunday: null },
  },
  {
    slug: 'evropeyskiy',
    name: 'Европейский',
    address: 'Москва, пл. Киевского Вокзала, 2',
    latitude: 55.7447,
    longitude: 37.566,
    phone: '+7 (495) 120-45-17',
    metro: { name: 'Киевская', color: LINE.arbatskoPokrovskaya },
    mall: 'ТРЦ «Европейский», 2 этаж',
    services: ALL,
    hours: MALL,
  },
  {
    slug: 'afimall',
    name: 'Афимолл Сити',
    address: 'Москва, Пресненская наб., 2',
    latitude: 55.7491,
    longitude: 37.5398,
    phone: '+7 (495) 120-45-18',
    metro: { name: 'Выставочная', color: LINE.filyovskaya },
    mall: 'ТЦ «Афимолл Сити», 1 этаж',
    services: ['pickup', 'engraving'],
    hours: {
      weekdays: ['10:00', '22:00'],
      saturday: ['10:00', '23:00'],
      sunday: ['10:00', '22:00'],
    },
  },
  {
    slug: 'aviapark',
    name: 'Авиапарк',
    address: 'Москва, Ходынский бульвар, 4',
    latitude: 55.7903,
    longitude: 37.5311,
    phone: '+7 (495) 120-45-19',
    metro: { name: 'ЦСКА', color: LINE.bolshayaKoltsevaya },
    mall: 'ТРЦ «Авиапарк», 2 этаж',
    services: ['pickup', 'cleaning'],
    hours: MALL,
  },
  {
    slug: 'shchuka',
    name: 'Щука',
    address: 'Москва, ул. Щукинская, 42',
    latitude: 55.8094,
    longitude: 37.4645,
    phone: '+7 (495) 120-45-20',
    metro: { name: 'Щукинская', color: LINE.taganskoKrasnopresnenskaya },
    mall: 'ТЦ «Щука», 1 этаж',
    services: ['pickup'],
    hours: MALL,
  },
  {
    slug: 'rostokino',
    name: 'Золотой Вавилон Ростокино',
    address: 'Москва, пр-т Мира, 211, корп. 2',
    latitude: 55.8458,
    longitude: 37.662,
    phone: '+7 (495) 120-45-21',
    metro: { name: 'ВДНХ', color: LINE.kaluzhskoRizhskaya },
    mall: 'ТРЦ «Золотой Вавилон», 1 этаж',
    services: ['pickup', 'repair'],
    hours: MALL,
  },
  {
    slug: 'gorod-lefortovo',
    name: 'Город Лефортово',
    address: 'Москва, ш. Энтузиастов, 12, корп. 2',
    latitude: 55.75,
    longitude: 37.7173,
    phone: '+7 (495) 120-45-22',
    metro: { name: 'Авиамоторная', color: LINE.kalininskaya },
    mall: 'ТРЦ «Город Лефортово», 1 этаж',
    services: ['pickup'],
    hours: MALL,
  },
  {
    slug: 'riviera',
    name: 'Ривьера',
    address: 'Москва, ул. Автозаводская, 18',
    latitude: 55.7066,
    longitude: 37.6598,
    phone: '+7 (495) 120-45-23',
    metro: { name: 'Автозаводская', color: LINE.zamoskvoretskaya },
    mall: 'ТРЦ «Ривьера», 2 этаж',
    services: ['pickup', 'engraving'],
    hours: MALL,
  },
  {
    slug: 'gagarinsky',
    name: 'Гагаринский',
    address: 'Москва, ул. Вавилова, 3',
    latitude: 55.7078,
    longitude: 37.5911,
    phone: '+7 (495) 120-45-24',
    metro: { name: 'Ленинский проспект', color: LINE.kaluzhskoRizhskaya },
    mall: 'ТРЦ «Гагаринский», 1 этаж',
    services: ['pickup', 'repair'],
    hours: MALL,
  },
  {
    slug: 'kolumbus',
    name: 'Columbus',
    address: 'Москва, ул. Кировоградская, 13А',
    latitude: 55.6115,
    longitude: 37.606,
    phone: '+7 (495) 120-45-25',
    metro: { name: 'Пражская', color: LINE.serpukhovskoTimiryazevskaya },
    mall: 'ТРЦ «Columbus», 1 этаж',
    services: ['pickup'],
    hours: MALL,
  },
  {
    slug: 'mega-teply-stan',
    name: 'МЕГА Тёплый Стан',
    address: 'Москва, Калужское ш., 21-й км, 1',
    latitude: 55.6038,
    longitude: 37.4899,
    phone: '+7 (495) 120-45-26',
    metro: { name: 'Тёплый Стан', color: LINE.kaluzhskoRizhskaya },
    mall: 'ТЦ «МЕГА Тёплый Стан», 1 этаж',
    services: ALL,
    hours: {
      weekdays: ['10:00', '23:00'],
      saturday: ['10:00', '23:00'],
      sunday: ['10:00', '23:00'],
    },
  },
  {
    slug: 'lyublino',
    name: 'Люблино',
    address: 'Москва, ул. Люблинская, 153',
    latitude: 55.6765,
    longitude: 37.761,
    phone: '+7 (495) 120-45-27',
    metro: { name: 'Марьино', color: LINE.lyublinskoDmitrovskaya },
    mall: 'ТЦ «Люблино», 1 этаж',
    services: ['pickup'],
    hours: MALL,
  },
  {
    slug: 'cheryomushki',
    name: 'Черёмушки',
    address: 'Москва, ул. Профсоюзная, 56',
    latitude: 55.67,
    longitude: 37.553,
    phone: '+7 (495) 120-45-28',
    metro: { name: 'Новые Черёмушки', color: LINE.kaluzhskoRizhskaya },
    mall: 'ТЦ «Черёмушки», 2 этаж',
    services: ['pickup'],
    hours: MALL,
    // closed for refurbishment: kept in the table, never listed
    active: false,
  },
];
