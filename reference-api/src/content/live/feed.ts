import type {
  LiveBroadcast,
  LiveProduct,
  LiveShow,
} from '../../../../lib/platform/api/contracts/live';
import type { Db } from '../../db/open-db';
import {
  PRODUCT_CARD_COLUMNS,
  toRecommended,
  type ProductCardRow,
} from '../../main/recommendations';

const MSK_OFFSET_MIN = 180; // Moscow is UTC+3 all year
const DAY_MIN = 1440;
const PER_SLOT = 2;
const LIST_LIMIT = 8;
const RECENT_SLOTS = 4;

type ShowRow = { title: string; starts_min: number; ends_min: number };
type Aired = { seq: number; at: number };

/** How long one product stays on air: REFERENCE_LIVE_SLOT_SECONDS, 180 s by default. */
export function slotMs(): number {
  const seconds = Number(process.env.REFERENCE_LIVE_SLOT_SECONDS);
  return (Number.isFinite(seconds) && seconds > 0 ? seconds : 180) * 1000;
}

/**
 * The live feed by the server clock: slot N (of slotMs) airs the next PER_SLOT products of the
 * lineup, products put on air by an admin stay on air for one slot, and what left the air in the
 * last RECENT_SLOTS slots is "recently".
 */
export function createLiveFeed(db: Db, clock: () => number = Date.now) {
  const lineup = (): number[] =>
    db
      .prepare<[], { product_seq: number }>('SELECT product_seq FROM live_lineup ORDER BY position')
      .all()
      .map((row) => row.product_seq);

  const scheduled = (slot: number, seqs: number[], slot_ms: number): Aired[] =>
    seqs.length === 0
      ? []
      : Array.from({ length: Math.min(PER_SLOT, seqs.length) }, (_, i) => ({
          seq: seqs[(slot * PER_SLOT + i) % seqs.length] ?? 0,
          at: slot * slot_ms,
        }));

  const manual = (since: number, until: number): Aired[] =>
    db
      .prepare<[number, number], { product_seq: number; started_at: number }>(
        `SELECT product_seq, started_at FROM live_airings
         WHERE started_at > ? AND started_at <= ? ORDER BY started_at DESC, id DESC`,
      )
      .all(since, until)
      .map((row) => ({ seq: row.product_seq, at: row.started_at }));

  const products = (aired: Aired[]): LiveProduct[] => {
    const unique = aired.filter((a, i) => aired.findIndex((b) => b.seq === a.seq) === i);
    const rows = db
      .prepare<[string], ProductCardRow>(
        `SELECT ${PRODUCT_CARD_COLUMNS} FROM products p WHERE p.seq IN (SELECT value FROM json_each(?))`,
      )
      .all(JSON.stringify(unique.map((a) => a.seq)));
    const bySeq = new Map(rows.map((row) => [row.seq, row]));
    return unique.flatMap((a, index) => {
      const row = bySeq.get(a.seq);
      return row ? [toLiveProduct(row, index, a.at ? new Date(a.at).toISOString() : null)] : [];
    });
  };

  const onAirAired = (now: number): Aired[] => {
    const ms = slotMs();
    return [...manual(now - ms, now), ...scheduled(Math.floor(now / ms), lineup(), ms)];
  };

  return {
    onLive: (): LiveProduct[] => products(onAirAired(clock())),
    recently(): LiveProduct[] {
      const now = clock();
      const ms = slotMs();
      const slot = Math.floor(now / ms);
      const seqs = lineup();
      const current = new Set(onAirAired(now).map((a) => a.seq));
      const past = [
        ...manual(now - ms * (RECENT_SLOTS + 1), now - ms),
        ...Array.from({ length: RECENT_SLOTS }, (_, i) => scheduled(slot - 1 - i, seqs, ms)).flat(),
      ]
        .filter((a) => !current.has(a.seq))
        .sort((a, b) => b.at - a.at);
      return products(past).slice(0, LIST_LIMIT);
    },
    popular(): LiveProduct[] {
      const rows = db
        .prepare<[number], ProductCardRow>(
          `SELECT ${PRODUCT_CARD_COLUMNS} FROM live_lineup l JOIN products p ON p.seq = l.product_seq
           ORDER BY p.popularity DESC, p.seq LIMIT ?`,
        )
        .all(LIST_LIMIT);
      return rows.map((row, index) => toLiveProduct(row, index, null));
    },
    broadcast: (): LiveBroadcast => broadcastAt(db, clock()),
  };
}

function toLiveProduct(row: ProductCardRow, index: number, airedAt: string | null): LiveProduct {
  return { ...toRecommended(row, index), aired_at: airedAt };
}

/** The broadcast at `now`: on air during a show (or as an admin switched it), the next shows. */
export function broadcastAt(db: Db, now: number): LiveBroadcast {
  const channel = db
    .prepare<[], { title: string; video_url: string; is_online: number | null }>(
      'SELECT title, video_url, is_online FROM live_channel WHERE id = 1',
    )
    .get();
  const shows = db
    .prepare<[], ShowRow>('SELECT title, starts_min, ends_min FROM live_shows ORDER BY starts_min')
    .all();
  const poster =
    db
      .prepare<[], { image: string }>(
        "SELECT image FROM banners WHERE placement = 'live' ORDER BY sort, id LIMIT 1",
      )
      .get()?.image ?? '';
  const upcoming = nextShows(shows, now, 3);
  const current = upcoming[0] && Date.parse(upcoming[0].starts_at) <= now ? upcoming[0] : null;
  const isOnline =
    channel?.is_online === null || channel?.is_online === undefined
      ? current !== null
      : channel.is_online === 1;
  const next = upcoming.find((show) => Date.parse(show.starts_at) > now);
  return {
    is_online: isOnline,
    title: (isOnline ? current?.title : undefined) ?? channel?.title ?? 'Прямой эфир',
    url: channel?.video_url ?? '',
    poster,
    next_broadcast_at: isOnline ? null : (next?.starts_at ?? null),
    schedule: upcoming,
  };
}

/** The show running at `now` (if any) and the following ones, as UTC ISO times. */
export function nextShows(shows: ShowRow[], now: number, count: number): LiveShow[] {
  const mskMinutes = Math.floor(now / 60_000) + MSK_OFFSET_MIN;
  const dayStartUtc = (mskMinutes - (mskMinutes % DAY_MIN) - MSK_OFFSET_MIN) * 60_000;
  const result: LiveShow[] = [];
  for (let day = 0; day < 3 && result.length < count; day += 1) {
    for (const show of shows) {
      const base = dayStartUtc + day * DAY_MIN * 60_000;
      const ends = base + show.ends_min * 60_000;
      if (ends <= now || result.length >= count) continue;
      result.push({
        title: show.title,
        starts_at: new Date(base + show.starts_min * 60_000).toISOString(),
        ends_at: new Date(ends).toISOString(),
      });
    }
  }
  return result;
}
