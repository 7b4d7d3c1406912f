import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * The repository's own files for the checks that read it (citations.mjs, retired-words.mjs):
 * below `directories` of `root`, with one of `extensions`, never dependencies, build output,
 * data, reports or hidden folders, nor `skippedDirectories` besides. Paths from `root` with `/`,
 * sorted.
 */

const NEVER_READ = [
  'node_modules',
  'dist',
  'dist-server',
  'data',
  'coverage',
  'playwright-report',
  'test-results',
];

/**
 * @param {string} root
 * @param {{ directories?: string[], extensions: string[], skippedDirectories?: string[] }} options
 * @returns {string[]}
 */
export function repositoryFiles(
  root,
  { directories = ['.'], extensions, skippedDirectories = [] },
) {
  const skipped = new Set([...NEVER_READ, ...skippedDirectories]);
  /** @type {string[]} */
  const files = [];
  const walk = (/** @type {string} */ directory) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(directory, entry.name);
      if (entry.isDirectory()) {
        if (!skipped.has(entry.name)) walk(path);
      } else if (extensions.some((extension) => entry.name.endsWith(extension))) {
        files.push(relative(root, path).split(sep).join('/'));
      }
    }
  };
  for (const directory of directories) walk(join(root, directory));
  return files.sort();
}
