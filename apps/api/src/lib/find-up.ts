import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Finds `relativePath` in the folder of `moduleUrl` or one of its parents. Lets the same code find
 * apps/api/drizzle and apps/web/dist whether it runs from src/ (tsx, tests) or from the dist bundle.
 */
export function findUp(moduleUrl: string, relativePath: string, marker = ''): string | undefined {
  let dir = dirname(fileURLToPath(moduleUrl));
  for (let depth = 0; depth < 6; depth += 1) {
    const candidate = join(dir, relativePath);
    if (existsSync(join(candidate, marker))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  return undefined;
}
