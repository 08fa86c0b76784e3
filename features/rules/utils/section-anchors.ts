import { htmlToText } from '@/lib/shop/format/html-to-text';

export type DocumentSection = { id: string; title: string };

const H2 = /<h2(\s[^>]*)?>([\s\S]*?)<\/h2>/gi;

/**
 * Gives every h2 of a (sanitised) document an id and lists them for a table of contents. An h2 that
 * already has an id keeps it. Runs after sanitising, so the ids added here are the only new markup.
 */
export function withSectionAnchors(html: string): { html: string; sections: DocumentSection[] } {
  const sections: DocumentSection[] = [];
  const withIds = html.replace(H2, (whole, attrs: string | undefined, inner: string) => {
    const existing = /\sid="([^"]+)"/.exec(attrs ?? '')?.[1];
    const id = existing ?? `section-${sections.length + 1}`;
    sections.push({ id, title: htmlToText(inner) });
    return existing ? whole : `<h2 id="${id}"${attrs ?? ''}>${inner}</h2>`;
  });
  return { html: withIds, sections };
}
