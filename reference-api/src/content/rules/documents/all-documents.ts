import { BONUS_PROGRAMME } from './bonus-programme';
import { INSTALMENT_OFFER } from './instalment-offer';
import { PRIVACY_POLICY } from './privacy-policy';
import { PROMO_RULES } from './promo-rules';
import { PUBLIC_OFFER } from './public-offer';
import type { RuleDocument } from './types';
import { USER_AGREEMENT } from './user-agreement';

/** The seeded rules documents in the order of the /rules/ list. */
export const RULE_DOCUMENTS: readonly RuleDocument[] = [
  USER_AGREEMENT,
  PUBLIC_OFFER,
  INSTALMENT_OFFER,
  PRIVACY_POLICY,
  BONUS_PROGRAMME,
  PROMO_RULES,
];
