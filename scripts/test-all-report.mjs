// The counts `npm test` prints at its end (scripts/test-all.mjs), read from each runner's JSON report.
import { existsSync, readFileSync } from 'node:fs';

const none = { passed: 0, failed: 0, skipped: 0 };
const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

/** Vitest's JSON reporter: a missing report (the run died before writing it) counts nothing. */
export function countVitest(file) {
  const report = read(file);
  if (!report) return none;
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

/** Playwright's JSON reporter: a flaky test (passed on a retry) counts as failed, since the suite allows no retry. */
export function countPlaywright(file) {
  const report = read(file);
  if (!report) return none;
  const stats = report.stats ?? {};
  return {
    passed: stats.expected ?? 0,
    failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0),
    skipped: stats.skipped ?? 0,
  };
}

/** A table of the stages (time, counts, verdict), then one closing line of the totals. */
export function formatSummary(results, totalSeconds) {
  const rows = results.map(
    (r) =>
      `| ${r.label} | ${r.seconds.toFixed(0)} | ${r.counts.passed} | ${r.counts.failed} | ${r.counts.skipped} | ${r.code === 0 ? 'ok' : 'FAILED'} |`,
  );
  const total = results.reduce(
    (sum, r) => ({
      passed: sum.passed + r.counts.passed,
      failed: sum.failed + r.counts.failed + (r.code !== 0 && r.counts.failed === 0 ? 1 : 0),
      skipped: sum.skipped + r.counts.skipped,
    }),
    none,
  );
  return [
    '',
    '| stage | seconds | passed | failed | skipped | verdict |',
    '|---|---|---|---|---|---|',
    ...rows,
    `all stages: ${totalSeconds.toFixed(0)} s`,
    `${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`,
  ].join('\n');
}
