/** Query keys of favourites; every favourites mutation updates `ids()` and invalidates `list()`. */
export const favoriteKeys = {
  all: ['favorites'] as const,
  /** The customer's favourite ids and count (POST /product/wishlist/short). */
  ids: () => [...favoriteKeys.all, 'ids'] as const,
  /** The favourites page's product list (POST /product/list/wishlist, pages of 20). */
  list: () => [...favoriteKeys.all, 'list'] as const,
};
