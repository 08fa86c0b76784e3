/** Query keys of the personal account; mutations invalidate `accountKeys.all`. */
export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
  orders: (page: number) => [...accountKeys.all, 'orders', page] as const,
  refunds: () => [...accountKeys.all, 'refunds'] as const,
  bonusState: () => [...accountKeys.all, 'bonus-state'] as const,
  bonusHistory: () => [...accountKeys.all, 'bonus-history'] as const,
};
