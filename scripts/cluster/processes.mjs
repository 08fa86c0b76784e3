// The processes of `npm run cluster`: each in a process group of its own (so a wrapper such as tsx
// goes with its child), its output prefixed with its name, stopped in order on the way out.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

import { root } from '../lib.mjs';

/** Sends `signal` to a child's whole process group; false when it is gone already. */
export function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
    return true;
  } catch {
    return false;
  }
}

function prefixLines(stream, label, out) {
  createInterface({ input: stream }).on('line', (line) => out.write(`[${label}] ${line}\n`));
}

/**
 * Starts `command` in its own process group with the script's environment plus `env`. `onExit`
 * hears of its end (code, signal) unless the cluster is stopping.
 */
export function startProcess({ label, command, args, env = {}, onExit }) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  prefixLines(child.stdout, label, process.stdout);
  prefixLines(child.stderr, label, process.stderr);
  child.exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      resolve();
      onExit?.(code, signal);
    });
    child.on('error', (error) => {
      console.error(`[${label}] could not start: ${error.message}`);
      resolve();
      onExit?.(127, null);
    });
  });
  return child;
}

/** Resolves true when `child` exits within `ms`, false otherwise. */
export function exitsWithin(child, ms) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return Promise.race([
    child.exited.then(() => true),
    new Promise((resolve) => setTimeout(() => resolve(false), ms).unref()),
  ]);
}

/**
 * Stops the children in stages: each stage's processes get `signal` together, and whatever has not
 * exited after `graceMs` is killed (SIGKILL, the whole group) before the next stage starts.
 */
export async function stopInStages(stages) {
  for (const { children, signal, graceMs } of stages) {
    const running = children.filter((child) => signalGroup(child, signal));
    const exited = await Promise.all(running.map((child) => exitsWithin(child, graceMs)));
    running.forEach((child, i) => {
      if (!exited[i]) signalGroup(child, 'SIGKILL');
    });
    // a group killed just now still needs its exit event; no zombie stays behind
    await Promise.all(running.map((child) => exitsWithin(child, 2_000)));
    // and nothing of a group outlives its leader (a wrapper's child, a worker)
    for (const child of children) signalGroup(child, 'SIGKILL');
  }
}
