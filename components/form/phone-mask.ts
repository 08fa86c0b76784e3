import type { Masked } from 'imask';

/** Mask of spec 5: produces exactly '+7 (###) ###-##-##' (lib/shop/validation/rules PHONE_MASK). */
export const PHONE_IMASK = '+{7} (000) 000-00-00';

/**
 * Input normalisation before the mask applies. Russians type or paste the trunk prefix 8 as often
 * as +7, so on an empty field a leading 8 or 7 (typed alone, or the first of 11 pasted digits)
 * becomes the fixed country code instead of the first digit of the area code.
 */
export function preparePhone(chars: string, masked: Masked): string {
  if (masked.value !== '') return chars;
  const digits = chars.replace(/\D/g, '');
  if (/^[78]/.test(digits) && (digits.length === 1 || digits.length === 11)) {
    return `+7${digits.slice(1)}`;
  }
  return chars.length > 1 ? digits : chars;
}
