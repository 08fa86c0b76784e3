'use client';

import { useState } from 'react';

import styles from './live.module.css';

type LivePlayerProps = { url: string; poster: string; isOnline: boolean; title: string };

/**
 * The broadcast screen: an HTML5 video with its poster and controls while on air; the poster alone
 * when off air. If the stream cannot load, the video keeps its poster and says so.
 */
export function LivePlayer({ url, poster, isOnline, title }: LivePlayerProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = failedUrl === url;
  if (!isOnline || !url) {
    return (
      <div className={styles.screen}>
        {poster && (
          // Posters are SVG from /media: nothing for the image optimiser to do.
          // eslint-disable-next-line @next/next/no-img-element
          <img className={styles.poster} src={poster} alt="" />
        )}
        <p className={styles.overlay}>Сейчас эфира нет</p>
      </div>
    );
  }
  return (
    <div>
      <div className={styles.screen}>
        <video
          className={styles.video}
          src={url}
          poster={poster || undefined}
          controls
          playsInline
          // nothing is downloaded until the shopper presses play: the poster is the first paint
          preload="none"
          aria-label={`Видео: ${title}`}
          onError={() => setFailedUrl(url)}
        />
      </div>
      {failed && (
        <p className={styles.note} role="status">
          Видео сейчас не загружается. Обновите страницу или попробуйте позже.
        </p>
      )}
    </div>
  );
}
