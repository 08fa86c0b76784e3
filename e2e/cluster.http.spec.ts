import { dirname } from 'node:path';

import { expect, test } from '@playwright/test';

import { formatRub } from '../lib/shop/format/money';
import { redisAnswers } from '../scripts/cluster/redis.mjs';

import {
  CLUSTER_ADMIN_TOKEN,
  CLUSTER_API,
  CLUSTER_REDIS_PORT,
  CLUSTER_REVALIDATE_SECRET,
  INSTANCE_A as A,
  INSTANCE_B as B,
  LONE_PORT,
  NGINX,
  call,
  connectionRefused,
  rawConnection,
  startCluster,
  startLoneInstance,
  startRedis,
  until,
  view,
  within,
  type Cluster,
} from './cluster-harness';

/**
 * Several instances behind nginx: `npm run cluster`'s script starts the
 * reference API on a throw-away database, Redis, two store instances from the one build and nginx,
 * on ports of their own (e2e/cluster-harness.ts). Real Redis, real nginx, real instances: a price
 * reaches both instances at once, a page one instance rendered is served by the other from the
 * shared cache, a shopper's session moves freely between instances, an instance drains on
 * SIGTERM, and losing Redis or an instance costs no shopper an error.
 */
test.describe.configure({ mode: 'serial', timeout: 120_000 });

type Product = {
  id: string;
  slug: string;
  name: string;
  productOffers: { id: string; size: string | null; count: number }[];
};

let cluster: Cluster | undefined;
let stopRedis: (() => Promise<void>) | undefined;
let products: Product[] = [];
let root = '';

/** A product no page view of this run has asked for yet: no instance has its page. */
function freshProduct(): Product {
  const product = products.shift();
  if (!product) throw new Error('the run used up its products');
  return product;
}

/** An offer of an unsized product with stock: a cart line the cart service accepts. */
function sellableOffer(list: Product[]) {
  for (const product of list) {
    if (product.productOffers.some((offer) => offer.size?.trim())) continue;
    const offer = product.productOffers.find((candidate) => candidate.count >= 5);
    if (offer) return { product, item: { productUuid: product.id, offerUuid: offer.id } };
  }
  throw new Error('no unsized product with stock listed');
}

const priceOf = async (slug: string): Promise<number> =>
  (await call<{ product: { discount_price: number } }>(`${CLUSTER_API}/catalog/product/${slug}`))
    .json.product.discount_price;

const setPrice = (slug: string, price: number) =>
  call(`${CLUSTER_API}/catalog/admin/products/${slug}`, {
    method: 'PATCH',
    body: { price },
    headers: { authorization: `Bearer ${CLUSTER_ADMIN_TOKEN}` },
  });

/** The page's markup a browser paints (no scripts), its entities read back. */
const painted = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** The cart session cookie the door set on an answer, as a request sends it back. */
function sessionCookie(headers: Headers): string {
  const set = headers.getSetCookie().find((cookie) => cookie.startsWith('cart_session_id='));
  expect(set, 'the door sets the cart session cookie').toBeTruthy();
  return `${set!.split(';')[0]}; cart_session=1`;
}

type CartAnswer = {
  cart: { items: { uuid: string; quantity: number; product: { name: string } }[] };
};

/** When `path` on `origin` first shows `text` (polled every 20 ms), in ms since `since`. */
async function shownAfter(origin: string, path: string, text: string, since: number) {
  await until(
    `${origin}${path} shows ${text}`,
    async () => (await view(origin, path)).html.includes(text),
    10_000,
    20,
  );
  return Date.now() - since;
}

/** Pages a shopper browses: home, catalogue, listings, product pages. */
function browsingPaths(productCount: number): string[] {
  const listings = ['/', '/catalog/', '/catalog/kolca/', '/catalog/sergi/', '/catalog/sale/'];
  const pages = products.slice(-productCount).map((product) => `/product/${product.slug}/`);
  return [...listings, ...pages];
}

test.beforeAll(async () => {
  test.setTimeout(300_000);
  root = dirname(test.info().config.configFile!);
  cluster = await startCluster(root);
  const list = async (skip: number) =>
    (
      await call<{ products: { items: Product[] } }>(
        `${CLUSTER_API}/catalog/product/list/by-category/root`,
        { body: { limit: 100, skip } },
      )
    ).json.products.items;
  products = [...(await list(0)), ...(await list(100))];
  expect(products.length).toBeGreaterThan(100);
});

test.afterAll(async () => {
  test.setTimeout(120_000);
  await stopRedis?.();
  await cluster?.stop();
});

