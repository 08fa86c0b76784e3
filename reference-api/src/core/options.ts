import { FAVORITES_LIMIT } from '../../../lib/shop/constants';

import { loginLimits, type LoginLimits } from './login-limits';

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
  /**
   * The storefront's own origins, comma-separated (`REFERENCE_STOREFRONT_URL`): the only places the
   * stand-in identity provider returns to; the first is the default.
   */
  storefrontUrl?: string;
  /** The stand-in external login (gid/tid) is served (`REFERENCE_OIDC_STANDIN=1`); off, it is 404. */
  oidcStandIn?: boolean;
  /** The per-client and global sign-in limits (core/login-limits.ts; env by default). */
  limits?: Partial<LoginLimits>;
};

export type AccountConfig = {
  now: () => Date;
  otpCode: string | null;
  log: (line: string) => void;
  wishlistLimit: number;
  /** Origins (`scheme://host[:port]`) of the storefront, the default first. */
  storefrontOrigins: readonly string[];
  oidcStandIn: boolean;
  limits: LoginLimits;
};

export const DEFAULT_STOREFRONT_URL = 'http://localhost:3000';

/** A fixed test code from the env: 6 digits, anything else is ignored with a warning. */
function envOtpCode(log: (line: string) => void): string | null {
  const value = process.env.REFERENCE_OTP_CODE?.trim();
  if (!value) return null;
  if (/^\d{6}$/.test(value)) return value;
  log(`[reference-api] REFERENCE_OTP_CODE must be 6 digits; ignored`);
  return null;
}

/** The origins of a comma-separated list of storefront URLs; what is no http(s) URL is dropped. */
export function storefrontOrigins(list: string, log: (line: string) => void): string[] {
  const origins: string[] = [];
  for (const entry of list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const url = URL.canParse(entry) ? new URL(entry) : null;
    if (url && (url.protocol === 'http:' || url.protocol === 'https:')) origins.push(url.origin);
    else log(`[reference-api] REFERENCE_STOREFRONT_URL: «${entry}» is no http(s) URL; ignored`);
  }
  return origins.length > 0 ? [...new Set(origins)] : [DEFAULT_STOREFRONT_URL];
}

export function accountConfig(options: AccountOptions = {}): AccountConfig {
  const log = options.log ?? ((line: string) => console.info(line));
  const list =
    options.storefrontUrl ??
    (process.env.REFERENCE_STOREFRONT_URL?.trim() || DEFAULT_STOREFRONT_URL);
  return {
    now: options.now ?? (() => new Date()),
    otpCode: options.otpCode === undefined ? envOtpCode(log) : options.otpCode,
    log,
    wishlistLimit: options.wishlistLimit ?? FAVORITES_LIMIT,
    storefrontOrigins: storefrontOrigins(list, log),
    oidcStandIn: options.oidcStandIn ?? process.env.REFERENCE_OIDC_STANDIN?.trim() === '1',
    limits: { ...loginLimits(), ...options.limits },
  };
}
