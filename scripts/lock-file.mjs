// What the committed package-lock.json must hold so that `npm install` on a fresh clone installs
// the same tree on every platform, leaves the lock untouched and prints no engine warning.
import semver from 'semver';

/** The lowest Node.js version the root package.json's `engines.node` allows. */
export function minimumNode(rootPackage) {
  const range = rootPackage.engines?.node;
  if (!range) throw new Error('package.json has no engines.node');
  return semver.minVersion(range).version;
}

/** Locked packages whose own `engines.node` the minimum Node.js version does not satisfy. */
export function packagesNeedingNewerNode(lock, nodeVersion) {
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path !== '' && typeof entry.engines?.node === 'string')
    .filter(([, entry]) => !semver.satisfies(nodeVersion, entry.engines.node))
    .map(([path, entry]) => `${path}@${entry.version} needs node ${entry.engines.node}`);
}

/**
 * Optional dependencies (the platform builds of native packages: macOS, Windows, ARM, ...) that
 * have no entry in the lock. npm adds them on the first install, rewriting the lock, and a machine
 * of another platform would get a tree nobody tested.
 */
export function missingOptionalDependencies(lock) {
  const missing = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (entry.link) continue;
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      if (!resolvesFrom(lock, path, name)) missing.push(`${name} (optional for ${path || 'root'})`);
    }
  }
  return missing;
}

/** Node's resolution over the lock's paths: `<path>/node_modules/<name>`, then each parent. */
function resolvesFrom(lock, path, name) {
  let dir = path;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[candidate]) return true;
    if (!dir) return false;
    const parent = dir.lastIndexOf('/node_modules/');
    dir = parent === -1 ? '' : dir.slice(0, parent);
  }
}
