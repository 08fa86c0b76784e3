import styles from './offline-hint.module.css';

/** Why an action that needs the network waits; also the button's title. */
export const OFFLINE_REASON = 'Нет подключения к интернету';

/** The reason under a button disabled while offline; link it with aria-describedby. */
export function OfflineHint({ id }: { id: string }) {
  return (
    <p id={id} className={styles.hint}>
      {OFFLINE_REASON}
    </p>
  );
}
