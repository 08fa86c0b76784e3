import Image from 'next/image';

import { AppLink } from '@/components/ui/app-link';
import type { BlogPost } from '@/lib/platform/api/contracts/blog';
import { sanitizeHtml } from '@/lib/platform/html/sanitize-html';

import { blogListHref } from '../utils/blog-query';
import { formatBlogDate, readingTime } from '../utils/format-blog-date';

import { BlogMeta } from './blog-meta';
import styles from './blog.module.css';

type BlogArticleProps = { post: BlogPost };

/**
 * A post: heading, date, category link, reading time, cover and the body. The body is HTML from
 * the API and is sanitised here, on the server, before it reaches the page.
 */
export function BlogArticle({ post }: BlogArticleProps) {
  return (
    <article className={styles.article} aria-labelledby="blog-post-title">
      <header>
        <h1 id="blog-post-title" className="page-title">
          {post.title}
        </h1>
        <BlogMeta
          items={[
            <time key="date" dateTime={post.published_at}>
              {formatBlogDate(post.published_at)}
            </time>,
            <AppLink key="category" href={blogListHref({ category: post.category.slug, page: 1 })}>
              {post.category.name}
            </AppLink>,
            readingTime(post.reading_minutes),
          ]}
        />
      </header>
      <Image
        src={post.image}
        alt={post.title}
        width={800}
        height={800}
        preload
        fetchPriority="high"
        className={styles.articleCover}
      />
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: sanitizeHtml(post.body) }} />
      <footer className={styles.articleFooter}>
        <AppLink href="/blog/">Все статьи блога</AppLink>
      </footer>
    </article>
  );
}
