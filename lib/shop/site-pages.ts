/**
 * The route table of spec 2.1: every fixed address of the store with its heading, description
 * and layout (spec 2.3). Pages read their heading and metadata from here; docs/routes.md
 * and the e2e route check are made from the same list, so they cannot drift apart.
 */
export type Layout = 'default' | 'account' | 'checkout' | 'empty';

export type SitePage = {
  path: string;
  title: string;
  description: string;
  layout: Layout;
  /** Not for search engines (service pages, personal pages, checkout). */
  noindex?: boolean;
};

const page = (
  path: string,
  title: string,
  description: string,
  layout: Layout = 'default',
  noindex = false,
): SitePage => ({ path, title, description, layout, noindex });
type PageOf = (path: string, title: string, description: string) => SitePage;
/** A page kept out of search engines. */
const hiddenPage = (path: string, title: string, description: string, layout: Layout = 'default') =>
  page(path, title, description, layout, true);
/** Checkout and account pages are personal: never indexed. */
const checkoutPage: PageOf = (path, title, description) =>
  hiddenPage(path, title, description, 'checkout');
const accountPage: PageOf = (path, title, description) =>
  hiddenPage(path, title, description, 'account');

/** The instalment checkout, the same in both checkout flows. */
const INSTALMENT = 'Рассрочка без переплаты: условия и оформление заказа с оплатой в рассрочку.';

