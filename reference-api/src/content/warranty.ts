/**
 * The jewellery warranty, in months: the public offer's (7.1) term, which the product texts, the
 * FAQ and the /guarantee/ page quote. The spec gives no number; the offer is the binding text, so
 * every other mention says what it says.
 */
export const WARRANTY_MONTHS = 6;

/** «6 месяцев»: the term as the texts write it. */
export const WARRANTY_TERM = `${WARRANTY_MONTHS} месяцев`;
