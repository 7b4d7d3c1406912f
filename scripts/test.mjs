// `npm test`: everything CI runs, in order: type check and Prettier's check side by side, ESLint,
// unit, the build with the web bundle's budget, API integration, browser.
// Every stage runs even when an earlier one fails, and the run ends with one summary line
// "N passed, N failed" counting the tests of all stages.
// `node scripts/test.mjs integration` runs only the named stages. `--skip-slow` (`npm test --
// --skip-slow`) leaves out the tests tagged slow (vitest.config.ts) for a quicker local run; CI
// runs them.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'studio-hive-test-reports-'));

/**
 * @param {string} name
 * @param {string[]} projects
 * @returns {Stage}
 */
const vitestStage = (name, projects) => ({
  name,
  report: join(reports, `${name}.json`),
  command: (report) => [
    'npx',
    [
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      ...(skipSlow ? ['--tags-filter=!slow'] : []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
  ],
  count: (json) => ({
    passed: json.numPassedTests,
    failed: json.numFailedTests,
    skipped: json.numPendingTests + json.numTodoTests,
  }),
});

/**
 * @typedef {[string, string[]]} Command
 * @typedef {{ passed: number; failed: number; skipped: number }} Counts
 * @typedef {{
 *   name: string;
 *   sideBySide?: boolean;
 *   builds?: boolean;
 *   setup?: Command[] | (() => Command[]);
 *   command: (report?: string) => Command;
 *   report?: string;
 *   env?: (report?: string) => Record<string, string | undefined>;
 *   count?: (json: any) => Counts;
 * }} Stage
 */

/** @type {Stage[]} */
const stages = [
  // The type check beside Prettier's, then ESLint alone: ESLint and tsc each keep more than one
  // core busy (garbage collection), so side by side they took 150 s where this order takes 131 s.
  {
    name: 'typecheck',
    sideBySide: true,
    command: () => ['npm', ['run', '--silent', 'typecheck']],
  },
  {
    name: 'format',
    sideBySide: true,
    command: () => ['npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  },
  {
    name: 'lint',
    command: () => ['npx', ['eslint', '.', '--max-warnings', '0']],
  },
  vitestStage('unit', ['domain', 'domain-tz', 'api-unit', 'web', 'scripts']),
  {
    // What each budgeted route downloads before it renders (docs/decisions/014), after the build
    // of both apps: built once, before the integration tests, whose command-line and server
    // processes then start from the built database template as `npm start` does instead of
    // running initdb each.
    name: 'bundle',
    setup: [['npm', ['run', '--silent', 'build']]],
    builds: true,
    command: () => ['node', ['scripts/check-bundle.mjs']],
  },
  vitestStage('integration', ['api-integration']),
  {
    name: 'e2e',
    report: join(reports, 'e2e.json'),
    // The apps as the bundle stage built them, when it did in this run.
    setup: () => [
      ['node', ['scripts/ensure-chromium.mjs']],
      ...(built ? [] : [/** @type {Command} */ (['npm', ['run', '--silent', 'build']])]),
    ],
    command: () => ['npx', ['playwright', 'test']],
    env: (report) => ({ PLAYWRIGHT_JSON_OUTPUT_NAME: report }),
    count: (json) => ({
      passed: json.stats.expected + json.stats.flaky,
      failed: json.stats.unexpected,
      skipped: json.stats.skipped,
    }),
  },
];

const skipSlow = process.argv.includes('--skip-slow');
const wanted = process.argv.slice(2).filter((arg) => arg !== '--skip-slow');
const unknown = wanted.filter((name) => !stages.some((stage) => stage.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown stage(s): ${unknown.join(', ')}. Stages: ${stages.map((s) => s.name).join(', ')}`,
  );
  process.exit(2);
}

/**
 * Runs a command to its end; its exit status. Output goes to the terminal, or with `collect` into
 * `collect.text`, for a stage that runs beside another and prints when it ends.
 * @param {string} cmd
 * @param {string[]} args
 * @param {Record<string, string | undefined>} [env]
 * @param {{ text: string } | null} [collect]
 * @returns {Promise<number>}
 */
const run = (cmd, args, env = {}, collect = null) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: collect ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...(collect ? { FORCE_COLOR: '1' } : {}), ...env },
    });
    /** @param {Buffer | string} chunk */
    const keep = (chunk) => {
      if (collect) collect.text += String(chunk);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('error', (error) => {
      keep(`${error.message}\n`);
      if (!collect) console.error(error.message);
      resolve(1);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });

const totals = { passed: 0, failed: 0, skipped: 0 };
/** @type {{ name: string; ok: boolean; counts: Counts | undefined; seconds: number }[]} */
const results = [];
let built = false;

/**
 * @param {Stage} stage
 * @param {{ text: string } | null} collect
 */
async function runStage(stage, collect) {
  const started = Date.now();
  let status = 0;
  const setup = typeof stage.setup === 'function' ? stage.setup() : (stage.setup ?? []);
  for (const [cmd, args] of setup) {
    status = await run(cmd, args, {}, collect);
    if (status !== 0) break;
  }
  if (status === 0 && stage.builds) built = true;
  if (status === 0) {
    const [cmd, args] = stage.command(stage.report);
    status = await run(cmd, args, stage.env?.(stage.report), collect);
  }
  let counts;
  if (stage.report && stage.count && existsSync(stage.report)) {
    counts = stage.count(JSON.parse(readFileSync(stage.report, 'utf8')));
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
  }
  if (status !== 0 && counts && counts.failed === 0) totals.failed += 1; // failed outside any test
  if (status !== 0 && !counts) totals.failed += 1;
  return { name: stage.name, ok: status === 0, counts, seconds: (Date.now() - started) / 1000 };
}

// Stages in order; neighbouring side-by-side stages run together, each printing its output when
// it ends.
const chosen = stages.filter((stage) => wanted.length === 0 || wanted.includes(stage.name));
/** @type {Stage[][]} */
const groups = [];
for (const stage of chosen) {
  const last = groups.at(-1);
  if (last && stage.sideBySide && last.every((s) => s.sideBySide)) last.push(stage);
  else groups.push([stage]);
}
for (const group of groups) {
  if (group.length === 1) {
    const [stage] = /** @type {[Stage]} */ (group);
    console.log(`\n=== ${stage.name} ===`);
    results.push(await runStage(stage, null));
    continue;
  }
  const outputs = group.map(() => ({ text: '' }));
  const done = await Promise.all(group.map((stage, k) => runStage(stage, outputs[k] ?? null)));
  group.forEach((stage, k) => {
    console.log(`\n=== ${stage.name} ===`);
    process.stdout.write(outputs[k]?.text ?? '');
    results.push(...done.slice(k, k + 1));
  });
}
rmSync(reports, { recursive: true, force: true });

console.log('\n=== summary ===');
for (const r of results) {
  const detail = r.counts
    ? `${r.counts.passed} passed, ${r.counts.failed} failed, ${r.counts.skipped} skipped`
    : r.ok
      ? 'clean'
      : 'errors (see above)';
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'}  ${r.name.padEnd(12)} ${detail}  (${r.seconds.toFixed(1)} s)`,
  );
}
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
