/**
 * What a browser test drives: the local stack (as `npm start` runs it, on free ports and a data
 * folder of its own), its API called as any client does, and Chromium pages on it, each in a
 * browser context of its own (its own localStorage). Screenshots go to test-artifacts/browser/.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { AnyRuleset } from '../../domain/race/any-ruleset.ts';
import { type LocalStack, startLocal } from '../../functions/local/stack.ts';
import { launchChromium } from './chromium.ts';

const ARTIFACTS = join('test-artifacts', 'browser');

export interface Session {
  stack: LocalStack;
  /** The API's answer; a refusal throws with its problem document. */
  api(method: 'GET' | 'POST', path: string, options?: { token?: string; body?: unknown }): Promise<any>;
  /** A page in a fresh browser context, under the pages' own Content-Security-Policy; `locale` is the browser's language (en-US by default). */
  openPage(path: string, viewport?: { width: number; height: number }, locale?: string): Promise<Page>;
  screenshot(page: Page, name: string): Promise<Buffer>;
  /** Every script error any page raised, and every style or script its Content-Security-Policy refused. */
  pageErrors: string[];
  close(): Promise<void>;
}

export async function openSession(rulesets: Record<string, AnyRuleset>): Promise<Session> {
  const browser: Browser = await launchChromium();
  const dataDir = await mkdtemp(join(tmpdir(), 'speed-master-web-'));
  let stack: LocalStack;
  try {
    stack = await startLocal({ rulesets, dataDir, port: 0, resolveEveryMs: 3_600_000, log: () => {} });
  } catch (error) {
    await browser.close();
    throw error;
  }
  // Local mode bundles the page's client on its first request (functions/web/assets.ts): done here,
  // in the set-up's time, rather than in the first test's, where a busy machine makes it seconds.
  const client = await fetch(`${stack.urls.api}/web/app.js`);
  if (!client.ok) {
    const failure = new Error(`the page's client could not be bundled: ${client.status} ${await client.text()}`);
    await Promise.all([browser.close(), stack.stop()]);
    throw failure;
  }
  await mkdir(ARTIFACTS, { recursive: true });
  const pageErrors: string[] = [];
  return {
    stack,
    pageErrors,
    async api(method, path, { token, body } = {}) {
      const response = await fetch(`${stack.urls.api}${path}`, {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const answer = (await response.json()) as unknown;
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(answer)}`);
      return answer;
    },
    async openPage(path, viewport = { width: 1024, height: 900 }, locale = undefined) {
      const context = await browser.newContext({ viewport, ...(locale ? { locale } : {}) });
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(`${path}: ${error.message}`));
      // A style or script the page's policy refused is a page drawn wrong (a drawing left black), not a warning.
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) pageErrors.push(`${path}: ${message.text()}`);
      });
      await page.goto(`${stack.urls.api}${path}`);
      return page;
    },
    screenshot: (page, name) => page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true }),
    async close() {
      await browser.close();
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
