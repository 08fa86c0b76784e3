import type { BlogList } from '../api/get-blog-list';
import { blogListHref } from '../utils/blog-query';

import { BlogCategoryNav } from './blog-category-nav';
import { BlogEmpty } from './blog-empty';
import { BlogPagination } from './blog-pagination';
import { BlogPostCard } from './blog-post-card';
import { BlogUnavailable } from './blog-unavailable';
import styles from './blog.module.css';

type BlogListViewProps = { list: BlogList };

/** The blog list in each of its states: posts, an empty or unknown category, or the API down. */
export function BlogListView({ list }: BlogListViewProps) {
  if (list.status === 'unavailable') return <BlogUnavailable href={blogListHref(list.query)} />;
  if (list.status === 'unknown-category') {
    return (
      <>
        <BlogCategoryNav categories={list.categories} current={null} />
        <BlogEmpty reason="unknown-category" />
      </>
    );
  }
  const { categories, current, posts, pagination, query } = list;
  return (
    <>
      <BlogCategoryNav categories={categories} current={current?.slug ?? null} />
      {current && <h2 className={styles.heading}>{current.name}</h2>}
      {posts.length === 0 ? (
        <BlogEmpty reason="no-posts" />
      ) : (
        <ul className={styles.grid} aria-label="Статьи">
          {posts.map((post, index) => (
            <li key={post.id}>
              <BlogPostCard post={post} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
      <BlogPagination
        category={current?.slug ?? null}
        page={query.page}
        lastPage={pagination.last_page}
      />
    </>
  );
}
