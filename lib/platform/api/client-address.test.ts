import { describe, expect, it, vi } from 'vitest';

import { clientAddress } from './client-address';

const forwarded = (value: string) => new Headers({ 'x-forwarded-for': value });

describe('clientAddress', () => {
  it('is the address the store’s server settled (the one entry it leaves)', () => {
    const env = { NODE_ENV: 'production', STORE_CLIENT_ADDRESS_RESOLVED: '1' };
    expect(clientAddress(forwarded('203.0.113.9'), env)).toBe('203.0.113.9');
    expect(clientAddress(new Headers(), env)).toBeNull();
  });

  it('served in production without that server: no address, whatever a client wrote', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(clientAddress(forwarded('10.99.0.1'), { NODE_ENV: 'production' })).toBeNull();
    expect(clientAddress(forwarded('10.99.0.2'), { NODE_ENV: 'production' })).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('under next dev: the last entry, which Next fills with the socket’s peer', () => {
    expect(clientAddress(forwarded('6.6.6.6, ::1'), { NODE_ENV: 'development' })).toBe('::1');
  });
});
