/**
 * The clients Next renders for as for a crawler that reads only the first HTML: the metadata in the
 * <head>, no streamed tags after it (Next's "HTML-limited bots"). One list, given to Next as its
 * `htmlLimitedBots` setting (next.config.ts) and read by the page cache, which keeps their pages
 * apart (page-cache.ts: PageVariant.limitedBot) — so the two can never disagree, and nothing reads
 * Next's private default from `next/dist`.
 *
 * Next 16's default list, plus the link previews and crawlers of the store's market: Telegram,
 * Mail.ru (Yandex is in the default).
 */
export const HTML_LIMITED_BOTS =
  /[\w-]+-Google|Google-[\w-]+|Chrome-Lighthouse|Slurp|DuckDuckBot|baiduspider|yandex|sogou|bitlybot|tumblr|vkShare|quora link preview|redditbot|ia_archiver|Bingbot|BingPreview|applebot|facebookexternalhit|facebookcatalog|Twitterbot|LinkedInBot|Slackbot|Discordbot|WhatsApp|SkypeUriPreview|Yeti|googleweblight|TelegramBot|Mail\.RU_Bot/i;
