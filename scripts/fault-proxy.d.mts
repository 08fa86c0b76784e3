export const FAULT_MODES: readonly ['ok', 'killed', 'error500', 'slow', 'reset', 'malformed'];
export type FaultMode = (typeof FAULT_MODES)[number];
export const DEFAULT_DELAY_MS: number;
export const MALFORMED_BODY: string;

export type FaultProxy = {
  dataPort: number;
  controlPort: number;
  close(): Promise<void>;
};

/** Starts the fault proxy (port 0 picks a free port); see scripts/fault-proxy.mjs. */
export function startFaultProxy(options: {
  target: string;
  dataPort: number;
  controlPort: number;
  host?: string;
  basePath?: string;
}): Promise<FaultProxy>;
