// Browser tests drive Debian's Chromium through playwright-core; no browser is ever downloaded.
// Finds it, installs it with apt when running as root, or says exactly how to get it.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const CHROMIUM_CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}

function install() {
  console.log('Chromium is missing: installing Debian\'s "chromium" package (running as root)...');
  execSync('apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q chromium', {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
}

let found = findChromium();
if (
  !found &&
  !process.env.CHROMIUM_PATH &&
  process.getuid?.() === 0 &&
  existsSync('/usr/bin/apt-get')
) {
  install();
  found = findChromium();
}
if (!found) {
  console.error(
    [
      'The browser tests need Chromium and it was not found.',
      process.env.CHROMIUM_PATH
        ? `CHROMIUM_PATH points to ${process.env.CHROMIUM_PATH}, which does not exist.`
        : `Looked for: ${CHROMIUM_CANDIDATES.join(', ')}.`,
      'Install it with:  sudo apt-get update && sudo apt-get install -y chromium',
      'or set CHROMIUM_PATH to a Chromium or Chrome executable, then run the tests again.',
    ].join('\n'),
  );
  process.exit(1);
}
console.log(`Using Chromium at ${found}`);
