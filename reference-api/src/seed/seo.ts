import type { Db } from '../db/open-db';

export type SeoSeed = {
  path: string;
  title: string;
  description: string;
  h1: string | null;
  text: string | null;
};

/** Hand-written SEO records for a few landing paths of spec 2.1 (the rest fall back to category SEO). */
export const SEO_RECORDS: readonly SeoSeed[] = [
  {
    path: '/catalog/sale/akciia-skidki-do-80/',
    title: 'Акция: скидки до 80% на ювелирные украшения — купить со скидкой',
    description:
      'Золотые и серебряные украшения со скидкой до 80%: кольца, серьги, подвески и цепи. Количество ограничено, доставка по всей России.',
    h1: 'Скидки до 80%',
    text: 'Успейте выбрать украшения по сниженным ценам: в акции участвуют последние размеры и модели прошлых коллекций. Цена со скидкой уже указана в карточке товара.',
  },
  {
    path: '/collections/luxe-amirald/',
    title: 'Коллекция Luxe Amirald — бриллианты, изумруды и сапфиры',
    description:
      'Украшения высокого ювелирного искусства: бриллианты, изумруды и сапфиры в золоте и платине. Каждое изделие с сертификатом.',
    h1: 'Luxe Amirald',
    text: null,
  },
  {
    path: '/catalog/kolca/',
    title: 'Кольца из золота и серебра — купить в интернет-магазине',
    description:
      'Кольца из золота, серебра и платины с бриллиантами и цветными камнями. Обручальные, помолвочные кольца и печатки с доставкой.',
    h1: 'Кольца',
    text: null,
  },
  {
    path: '/catalog/sergi/',
    title: 'Серьги из золота и серебра — купить в интернет-магазине',
    description:
      'Серьги из золота и серебра: пусеты, серьги-кольца, подвески и каффы. Доставка по всей России и примерка в магазинах.',
    h1: null,
    text: null,
  },
];

/**
 * Inserts the SEO records once per database (meta `seo_seeded`), so a database seeded before SEO
 * records existed gets them on its next start, and records an admin deleted stay deleted. The
 * timestamp is the newest product's, so two databases from one seed match.
 */
export function seedSeoRecords(db: Db): number {
  const done = db
    .prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'seo_seeded'")
    .get();
  if (done) return 0;
  const at =
    db.prepare<[], { at: string | null }>('SELECT max(created_at) AS at FROM products').get()?.at ??
    '1970-01-01T00:00:00.000Z';
  const insert = db.prepare(`INSERT OR IGNORE INTO seo_records
    (path, title, description, h1, text, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  let inserted = 0;
  for (const record of SEO_RECORDS) {
    inserted += insert.run(
      record.path,
      record.title,
      record.description,
      record.h1,
      record.text,
      at,
      at,
    ).changes;
  }
  db.prepare("INSERT INTO meta (key, value) VALUES ('seo_seeded', '1')").run();
  return inserted;
}
