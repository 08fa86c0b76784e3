/**
 * The 24 seeded offers of the gift calendar, in window order. `discount` makes the promo code a real
 * code of the cart (the `promocodes` table), valid for the whole calendar.
 */
export type CalendarOfferSeed = {
  title: string;
  text: string;
  href?: string;
  promo?: { code: string; kind: 'percent' | 'fixed'; value: number; minTotal?: number };
};

export const CALENDAR_TITLE = 'Календарь подарков';
/** The window starts this many days before today, so a demo always has open and locked days. */
export const DAYS_BEFORE_TODAY = 10;

export const CALENDAR_OFFERS: readonly CalendarOfferSeed[] = [
  {
    title: 'Скидка 15% на серьги',
    text: 'Пусеты, конго и серьги-подвески из золота и серебра со скидкой 15% по промокоду.',
    href: '/catalog/sergi/',
    promo: { code: 'SERGI15', kind: 'percent', value: 15 },
  },
  {
    title: 'Минус 1 000 ₽ на кольца',
    text: 'Скидка 1 000 ₽ на любое кольцо при заказе от 7 000 ₽.',
    href: '/catalog/kolca/',
    promo: { code: 'KOLCO1000', kind: 'fixed', value: 1000, minTotal: 7000 },
  },
  {
    title: 'Двойные бонусы',
    text: 'Сегодня за каждую покупку начисляем 10% бонусами вместо 5%. Промокод не нужен — бонусы придут автоматически.',
    href: '/rules/bonus_programme/',
  },
  {
    title: 'Скидка 20% на подвески',
    text: 'Подвески-буквы, знаки зодиака и кулоны с камнями со скидкой 20%.',
    href: '/catalog/podveski/',
    promo: { code: 'PODVESKA20', kind: 'percent', value: 20 },
  },
  {
    title: 'Бесплатная гравировка',
    text: 'Нанесём надпись на кольцо или подвеску бесплатно при покупке в любом магазине сети. Покажите эту ячейку продавцу.',
    href: '/addresses/',
  },
  {
    title: 'Цепи со скидкой 10%',
    text: 'Золотые и серебряные цепи любого плетения — скидка 10% по промокоду.',
    href: '/catalog/cepi/',
    promo: { code: 'CEP10', kind: 'percent', value: 10 },
  },
  {
    title: 'Подарочный сертификат с бонусом',
    text: 'Купите подарочный сертификат от 5 000 ₽ и получите 500 бонусов на свой счёт.',
    href: '/catalog/podarochnye-sertifikaty/',
  },
  {
    title: 'Браслеты: минус 15%',
    text: 'Жёсткие браслеты и браслеты-цепочки со скидкой 15%.',
    href: '/catalog/braslety/',
    promo: { code: 'BRASLET15', kind: 'percent', value: 15 },
  },
  {
    title: 'Коллекция Luxe Amirald',
    text: 'Украшения с изумрудами и бриллиантами: скидка 2 000 ₽ при заказе от 20 000 ₽.',
    href: '/collections/luxe-amirald/',
    promo: { code: 'AMIRALD2000', kind: 'fixed', value: 2000, minTotal: 20000 },
  },
  {
    title: 'Часы в подарок — минус 10%',
    text: 'Женские и мужские часы со скидкой 10% по промокоду.',
    href: '/catalog/chasy/',
    promo: { code: 'CHASY10', kind: 'percent', value: 10 },
  },
  {
    title: 'Скидка 12% на всё',
    text: 'Сегодняшний подарок — 12% на украшения без скидки по промокоду.',
    href: '/catalog/',
    promo: { code: 'DEN12', kind: 'percent', value: 12 },
  },
  {
    title: 'Броши и колье',
    text: 'Скидка 15% на броши и колье — украшения для праздничных образов.',
    href: '/catalog/kole/',
    promo: { code: 'KOLE15', kind: 'percent', value: 15 },
  },
  {
    title: 'Православные украшения',
    text: 'Крестики, образки и кольца «Спаси и сохрани» со скидкой 10%.',
    href: '/catalog/pravoslavnye-ukrasheniya/',
    promo: { code: 'VERA10', kind: 'percent', value: 10 },
  },
  {
    title: 'Минус 3 000 ₽ от 25 000 ₽',
    text: 'Большой подарок к большой покупке: скидка 3 000 ₽ при заказе от 25 000 ₽.',
    href: '/catalog/',
    promo: { code: 'MINUS3000', kind: 'fixed', value: 3000, minTotal: 25000 },
  },
  {
    title: 'Пирсинг со скидкой 20%',
    text: 'Серьги для пирсинга из золота и медицинской стали — минус 20%.',
    href: '/catalog/pirsing/',
    promo: { code: 'PIRSING20', kind: 'percent', value: 20 },
  },
  {
    title: 'Свадебные украшения',
    text: 'Обручальные кольца и украшения для невесты со скидкой 10%.',
    href: '/catalog/svadebnye-ukrasheniya/',
    promo: { code: 'SVADBA10', kind: 'percent', value: 10 },
  },
  {
    title: 'Бусы и жемчуг',
    text: 'Скидка 15% на бусы из жемчуга и натуральных камней.',
    href: '/catalog/busy/',
    promo: { code: 'BUSY15', kind: 'percent', value: 15 },
  },
  {
    title: 'Аутлет: дополнительно 5%',
    text: 'Дополнительная скидка 5% на украшения из коллекции «Аутлет».',
    href: '/collections/outlet/',
    promo: { code: 'OUTLET5', kind: 'percent', value: 5 },
  },
  {
    title: 'Сувениры и подарки',
    text: 'Серебряные ложки, иконы и сувениры со скидкой 15% — подарки для близких.',
    href: '/catalog/suveniry-i-podarki/',
    promo: { code: 'SUVENIR15', kind: 'percent', value: 15 },
  },
  {
    title: 'Минус 500 ₽ на первый заказ',
    text: 'Скидка 500 ₽ на заказ от 3 000 ₽ для тех, кто ещё не покупал на сайте.',
    href: '/catalog/',
    promo: { code: 'PERVYI500', kind: 'fixed', value: 500, minTotal: 3000 },
  },
  {
    title: 'Драгоценные камни',
    text: 'Украшения с сапфирами, рубинами и топазами со скидкой 10%.',
    href: '/catalog/dragocennye-kamni/',
    promo: { code: 'KAMNI10', kind: 'percent', value: 10 },
  },
  {
    title: 'Серьги-кольца: минус 20%',
    text: 'Серьги-кольца и конго из золота — скидка 20% только сегодня.',
    href: '/catalog/sergi-kolca/',
    promo: { code: 'KONGO20', kind: 'percent', value: 20 },
  },
  {
    title: 'Тройные бонусы',
    text: 'За покупки сегодня начисляем 15% бонусами. Промокод не нужен.',
    href: '/rules/bonus_programme/',
  },
  {
    title: 'Главный подарок — минус 25%',
    text: 'Последний день календаря: скидка 25% на украшения без скидки.',
    href: '/catalog/',
    promo: { code: 'FINAL25', kind: 'percent', value: 25 },
  },
];