export const SITE_PAGES: readonly SitePage[] = [
  page('/', 'Ювелирный магазин', 'Главная: подборки, новинки, коллекции и акции.'),
  page('/catalog/', 'Ювелирные украшения', 'Каталог украшений с фильтрами и сортировкой.'),
  page('/collections/', 'Коллекции', 'Все коллекции украшений с поиском.'),
  page('/online/', 'Прямой эфир', 'Прямой эфир ювелирного телеканала и товары из эфира.'),
  page('/blog/', 'Блог', 'Статьи об украшениях, уходе за ними и подарках.'),
  page(
    '/addresses/',
    'Магазины',
    'Адреса ювелирных магазинов в Москве: часы работы, телефоны, метро и карта.',
  ),
  page('/map/', 'Карта магазинов', 'Магазины на карте.'),
  page('/samovyvoz/', 'Самовывоз', 'Самовывоз из магазинов и пунктов выдачи.'),
  page('/vacancies/', 'Вакансии', 'Работа в нашей сети: вакансии и отклик.'),
  page('/calendar/', 'Календарь подарков', 'Календарь подарков: каждый день новое предложение.'),
  page('/quiz/', 'Опрос', 'Опросы и викторины для покупателей.'),
  page('/feedback/', 'Обратная связь', 'Оцените покупку и расскажите о своём опыте.'),
  page('/feedbacktv/', 'Оценка эфира', 'Опрос о телеэфире.', 'empty'),
  hiddenPage('/cart/', 'Корзина', 'Товары в корзине, промокод и переход к оформлению.'),
  hiddenPage('/cart_old/', 'Корзина', 'Та же корзина с переходом к прежнему оформлению заказа.'),
  hiddenPage(
    '/incorrect-products-count/',
    'Товары недоступны',
    'Часть товаров из корзины закончилась.',
  ),
  checkoutPage('/checkout/', 'Оформление заказа', 'Доставка, оплата и подтверждение заказа.'),
  checkoutPage('/checkout/success/', 'Заказ оформлен', 'Номер заказа и что будет дальше.'),
  checkoutPage('/checkout/rassrochka/', 'Оформление в рассрочку', INSTALMENT),
  checkoutPage(
    '/checkout_old/',
    'Оформление заказа',
    'Получатель, доставка, оплата и подтверждение заказа.',
  ),
  checkoutPage('/checkout_old/success/', 'Заказ оформлен', 'Номер заказа и что будет дальше.'),
  checkoutPage('/checkout_old/rassrochka/', 'Оформление в рассрочку', INSTALMENT),
  checkoutPage('/checkoutnew/', 'Оформление заказа', 'Единая точка входа в оформление заказа.'),
  hiddenPage('/payment/', 'Оплата заказа', 'Результат оплаты заказа.'),
  hiddenPage('/success/', 'Спасибо!', 'Заявка или заказ приняты.'),
  hiddenPage('/success/new/', 'Заказ оформлен', 'Заказ принят.'),
  accountPage('/account/', 'Личный кабинет', 'Профиль, заказы, бонусы и избранное.'),
  accountPage('/account/profile/', 'Личные данные', 'Профиль, пароль и подписка.'),
  accountPage('/account/orders/', 'Мои заказы', 'История заказов и возвраты.'),
  accountPage('/account/bonuses/', 'Бонусы', 'Бонусный счёт и история начислений.'),
  accountPage('/account/favorites/', 'Избранное', 'Отложенные товары.'),
  page('/landing/11nov24/', 'Распродажа 11.11', 'Акция 11 ноября.'),
  page('/landing/afimall/', 'Магазин в «Афимолле»', 'Открытие магазина в ТЦ «Афимолл Сити».'),
  page('/landing/sale0824/', 'Летняя распродажа', 'Августовская распродажа.'),
  page(
    '/landing/x5promo/',
    'Акция с партнёром',
    'Специальное предложение для участников партнёрской программы.',
  ),
  page('/landing/zoloto/', 'Золотые украшения', 'Подборка украшений из золота.'),
  page('/11nov24/', 'Распродажа 11.11', 'Акция 11 ноября.'),
  page('/million/', 'Розыгрыш миллиона', 'Условия розыгрыша призов.'),
  page(
    '/podveska-v-podarok/',
    'Подвеска в подарок',
    'Подвеска в подарок к покупке: условия акции.',
  ),
  page('/rasprodaja/', 'Распродажа', 'Украшения со скидками.'),
  page('/uviui/', 'Спецпроект', 'Спецпроект «УВИ-УИ»: подборка ярких украшений.'),
  page('/ugc/', 'Фото покупателей', 'Наши покупатели в украшениях магазина.'),
  page('/purchaser/', 'Покупателям', 'Всё о покупке: доставка, оплата, гарантия, возврат.'),
  page('/press-service/', 'Пресс-служба', 'Новости компании и контакты для прессы.'),
  page('/about/', 'О компании', 'О ювелирном магазине.'),
  page('/contacts/', 'Контакты', 'Телефон поддержки и контакты компании.'),
  page('/delivery/', 'Доставка', 'Способы, сроки и стоимость доставки.'),
  page('/oplata/', 'Оплата', 'Способы оплаты заказа.'),
  page('/faq/', 'Вопросы и ответы', 'Ответы на частые вопросы покупателей.'),
  page('/guarantee/', 'Гарантия и возврат', 'Гарантия на украшения, обмен и возврат.'),
  page(
    '/policy/',
    'Политика обработки персональных данных',
    'Как мы обрабатываем персональные данные.',
  ),
  page(
    '/rules/',
    'Правила',
    'Правила магазина, оферты, политика обработки персональных данных и правила акций.',
  ),
  page('/sale_rules/', 'Правила продажи (оферта)', 'Публичная оферта интернет-магазина.'),
  page('/apponelink/', 'Мобильное приложение', 'Ссылка на мобильное приложение магазина.', 'empty'),
  hiddenPage(
    '/hint/',
    'Намёк на подарок',
    'Украшения, которые кто-то хотел бы получить в подарок.',
  ),
  hiddenPage('/s/', 'Короткая ссылка', 'Переход по короткой ссылке из SMS и рассылок.'),
  hiddenPage('/dev/', 'Сведения о сборке', 'Служебная страница.', 'empty'),
];

const byPath = new Map(SITE_PAGES.map((entry) => [entry.path, entry]));

/** The route table entry of a path (written with a trailing slash). Throws for unknown paths. */
export function sitePage(path: string): SitePage {
  const found = byPath.get(path);
  if (!found) throw new Error(`No route table entry for ${path}`);
  return found;
}
