/**
 * `tel:` address of a phone written for people («8 800 550-75-85» → «tel:88005507585»). Its own
 * module so the error card (on every page) does not bring the menus' data along (docs/performance.md).
 */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
