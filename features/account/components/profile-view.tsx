'use client';

import { LoadFailed } from '@/components/ui/load-failed';

import { useProfile } from '../api/get-profile';
import { useScrollToSection } from '../hooks/use-scroll-to-section';

import styles from './account.module.css';
import { PasswordForm } from './password-form';
import { ProfileForm } from './profile-form';
import { SubscriptionForm } from './subscription-form';

export const PROFILE_LOAD_FAILED = 'Не удалось загрузить данные профиля';

/** The profile page: personal data, «Сменить пароль» (#password) and «Подписка» (#subscription). */
export function ProfileView() {
  const profile = useProfile();
  useScrollToSection(!profile.isPending);

  return (
    <div className={styles.page}>
      <section className={styles.section} aria-labelledby="account-profile-title">
        <h1 id="account-profile-title" className={styles.title}>
          Личные данные
        </h1>
        {profile.isPending && (
          <p className={styles.muted} role="status">
            Загрузка…
          </p>
        )}
        {profile.isError && (
          <LoadFailed
            message={PROFILE_LOAD_FAILED}
            onRetry={profile.refetch}
            retrying={profile.isFetching}
          />
        )}
        {profile.data && <ProfileForm profile={profile.data} />}
      </section>
      <section id="password" className={styles.section} aria-labelledby="account-password-title">
        <h2 id="account-password-title" className={styles.sectionTitle}>
          Сменить пароль
        </h2>
        <PasswordForm />
      </section>
      <section
        id="subscription"
        className={styles.section}
        aria-labelledby="account-subscription-title"
      >
        <h2 id="account-subscription-title" className={styles.sectionTitle}>
          Подписка
        </h2>
        {profile.data ? (
          <SubscriptionForm profile={profile.data} />
        ) : (
          <p className={styles.muted}>Подписка станет доступна после загрузки профиля</p>
        )}
      </section>
    </div>
  );
}
