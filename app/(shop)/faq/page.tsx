import { StaticPage, staticMetadata } from '@/app/_components/static-page';
import { getFaq } from '@/features/rules/api/get-faq';
import { FaqList } from '@/features/rules/components/faq-list';
import { RulesUnavailable } from '@/features/rules/components/rules-unavailable';
import { faqPageJsonLd } from '@/features/rules/utils/faq-json-ld';
import { JsonLd } from '@/lib/shop/seo/json-ld';

export const metadata = staticMetadata('/faq/');

/** Questions and answers by section (GET /faq) as an accordion, with FAQPage structured data. */
export default async function FaqPage() {
  // null when it cannot be loaded: the heading stays and the section says so
  const items = await getFaq().catch(() => null);
  return (
    <StaticPage path="/faq/">
      {items && items.length > 0 && <JsonLd data={faqPageJsonLd(items)} />}
      {items ? <FaqList items={items} /> : <RulesUnavailable what="вопросы и ответы" />}
    </StaticPage>
  );
}
