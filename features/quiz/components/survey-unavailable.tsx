import { AppLink } from '@/components/ui/app-link';

import styles from './quiz.module.css';

type SurveyUnavailableProps = { reason: 'not-found' | 'failed' };

/** Why no questionnaire is shown: an unknown id, or the service did not answer. */
export function SurveyUnavailable({ reason }: SurveyUnavailableProps) {
  return (
    <section className={styles.notice} role={reason === 'failed' ? 'alert' : undefined}>
      {reason === 'not-found' ? (
        <>
          <h2>Опрос не найден</h2>
          <p>Возможно, он уже завершился или ссылка неверна.</p>
          <AppLink href="/quiz/">Перейти к текущему опросу</AppLink>
        </>
      ) : (
        <>
          <h2>Опрос временно недоступен</h2>
          <p>Не удалось загрузить вопросы. Обновите страницу или попробуйте позже.</p>
        </>
      )}
    </section>
  );
}
