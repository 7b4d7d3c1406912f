// Where the browser tests find Chromium (docs/decisions/035): Debian's headless shell first, the
// build Playwright itself runs headless (the 48 journeys took 4.2 min on it against 7.0 min on the
// full browser, 2 cores), then the full browser. CHROMIUM_PATH overrides both, e.g. with
// /usr/bin/chromium for a headed run (`npx playwright test --headed`).
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROMIUM_CANDIDATES = [
  HEADLESS_SHELL,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
];

/**
 * The Chromium to launch, or null when there is none.
 * @returns {string | null}
 */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return CHROMIUM_CANDIDATES.find((candidate) => existsSync(candidate)) ?? null;
}
