import { staticMetadata } from '@/app/_components/static-page';
import { mobileCatalogLinks } from '@/components/layout/menu-data';
import { RecommendationSlider } from '@/components/product/recommendation-slider';
import { toRecommendedCard } from '@/components/product/recommended-card';
import { AppLink } from '@/components/ui/app-link';
import { LoadFailed } from '@/components/ui/load-failed';
import pills from '@/components/ui/pill-links.module.css';
import { getBanners } from '@/features/banners/api/get-banners';
import { BannerStrip } from '@/features/banners/components/banner-strip';
import { getCategoryTree } from '@/features/catalog/api/get-category-tree';
import { getPopularProducts } from '@/features/recommendations/api/get-recommendations';
import { publicSettings, siteUrl } from '@/lib/platform/env';
import { RECOMMENDATION_LIMIT } from '@/lib/shop/constants';
import { JsonLd, organizationJsonLd } from '@/lib/shop/seo/json-ld';

import styles from './home.module.css';

export const metadata = staticMetadata('/');

/** Shown, in the HTML, while a service the home page reads from is failing. */
const HOME_OUTAGE_TEXT = 'Часть магазина временно недоступна.';

const valueOf = <T,>(result: PromiseSettledResult<T>, fallback: T): T =>
  result.status === 'fulfilled' ? result.value : fallback;

/**
 * Home: banners, the main categories and popular products. It never fails as a whole: during an
 * outage it leaves out what it could not read, lists the catalogue's main categories from its own
 * static list when the tree is missing, and says so in the page.
 */
export default async function HomePage() {
  const results = await Promise.allSettled([
    getBanners(),
    getCategoryTree(),
    getPopularProducts(RECOMMENDATION_LIMIT),
  ]);
  const [banners, tree, popular] = results;
  const outage = results.some((result) => result.status === 'rejected');
  const fromTree = valueOf(tree, []).map((category) => ({
    label: category.name,
    href: `/catalog/${category.slug}/`,
  }));
  // «Все украшения» leads the mobile menu; the home page lists the categories themselves
  const categories = fromTree.length > 0 ? fromTree : mobileCatalogLinks([]).slice(1);
  const items = valueOf(popular, []);
  return (
    <div className="page container">
      <JsonLd data={organizationJsonLd(siteUrl(), publicSettings().supportPhone)} />
      <h1 className="page-title">Ювелирный магазин</h1>
      {outage && <LoadFailed role="status" message={HOME_OUTAGE_TEXT} retryHref="/" />}
      <BannerStrip banners={valueOf(banners, []).filter((banner) => banner.placement === 'home')} />
      <section aria-labelledby="home-categories" className={styles.categories}>
        <h2 id="home-categories">Категории</h2>
        <ul className={pills.list}>
          {categories.map((category) => (
            <li key={category.href}>
              <AppLink href={category.href} className={pills.pill}>
                {category.label}
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
      {items.length > 0 && (
        <RecommendationSlider
          title="Популярные товары"
          items={items.map(toRecommendedCard)}
          type="popular"
        />
      )}
    </div>
  );
}
