import type { Product } from '@/lib/platform/api/contracts/catalog';

import type { FeedContext } from './feed-product';
import { merchantHead, merchantItems, MERCHANT_TAIL, type ChannelInfo } from './google-merchant';
import { ymlHead, ymlOffers, YML_TAIL, type ShopInfo } from './yandex-market';

/** The YML document in pieces: the head, then one piece per page of products, then the tail. */
export async function* yandexMarketFeed(
  shop: ShopInfo,
  context: FeedContext,
  pages: AsyncIterable<Product[]>,
  now: Date,
): AsyncGenerator<string> {
  yield ymlHead(shop, context, now);
  for await (const page of pages) {
    yield page.map((product) => ymlOffers(product, context)).join('');
  }
  yield YML_TAIL;
}

/** The Google Merchant RSS document in pieces, as yandexMarketFeed. */
export async function* googleMerchantFeed(
  channel: ChannelInfo,
  context: FeedContext,
  pages: AsyncIterable<Product[]>,
): AsyncGenerator<string> {
  yield merchantHead(channel);
  for await (const page of pages) {
    yield page.map((product) => merchantItems(product, context, channel.brand)).join('');
  }
  yield MERCHANT_TAIL;
}

/**
 * A response that writes the pieces as the client reads them: the next page of products is read
 * only when the last piece is taken (pull), so a slow reader holds back the reads instead of the
 * server holding the document. A failure half-way aborts the response: the client sees a broken
 * transfer and keeps its last good copy, never a valid-looking feed with products missing (which
 * a marketplace would take as those products gone).
 */
export function streamFeed(pieces: AsyncIterable<string>, headers: HeadersInit): Response {
  const iterator = pieces[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        // an empty piece (a page of products none of which is listed) enqueues nothing, and a pull
        // that enqueues nothing is not called again: read on until there is something to send
        for (;;) {
          const next = await iterator.next();
          if (next.done) return controller.close();
          if (next.value !== '') return controller.enqueue(encoder.encode(next.value));
        }
      } catch (error) {
        console.error('[feeds] the feed broke off', error);
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(body, { headers });
}
