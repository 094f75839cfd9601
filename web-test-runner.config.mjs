// @web/test-runner with Debian's Chromium driven by puppeteer-core (no browser download).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defaultReporter } from '@web/test-runner';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';

const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';

function count(suite, acc) {
  if (!suite) return acc;
  for (const t of suite.tests) {
    if (t.skipped) acc.skipped++;
    else if (t.passed) acc.passed++;
    else acc.failed++;
  }
  for (const s of suite.suites) count(s, acc);
  return acc;
}

/** Writes the counts for scripts/test.mjs, which prints the closing "N passed, N failed" line. */
function summaryReporter() {
  return {
    stop({ sessions }) {
      const acc = { passed: 0, failed: 0, skipped: 0 };
      for (const session of sessions) {
        count(session.testResults, acc);
        // A file that failed to load ran no test: count it as a failure.
        if (!session.passed && !session.testResults?.tests.length && !session.testResults?.suites.length) acc.failed++;
      }
      if (process.env.WTR_SUMMARY) writeFileSync(process.env.WTR_SUMMARY, JSON.stringify(acc));
    },
  };
}

export default {
  files: process.env.WTR_FILES ? process.env.WTR_FILES.split(',') : ['test/browser/**/*.test.ts'],
  nodeResolve: { exportConditions: ['production'] },
  concurrency: 1,
  rootDir: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: fileURLToPath(new URL('./tsconfig.json', import.meta.url)) })],
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath,
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--disable-dev-shm-usage',
        ],
      },
    }),
  ],
  reporters: [defaultReporter(), summaryReporter()],
  testFramework: { config: { timeout: 20000 } },
  browserStartTimeout: 60000,
  testsFinishTimeout: 600000,
};
