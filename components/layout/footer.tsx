import type { ReactNode } from 'react';

import { AppLink } from '@/components/ui/app-link';

import styles from './footer.module.css';
import { telHref, type MenuLink } from './menu-data';

type FooterProps = {
  supportPhone: string;
  messengerUrl: string;
  /** The current year in Moscow (spec 2.4); the caller computes it with moscowYear(). */
  year: number;
  /** Only the bottom panel (phone and copyright): the slim checkout layout (spec 2.3). */
  bottomOnly?: boolean;
  /**
   * `app`: the compact native-app footer of spec 2.3 (inside the app's web view): the support
   * phone and the key links in one row, no columns and no app-store badges.
   */
  variant?: 'site' | 'app';
  /**
   * The newsletter form (composed by the app layer, since components never import features);
   * shown above the link columns of the full site footer only.
   */
  newsletter?: ReactNode;
};

/**
 * The links both footers carry, in the order of the native-app footer's row; the site footer's
 * columns take them by name.
 */
const SHARED_LINKS = {
  delivery: { label: 'Доставка', href: '/delivery/' },
  payment: { label: 'Оплата', href: '/oplata/' },
  guarantee: { label: 'Гарантия и возврат', href: '/guarantee/' },
  faq: { label: 'Вопросы и ответы', href: '/faq/' },
  shops: { label: 'Магазины', href: '/addresses/' },
  contacts: { label: 'Контакты', href: '/contacts/' },
} satisfies Record<string, MenuLink>;

/** The key links of the native-app footer. */
const APP_LINKS: MenuLink[] = Object.values(SHARED_LINKS);

const { delivery, payment, guarantee, faq, shops, contacts } = SHARED_LINKS;

const COLUMNS: { title: string; links: MenuLink[] }[] = [
  {
    title: 'Компания',
    links: [
      { label: 'О компании', href: '/about/' },
      contacts,
      shops,
      { label: 'Вакансии', href: '/vacancies/' },
      { label: 'Блог', href: '/blog/' },
    ],
  },
  {
    title: 'Покупателям',
    links: [faq, guarantee, delivery, { label: 'Самовывоз', href: '/samovyvoz/' }, payment],
  },
  {
    title: 'Документы',
    links: [
      { label: 'Правила продажи (оферта)', href: '/sale_rules/' },
      { label: 'Политика обработки персональных данных', href: '/policy/' },
    ],
  },
];

function LinkList({ links, className }: { links: MenuLink[]; className?: string }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <AppLink href={link.href} className={styles.link}>
            {link.label}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

function AppFooter({ supportPhone, year }: Pick<FooterProps, 'supportPhone' | 'year'>) {
  return (
    <footer className={`${styles.footer} ${styles.app}`} data-variant="app">
      <div className={styles.container}>
        <nav aria-label="Помощь покупателям" className={styles.appNav}>
          <LinkList links={APP_LINKS} className={styles.appLinks} />
        </nav>
        <div className={styles.appBottom}>
          <a href={telHref(supportPhone)} className={styles.phone}>
            <span className={styles.appPhoneLabel}>Служба поддержки:</span> {supportPhone}
          </a>
          <p className={styles.copyright}>© {year} Ювелирный интернет-магазин</p>
        </div>
      </div>
    </footer>
  );
}

/** The site footer (spec 2.4). Renders on the server; the links are small client islands. */
export function Footer({
  supportPhone,
  messengerUrl,
  year,
  bottomOnly = false,
  variant = 'site',
  newsletter,
}: FooterProps) {
  if (variant === 'app') return <AppFooter supportPhone={supportPhone} year={year} />;
  const bottom = (
    <div className={styles.bottom}>
      <div className={styles.contacts}>
        <a href={telHref(supportPhone)} className={styles.phone}>
          {supportPhone}
        </a>
        <a
          href={messengerUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={styles.messenger}
        >
          Написать в мессенджер
        </a>
      </div>
      <p className={styles.copyright}>© {year} Ювелирный интернет-магазин. Все права защищены.</p>
    </div>
  );

  return (
    <footer className={bottomOnly ? `${styles.footer} ${styles.slim}` : styles.footer}>
      <div className={styles.container}>
        {!bottomOnly && newsletter && <div className={styles.newsletter}>{newsletter}</div>}
        {!bottomOnly && (
          <nav aria-label="Информация" className={styles.columns}>
            {COLUMNS.map((column) => (
              <div key={column.title} className={styles.column}>
                <h2 className={styles.title}>{column.title}</h2>
                <LinkList links={column.links} className={styles.list} />
              </div>
            ))}
          </nav>
        )}
        {bottom}
      </div>
    </footer>
  );
}
