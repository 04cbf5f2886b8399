/**
 * Debian's Chromium for the browser tests, installed with apt-get when the machine lacks it (CI
 * runs as root with Debian's archive reachable); playwright-core never downloads a browser here.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];

/** Installing takes minutes on a fresh machine: give the hook that calls this a long timeout. */
export const INSTALL_TIMEOUT_MS = 600_000;

export function ensureChromium(): string {
  if (existsSync(CHROMIUM)) return CHROMIUM;
  if (process.getuid?.() !== 0) {
    throw new Error(`${CHROMIUM} is missing and this user cannot install it: run "apt-get install -y chromium" as root, then the browser tests again`);
  }
  try {
    const quiet = { stdio: ['ignore', 'ignore', 'inherit'] as ('ignore' | 'inherit')[], env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } };
    execFileSync('apt-get', ['update'], quiet);
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], quiet);
  } catch (error) {
    throw new Error(
      `${CHROMIUM} is missing and "apt-get install -y chromium" failed (${error instanceof Error ? error.message : String(error)}): the browser tests need Debian's Chromium`,
    );
  }
  if (!existsSync(CHROMIUM)) throw new Error(`"apt-get install -y chromium" ran but ${CHROMIUM} is still missing`);
  return CHROMIUM;
}

export const launchChromium = (): Promise<Browser> => chromium.launch({ executablePath: ensureChromium(), headless: true, args: FLAGS });
