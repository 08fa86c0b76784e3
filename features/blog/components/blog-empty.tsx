import { AppLink } from '@/components/ui/app-link';
import panel from '@/components/ui/panel.module.css';

import styles from './blog.module.css';

type BlogEmptyProps = { reason: 'unknown-category' | 'no-posts' };

const TEXT = {
  'unknown-category': 'Такой рубрики нет. Возможно, она переехала или закрыта.',
  'no-posts': 'В этой рубрике пока нет статей. Загляните позже или почитайте другие рубрики.',
};

/** Nothing to list: says why and links to all posts. */
export function BlogEmpty({ reason }: BlogEmptyProps) {
  return (
    <section className={`${panel.panel} ${styles.notice}`} aria-labelledby="blog-empty-title">
      <h2 id="blog-empty-title" className={panel.title}>
        Статей не найдено
      </h2>
      <p>{TEXT[reason]}</p>
      <p>
        <AppLink href="/blog/">Все статьи блога</AppLink>
      </p>
    </section>
  );
}
