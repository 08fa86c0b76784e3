/** The request header that carries the page's CSP nonce from proxy.ts to the root layout. */
export const NONCE_HEADER = 'x-nonce';
