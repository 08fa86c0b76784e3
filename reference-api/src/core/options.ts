import { FAVORITES_LIMIT } from '../../../lib/constants';

/** Knobs of the customer services (sign-in, account, favourites); tests inject clock and limits. */
export type AccountOptions = {
  /** The clock of codes, locks and tokens. */
  now?: () => Date;
  /** A fixed one-time code accepted instead of random ones (`REFERENCE_OTP_CODE`, 6 digits). */
  otpCode?: string | null;
  /** Where sent codes are written (the API's log). */
  log?: (line: string) => void;
  /** Favourites per customer (spec 9: 1000). */
  wishlistLimit?: number;
  /** The storefront the stand-in identity provider returns to (`REFERENCE_STOREFRONT_URL`). */
  storefrontUrl?: string;
};

export type AccountConfig = Required<Omit<AccountOptions, 'otpCode'>> & { otpCode: string | null };

export const DEFAULT_STOREFRONT_URL = 'http://localhost:3000';

/** A fixed test code from the env: 6 digits, anything else is ignored with a warning. */
function envOtpCode(log: (line: string) => void): string | null {
  const value = process.env.REFERENCE_OTP_CODE?.trim();
  if (!value) return null;
  if (/^\d{6}$/.test(value)) return value;
  log(`[reference-api] REFERENCE_OTP_CODE must be 6 digits; ignored`);
  return null;
}

export function accountConfig(options: AccountOptions = {}): AccountConfig {
  const log = options.log ?? ((line: string) => console.info(line));
  return {
    now: options.now ?? (() => new Date()),
    otpCode: options.otpCode === undefined ? envOtpCode(log) : options.otpCode,
    log,
    wishlistLimit: options.wishlistLimit ?? FAVORITES_LIMIT,
    storefrontUrl:
      options.storefrontUrl ??
      (process.env.REFERENCE_STOREFRONT_URL?.trim() || DEFAULT_STOREFRONT_URL),
  };
}
