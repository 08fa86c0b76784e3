import type { Db } from '../../db/open-db';

/** Daily shows of the jewellery channel, Moscow time. */
const SHOWS = [
  { title: 'Утренний эфир: золото на каждый день', starts: 9 * 60, ends: 13 * 60 },
  { title: 'Дневной эфир: серьги и кольца со скидкой', starts: 13 * 60, ends: 18 * 60 },
  { title: 'Вечерний эфир: коллекция Luxe', starts: 18 * 60, ends: 23 * 60 },
];
const LINEUP_SIZE = 24;

/** Demo live content; idempotent (does nothing when the content is already there). */
export function seedLive(db: Db): void {
  const count = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM live_channel').get()?.n;
  if (count) return;
  db.prepare(
    'INSERT INTO live_channel (id, title, video_url, is_online) VALUES (1, ?, ?, NULL)',
  ).run('Ювелирный телеканал', '/media/live/efir.mp4');
  const show = db.prepare('INSERT INTO live_shows (title, starts_min, ends_min) VALUES (?, ?, ?)');
  for (const item of SHOWS) show.run(item.title, item.starts, item.ends);
  // The three most popular in-stock pieces of each category, round-robin over categories.
  const seqs = db
    .prepare<[number], { seq: number }>(
      `SELECT seq FROM (
         SELECT seq, popularity,
           row_number() OVER (PARTITION BY category_id ORDER BY popularity DESC, seq) AS rank
         FROM products WHERE in_stock = 1)
       WHERE rank <= 3 ORDER BY rank, popularity DESC, seq LIMIT ?`,
    )
    .all(LINEUP_SIZE);
  const lineup = db.prepare('INSERT INTO live_lineup (position, product_seq) VALUES (?, ?)');
  seqs.forEach((row, position) => lineup.run(position, row.seq));
}
