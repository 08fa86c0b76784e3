import type { Shop, ShopService } from '../../../../lib/platform/api/contracts/shops';

/** Weekly hours of a demo shop: weekdays, Saturday, Sunday (null: day off). */
type Hours = {
  weekdays: [string, string];
  saturday: [string, string] | null;
  sunday: [string, string] | null;
};

/** A shop as GET /shop publishes it, less what the seed derives (id, work_times, the day flags). */
export type DemoShop = Pick<
  Shop,
  'slug' | 'name' | 'address' | 'latitude' | 'longitude' | 'phone' | 'metro' | 'mall' | 'services'
> & {
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

type ShopFacts = Pick<DemoShop, 'address' | 'phone' | 'services' | 'active'> & {
  at: [latitude: number, longitude: number];
  metro: [station: string, lineColour: string];
  /** Absent: a street shop. */
  mall?: string;
  /** Absent: mall hours, 10:00–22:00 every day. */
  hours?: Hours;
};

function shop(slug: string, name: string, facts: ShopFacts): DemoShop {
  const { at, metro, mall = null, hours = MALL, ...rest } = facts;
  const [latitude, longitude] = at;
  return {
    slug,
    name,
    latitude,
    longitude,
    metro: { name: metro[0], color: metro[1] },
    mall,
    hours,
    ...rest,
  };
}

/** The store's Moscow shops (demo data): malls open daily, two street shops rest on Sunday. */
export const DEMO_SHOPS: DemoShop[] = [
  shop('tverskaya', 'Тверская', {
    address: 'Москва, ул. Тверская, 12, стр. 1',
    at: [55.764, 37.606],
    phone: '+7 (495) 120-45-11',
    metro: ['Пушкинская', LINE.taganskoKrasnopresnenskaya],
    services: ALL,
  }),
  shop('okhotny-ryad', 'Охотный Ряд', {
    address: 'Москва, Манежная пл., 1, стр. 2',
    at: [55.7559, 37.615],
    phone: '+7 (495) 120-45-12',
    metro: ['Охотный Ряд', LINE.sokolnicheskaya],
    mall: 'ТЦ «Охотный Ряд», уровень −1',
    services: ['pickup', 'cleaning'],
  }),
  shop('novy-arbat', 'Новый Арбат', {
    address: 'Москва, ул. Новый Арбат, 15',
    at: [55.7525, 37.587],
    phone: '+7 (495) 120-45-13',
    metro: ['Арбатская', LINE.arbatskoPokrovskaya],
    services: ['pickup', 'engraving'],
    // the late one: open till midnight every day
    hours: {
      weekdays: ['10:00', '24:00'],
      saturday: ['10:00', '24:00'],
      sunday: ['11:00', '24:00'],
    },
  }),
  shop('atrium', 'Атриум', {
    address: 'Москва, ул. Земляной Вал, 33',
    at: [55.7573, 37.6591],
    phone: '+7 (495) 120-45-14',
    metro: ['Курская', LINE.koltsevaya],
    mall: 'ТЦ «Атриум», 1 этаж',
    services: ['pickup', 'repair'],
  }),
  shop('maroseyka', 'Маросейка', {
    address: 'Москва, ул. Маросейка, 6/8, стр. 1',
    at: [55.7573, 37.634],
    phone: '+7 (495) 120-45-15',
    metro: ['Китай-город', LINE.kaluzhskoRizhskaya],
    services: ['repair', 'engraving'],
    hours: { weekdays: ['10:00', '20:00'], saturday: ['11:00', '19:00'], sunday: null },
  }),
  shop('taganka', 'Ювелирная мастерская на Таганке', {
    address: 'Москва, ул. Таганская, 1, стр. 1',
    at: [55.7414, 37.6536],
    phone: '+7 (495) 120-45-16',
    metro: ['Таганская', LINE.koltsevaya],
    services: ['repair', 'engraving', 'cleaning'],
    hours: { weekdays: ['09:00', '19:00'], saturday: ['10:00', '17:00'], sunday: null },
  }),
  shop('evropeyskiy', 'Европейский', {
    address: 'Москва, пл. Киевского Вокзала, 2',
    at: [55.7447, 37.566],
    phone: '+7 (495) 120-45-17',
    metro: ['Киевская', LINE.arbatskoPokrovskaya],
    mall: 'ТРЦ «Европейский», 2 этаж',
    services: ALL,
  }),
  shop('afimall', 'Афимолл Сити', {
    address: 'Москва, Пресненская наб., 2',
    at: [55.7491, 37.5398],
    phone: '+7 (495) 120-45-18',
    metro: ['Выставочная', LINE.filyovskaya],
    mall: 'ТЦ «Афимолл Сити», 1 этаж',
    services: ['pickup', 'engraving'],
    hours: {
      weekdays: ['10:00', '22:00'],
      saturday: ['10:00', '23:00'],
      sunday: ['10:00', '22:00'],
    },
  }),
  shop('aviapark', 'Авиапарк', {
    address: 'Москва, Ходынский бульвар, 4',
    at: [55.7903, 37.5311],
    phone: '+7 (495) 120-45-19',
    metro: ['ЦСКА', LINE.bolshayaKoltsevaya],
    mall: 'ТРЦ «Авиапарк», 2 этаж',
    services: ['pickup', 'cleaning'],
  }),
  shop('shchuka', 'Щука', {
    address: 'Москва, ул. Щукинская, 42',
    at: [55.8094, 37.4645],
    phone: '+7 (495) 120-45-20',
    metro: ['Щукинская', LINE.taganskoKrasnopresnenskaya],
    mall: 'ТЦ «Щука», 1 этаж',
    services: ['pickup'],
  }),
  shop('rostokino', 'Золотой Вавилон Ростокино', {
    address: 'Москва, пр-т Мира, 211, корп. 2',
    at: [55.8458, 37.662],
    phone: '+7 (495) 120-45-21',
    metro: ['ВДНХ', LINE.kaluzhskoRizhskaya],
    mall: 'ТРЦ «Золотой Вавилон», 1 этаж',
    services: ['pickup', 'repair'],
  }),
  shop('gorod-lefortovo', 'Город Лефортово', {
    address: 'Москва, ш. Энтузиастов, 12, корп. 2',
    at: [55.75, 37.7173],
    phone: '+7 (495) 120-45-22',
    metro: ['Авиамоторная', LINE.kalininskaya],
    mall: 'ТРЦ «Город Лефортово», 1 этаж',
    services: ['pickup'],
  }),
  shop('riviera', 'Ривьера', {
    address: 'Москва, ул. Автозаводская, 18',
    at: [55.7066, 37.6598],
    phone: '+7 (495) 120-45-23',
    metro: ['Автозаводская', LINE.zamoskvoretskaya],
    mall: 'ТРЦ «Ривьера», 2 этаж',
    services: ['pickup', 'engraving'],
  }),
  shop('gagarinsky', 'Гагаринский', {
    address: 'Москва, ул. Вавилова, 3',
    at: [55.7078, 37.5911],
    phone: '+7 (495) 120-45-24',
    metro: ['Ленинский проспект', LINE.kaluzhskoRizhskaya],
    mall: 'ТРЦ «Гагаринский», 1 этаж',
    services: ['pickup', 'repair'],
  }),
  shop('kolumbus', 'Columbus', {
    address: 'Москва, ул. Кировоградская, 13А',
    at: [55.6115, 37.606],
    phone: '+7 (495) 120-45-25',
    metro: ['Пражская', LINE.serpukhovskoTimiryazevskaya],
    mall: 'ТРЦ «Columbus», 1 этаж',
    services: ['pickup'],
  }),
  shop('mega-teply-stan', 'МЕГА Тёплый Стан', {
    address: 'Москва, Калужское ш., 21-й км, 1',
    at: [55.6038, 37.4899],
    phone: '+7 (495) 120-45-26',
    metro: ['Тёплый Стан', LINE.kaluzhskoRizhskaya],
    mall: 'ТЦ «МЕГА Тёплый Стан», 1 этаж',
    services: ALL,
    hours: {
      weekdays: ['10:00', '23:00'],
      saturday: ['10:00', '23:00'],
      sunday: ['10:00', '23:00'],
    },
  }),
  shop('lyublino', 'Люблино', {
    address: 'Москва, ул. Люблинская, 153',
    at: [55.6765, 37.761],
    phone: '+7 (495) 120-45-27',
    metro: ['Марьино', LINE.lyublinskoDmitrovskaya],
    mall: 'ТЦ «Люблино», 1 этаж',
    services: ['pickup'],
  }),
  shop('cheryomushki', 'Черёмушки', {
    address: 'Москва, ул. Профсоюзная, 56',
    at: [55.67, 37.553],
    phone: '+7 (495) 120-45-28',
    metro: ['Новые Черёмушки', LINE.kaluzhskoRizhskaya],
    mall: 'ТЦ «Черёмушки», 2 этаж',
    services: ['pickup'],
    // closed for refurbishment: kept in the table, never listed
    active: false,
  }),
];
