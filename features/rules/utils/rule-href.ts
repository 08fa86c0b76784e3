/**
 * Documents that have their own address in the route table (spec 2.1): the offer at /sale_rules/ and
 * the personal-data policy at /policy/. Every other document lives at /rules/{slug}/.
 */
const OWN_ADDRESSES: Readonly<Record<string, string>> = {
  public_oferta: '/sale_rules/',
  policy: '/policy/',
};

/** The canonical address of a rules document. */
export function ruleHref(slug: string): string {
  return OWN_ADDRESSES[slug] ?? `/rules/${slug}/`;
}
