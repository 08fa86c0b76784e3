import { FAVORITES_LIMIT } from '../../../shop/constants';

/**
 * The favourites limit's error code and message (spec 8), apart from the zod contracts so that the
 * heart button can show them without loading zod with the page (docs/performance.md).
 */
export const WISHLIST_LIMIT_CODE = 'limit';
export const WISHLIST_LIMIT_MESSAGE = `В избранное можно добавить не более ${FAVORITES_LIMIT} товаров`;
