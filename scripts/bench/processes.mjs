// The servers a measuring script starts (reference API, stores): spawned from the repo root with
// the script's environment, output ignored, and all stopped when the script exits.
import { spawn } from 'node:child_process';

import { root } from '../lib.mjs';

/** A group of child processes; `stopAll` runs on exit, and SIGINT/SIGTERM exit with 130. */
export function processGroup(env) {
  const children = [];
  const stopAll = () => {
    for (const child of children) child.kill('SIGTERM');
  };
  process.on('exit', stopAll);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130));
  return {
    start(command, args, extraEnv = {}) {
      const child = spawn(command, args, {
        cwd: root,
        stdio: 'ignore',
        env: { ...env, ...extraEnv },
      });
      children.push(child);
      return child;
    },
    stopAll,
  };
}
