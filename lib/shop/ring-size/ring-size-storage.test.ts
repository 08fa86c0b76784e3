import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  RING_SIZE_KEYS,
  readCalibration,
  readRingSize,
  subscribeRingSize,
  writeCalibration,
  writeRingSize,
} from './ring-size-storage';

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('the remembered ring size', () => {
  it('is nothing until written, then reads back', () => {
    expect(readRingSize()).toBeNull();
    writeRingSize(17.5);
    expect(window.localStorage.getItem(RING_SIZE_KEYS.size)).toBe('17.5');
    expect(readRingSize()).toBe(17.5);
    writeRingSize(null);
    expect(readRingSize()).toBeNull();
  });

  it('rounds to a half size and refuses sizes off the table', () => {
    writeRingSize(17.3);
    expect(readRingSize()).toBe(17.5);
    writeRingSize(40);
    expect(readRingSize()).toBeNull();
  });

  it('a broken stored value is no value', () => {
    for (const raw of ['abc', '17.3', '99', '', '{"size":17}']) {
      window.localStorage.setItem(RING_SIZE_KEYS.size, raw);
      expect(readRingSize()).toBeNull();
    }
  });

  it('disabled storage answers nothing and never throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => writeRingSize(17)).not.toThrow();
    expect(readRingSize()).toBeNull();
    expect(readCalibration()).toBeNull();
  });
});

describe('the remembered calibration', () => {
  it('keeps px per mm within plausible screens', () => {
    expect(readCalibration()).toBeNull();
    writeCalibration(3.7795);
    expect(readCalibration()).toBe(3.78);
    writeCalibration(0.5);
    expect(readCalibration()).toBeNull();
    window.localStorage.setItem(RING_SIZE_KEYS.calibration, '1e3');
    expect(readCalibration()).toBeNull();
  });
});

describe('subscribers', () => {
  it('hear writes in this tab and in other tabs, until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeRingSize(listener);
    writeRingSize(18);
    expect(listener).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new StorageEvent('storage', { key: RING_SIZE_KEYS.size }));
    expect(listener).toHaveBeenCalledTimes(2);
    window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    writeCalibration(4);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});
