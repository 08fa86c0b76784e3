/**
 * Third-party scripts are added by the store's own code after the page is interactive.
 * They carry the page's CSP nonce: under 'strict-dynamic' a script our code inserts is trusted
 * anyway, but the tag manager reads the nonce from its own script element to pass it on to the
 * tags it injects (custom HTML), and browsers without CSP 3 need the nonce or the host.
 */

/**
 * The page's nonce, read from a script Next rendered with it. Browsers hide the attribute's value
 * once the page has loaded (nonce hiding) but keep the `nonce` property. The page cache swaps in a
 * fresh nonce per response (docs/page-cache.md), so reading it here is always this response's.
 */
export function pageNonce(doc: Document = document): string | undefined {
  for (const script of doc.querySelectorAll('script')) {
    const nonce = script.nonce || script.getAttribute('nonce');
    if (nonce) return nonce;
  }
  return undefined;
}

/**
 * Adds an async script with the page's nonce. Resolves true when it ran, false when it failed to
 * load (blocked by an ad blocker or the network): never rejects, so no caller can leave an
 * unhandled rejection behind, and the failure is reported once on the console.
 */
export function loadScript(src: string, nonce: string | undefined = pageNonce()): Promise<boolean> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    // the attribute for tags that read it before the browser hides it, the property for CSP
    if (nonce) {
      script.setAttribute('nonce', nonce);
      script.nonce = nonce;
    }
    script.onload = () => resolve(true);
    script.onerror = () => {
      console.warn(`[third-parties] ${src} did not load (blocked or offline); the page goes on`);
      resolve(false);
    };
    document.head.appendChild(script);
  });
}
