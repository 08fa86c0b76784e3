import type { FaqItem } from '@/lib/platform/api/contracts/rules';

export type FaqSection = { title: string; items: FaqItem[] };

/** Questions grouped by section, sections in the order they first appear. */
export function groupFaq(items: readonly FaqItem[]): FaqSection[] {
  const sections = new Map<string, FaqItem[]>();
  for (const item of items) {
    const list = sections.get(item.section);
    if (list) list.push(item);
    else sections.set(item.section, [item]);
  }
  return [...sections].map(([title, list]) => ({ title, items: list }));
}
