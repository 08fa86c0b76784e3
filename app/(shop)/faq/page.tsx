import { StaticPage, staticMetadata } from '@/app/_components/static-page';
import { getFaq } from '@/features/rules/api/get-faq';
import { FaqList } from '@/features/rules/components/faq-list';
import { RulesUnavailable } from '@/features/rules/components/rules-unavailable';
import { faqPageJsonLd } from '@/features/rules/utils/faq-json-ld';
import type { FaqItem } from '@/lib/platform/api/contracts/rules';
import { JsonLd } from '@/lib/shop/seo/json-ld';

export const metadata = staticMetadata('/faq/');

/** Questions and answers by section (GET /faq) as an accordion, with FAQPage structured data. */
export default async function FaqPage() {
  let items: FaqItem[] | null = null;
  try {
    items = await getFaq();
  } catch {
    // the heading stays; the section says it could not be loaded
  }
  return (
    <StaticPage path="/faq/">
      {items && items.length > 0 && <JsonLd data={faqPageJsonLd(items)} />}
      {items ? <FaqList items={items} /> : <RulesUnavailable what="вопросы и ответы" />}
    </StaticPage>
  );
}
