import Image from 'next/image';

import { AppLink } from '@/components/ui/app-link';
import type { BlogPostSummary } from '@/lib/platform/api/contracts/blog';

import { blogPostHref } from '../utils/blog-query';
import { formatBlogDate, readingTime } from '../utils/format-blog-date';

import { BlogMeta } from './blog-meta';
import styles from './blog.module.css';

type BlogPostCardProps = { post: BlogPostSummary; priority?: boolean };

/** A post in the list: cover, title link, date, category, reading time and excerpt. */
export function BlogPostCard({ post, priority = false }: BlogPostCardProps) {
  const href = blogPostHref(post.slug);
  return (
    <article className={styles.card}>
      <AppLink href={href} className={styles.cover} tabIndex={-1} aria-hidden="true">
        <Image
          src={post.image}
          alt=""
          width={400}
          height={400}
          preload={priority}
          fetchPriority={priority ? 'high' : undefined}
          className={styles.coverImage}
        />
      </AppLink>
      <BlogMeta
        items={[
          <time key="date" dateTime={post.published_at}>
            {formatBlogDate(post.published_at)}
          </time>,
          post.category.name,
          readingTime(post.reading_minutes),
        ]}
      />
      <h2 className={styles.cardTitle}>
        <AppLink href={href}>{post.title}</AppLink>
      </h2>
      <p className={styles.excerpt}>{post.excerpt}</p>
    </article>
  );
}
