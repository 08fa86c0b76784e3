'use client';

import { useEffect, useEffectEvent } from 'react';

import {
  MAP_LOAD_TIMEOUT_MS,
  markYandexMapsUnavailable,
  onYandexMapsUnavailable,
} from './yandex-script';

/**
 * Gives a Yandex map MAP_LOAD_TIMEOUT_MS to appear: a failed script or a map that has not loaded
 * by then (`isLoaded` false) calls `onUnavailable`, so the page's list is offered on its own.
 */
export function useMapLoadGuard(isLoaded: () => boolean, onUnavailable: () => void): void {
  const loaded = useEffectEvent(isLoaded);
  const giveUp = useEffectEvent(onUnavailable);
  useEffect(() => {
    const stop = onYandexMapsUnavailable(() => giveUp());
    const timer = setTimeout(() => {
      if (!loaded()) markYandexMapsUnavailable();
    }, MAP_LOAD_TIMEOUT_MS);
    return () => {
      stop();
      clearTimeout(timer);
    };
  }, []);
}
