import 'server-only';

import { cachedGetter } from '@/lib/platform/api/cache';
import { cacheTags } from '@/lib/platform/api/cache-tags';
import { parseContract } from '@/lib/platform/api/client';
import { skuListResponseSchema } from '@/lib/platform/api/contracts/cms';
import type { RecommendedProduct } from '@/lib/platform/api/contracts/main';
import { serverClient } from '@/lib/platform/api/server';
import { toProductCard } from '@/lib/shop/to-product-card';

const PATH = '/product/list';

/**
 * The products of a CMS block (POST /product/list { skuList } on the catalogue), in the block's
 * order, as product cards. Unknown SKUs are skipped by the service. Cached with the products.
 */
export const getProductsBySku = cachedGetter(
  'cms-products',
  'catalog',
  { tags: ['cms', 'products', cacheTags.productLists], revalidate: 300 },
  async (skus: string[]): Promise<RecommendedProduct[]> => {
    if (skus.length === 0) return [];
    const response = await serverClient('catalog').post(PATH, { skuList: skus });
    return parseContract(skuListResponseSchema, response.data, PATH).items.map(toProductCard);
  },
);
