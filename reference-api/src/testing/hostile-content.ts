import { randomUUID } from 'node:crypto';

import { Hono } from 'hono';
import { z } from 'zod';

import type { Db } from '../db/open-db';
import { notFound } from '../http/errors';
import { parseBody } from '../http/validate';
import { searchKey } from '../seed/translit';

/**
 * Test hooks for the XSS checks (e2e/xss.spec.ts): they write hostile text straight into the
 * database, past every validation, like data that arrived from an old system or a compromised
 * back office would. Each answers 404 unless REFERENCE_API_TEST_HOOKS=1 (set only by
 * scripts/e2e-api.mjs), like the stock hook of cart/routes.ts.
 *
 * - `POST /hostile/product {name, description}` → `{slug, id}`: a copy of a sellable ring under a
 *   new slug (so no page cache has seen it) with the given name and description.
 * - `POST /hostile/rule {title, html}` → `{slug}`: a new rules document.
 * - `POST /hostile/customer {phone, name, surname}`: the names of the customer with that phone.
 */

const text = z.string().max(20_000);
const productBody = z.object({ name: text.min(1), description: text });
const ruleBody = z.object({ title: text.min(1), html: text });
const customerBody = z.object({ phone: z.string().min(1), name: text, surname: text.nullable() });

export type HostileContentOptions = {
  /** Called after a product was added, so the catalogue's list index picks it up. */
  onCatalogChange?: () => void;
};

function guard(): void {
  if (process.env.REFERENCE_API_TEST_HOOKS !== '1') throw notFound();
}

/** Copies a product in stock with its offers, images, categories and attributes; answers the slug. */
function copyProduct(db: Db, name: string, description: string): { slug: string; id: string } {
  const source = db
    .prepare<[], { seq: number }>(
      `SELECT p.seq FROM products p JOIN categories c ON c.id = p.category_id
       WHERE c.slug = 'kolca' AND p.in_stock = 1 ORDER BY p.seq LIMIT 1`,
    )
    .get();
  if (!source) throw notFound('no product to copy');
  const tag = randomUUID().slice(0, 8);
  const slug = `hostile-${tag}`;
  const sku = `HOSTILE-${tag}`;
  const id = randomUUID();
  const copy = db.transaction(() => {
    const { lastInsertRowid } = db
      .prepare(
        `INSERT INTO products (id, sku, slug, vendor_code, name, description, category_id,
           metal_value_id, price, old_price, discount, popularity, created_at, in_stock, search_text)
         SELECT ?, ?, ?, vendor_code, ?, ?, category_id, metal_value_id, price, old_price, discount,
           popularity, created_at, in_stock, ? || ' ' || ? || ' ' || lower(vendor_code)
         FROM products WHERE seq = ?`,
      )
      .run(id, sku, slug, name, description, searchKey(name), searchKey(sku), source.seq);
    const seq = Number(lastInsertRowid);
    db.prepare(
      `INSERT INTO offers (id, trade_offer_id, product_seq, position, size, size_sort, stock)
       SELECT ? || '-' || position, ? || '-' || position, ?, position, size, size_sort, stock
       FROM offers WHERE product_seq = ?`,
    ).run(id, `hostile-${tag}`, seq, source.seq);
    db.prepare(
      `INSERT INTO product_images (product_seq, position, file)
       SELECT ?, position, file FROM product_images WHERE product_seq = ?`,
    ).run(seq, source.seq);
    db.prepare(
      `INSERT INTO product_categories (category_id, product_seq)
       SELECT category_id, ? FROM product_categories WHERE product_seq = ?`,
    ).run(seq, source.seq);
    db.prepare(
      `INSERT INTO product_attributes (product_seq, attribute_id, value_id)
       SELECT ?, attribute_id, value_id FROM product_attributes WHERE product_seq = ?`,
    ).run(seq, source.seq);
  });
  copy.immediate();
  return { slug, id };
}

export function hostileContentRoutes(db: Db, options: HostileContentOptions = {}): Hono {
  const app = new Hono();

  app.post('/hostile/product', async (c) => {
    guard();
    const body = await parseBody(c, productBody);
    const created = copyProduct(db, body.name, body.description);
    options.onCatalogChange?.();
    return c.json(created, 201);
  });

  app.post('/hostile/rule', async (c) => {
    guard();
    const body = await parseBody(c, ruleBody);
    const slug = `hostile-${randomUUID().slice(0, 8)}`;
    db.prepare(
      `INSERT INTO rules (slug, title, html, updated_at, sort)
       VALUES (?, ?, ?, ?, (SELECT coalesce(max(sort), 0) + 1 FROM rules))`,
    ).run(slug, body.title, body.html, new Date().toISOString());
    return c.json({ slug }, 201);
  });

  app.post('/hostile/customer', async (c) => {
    guard();
    const body = await parseBody(c, customerBody);
    const changed = db
      .prepare('UPDATE customers SET name = ?, surname = ? WHERE phone = ?')
      .run(body.name, body.surname, body.phone).changes;
    if (changed === 0) throw notFound('Такой пользователь не найден');
    return c.json({ success: true });
  });

  return app;
}
