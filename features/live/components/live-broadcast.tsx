'use client';

import { useId } from 'react';

import type { LiveBroadcast as Broadcast } from '@/lib/platform/api/contracts/live';

import { useLiveBroadcast } from '../api/fetch-live-broadcast';
import { formatShowRange, formatShowStart } from '../utils/show-time';

import { DegradedBlock } from './degraded-block';
import { LivePlayer } from './live-player';
import styles from './live.module.css';

type LiveBroadcastProps = { initialData: Broadcast | null; initialAt: number; refreshMs: number };

/** The broadcast block of /online/: player, on-air state and the next shows. */
export function LiveBroadcast(props: LiveBroadcastProps) {
  const headingId = useId();
  const { data, isError, isFetching, refetch } = useLiveBroadcast(props);
  if (!data) {
    return (
      <section className={styles.broadcast} aria-labelledby={headingId}>
        <h2 id={headingId}>Трансляция</h2>
        {isError ? (
          <DegradedBlock
            message="Не удалось загрузить трансляцию."
            onRetry={() => void refetch()}
            retrying={isFetching}
          />
        ) : (
          <p className={styles.note}>Загружаем трансляцию…</p>
        )}
      </section>
    );
  }
  return (
    <section className={styles.broadcast} aria-labelledby={headingId}>
      <div>
        <h2 id={headingId} className={styles.status}>
          <span className={data.is_online ? styles.badge : `${styles.badge} ${styles.badgeOff}`}>
            {data.is_online ? 'Сейчас в эфире' : 'Не в эфире'}
          </span>
          <span>{data.is_online ? data.title : startsText(data.next_broadcast_at)}</span>
        </h2>
        <LivePlayer
          url={data.url}
          poster={data.poster}
          isOnline={data.is_online}
          title={data.title}
        />
      </div>
      {data.schedule && data.schedule.length > 0 && (
        <div>
          <h3>Расписание эфиров</h3>
          <ul className={styles.schedule}>
            {data.schedule.map((show) => (
              <li key={show.starts_at}>
                <span className={styles.time}>{formatShowRange(show.starts_at, show.ends_at)}</span>
                {show.title}
              </li>
            ))}
          </ul>
          <p className={styles.note}>Время московское.</p>
        </div>
      )}
    </section>
  );
}

function startsText(nextAt: string | null): string {
  return nextAt ? `Эфир начнётся ${formatShowStart(nextAt)}` : 'Эфир скоро начнётся';
}
