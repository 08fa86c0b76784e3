/**
 * The window event the page sends once React has hydrated it (app/providers.tsx, the root's
 * client component, whose effects run after its children's). The page cache's paint-first script
 * waits for it to replay what the shopper did before (lib/page-cache/paint-first.ts). Its own
 * module so that the providers do not carry the page cache's code.
 */
export const HYDRATED_EVENT = 'store:hydrated';
