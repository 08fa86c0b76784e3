import type { FaqItem } from '@/lib/platform/api/contracts/rules';
import { htmlToText } from '@/lib/shop/format/html-to-text';

/** FAQPage structured data with every question and its answer as plain text. */
export function faqPageJsonLd(items: readonly FaqItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: htmlToText(item.answer) },
    })),
  };
}
