import type { Db } from '../../db/open-db';

/** The offer next to the landing subscription form (GET /main/subscribes/landing). */
const LANDING_OFFER = {
  title: 'Скидка 10% за подписку',
  text:
    'Подпишитесь на рассылку — первыми узнавайте о новых коллекциях, закрытых распродажах и ' +
    'подарках к праздникам. Промокод на скидку придёт в приветственном письме.',
  promoCode: 'PODPISKA10',
  promoDescription:
    'Скидка 10% на первый заказ от 5 000 ₽, кроме золотых слитков и подарочных карт',
  terms:
    'Письма приходят не чаще двух раз в неделю. Отписаться можно по ссылке в любом письме ' +
    'или в личном кабинете.',
};

/** Demo short links of /s/ (SMS, push and printed promo codes); targets are paths of the site. */
export const SHORT_LINKS: { code: string; target: string }[] = [
  { code: 'sale', target: '/rasprodaja/' },
  { code: 'rings', target: '/catalog/kolca/' },
  { code: 'blog', target: '/blog/' },
  { code: 'shops', target: '/addresses/' },
  { code: 'live', target: '/online/?from=sms' },
  { code: 'gift', target: '/podveska-v-podarok/' },
  { code: 'calendar', target: '/calendar/' },
];

function isEmpty(db: Db, table: string): boolean {
  return db.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM ${table}`).get()?.n === 0;
}

/** Demo subscriptions content; idempotent (does nothing when the content is already there). */
export function seedSubscriptions(db: Db): void {
  const now = new Date().toISOString();
  db.transaction(() => {
    if (isEmpty(db, 'landing_subscription_offer')) {
      db.prepare(
        `INSERT INTO landing_subscription_offer
           (id, title, text, promo_code, promo_description, terms) VALUES (1, ?, ?, ?, ?, ?)`,
      ).run(
        LANDING_OFFER.title,
        LANDING_OFFER.text,
        LANDING_OFFER.promoCode,
        LANDING_OFFER.promoDescription,
        LANDING_OFFER.terms,
      );
    }
    if (isEmpty(db, 'short_links')) {
      const insert = db.prepare(
        'INSERT INTO short_links (code, target, created_at) VALUES (?, ?, ?)',
      );
      for (const link of SHORT_LINKS) insert.run(link.code, link.target, now);
    }
  })();
}
