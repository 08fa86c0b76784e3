import { PRODUCT_NAME_CUT } from '@/lib/constants';

/** Cuts a product name to 50 characters plus «…» (spec 3, recommended products). */
export function cutName(name: string, max: number = PRODUCT_NAME_CUT): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}
