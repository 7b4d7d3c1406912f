// Browser tests drive Debian's Chromium through playwright-core; no browser is ever downloaded.
// Finds it (scripts/chromium.mjs), installs Debian's headless shell with apt when running as root,
// or says exactly how to get it.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';
import { CHROMIUM_CANDIDATES, findChromium, HEADLESS_SHELL } from './chromium.mjs';

const PACKAGE = 'chromium-headless-shell';

function install() {
  console.log(
    `Installing Debian's "${PACKAGE}" package for the browser tests (running as root)...`,
  );
  execSync(`apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q ${PACKAGE}`, {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
}

let found = findChromium();
// The full browser works too, but takes 1.7 times as long over the journeys: as root, get the
// headless shell even when the full browser is there. A failed install (no network) stops the
// run only when there is no browser at all.
if (
  found !== HEADLESS_SHELL &&
  !process.env.CHROMIUM_PATH &&
  process.getuid?.() === 0 &&
  existsSync('/usr/bin/apt-get')
) {
  try {
    install();
  } catch (error) {
    if (!found) throw error;
    console.log(`Installing ${PACKAGE} failed; going on with ${found}.`);
  }
  found = findChromium();
}
if (!found) {
  console.error(
    [
      'The browser tests need Chromium and it was not found.',
      process.env.CHROMIUM_PATH
        ? `CHROMIUM_PATH points to ${process.env.CHROMIUM_PATH}, which does not exist.`
        : `Looked for: ${CHROMIUM_CANDIDATES.join(', ')}.`,
      `Install it with:  sudo apt-get update && sudo apt-get install -y ${PACKAGE}`,
      'or set CHROMIUM_PATH to a Chromium or Chrome executable, then run the tests again.',
    ].join('\n'),
  );
  process.exit(1);
}
if (found !== HEADLESS_SHELL && !process.env.CHROMIUM_PATH) {
  console.log(
    `Using the full Chromium at ${found}; the browser tests take 40 % less time on Debian's ` +
      `headless shell (sudo apt-get install -y ${PACKAGE}).`,
  );
} else console.log(`Using Chromium at ${found}`);
