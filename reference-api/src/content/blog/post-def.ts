/** A demo blog post as written in the seed files. */
export type PostDef = {
  slug: string;
  /** Slug of the category (see CATEGORIES in seed.ts). */
  category: string;
  title: string;
  excerpt: string;
  /** Cover: a generated product drawing, `<shape>_<metal>_<stone>_<variant>` (media/product-image). */
  cover: string;
  /** Publication date, YYYY-MM-DD (10:00 Moscow time). */
  date: string;
  seoTitle?: string;
  seoDescription?: string;
  body: string;
};

/** An illustration inside a post body: a generated product drawing served from /media/p/. */
export function figure(name: string, alt: string, caption?: string): string {
  const img = `<img src="/media/p/${name}.svg" alt="${alt}" width="800" height="800">`;
  return caption ? `<figure>${img}<figcaption>${caption}</figcaption></figure>` : img;
}