test('a price written through the API is on both instances and through nginx at once (told, not expired)', async () => {
  const product = freshProduct();
  const path = `/product/${product.slug}/`;
  const original = await priceOf(product.slug);
  // each instance keeps the page before the write
  for (const origin of [A, B]) {
    await view(origin, path);
    expect((await view(origin, path)).cache, origin).toBe('HIT');
  }
  const times: number[] = [];
  try {
    for (let round = 1; round <= 5; round += 1) {
      const price = original + round * 10;
      const written = Date.now();
      expect((await setPrice(product.slug, price)).status).toBe(200);
      const shown = formatRub(price);
      const each = await Promise.all(
        [A, B, NGINX].map((origin) => shownAfter(origin, path, shown, written)),
      );
      times.push(Math.max(...each));
    }
  } finally {
    await setPrice(product.slug, original);
  }
  console.log(`price → both instances and nginx, 5 writes: ${times.join(', ')} ms`);
  // told, not expired (far below the 60 s / 300 s lifetimes); the ≤ 1 s speed target is measured
  // by `npm run bench -- --cluster-only`
  expect(Math.max(...times)).toBeLessThanOrEqual(5_000);
});

test('a page instance A rendered is served by instance B from the shared cache, the same bytes', async () => {
  // Redis is best effort: a write or a read that takes longer than its deadline is given up and B
  // renders the page itself. On a loaded runner that can happen once; three fresh pages in a row
  // cannot all miss unless sharing is broken.
  let path = '';
  let kept: Awaited<ReturnType<typeof view>> | undefined;
  let onB: Awaited<ReturnType<typeof view>> | undefined;
  const misses: string[] = [];
  for (let attempt = 0; attempt < 3 && onB?.cache !== 'SHARED'; attempt += 1) {
    path = `/product/${freshProduct().slug}/`;
    const first = await view(A, path);
    expect(first.status).toBe(200);
    expect(first.cache).toBe('MISS');
    kept = await view(A, path);
    expect(kept.cache).toBe('HIT');
    onB = await view(B, path);
    expect(onB.status).toBe(200);
    if (onB.cache !== 'SHARED') misses.push(`${path}: ${onB.cache}`);
  }
  if (!kept || !onB) throw new Error('no attempt was made');
  expect(onB.cache, misses.join('; ')).toBe('SHARED');
  // the render's bytes under its own policy: what nginx or any cache in front may keep as well
  expect(onB.nonce).toBeTruthy();
  expect(onB.nonce).toBe(kept.nonce);
  expect(onB.html).toBe(kept.html);
  // from now on B answers from its own copy
  expect((await view(B, path)).cache).toBe('HIT');
});

test('two instances rendering the same page at once keep one copy of it, the first one kept', async () => {
  const path = `/product/${freshProduct().slug}/`;
  // both miss it, in memory and in Redis, and render it, each with a nonce of its own
  const [onA, onB] = await Promise.all([view(A, path), view(B, path)]);
  expect([onA.status, onB.status]).toEqual([200, 200]);
  // the later one to keep it found the other's copy in Redis and serves that instead of its own
  const [againA, againB] = await Promise.all([view(A, path), view(B, path)]);
  expect([againA.cache, againB.cache]).toEqual(['HIT', 'HIT']);
  expect(againB.nonce).toBe(againA.nonce);
  expect(againB.html).toBe(againA.html);
  expect([onA.nonce, onB.nonce]).toContain(againA.nonce);
});

