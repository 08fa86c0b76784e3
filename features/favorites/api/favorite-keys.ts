/** Query keys of favourites; every favourites mutation invalidates `favoriteKeys.all`. */
export const favoriteKeys = {
  all: ['favorites'] as const,
};
