import { staticMetadata } from '@/app/_components/static-page';
import { RecommendationSlider } from '@/components/product/recommendation-slider';
import { toRecommendedCard } from '@/components/product/recommended-card';
import { AppLink } from '@/components/ui/app-link';
import { getBannersFor } from '@/features/banners/api/get-banners';
import { BannerStrip } from '@/features/banners/components/banner-strip';
import { getCategoryTreeOrEmpty } from '@/features/catalog/api/get-category-tree';
import { getPopularProductsOrNone } from '@/features/recommendations/api/get-recommendations';
import { publicSettings, siteUrl } from '@/lib/env';
import { JsonLd, organizationJsonLd } from '@/lib/seo/json-ld';

import styles from './home.module.css';

export const metadata = staticMetadata('/');

/** Home: banners, the main categories and popular products. */
export default async function HomePage() {
  const [banners, categories, popular] = await Promise.all([
    getBannersFor('home'),
    getCategoryTreeOrEmpty(),
    getPopularProductsOrNone(),
  ]);
  return (
    <div className="page container">
      <JsonLd data={organizationJsonLd(siteUrl(), publicSettings().supportPhone)} />
      <h1 className="page-title">Ювелирный магазин</h1>
      <BannerStrip banners={banners} />
      {categories.length > 0 && (
        <section aria-labelledby="home-categories">
          <h2 id="home-categories">Категории</h2>
          <ul className={styles.categories}>
            {categories.map((category) => (
              <li key={category.id}>
                <AppLink href={`/catalog/${category.slug}/`} className={styles.category}>
                  {category.name}
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {popular.length > 0 && (
        <RecommendationSlider
          title="Популярные товары"
          items={popular.map(toRecommendedCard)}
          type="popular"
        />
      )}
    </div>
  );
}
