import { defineConfig, devices } from '@playwright/test';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Browser: CHROME_PATH, else Debian's /usr/bin/chromium, else Playwright's own (npx playwright install chromium). */
export const EXECUTABLE_PATH =
  process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
/**
 * The suite runs as two halves side by side, each against a server of its own on a fresh data folder (the demo
 * seed is each half's starting point): the console's pages, and everything else. A browser test mostly waits
 * (about a third of two cores is busy with one at a time), so two halves take about half the time. Within a
 * half, files run one at a time, in order, as they always did.
 */
const firstPort = Number(process.env.E2E_PORT ?? 3210);
const CONSOLE_FILES =
  /\/(console[^/]*|gallery|exam-console|enterprise-console|accessibility-console)\.spec\.ts$/;
const halves = [
  { name: 'portal', testIgnore: CONSOLE_FILES },
  { name: 'console', testMatch: CONSOLE_FILES },
].map((half, i) => ({
  ...half,
  port: firstPort + i,
  dataDir: dataDirOf(half.name),
}));

/** Made once, by the runner: its workers load this file again and find the folder in their environment. */
function dataDirOf(half: string): string {
  const key = `E2E_DATA_DIR_${half.toUpperCase()}`;
  process.env[key] ??= mkdtempSync(join(tmpdir(), `peixun-e2e-${half}-`));
  return process.env[key];
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--autoplay-policy=no-user-gesture-required',
];

export default defineConfig({
  testDir: './e2e',
  // A test's time and its waits are for a hung page, not speed (that is the bench's): CI hosts have run four times
  // slower than a quiet one, and a 35-second flow of the console took past 60 seconds on one of them.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  workers: halves.length,
  retries: 0,
  reporter: [['list']],
  use: {
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    locale: 'zh-CN',
  },
  projects: halves.map(({ name, port, dataDir, ...files }) => ({
    name,
    ...files,
    workers: 1,
    // The half's data folder, for what a test reads from it (the SMS outbox: e2e/helpers.ts).
    metadata: { dataDir },
    use: {
      ...devices['Desktop Chrome'],
      baseURL: `http://127.0.0.1:${port}`,
      launchOptions: { executablePath: EXECUTABLE_PATH, args: CHROMIUM_ARGS },
    },
  })),
  webServer: halves.map(({ port, dataDir }) => ({
    // E2E_SERVE: another build to try (`node /tmp/build/server/index.js`), e.g. beside a run from dist/.
    command: process.env.E2E_SERVE ?? 'npm run serve',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    // bcrypt's least work for the passwords the suite sets and signs in with, hundreds of times
    // (README: configuration).
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PASSWORD_HASH_COST: '4',
      // No reminder timer: specs make sessions that start within the hour with learner01 signed up, and a notice
      // arriving in the middle of another spec would change what it sees. The specs send reminders by staff's
      // "remind now" (calendar.spec.ts); the timer is the server process tests' (reminders-processes.test.ts).
      REMINDER_TICK_MS: '0',
    },
  })),
});
