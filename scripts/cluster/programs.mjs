// The system programs `npm run cluster` needs (docs/cluster.md): found in PATH or the sbin folders
// Debian installs daemons into, never downloaded.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

const EXTRA_DIRS = ['/usr/local/sbin', '/usr/sbin', '/sbin'];

/** Each program the cluster starts, with the Debian package that installs it. */
export const PROGRAMS = {
  'redis-server': 'redis-server',
  nginx: 'nginx',
};

/** The absolute path of an executable named `name`, or null. */
export function findProgram(name, path = process.env.PATH ?? '') {
  const dirs = [...path.split(delimiter).filter(Boolean), ...EXTRA_DIRS];
  for (const dir of dirs) {
    const candidate = join(dir, name);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here
    }
  }
  return null;
}

/**
 * Finds every program in PROGRAMS; when one is missing, says which Debian package to install and
 * exits 1.
 */
export function requirePrograms() {
  const found = {};
  const missing = [];
  for (const [name, pkg] of Object.entries(PROGRAMS)) {
    found[name] = findProgram(name);
    if (!found[name]) missing.push({ name, pkg });
  }
  if (missing.length > 0) {
    for (const { name } of missing) console.error(`${name} was not found (PATH, /usr/sbin).`);
    const packages = missing.map(({ pkg }) => pkg).join(' ');
    console.error(
      `Install it with the system's package manager, e.g. on Debian or Ubuntu:\n` +
        `  sudo apt-get install ${packages}\n` +
        `npm run cluster downloads nothing itself.`,
    );
    process.exit(1);
  }
  return found;
}
