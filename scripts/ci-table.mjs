#!/usr/bin/env node
// Prints one row per package: typecheck, lint, test (count) and stories (count) with their results and times, so a
// squad sees its package's state at a glance. Reads turbo's run summaries (`turbo run ... --summarize` writes
// .turbo/runs/<id>.json) and the JSON reports vitest writes (test-results/vitest.json, test-results/storybook.json).
//   node scripts/ci-table.mjs [--since <epoch ms>]   (only summaries of runs started at or after that time)
// Exits 0 always: it reports, the steps before it decide.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const COLUMNS = [
  ['typecheck', 'typecheck', null],
  ['lint', 'lint', null],
  ['test', 'test', 'vitest.json'],
  ['stories', 'test-storybook', 'storybook.json'],
];

const sinceArg = process.argv.indexOf('--since');
const since = sinceArg > 0 ? Number(process.argv[sinceArg + 1]) : 0;

/** The latest execution of each package#task across the run summaries. */
export function readRuns(runsDir = path.join(ROOT, '.turbo', 'runs'), from = since) {
  const latest = new Map();
  if (!existsSync(runsDir)) return latest;
  for (const file of readdirSync(runsDir).filter((name) => name.endsWith('.json'))) {
    let summary;
    try {
      summary = JSON.parse(readFileSync(path.join(runsDir, file), 'utf8'));
    } catch {
      continue;
    }
    if ((summary.execution?.startTime ?? 0) < from) continue;
    for (const task of summary.tasks ?? []) {
      const run = {
        directory: task.directory,
        exitCode: task.execution?.exitCode,
        ms: (task.execution?.endTime ?? 0) - (task.execution?.startTime ?? 0),
        cached: task.cache?.status === 'HIT',
        at: task.execution?.startTime ?? 0,
      };
      const previous = latest.get(task.taskId);
      if (!previous || previous.at <= run.at) latest.set(task.taskId, run);
    }
  }
  return latest;
}

function countOf(directory, report) {
  const file = path.join(ROOT, directory, 'test-results', report);
  if (!existsSync(file)) return '';
  try {
    const result = JSON.parse(readFileSync(file, 'utf8'));
    const failed = result.numFailedTests ?? 0;
    return failed ? ` ${result.numPassedTests ?? 0}/${result.numTotalTests ?? 0}` : ` ${result.numPassedTests ?? 0}`;
  } catch {
    return '';
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)}s`;

export function cell(run, report) {
  if (!run) return '-';
  if (run.exitCode === undefined || run.exitCode === null) return 'not run';
  const verdict = run.exitCode === 0 ? 'ok' : 'FAIL';
  const count = report ? countOf(run.directory, report) : '';
  return `${verdict}${count} ${run.cached ? 'cached' : seconds(run.ms)}`;
}

export function table(latest) {
  const packages = [...new Set([...latest.keys()].map((id) => id.slice(0, id.lastIndexOf('#'))))].sort();
  const rows = packages.map((name) => [
    name,
    ...COLUMNS.map(([, task, report]) => cell(latest.get(`${name}#${task}`), report)),
  ]);
  const header = ['package', ...COLUMNS.map(([title]) => title)];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i].length)));
  const line = (row) => row.map((text, i) => text.padEnd(widths[i])).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const latest = readRuns();
  console.log(latest.size ? table(latest) : 'No turbo run summaries found (run turbo with --summarize).');
}
