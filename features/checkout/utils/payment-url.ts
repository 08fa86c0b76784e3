/** The stand-in payment page of an order, returning to the storefront's /payment/ afterwards. */
export function paymentPageUrl(paymentUrl: string, origin: string): string {
  return `${paymentUrl}?returnUrl=${encodeURIComponent(`${origin}/payment/`)}`;
}
