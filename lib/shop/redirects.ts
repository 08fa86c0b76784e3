/**
 * Old addresses of the store and where they live now (spec 2.2: "old paths redirect permanently").
 * Keys are paths without a trailing slash, lower case; values are the new paths with a trailing
 * slash. The spec names /akcii, /sergi/, /koltsa/, /serebryanye/ and /yuvelirochka as examples; the
 * rest are the old category and page names of the previous site. Add new entries here only.
 */
export const OLD_PATHS: Readonly<Record<string, string>> = {
  '/akcii': '/catalog/sale/',
  '/aktsii': '/catalog/sale/',
  '/sale': '/catalog/sale/',
  '/sergi': '/catalog/sergi/',
  '/koltsa': '/catalog/kolca/',
  '/kolca': '/catalog/kolca/',
  '/podveski': '/catalog/podveski/',
  '/cepi': '/catalog/cepi/',
  '/tsepi': '/catalog/cepi/',
  '/braslety': '/catalog/braslety/',
  '/kole': '/catalog/kole/',
  '/broshi': '/catalog/broshi/',
  '/chasy': '/catalog/chasy/',
  '/serebryanye': '/catalog/?filters=list_1_105,106',
  '/zolotye': '/catalog/?filters=list_1_101,102,103,104',
  '/yuvelirochka': '/catalog/',
  '/catalog/all': '/catalog/',
  '/product': '/catalog/',
  '/luxe': '/collections/luxe-amirald/',
  '/pravoslavie': '/collections/pravoslavnye-ukrasheniya/',
  '/outlet': '/collections/outlet/',
  '/checkoutnew/success': '/checkout/success/',
  '/shops': '/addresses/',
  '/magaziny': '/addresses/',
  '/oferta': '/sale_rules/',
};

/** The new address of an old path, or null. Matching ignores case and a trailing slash. */
export function findOldPathTarget(pathname: string): string | null {
  const key = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  return OLD_PATHS[key] ?? null;
}
