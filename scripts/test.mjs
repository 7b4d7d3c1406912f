// `npm test`: everything CI runs, in order: lint, type check, unit, API integration, the web
// bundle's budget, browser.
// Every stage runs even when an earlier one fails, and the run ends with one summary line
// "N passed, N failed" counting the tests of all stages.
// `node scripts/test.mjs integration` runs only the named stages. `--skip-slow` (`npm test --
// --skip-slow`) leaves out the tests tagged slow (vitest.config.ts) for a quicker local run; CI
// runs them.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const reports = mkdtempSync(join(tmpdir(), 'studio-hive-test-reports-'));

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

const stages = [
  {
    name: 'lint',
    setup: [['npx', ['prettier', '--check', '.', '--log-level', 'warn']]],
    command: () => ['npx', ['eslint', '.', '--max-warnings', '0']],
  },
  { name: 'typecheck', command: () => ['npm', ['run', '--silent', 'typecheck']] },
  vitestStage('unit', ['domain', 'domain-tz', 'api-unit', 'web', 'scripts']),
  vitestStage('integration', ['api-integration']),
  {
    // What each budgeted route downloads before it renders (docs/decisions/014).
    name: 'bundle',
    setup: [['npm', ['run', '--silent', 'build', '-w', '@studio-hive/web']]],
    command: () => ['node', ['scripts/check-bundle.mjs']],
  },
  {
    name: 'e2e',
    report: join(reports, 'e2e.json'),
    setup: [
      ['node', ['scripts/ensure-chromium.mjs']],
      ['npm', ['run', '--silent', 'build']],
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

const run = (cmd, args, env = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ??
  1;

const totals = { passed: 0, failed: 0, skipped: 0 };
const results = [];
for (const stage of stages) {
  if (wanted.length > 0 && !wanted.includes(stage.name)) continue;
  console.log(`\n=== ${stage.name} ===`);
  const started = Date.now();
  let status = 0;
  for (const [cmd, args] of stage.setup ?? []) {
    status = run(cmd, args);
    if (status !== 0) break;
  }
  if (status === 0) {
    const [cmd, args] = stage.command(stage.report);
    status = run(cmd, args, stage.env?.(stage.report));
  }
  let counts;
  if (stage.report && existsSync(stage.report)) {
    counts = stage.count(JSON.parse(readFileSync(stage.report, 'utf8')));
    for (const key of Object.keys(totals)) totals[key] += counts[key];
  }
  if (status !== 0 && counts && counts.failed === 0) totals.failed += 1; // failed outside any test
  if (status !== 0 && !counts) totals.failed += 1;
  results.push({
    name: stage.name,
    ok: status === 0,
    counts,
    seconds: (Date.now() - started) / 1000,
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
