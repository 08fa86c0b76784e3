import { LoadFailed } from '@/components/ui/load-failed';

type DegradedBlockProps = { message: string; onRetry: () => void; retrying: boolean };

/** What a live block shows when its data could not be loaded (components/ui/load-failed.tsx). */
export function DegradedBlock({ message, onRetry, retrying }: DegradedBlockProps) {
  return <LoadFailed message={message} onRetry={onRetry} retrying={retrying} />;
}
