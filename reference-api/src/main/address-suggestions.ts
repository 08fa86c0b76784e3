import { Hono } from 'hono';

import {
  addressByCoordsQuerySchema,
  suggestionsQuerySchema,
  type AddressSuggestion,
} from '../../../lib/platform/api/contracts/main';
import type { Db } from '../db/open-db';
import { parseQuery } from '../http/validate';
import { streetWithType } from '../seed/delivery';

const SUGGESTIONS_MAX = 10;

type DatasetRow = {
  fias_id: string;
  city: string;
  settlement: string | null;
  street_type: string;
  street: string;
  house: string;
  postal_code: string;
  lat: number;
  lon: number;
};

type Entry = { row: DatasetRow; words: string[]; suggestion: AddressSuggestion };

/** Lower case, ё = е, punctuation to spaces. */
export function normalizeAddress(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .replace(/[^a-zа-я0-9]+/g, ' ')
    .trim();
}

function toSuggestion(row: DatasetRow): AddressSuggestion {
  const street = streetWithType(row.street_type, row.street);
  const value = `г ${row.city}, ${street}, д ${row.house}`;
  return {
    value,
    unrestricted_value: `${row.postal_code}, ${value}`,
    data: {
      geo_lat: String(row.lat),
      geo_lon: String(row.lon),
      street_with_type: street,
      settlement: row.settlement,
      city: row.city,
      house: row.house,
      house_type_full: 'дом',
      postal_code: row.postal_code,
      fias_id: row.fias_id,
    },
  };
}

const houseNumber = (house: string): number => Number.parseInt(house, 10) || 0;

/**
 * The local stand-in of the address-suggestion service: ~300 seeded addresses held in memory. A
 * query matches when every one of its words starts some word of the address (street, its type,
 * city, house), case-insensitive with ё = е; Moscow first, then by street and house number.
 */
export function createAddressIndex(db: Db) {
  let entries: Entry[] | null = null;
  const load = (): Entry[] =>
    (entries ??= db
      .prepare<[], DatasetRow>('SELECT * FROM address_dataset')
      .all()
      .sort(
        (a, b) =>
          Number(b.city === 'Москва') - Number(a.city === 'Москва') ||
          a.street.localeCompare(b.street, 'ru') ||
          houseNumber(a.house) - houseNumber(b.house) ||
          a.house.localeCompare(b.house, 'ru'),
      )
      .map((row) => {
        const suggestion = toSuggestion(row);
        return {
          row,
          suggestion,
          words: normalizeAddress(`${suggestion.value} ${row.postal_code}`).split(' '),
        };
      }));

  return {
    search(query: string, limit = SUGGESTIONS_MAX): AddressSuggestion[] {
      const terms = normalizeAddress(query).split(' ').filter(Boolean);
      if (terms.length === 0) return [];
      const out: AddressSuggestion[] = [];
      for (const entry of load()) {
        if (terms.every((term) => entry.words.some((word) => word.startsWith(term)))) {
          out.push(entry.suggestion);
          if (out.length >= limit) break;
        }
      }
      return out;
    },
    nearest(lat: number, lon: number): AddressSuggestion | null {
      const scale = Math.cos((lat * Math.PI) / 180);
      let best: Entry | null = null;
      let bestDistance = Infinity;
      for (const entry of load()) {
        const distance = (entry.row.lat - lat) ** 2 + ((entry.row.lon - lon) * scale) ** 2;
        if (distance < bestDistance) {
          best = entry;
          bestDistance = distance;
        }
      }
      return best?.suggestion ?? null;
    },
  };
}

/** Main API address endpoints (spec 7): suggestions by query and the address nearest a point. */
export function addressRoutes(db: Db): Hono {
  const app = new Hono();
  const index = createAddressIndex(db);
  app.get('/get_suggestions_by_query', (c) => {
    const { query } = parseQuery(c, suggestionsQuerySchema);
    return c.json({ suggestions: index.search(query) });
  });
  app.get('/get_address_by_coords', (c) => {
    const { lat, lon } = parseQuery(c, addressByCoordsQuerySchema);
    const nearest = index.nearest(lat, lon);
    return c.json({ suggestions: nearest ? [nearest] : [] });
  });
  return app;
}
