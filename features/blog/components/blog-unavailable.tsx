import { telHref } from '@/components/layout/menu-data';
import panel from '@/components/ui/panel.module.css';
import { publicSettings } from '@/lib/platform/env';

import styles from './blog.module.css';

type BlogUnavailableProps = { href: string };

/**
 * The blog service did not answer: the error card's text (spec 8) with the support phone and a
 * retry link to the same address, inside a page that keeps its heading and navigation.
 */
export function BlogUnavailable({ href }: BlogUnavailableProps) {
  const phone = publicSettings().supportPhone;
  return (
    <section className={`${panel.panel} ${styles.notice}`} aria-labelledby="blog-unavailable-title">
      <h2 id="blog-unavailable-title" className={panel.title}>
        Не удалось загрузить статьи
      </h2>
      <p>Что-то пошло не так. Обновите страницу или повторите попытку позже.</p>
      <p>
        Служба поддержки: <a href={telHref(phone)}>{phone}</a>
      </p>
      <p>
        <a href={href} className={styles.retry}>
          Обновить страницу
        </a>
      </p>
    </section>
  );
}
