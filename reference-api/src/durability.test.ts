// @vitest-environment node
// Durability of the reference API: the real server process is killed with
// SIGKILL in the middle of a burst of cart writes and order POSTs, restarted on the same SQLite
// file, and everything it acknowledged must still be there — no lost cart line, no half order.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { cartResponseSchema, type Cart } from '../../lib/platform/api/contracts/cart';
import { HEADER_CART, HEADER_IDEMPOTENCY } from '../../lib/platform/api/contracts/common';
import { orderResponseSchema, type Order } from '../../lib/platform/api/contracts/order';

import { Sqlite } from './db/sqlite';

const ROOT = resolve(__dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'reference-durability-'));
const dbPath = join(dir, 'store.db');
let server: ChildProcess | null = null;

afterAll(() => {
  server?.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** Starts `reference-api/src/main.ts` in its own process (no tsx wrapper, so SIGKILL hits it). */
async function startApi(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'reference-api/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      REFERENCE_DB_PATH: dbPath,
      REFERENCE_API_PORT: String(port),
      REFERENCE_API_LOG: '0',
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((ready, fail) => {
    const onExit = (code: number | null) =>
      fail(new Error(`reference API exited (${code}) before listening:\n${output}`));
    child.once('exit', onExit);
    child.stdout?.on('data', () => {
      if (output.includes('reference API on ')) {
        child.off('exit', onExit);
        ready();
      }
    });
  });
  return child;
}

type Offer = { offer: string; product: string };
type Lines = Map<string | null, number>;
type StoredOrder = { cart: string; totals: string; lines: number; quantity: number; bonus: number };

const linesOf = (cart: Cart): Lines =>
  new Map(cart.items.map((item) => [item.offerUuid, item.quantity]));
const total = (lines: Lines): number => [...lines.values()].reduce((sum, n) => sum + n, 0);

const customer = {
  customerName: 'Анна',
  customerSurname: 'Иванова',
  customerPhone: '+7 (916) 123-45-67',
};

describe('reference API killed mid-write', () => {
  it('keeps every acknowledged cart line and order, and never a half order', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    server = await startApi(port);

    // Fixture: in-stock unsized offers with plenty of stock, and a pickup point to order to.
    const setup = new Sqlite(dbPath, { timeout: 5000 });
    const offers = setup
      .prepare<[], Offer>(
        `SELECT o.id AS offer, p.id AS product FROM offers o JOIN products p ON p.seq = o.product_seq
        WHERE o.size IS NULL AND o.stock > 0 AND p.old_price IS NULL
        AND NOT EXISTS (SELECT 1 FROM offers s WHERE s.product_seq = o.product_seq AND s.size IS NOT NULL)
        ORDER BY o.rowid LIMIT 24`,
      )
      .all();
    expect(offers.length).toBe(24);
    const setStock = setup.prepare('UPDATE offers SET stock = 100000 WHERE id = ?');
    for (const row of offers) setStock.run(row.offer);
    const pointUuid = setup
      .prepare<[], { uuid: string }>(
        `SELECT dp.uuid FROM delivery_points dp JOIN carriers c ON c.uuid = dp.carrier_uuid
        WHERE c.external_id = 'cdek' AND dp.city = 'Москва' ORDER BY dp.rowid LIMIT 1`,
      )
      .get()!.uuid;
    setup.close();

    const send = async (method: string, path: string, session: string | null, body?: unknown) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (session) headers[HEADER_CART] = session;
      return fetch(`${base}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    };
    const cartOf = async (response: Response): Promise<Cart> => {
      expect(response.status).toBe(200);
      return cartResponseSchema.parse(await response.json()).cart;
    };
    const addLine = (session: string | null, row: Offer) =>
      send('POST', '/cart/api/cart/item', session, {
        offerUuid: row.offer,
        productUuid: row.product,
        quantity: 1,
      });

    // Carts to be ordered during the burst: two lines each and a pickup point.
    const orderCarts: { uuid: string; session: string; lines: number }[] = [];
    for (let i = 0; i < 8; i += 1) {
      let cart = await cartOf(await addLine(null, offers[i % 4]!));
      cart = await cartOf(await addLine(cart.sessionId!, offers[4 + (i % 4)]!));
      cart = await cartOf(
        await send('PUT', '/cart/api/cart/delivery', cart.sessionId!, {
          type: 'point',
          pointUuid,
        }),
      );
      orderCarts.push({ uuid: cart.uuid!, session: cart.sessionId!, lines: cart.items.length });
    }
    // Carts written during the burst: each gets one write at a time (+1 on one line per write).
    const writeCarts: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      writeCarts.push((await cartOf(await addLine(null, offers[8 + i]!))).sessionId!);
    }

    // The burst: every 2xx answer is an acknowledgement recorded with the state it reported.
    const ackedCarts = new Map<string, Lines>();
    const ackedOrders = new Map<string, Order>();
    let acks = 0;
    let killed = false;
    let inFlightAtKill = 0;
    let inFlight = 0;
    const tracked = async <T>(request: () => Promise<T>): Promise<T> => {
      inFlight += 1;
      try {
        return await request();
      } finally {
        inFlight -= 1;
      }
    };
    const kill = () => {
      if (killed) return;
      killed = true;
      inFlightAtKill = inFlight;
      server!.kill('SIGKILL');
    };
    const KILL_AFTER = 160;

    const writer = async (session: string, index: number) => {
      for (let step = 0; !killed; step += 1) {
        const acked = ackedCarts.get(session);
        try {
          const response = await tracked(() =>
            step % 2 === 0 || !acked
              ? addLine(session, offers[8 + ((index + step) % 16)]!)
              : send('GET', '/cart/api/cart', session).then(async (current) => {
                  const cart = cartResponseSchema.parse(await current.json()).cart;
                  const line = cart.items[step % cart.items.length]!;
                  return send('PATCH', `/cart/api/cart/item/increase/${line.uuid}`, session);
                }),
          );
          if (!response.ok) throw new Error(`cart write answered ${response.status}`);
          const cart = cartResponseSchema.parse(await response.json()).cart;
          ackedCarts.set(session, linesOf(cart));
          acks += 1;
          if (acks >= KILL_AFTER) kill();
        } catch (error) {
          if (!killed) throw error;
        }
      }
    };
    const orderer = async (cart: { uuid: string; session: string }, index: number) => {
      // Staggered through the burst, so some orders are in flight when the process dies.
      while (!killed && acks < index * 18) await new Promise((next) => setTimeout(next, 5));
      if (killed) return;
      try {
        const response = await tracked(() =>
          fetch(`${base}/order/api/order`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              [HEADER_IDEMPOTENCY]: `durability-${index}`,
              [HEADER_CART]: cart.session,
            },
            body: JSON.stringify({ cartUuid: cart.uuid, ...customer }),
          }),
        );
        if (response.status !== 201) throw new Error(`order answered ${response.status}`);
        ackedOrders.set(cart.uuid, orderResponseSchema.parse(await response.json()).order);
      } catch (error) {
        if (!killed) throw error;
      }
    };
    const exited = new Promise((done) => server!.once('exit', done));
    await Promise.all([
      ...writeCarts.map((session, index) => writer(session, index)),
      ...orderCarts.map((cart, index) => orderer(cart, index)),
    ]);
    await exited;
    expect(inFlightAtKill).toBeGreaterThan(0);
    expect(ackedOrders.size).toBeGreaterThan(0);

    server = await startApi(port);

    // Every acknowledged cart line is there with at least its acknowledged quantity, and at most
    // the one write that was in flight (never acknowledged) on top.
    for (const session of writeCarts) {
      const acked = ackedCarts.get(session);
      if (!acked) continue;
      const now = linesOf(await cartOf(await send('GET', '/cart/api/cart', session)));
      for (const [offer, quantity] of acked)
        expect(now.get(offer) ?? 0).toBeGreaterThanOrEqual(quantity);
      expect(total(now) - total(acked)).toBeLessThanOrEqual(1);
    }

    // Every acknowledged order exists with all its lines.
    const sessionOf = new Map(orderCarts.map((cart) => [cart.uuid, cart.session]));
    for (const [cartUuid, order] of ackedOrders) {
      const response = await fetch(`${base}/order/api/order/${order.uuid}`, {
        headers: { [HEADER_CART]: sessionOf.get(cartUuid)! },
      });
      expect(response.status).toBe(200);
      const stored = orderResponseSchema.parse(await response.json()).order;
      expect(stored.items.map((item) => [item.offerUuid, item.quantity])).toEqual(
        order.items.map((item) => [item.offerUuid, item.quantity]),
      );
      expect(stored.number).toBe(order.number);
    }

    const check = new Sqlite(dbPath, { readOnly: true });
    try {
      // An order cart is either ordered in full (order + both lines, cart emptied) or untouched.
      for (const cart of orderCarts) {
        const orders = check
          .prepare<[string], { uuid: string }>('SELECT uuid FROM orders WHERE cart_uuid = ?')
          .all(cart.uuid);
        const cartLines = check
          .prepare<[string], { n: number }>(
            'SELECT count(*) AS n FROM cart_items WHERE cart_uuid = ?',
          )
          .get(cart.uuid)!.n;
        expect(orders.length).toBeLessThanOrEqual(1);
        if (ackedOrders.has(cart.uuid)) expect(orders).toHaveLength(1);
        expect(cartLines).toBe(orders.length === 1 ? 0 : cart.lines);
      }
      // No order without its lines (seeded history included); ours also carry their bonus.
      const ours = new Set(orderCarts.map((cart) => cart.uuid));
      const orders = check
        .prepare<[], StoredOrder>(
          `SELECT o.cart_uuid AS cart, o.totals,
          (SELECT count(*) FROM order_items i WHERE i.order_uuid = o.uuid) AS lines,
          (SELECT coalesce(sum(quantity), 0) FROM order_items i WHERE i.order_uuid = o.uuid) AS quantity,
          (SELECT count(*) FROM bonus_operations b WHERE b.order_uuid = o.uuid) AS bonus
          FROM orders o`,
        )
        .all();
      expect(orders.filter((order) => ours.has(order.cart)).length).toBeGreaterThanOrEqual(
        ackedOrders.size,
      );
      for (const order of orders) {
        expect(order.lines).toBeGreaterThan(0);
        expect(order.quantity).toBe((JSON.parse(order.totals) as { quantity: number }).quantity);
        if (ours.has(order.cart)) expect([order.lines, order.bonus]).toEqual([2, 1]);
      }
      expect(check.prepare<[], string>('PRAGMA integrity_check').pluck().get()).toBe('ok');
      expect(check.prepare('PRAGMA foreign_key_check').all()).toEqual([]);
    } finally {
      check.close();
    }
  }, 90_000);
});
