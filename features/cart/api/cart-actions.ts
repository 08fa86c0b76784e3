/**
 * Every cart write the cart store runs, in one module that the store loads on the first action:
 * the HTTP client and the contracts are not part of the cart page's first load (issue 7).
 */
export { applyPromocode } from './apply-promocode';
export { clearOutOfStock } from './clear-out-of-stock';
export { decreaseCartItem } from './decrease-cart-item';
export { increaseCartItem } from './increase-cart-item';
export { recalculateCart } from './recalculate-cart';
export { removeCartItem } from './remove-cart-item';
export { removePromocode } from './remove-promocode';
export { setItemsToOrder } from './set-items-to-order';
export { setPaySystem } from './set-pay-system';
