import { describe, expect, it } from 'vitest';

import { ruleHref } from './rule-href';

describe('ruleHref', () => {
  it('sends the offer and the policy to their own routes, the rest to /rules/{slug}/', () => {
    expect(ruleHref('public_oferta')).toBe('/sale_rules/');
    expect(ruleHref('policy')).toBe('/policy/');
    expect(ruleHref('polzovatelskoe_soglashenie')).toBe('/rules/polzovatelskoe_soglashenie/');
  });
});
