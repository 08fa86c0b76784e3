import type { Profile, ProfileUpdateInput } from '../../../lib/platform/api/contracts/core';
import type { Db } from '../db/open-db';
import { isConstraintError } from '../db/sqlite';
import { ApiError, validationError } from '../http/errors';

import { hashPassword } from './passwords';

export type CustomerRow = {
  id: number;
  phone: string | null;
  email: string | null;
  password_hash: string | null;
  surname: string | null;
  name: string | null;
  patronymic: string | null;
  /** YYYY-MM-DD */
  birth_date: string | null;
  sex: 'male' | 'female' | null;
  is_subscribed: number;
  created_at: string;
  updated_at: string;
};

export type NewCustomer = Partial<Omit<CustomerRow, 'id' | 'created_at' | 'updated_at'>> & {
  password?: string;
};

export const EMAIL_TAKEN = 'Пользователь с таким email уже существует';

export function customerById(db: Db, id: number): CustomerRow | undefined {
  return db.prepare<[number], CustomerRow>('SELECT * FROM customers WHERE id = ?').get(id);
}

export function customerByPhone(db: Db, phone: string): CustomerRow | undefined {
  return db.prepare<[string], CustomerRow>('SELECT * FROM customers WHERE phone = ?').get(phone);
}

export function customerByEmail(db: Db, email: string): CustomerRow | undefined {
  return db
    .prepare<[string], CustomerRow>('SELECT * FROM customers WHERE email = ?')
    .get(email.trim().toLowerCase());
}

/** Inserts a customer (the caller's transaction); e-mails are stored lower-cased. */
export function createCustomer(db: Db, input: NewCustomer, now: Date): CustomerRow {
  const at = now.toISOString();
  const result = db
    .prepare(
      `INSERT INTO customers (phone, email, password_hash, surname, name, patronymic, birth_date,
      sex, is_subscribed, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      input.phone ?? null,
      input.email?.toLowerCase() ?? null,
      input.password ? hashPassword(input.password) : (input.password_hash ?? null),
      input.surname ?? null,
      input.name ?? null,
      input.patronymic ?? null,
      input.birth_date ?? null,
      input.sex ?? null,
      // spec 5: «Subscription flag default true» — a new customer starts subscribed
      input.is_subscribed ?? 1,
      at,
      at,
    );
  return customerById(db, Number(result.lastInsertRowid))!;
}

/** dd.mm.yyyy of an ISO date. */
export const dottedDate = (iso: string | null): string | null =>
  iso ? `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}` : null;

export function toProfile(row: CustomerRow): Profile {
  return {
    surname: row.surname,
    name: row.name,
    patronymic: row.patronymic,
    birth_date: dottedDate(row.birth_date),
    email: row.email,
    sex: row.sex,
    is_subscribed: row.is_subscribed === 1,
    phone: row.phone,
  };
}

/** The caller's display name for the login answer and the header. */
export const displayName = (row: CustomerRow): string | null => row.name;

export type CustomerChanges = ProfileUpdateInput & { password?: string };

/**
 * Applies a validated partial update in one transaction; a taken e-mail is refused with the
 * emailUnique message of spec 5 (also when two updates race for it: the unique index decides).
 */
export function updateCustomer(db: Db, id: number, changes: CustomerChanges, now: Date): void {
  const columns: Record<string, unknown> = {};
  for (const key of ['surname', 'name', 'patronymic', 'birth_date', 'email', 'sex'] as const) {
    if (changes[key] !== undefined) columns[key] = changes[key];
  }
  if (changes.is_subscribed !== undefined) columns.is_subscribed = changes.is_subscribed ? 1 : 0;
  if (changes.password !== undefined) columns.password_hash = hashPassword(changes.password);
  const emailOwner = changes.email ? customerByEmail(db, changes.email) : undefined;
  if (emailOwner && emailOwner.id !== id) {
    throw validationError({ email: [EMAIL_TAKEN] }, 'email_exists');
  }
  const keys = Object.keys(columns);
  if (keys.length === 0) return;
  const sql = `UPDATE customers SET ${keys.map((key) => `${key} = ?`).join(', ')}, updated_at = ?
    WHERE id = ?`;
  try {
    db.prepare(sql).run(...keys.map((key) => columns[key]), now.toISOString(), id);
  } catch (error) {
    if (isConstraintError(error)) {
      throw validationError({ email: [EMAIL_TAKEN] }, 'email_exists');
    }
    throw error;
  }
}

/** Deletes the account; its tokens, favourites, identities and refunds go with it (cascade). */
export function deleteCustomer(db: Db, id: number): void {
  if (db.prepare('DELETE FROM customers WHERE id = ?').run(id).changes === 0) {
    throw new ApiError(404, 'Пользователь не найден', undefined, 'user_not_found');
  }
}
