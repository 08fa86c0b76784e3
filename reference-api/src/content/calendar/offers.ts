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

type Promo = NonNullable<CalendarOfferSeed['promo']>;
const percent = (code: string, value: number): Promo => ({ code, kind: 'percent', value });
/** `value` roubles off an order of at least `minTotal` roubles. */
const fixed = (code: string, value: number, minTotal: number): Promo => ({
  code,
  kind: 'fixed',
  value,
  minTotal,
});

export const CALENDAR_OFFERS: readonly CalendarOfferSeed[] = [
  {
    title: 'Скидка 15% на серьги',
    text: 'Пусеты, конго и серьги-подвески из золота и серебра со скидкой 15% по промокоду.',
    href: '/catalog/sergi/',
    promo: percent('SERGI15', 15),
  },
  {
    title: 'Минус 1 000 ₽ на кольца',
    text: 'Скидка 1 000 ₽ на любое кольцо при заказе от 7 000 ₽.',
    href: '/catalog/kolca/',
    promo: fixed('KOLCO1000', 1000, 7000),
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
    promo: percent('PODVESKA20', 20),
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
    promo: percent('CEP10', 10),
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
    promo: percent('BRASLET15', 15),
  },
  {
    title: 'Коллекция Luxe Amirald',
    text: 'Украшения с изумрудами и бриллиантами: скидка 2 000 ₽ при заказе от 20 000 ₽.',
    href: '/collections/luxe-amirald/',
    promo: fixed('AMIRALD2000', 2000, 20000),
  },
  {
    title: 'Часы в подарок — минус 10%',
    text: 'Женские и мужские часы со скидкой 10% по промокоду.',
    href: '/catalog/chasy/',
    promo: percent('CHASY10', 10),
  },
  {
    title: 'Скидка 12% на всё',
    text: 'Сегодняшний подарок — 12% на украшения без скидки по промокоду.',
    href: '/catalog/',
    promo: percent('DEN12', 12),
  },
  {
    title: 'Броши и колье',
    text: 'Скидка 15% на броши и колье — украшения для праздничных образов.',
    href: '/catalog/kole/',
    promo: percent('KOLE15', 15),
  },
  {
    title: 'Православные украшения',
    text: 'Крестики, образки и кольца «Спаси и сохрани» со скидкой 10%.',
    href: '/catalog/pravoslavnye-ukrasheniya/',
    promo: percent('VERA10', 10),
  },
  {
    title: 'Минус 3 000 ₽ от 25 000 ₽',
    text: 'Большой подарок к большой покупке: скидка 3 000 ₽ при заказе от 25 000 ₽.',
    href: '/catalog/',
    promo: fixed('MINUS3000', 3000, 25000),
  },
  {
    title: 'Пирсинг со скидкой 20%',
    text: 'Серьги для пирсинга из золота и медицинской стали — минус 20%.',
    href: '/catalog/pirsing/',
    promo: percent('PIRSING20', 20),
  },
  {
    title: 'Свадебные украшения',
    text: 'Обручальные кольца и украшения для невесты со скидкой 10%.',
    href: '/catalog/svadebnye-ukrasheniya/',
    promo: percent('SVADBA10', 10),
  },
  {
    title: 'Бусы и жемчуг',
    text: 'Скидка 15% на бусы из жемчуга и натуральных камней.',
    href: '/catalog/busy/',
    promo: percent('BUSY15', 15),
  },
  {
    title: 'Аутлет: дополнительно 5%',
    text: 'Дополнительная скидка 5% на украшения из коллекции «Аутлет».',
    href: '/collections/outlet/',
    promo: percent('OUTLET5', 5),
  },
  {
    title: 'Сувениры и подарки',
    text: 'Серебряные ложки, иконы и сувениры со скидкой 15% — подарки для близких.',
    href: '/catalog/suveniry-i-podarki/',
    promo: percent('SUVENIR15', 15),
  },
  {
    title: 'Минус 500 ₽ на первый заказ',
    text: 'Скидка 500 ₽ на заказ от 3 000 ₽ для тех, кто ещё не покупал на сайте.',
    href: '/catalog/',
    promo: fixed('PERVYI500', 500, 3000),
  },
  {
    title: 'Драгоценные камни',
    text: 'Украшения с сапфирами, рубинами и топазами со скидкой 10%.',
    href: '/catalog/dragocennye-kamni/',
    promo: percent('KAMNI10', 10),
  },
  {
    title: 'Серьги-кольца: минус 20%',
    text: 'Серьги-кольца и конго из золота — скидка 20% только сегодня.',
    href: '/catalog/sergi-kolca/',
    promo: percent('KONGO20', 20),
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
    promo: percent('FINAL25', 25),
  },
];
