/** Where the market feeds are served (app/feeds/*, docs/feeds.md). */
export const FEED_PATHS = ['/feeds/yandex-market.yml', '/feeds/google-merchant.xml'] as const;
