import { rmSync } from 'node:fs';

/** Removes the throw-away data directory of the run (database, outbox). */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