test('nginx keeps a kept page and asks again by its ETag; a cart page never enters its cache', async () => {
  const path = `/product/${freshProduct().slug}/`;
  const first = await view(NGINX, path);
  expect(first.status).toBe(200);
  // kept, and asked again with its ETag before each answer: the instance's 304, the body nginx's
  await until(
    'nginx serves the page from its copy',
    async () => (await view(NGINX, path)).edge === 'REVALIDATED',
    10_000,
    50,
  );
  expect((await view(NGINX, path)).html).toBe(first.html);

  // one copy for every browser and crawler, whatever their user agents say (MISS only for the
  // first view of the key), and another for the native app's web view with its own footer
  for (const agent of [
    'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    'Mozilla/5.0 (compatible; YandexBot/3.0; +http://yandex.com/bots)',
  ]) {
    const other = await view(NGINX, path, { 'user-agent': agent });
    expect(other.edge, agent).not.toBe('MISS');
    expect(other.html, agent).toBe(first.html);
  }
  const app = await view(NGINX, path, {
    'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Mobile JewelleryApp/3.2.0',
  });
  expect(app.edge).toBe('MISS');
  expect(app.html).toContain('aria-label="Помощь покупателям"');
  expect(first.html).not.toContain('aria-label="Помощь покупателям"');

  // a shopper's cart through nginx: drawn by an instance every time, never kept by nginx
  const { product, item } = sellableOffer(products);
  const added = await call(`${NGINX}/svc/cart/api/cart/item`, { body: { ...item, quantity: 1 } });
  expect(added.status).toBe(200);
  const cookie = sessionCookie(added.headers);
  for (let i = 0; i < 3; i += 1) {
    const cart = await view(NGINX, '/cart/', { cookie });
    expect(cart.edge).toBe('MISS');
    expect(painted(cart.html)).toContain(product.name);
  }
  const stranger = await view(NGINX, '/cart/');
  expect(stranger.edge).toBe('MISS');
  expect(painted(stranger.html)).not.toContain(product.name);
});

test('a price written while nobody looks at the page is on the next view through nginx', async () => {
  const product = freshProduct();
  const path = `/product/${product.slug}/`;
  const original = await priceOf(product.slug);
  await view(NGINX, path);
  // nginx found a copy and asked with it: the instance's 304 (REVALIDATED), or the page in full
  // (EXPIRED) when the instance asked holds a render of its own (the shared cache missed it)
  await until('nginx has a copy', async () =>
    ['REVALIDATED', 'EXPIRED'].includes((await view(NGINX, path)).edge ?? ''),
  );
  const shown = formatRub(original + 7);
  try {
    expect((await setPrice(product.slug, original + 7)).status).toBe(200);
    for (const origin of [A, B]) {
      await until(`${origin} shows the price`, async () =>
        (await view(origin, path)).html.includes(shown),
      );
    }
    // nginx asks an instance before it answers its copy (no background update): a quiet page is
    // not shown with its old price to the first shopper who comes back to it
    const first = await view(NGINX, path);
    expect(first.edge).toBe('EXPIRED');
    expect(painted(first.html)).toContain(shown);
  } finally {
    await setPrice(product.slug, original);
  }
});

test('with every instance stopped for a moment, shoppers get nginx’s copy at once', async () => {
  const path = `/product/${freshProduct().slug}/`;
  await view(NGINX, path);
  // nginx found a copy and asked with it: the instance's 304 (REVALIDATED), or the page in full
  // (EXPIRED) when the instance asked holds a render of its own (the shared cache missed it)
  await until('nginx has a copy', async () =>
    ['REVALIDATED', 'EXPIRED'].includes((await view(NGINX, path)).edge ?? ''),
  );
  const kept = await view(NGINX, path);
  const instances = ['store instance 1', 'store instance 2'].map((name) => cluster!.pids.get(name));
  for (const pid of instances) expect(pid).toBeTruthy();
  for (const pid of instances) process.kill(pid!, 'SIGSTOP');
  type View = Awaited<ReturnType<typeof view>>;
  // the page as kept, whichever instance's render nginx holds: when the shared cache missed it,
  // each instance keeps a render of its own, the same page under another nonce
  const page = (answer: View) => answer.html.replaceAll(answer.nonce, '');
  const answered: View[] = [];
  let views: Promise<View>[] = [];
  try {
    // the first of three views asks an instance again and waits for it; none answers, and the
    // other two get the copy at once meanwhile (`proxy_cache_use_stale updating`)
    views = [0, 1, 2].map(() =>
      view(NGINX, path).then((page) => {
        answered.push(page);
        return page;
      }),
    );
    await until('two views answered while an instance is asked', async () => answered.length >= 2);
    for (const answer of answered) {
      expect(answer.status).toBe(200);
      expect(answer.edge).toBe('UPDATING');
      expect(page(answer)).toBe(page(kept));
      expect(answer.ms).toBeLessThan(1_000);
    }
  } finally {
    for (const pid of instances) process.kill(pid!, 'SIGCONT');
  }
  // the view that asked is answered once the instances go on
  for (const answer of await Promise.all(views)) expect(page(answer)).toBe(page(kept));
});

test('a cart, favourites and a sign-in made through instance A continue on instance B', async () => {
  const { product, item } = sellableOffer(products);
  // the cart: a line added through A's door is in B's cart and on B's cart page, and back
  const added = await call(`${A}/svc/cart/api/cart/item`, { body: { ...item, quantity: 1 } });
  expect(added.status).toBe(200);
  const cookie = sessionCookie(added.headers);
  const onB = await call<CartAnswer>(`${B}/svc/cart/api/cart`, { headers: { cookie } });
  expect(onB.status).toBe(200);
  const lines = onB.json.cart.items;
  expect(lines.map((line) => line.product.name)).toEqual([product.name]);
  const page = await view(B, '/cart/', { cookie });
  expect(page.status).toBe(200);
  expect(painted(page.html)).toContain(product.name);
  const more = await call(`${B}/svc/cart/api/cart/item/increase/${lines[0]!.uuid}`, {
    method: 'PATCH',
    body: {},
    headers: { cookie },
  });
  expect(more.status).toBe(200);
  const onA = await call<CartAnswer>(`${A}/svc/cart/api/cart`, { headers: { cookie } });
  expect(onA.json.cart.items[0]!.quantity).toBe(2);

  // the sign-in: a login through A is a session B's door accepts, and the other way round
  const login = await call<{ access_token: string }>(`${A}/svc/main/auth/login`, {
    body: { email: 'demo@zoloto.test', password: 'demo12345' },
  });
  expect(login.status).toBe(200);
  const access = login.json.access_token;
  const jwt = await call<{ token: string }>(`${B}/svc/core/jwt/token`, {
    headers: { authorization: `Bearer ${access}` },
  });
  expect(jwt.status).toBe(200);
  const profile = await call<{ profile: { email: string } }>(`${A}/svc/core/profile`, {
    headers: { authorization: `Bearer ${jwt.json.token}`, token: access },
  });
  expect(profile.status).toBe(200);
  expect(profile.json.profile.email).toBe('demo@zoloto.test');

  // favourites: one added through A is B's, one removed through B is gone on A
  const favourite = freshProduct();
  const favourites = async (origin: string) =>
    (
      await call<{ ids: string[] }>(`${origin}/svc/catalog/product/wishlist/short`, {
        method: 'POST',
        headers: { token: access },
      })
    ).json.ids;
  expect(await favourites(A)).not.toContain(favourite.id);
  const liked = await call(`${A}/svc/catalog/product/wishlist/${favourite.id}`, {
    method: 'POST',
    headers: { token: access },
  });
  expect(liked.status).toBe(200);
  expect(await favourites(B)).toContain(favourite.id);
  const unliked = await call(`${B}/svc/catalog/product/wishlist/${favourite.id}`, {
    method: 'DELETE',
    headers: { token: access },
  });
  expect(unliked.status).toBe(200);
  expect(await favourites(A)).not.toContain(favourite.id);
});

test('a wrong revalidation secret (401) changes nothing on either instance', async () => {
  const product = freshProduct();
  const path = `/product/${product.slug}/`;
  const price = await priceOf(product.slug);
  for (const origin of [A, B]) {
    await view(origin, path);
    expect((await view(origin, path)).cache, origin).toBe('HIT');
  }
  for (const origin of [A, B, NGINX]) {
    for (const authorization of ['Bearer wrong', '', `Basic ${CLUSTER_REVALIDATE_SECRET}`]) {
      const answer = await call(`${origin}/api/revalidate`, {
        body: { paths: [path], tags: [`product:${product.slug}`, 'products'] },
        headers: { authorization },
      });
      expect(answer.status, `${origin} ${authorization}`).toBe(401);
    }
  }
  for (const origin of [A, B]) {
    const again = await view(origin, path);
    expect(again.cache, origin).toBe('HIT');
    expect(again.html).toContain(formatRub(price));
  }
  expect(await priceOf(product.slug)).toBe(price);
});

test.describe('an instance stopped with SIGTERM', () => {
  test('takes no new connection, finishes the request in flight and exits within 10 s', async () => {
    const instance = await startLoneInstance(root);
    try {
      const { item } = sellableOffer(products);
      const body = JSON.stringify({ ...item, quantity: 1 });
      // a keep-alive connection left idle after its request
      const idle = await rawConnection(LONE_PORT);
      idle.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      await until('the idle connection got its answer', async () =>
        idle.received().includes('\r\n0\r\n\r\n'),
      );
      // a request in flight: the server has its headers (it said 100 Continue), half its body
      const held = await rawConnection(LONE_PORT);
      held.socket.write(
        'POST /svc/cart/api/cart/item HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
          'Content-Type: application/json\r\nExpect: 100-continue\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
      );
      await until('the instance took the request', async () =>
        held.received().startsWith('HTTP/1.1 100 Continue'),
      );
      held.socket.write(body.slice(0, 10));

      const signalled = Date.now();
      instance.child.kill('SIGTERM');
      await within(idle.closed, 2_000, 'the idle connection is closed');
      expect(await connectionRefused(LONE_PORT), 'a new connection is refused').toBe(true);

      held.socket.write(body.slice(10));
      await held.closed; // the instance closes it after the answer
      const answer = held.received().replace(/^HTTP\/1\.1 100 Continue\r\n\r\n/, '');
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      expect(answer).toMatch(/\r\nconnection: close\r\n/i);

      const { code } = await instance.exit;
      const took = Date.now() - signalled;
      console.log(`SIGTERM → exit ${code} after ${took} ms, the request in flight answered 200`);
      expect(code).toBe(0);
      expect(took).toBeLessThan(10_000);
    } finally {
      await instance.kill();
    }
  });

  test('cuts a request still open after 10 s and exits', async () => {
    const instance = await startLoneInstance(root);
    try {
      const held = await rawConnection(LONE_PORT);
      held.socket.write(
        'POST /svc/cart/api/cart/item HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
          'Content-Type: application/json\r\nExpect: 100-continue\r\nContent-Length: 100\r\n\r\n',
      );
      await until('the instance took the request', async () =>
        held.received().startsWith('HTTP/1.1 100 Continue'),
      );
      const signalled = Date.now();
      instance.child.kill('SIGTERM');
      const { code } = await instance.exit;
      const took = Date.now() - signalled;
      await held.closed;
      console.log(`SIGTERM with a request that never ends → exit ${code} after ${took} ms`);
      expect(code).toBe(1);
      expect(took).toBeGreaterThanOrEqual(9_500);
      expect(took).toBeLessThan(12_000);
    } finally {
      await instance.kill();
    }
  });
});

test('Redis stopped mid-run: 200 page views through nginx, no error; the shared cache is back with Redis', async () => {
  test.setTimeout(180_000);
  const redisPid = cluster!.pids.get('redis-server');
  expect(redisPid).toBeTruthy();
  process.kill(redisPid!, 'SIGKILL');
  await until('Redis is gone', async () => !(await redisAnswers(CLUSTER_REDIS_PORT, 200)));

  const paths = browsingPaths(10);
  const failures: string[] = [];
  for (let i = 0; i < 200; i += 1) {
    const path = paths[i % paths.length]!;
    const page = await view(NGINX, path).catch((error: Error) => ({ status: 0, error }));
    if (page.status < 200 || page.status > 299) failures.push(`${path}: ${page.status}`);
  }
  expect(failures).toEqual([]);
  expect(cluster!.alive(), 'the cluster keeps running without Redis').toBe(true);

  stopRedis = await startRedis();
  // a page rendered on A from now on is served by B from Redis again, within a few seconds
  await until(
    'instance B serves a page A rendered, from Redis again',
    async () => {
      const path = `/product/${freshProduct().slug}/`;
      await view(A, path);
      return (await view(B, path)).cache === 'SHARED';
    },
    30_000,
    250,
  );
});

test('an instance killed (SIGKILL) behind nginx: browsing sees no error, no acknowledged cart write is lost', async () => {
  test.setTimeout(180_000);
  const { product, item } = sellableOffer(products.slice().reverse());
  const written = await call(`${NGINX}/svc/cart/api/cart/item`, { body: { ...item, quantity: 1 } });
  expect(written.status).toBe(200);
  const cookie = sessionCookie(written.headers);

  const paths = browsingPaths(10);
  const victim = cluster!.pids.get('store instance 2');
  expect(victim).toBeTruthy();
  const errors: string[] = [];
  const times: number[] = [];
  for (let i = 0; i < 100; i += 1) {
    if (i === 10) process.kill(victim!, 'SIGKILL');
    const path = paths[i % paths.length]!;
    try {
      const page = await view(NGINX, path);
      times.push(page.ms);
      if (page.status >= 500) errors.push(`${path}: ${page.status}`);
      else if (/<h1[^>]*>Произошла ошибка/.test(page.html)) errors.push(`${path}: the error card`);
    } catch (error) {
      errors.push(`${path}: ${(error as Error).message}`);
    }
  }
  times.sort((a, b) => a - b);
  console.log(
    `SIGKILL of instance 2 during 100 page views through nginx: ${errors.length} errors, ` +
      `p50 ${times[49]} ms, slowest ${times.at(-1)} ms`,
  );
  expect(errors).toEqual([]);

  const cart = await call<CartAnswer>(`${NGINX}/svc/cart/api/cart`, { headers: { cookie } });
  expect(cart.status).toBe(200);
  expect(cart.json.cart.items.map((line) => line.product.name)).toContain(product.name);
  await until('the cluster reports the lost instance', async () =>
    cluster!.output().includes('store instance 2 (port'),
  );
  expect(cluster!.alive(), 'one instance dying leaves the cluster running').toBe(true);
});
