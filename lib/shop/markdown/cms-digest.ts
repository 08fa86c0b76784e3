import type { CmsPage } from '@/lib/platform/api/contracts/cms';
import { decodeEntities } from '@/lib/shop/format/html-to-text';
import { truncateText } from '@/lib/shop/format/text';

import { mdInline } from './markdown-text';

/** Longest point kept whole; the page itself has the rest. */
const POINT_MAX = 900;

/** The text of a bit of CMS HTML: tags dropped (list items and paragraphs kept apart), entities read. */
export function htmlText(html: string): string {
  const tagless = html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/(p|li|h\d|div)\s*>/gi, '$&; ')
    .replace(/<[^>]*>/g, ' ');
  return decodeEntities(tagless)
    .replace(/\s+/g, ' ')
    .replace(/\s*;(\s*;)*/g, ';')
    .replace(/([.!?:»])\s*;/g, '$1')
    .replace(/^[\s;]+|[\s;]+$/g, '');
}

/**
 * A CMS page's text blocks as short Markdown points: one per `<h3>` section (its heading bold,
 * then its text) or per block without one (the block's title). The store's own words, cut at
 * 900 characters — the page is linked for the rest.
 */
export function cmsPoints(page: CmsPage): string[] {
  const points: string[] = [];
  for (const block of page.blocks) {
    if (block.type !== 'text') continue;
    const sections = block.html.split(/<h3\b[^>]*>/i);
    const lead = sections.shift() ?? '';
    if (htmlText(lead)) points.push(point(block.title, lead));
    for (const section of sections) {
      const [heading = '', body = ''] = section.split(/<\/h3\s*>/i);
      points.push(point(htmlText(heading), body));
    }
  }
  return points.filter(Boolean);
}

function point(title: string | null, html: string): string {
  const text = htmlText(html);
  if (!text) return '';
  const body = mdInline(truncateText(text, POINT_MAX));
  return title ? `- **${mdInline(title)}.** ${body}` : `- ${body}`;
}
