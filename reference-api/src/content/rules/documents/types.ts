/** A seeded rules document: its address, title, HTML body and when the wording came into force. */
export type RuleDocument = {
  slug: string;
  title: string;
  updatedAt: string;
  html: string;
};

/** The seller named in every document (demo requisites). */
export const SELLER =
  'ООО «Ювелирный магазин» (ОГРН 1187746512345, ИНН 7714123456, 125167, г. Москва, Ленинградский проспект, д. 37, к. 9)';
