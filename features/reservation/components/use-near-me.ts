'use client';

import { useState } from 'react';

import type { Coordinates } from '../utils/shop-stock';

export const GEO_UNAVAILABLE =
  'Не удалось определить местоположение: магазины показаны по названию';
export const GEO_LOCATING = 'Определяем местоположение…';

/**
 * «Рядом со мной»: the shopper's position, asked for only on the press. Refused, unavailable or
 * timed out, the list stays in name order and says so.
 */
export function useNearMe() {
  const [origin, setOrigin] = useState<Coordinates | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const fail = () => {
    setLocating(false);
    setOrigin(null);
    setNote(GEO_UNAVAILABLE);
  };
  const locate = () => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      fail();
      return;
    }
    setLocating(true);
    setNote(GEO_LOCATING);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setLocating(false);
        setNote(null);
        setOrigin({ latitude: coords.latitude, longitude: coords.longitude });
      },
      fail,
      { timeout: 10_000, maximumAge: 5 * 60_000 },
    );
  };
  return { origin, note, locating, locate };
}
