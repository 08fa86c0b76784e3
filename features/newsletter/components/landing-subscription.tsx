import { getLandingOfferOrNull } from '../api/get-landing-offer';

import styles from './landing-subscription.module.css';
import { NewsletterForm } from './newsletter-form';

type LandingSubscriptionProps = {
  /** The landing's own heading and text (a CMS block); the API offer's are used otherwise. */
  title?: string;
  text?: string;
};

/**
 * The landing subscription block (server component): the offer of GET /subscribes/landing (title,
 * text, subscriber promo, terms) around the landing form. Without the offer (API down) the form
 * stays, under a plain heading. Call at request time only (the getter needs the API).
 */
export async function LandingSubscription({ title, text }: LandingSubscriptionProps = {}) {
  const offer = await getLandingOfferOrNull();
  return (
    <section className={styles.block} aria-label="Подписка на рассылку">
      {(offer || title) && (
        <div className={styles.offer}>
          <p className={styles.title}>{title ?? offer?.title}</p>
          {(text || offer?.text) && <p>{text || offer?.text}</p>}
          {offer?.promo && (
            <p className={styles.promo}>
              Промокод <strong>{offer.promo.code}</strong>: {offer.promo.description}
            </p>
          )}
        </div>
      )}
      <NewsletterForm variant="landing" title="Подпишитесь на рассылку" />
      {offer && <p className={styles.terms}>{offer.terms}</p>}
    </section>
  );
}
