/** Metals and stones of the demo catalogue: names in the forms product names need, colours, prices. */
export type Metal = {
  code: string;
  name: string;
  /** Genitive, for names such as «Кольцо из золота 585». */
  gen: string;
  color: string;
  priceFactor: number;
  precious: boolean;
  vendorPrefix: string;
};

export const METALS: readonly Metal[] = [
  {
    code: 'au585',
    name: 'Золото 585',
    gen: 'золота 585',
    color: '#E2A86B',
    priceFactor: 6,
    precious: true,
    vendorPrefix: 'ZL',
  },
  {
    code: 'au585w',
    name: 'Белое золото 585',
    gen: 'белого золота 585',
    color: '#D8DBE2',
    priceFactor: 6.4,
    precious: true,
    vendorPrefix: 'ZB',
  },
  {
    code: 'au585y',
    name: 'Жёлтое золото 585',
    gen: 'жёлтого золота 585',
    color: '#E9C35A',
    priceFactor: 6.2,
    precious: true,
    vendorPrefix: 'ZJ',
  },
  {
    code: 'au750',
    name: 'Золото 750',
    gen: 'золота 750',
    color: '#EDBF4E',
    priceFactor: 8.5,
    precious: true,
    vendorPrefix: 'ZV',
  },
  {
    code: 'ag925',
    name: 'Серебро 925',
    gen: 'серебра 925',
    color: '#C4C8CE',
    priceFactor: 1,
    precious: false,
    vendorPrefix: 'SR',
  },
  {
    code: 'ag925g',
    name: 'Позолоченное серебро 925',
    gen: 'позолоченного серебра 925',
    color: '#E6C46C',
    priceFactor: 1.25,
    precious: false,
    vendorPrefix: 'SZ',
  },
  {
    code: 'pt950',
    name: 'Платина 950',
    gen: 'платины 950',
    color: '#E3E4E6',
    priceFactor: 11,
    precious: true,
    vendorPrefix: 'PT',
  },
  {
    code: 'steel',
    name: 'Ювелирная сталь',
    gen: 'ювелирной стали',
    color: '#A9AEB5',
    priceFactor: 0.7,
    precious: false,
    vendorPrefix: 'ST',
  },
];

export type Stone = {
  code: string;
  name: string;
  /** Instrumental singular / plural: «с бриллиантом», «с бриллиантами». */
  instr: string;
  instrPlural: string;
  color: string;
  colorName: string;
  priceFactor: number;
  /** Precious stones are set in gold and platinum only. */
  preciousOnly: boolean;
};

export const STONES: readonly Stone[] = [
  {
    code: 'brilliant',
    name: 'Бриллиант',
    instr: 'бриллиантом',
    instrPlural: 'бриллиантами',
    color: '#EAF6FF',
    colorName: 'Бесцветный',
    priceFactor: 4.2,
    preciousOnly: true,
  },
  {
    code: 'fianit',
    name: 'Фианит',
    instr: 'фианитом',
    instrPlural: 'фианитами',
    color: '#F6F7FF',
    colorName: 'Бесцветный',
    priceFactor: 1.15,
    preciousOnly: false,
  },
  {
    code: 'emerald',
    name: 'Изумруд',
    instr: 'изумрудом',
    instrPlural: 'изумрудами',
    color: '#1E9A62',
    colorName: 'Зелёный',
    priceFactor: 3.2,
    preciousOnly: true,
  },
  {
    code: 'sapphire',
    name: 'Сапфир',
    instr: 'сапфиром',
    instrPlural: 'сапфирами',
    color: '#2149B8',
    colorName: 'Синий',
    priceFactor: 3,
    preciousOnly: true,
  },
  {
    code: 'ruby',
    name: 'Рубин',
    instr: 'рубином',
    instrPlural: 'рубинами',
    color: '#C8163F',
    colorName: 'Красный',
    priceFactor: 3,
    preciousOnly: true,
  },
  {
    code: 'pearl',
    name: 'Жемчуг',
    instr: 'жемчугом',
    instrPlural: 'жемчугом',
    color: '#F4EEE1',
    colorName: 'Белый',
    priceFactor: 1.6,
    preciousOnly: false,
  },
  {
    code: 'topaz',
    name: 'Топаз',
    instr: 'топазом',
    instrPlural: 'топазами',
    color: '#58C4F0',
    colorName: 'Голубой',
    priceFactor: 1.4,
    preciousOnly: false,
  },
  {
    code: 'amethyst',
    name: 'Аметист',
    instr: 'аметистом',
    instrPlural: 'аметистами',
    color: '#9A55C2',
    colorName: 'Фиолетовый',
    priceFactor: 1.35,
    preciousOnly: false,
  },
  {
    code: 'garnet',
    name: 'Гранат',
    instr: 'гранатом',
    instrPlural: 'гранатами',
    color: '#8E1B2C',
    colorName: 'Красный',
    priceFactor: 1.3,
    preciousOnly: false,
  },
  {
    code: 'chrysolite',
    name: 'Хризолит',
    instr: 'хризолитом',
    instrPlural: 'хризолитами',
    color: '#A6C93B',
    colorName: 'Зелёный',
    priceFactor: 1.3,
    preciousOnly: false,
  },
  {
    code: 'onyx',
    name: 'Оникс',
    instr: 'ониксом',
    instrPlural: 'ониксами',
    color: '#26262B',
    colorName: 'Чёрный',
    priceFactor: 1.2,
    preciousOnly: false,
  },
];

export function metalByCode(code: string): Metal | undefined {
  return METALS.find((metal) => metal.code === code);
}

export function stoneByCode(code: string): Stone | undefined {
  return STONES.find((stone) => stone.code === code);
}
