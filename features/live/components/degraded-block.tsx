import { Button } from '@/components/ui/button';

import styles from './live.module.css';

type DegradedBlockProps = { message: string; onRetry: () => void; retrying: boolean };

/** What a live block shows when its data could not be loaded: the reason and a retry. */
export function DegradedBlock({ message, onRetry, retrying }: DegradedBlockProps) {
  return (
    <div className={styles.degraded} role="alert">
      <p>{message}</p>
      <Button
        variant="secondary"
        onClick={onRetry}
        disabled={retrying}
        aria-busy={retrying || undefined}
      >
        Повторить
      </Button>
    </div>
  );
}
