import { setTimeout as wait } from 'node:timers/promises';

// node:timers/promises is not replaced by vi.useFakeTimers, so the delay passes in tests that fake time
const delay = Number(process.env.LATE_IMPORT_MS ?? 150);
(globalThis as { __lateImport?: () => Promise<unknown> }).__lateImport = () => wait(delay);
