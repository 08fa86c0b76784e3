import { randomUUID } from 'node:crypto';

import type { Context } from 'hono';

import { HEADER_CART, HEADER_TOKEN } from '../../../lib/platform/api/contracts/common';
import type { SavedAddress, SavedAddressBody } from '../../../lib/platform/api/contracts/delivery';
import { splitFlat, withFlat } from '../../../lib/shop/format/address';
import { bearerOf, customerOfToken } from '../core/tokens';
import type { Db } from '../db/open-db';
import { notFound } from '../http/errors';

import { courierOptions } from './pricing';

type AddressRow = {
  uuid: string;
  address: string;
  flat: string | null;
  fias: string;
  post_index: string;
  lat: number;
  lon: number;
};

function toSaved(row: AddressRow, totalCost?: number, db?: Db): SavedAddress {
  const full = withFlat(row.address, row.flat);
  const cheapest =
    db && totalCost !== undefined ? courierOptions(db, totalCost, row.post_index)[0] : undefined;
  return {
    uuid: row.uuid,
    full_address: full,
    unrestricted_value: `${row.post_index}, ${full}`,
    flat: row.flat,
    fias: row.fias,
    postIndex: row.post_index,
    lat: row.lat,
    lon: row.lon,
    ...(cheapest ? { cost: cheapest.cost } : {}),
  };
}

/** Saves an address for the owner; the same address and flat saved again is not duplicated. */
export function saveAddress(
  db: Db,
  owner: string,
  input: Omit<SavedAddressBody, 'flat'> & { flat?: string },
): SavedAddress {
  const address = withFlat(input.address, null);
  const flat = input.flat ?? null;
  const existing = db
    .prepare<[string, string, string], AddressRow>(
      `SELECT * FROM saved_addresses WHERE owner = ? AND address = ? AND coalesce(flat, '') = ?`,
    )
    .get(owner, address, flat ?? '');
  if (existing) return toSaved(existing);
  const row: AddressRow = {
    uuid: randomUUID(),
    address,
    flat,
    fias: input.fias,
    post_index: input.postIndex,
    lat: input.lat,
    lon: input.lon,
  };
  db.prepare(
    `INSERT INTO saved_addresses (uuid, owner, address, flat, fias, post_index, lat, lon, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    row.uuid,
    owner,
    row.address,
    row.flat,
    row.fias,
    row.post_index,
    row.lat,
    row.lon,
    new Date().toISOString(),
  );
  return toSaved(row);
}

export function listAddresses(db: Db, owner: string | null, totalCost: number): SavedAddress[] {
  if (!owner) return [];
  return db
    .prepare<[string], AddressRow>(
      'SELECT * FROM saved_addresses WHERE owner = ? ORDER BY created_at DESC, rowid DESC',
    )
    .all(owner)
    .map((row) => toSaved(row, totalCost, db));
}

export function deleteAddress(db: Db, owner: string | null, uuid: string): void {
  const result = owner
    ? db.prepare('DELETE FROM saved_addresses WHERE uuid = ? AND owner = ?').run(uuid, owner)
    : { changes: 0 };
  if (result.changes === 0) throw notFound('Адрес не найден', 'address_not_found');
}

/**
 * After a courier order: its address joins the owner's saved addresses (coordinates from the
 * address dataset the suggestions come from; an address not in it is not saved).
 */
export function rememberCourierAddress(
  db: Db,
  owner: string | null,
  delivery: { type: string; address: string | null; fias: string | null; postIndex: string | null },
): void {
  if (!owner || delivery.type !== 'carrier' || !delivery.address || !delivery.fias) return;
  if (!delivery.postIndex) return;
  const place = db
    .prepare<[string], { lat: number; lon: number }>(
      'SELECT lat, lon FROM address_dataset WHERE fias_id = ? LIMIT 1',
    )
    .get(delivery.fias);
  if (!place) return;
  const { address, flat } = splitFlat(delivery.address);
  saveAddress(db, owner, {
    address,
    flat: flat ?? undefined,
    fias: delivery.fias,
    postIndex: delivery.postIndex,
    lat: place.lat,
    lon: place.lon,
  });
}

/**
 * Who saved addresses belong to: the signed-in customer (profile token `Authorization: Bearer`, or
 * access token `token`), so they outlive any one token; otherwise the cart session
 * (`shop-cart-token`). An unknown or expired token counts as a guest.
 */
export function addressOwner(c: Context, db: Db): string | null {
  const now = new Date();
  const customer =
    customerOfToken(db, 'profile', bearerOf(c), now) ??
    customerOfToken(db, 'access', c.req.header(HEADER_TOKEN)?.trim(), now);
  if (customer) return `customer:${customer.id}`;
  const session = c.req.header(HEADER_CART)?.trim();
  return session ? `cart:${session}` : null;
}
