/**
 * League channels from the organiser's page in Chromium (issue 30 point 4): refused first, the
 * reason beside the address it names, he binds a race to a Discord webhook (the local chats'
 * stand-in), sees it listed with its address masked, and removes it, each command once he
 * confirms; a step played through the API meanwhile reaches the stand-in. Read in Italian on a
 * phone and in English on a desktop, no wider than either.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelPost } from '../../functions/local/webhookStandIn.ts';
import { toyLeague } from '../race/toy-ruleset.ts';
import { seriousViolations } from './axe.ts';
import { INSTALL_TIMEOUT_MS } from './chromium.ts';
import { PHONE, SHOWN_MS } from './play.ts';
import { openSession, type Session } from './session.ts';

const DESKTOP = { width: 1280, height: 900 };
const SECRET = 'page-secret-0123456789';

let session: Session;
let page: Page;
beforeAll(async () => {
  session = await openSession({ [toyLeague.id]: toyLeague });
  const organiser = session.stack.organiserToken;
  await session.api('POST', '/races', { token: organiser, body: { id: 'ch1', title: 'Gara ch1', circuitId: 'oval', rulesetId: toyLeague.id, laps: 1 } });
  for (const name of ['Ada', 'Bea'])
    await session.api('POST', '/races/ch1/entries', { body: { name, email: `${name.toLowerCase()}@example.org`, language: 'it' } });
  await session.api('POST', '/races/ch1/close-registration', { token: organiser });
}, INSTALL_TIMEOUT_MS);
afterAll(() => session?.close());

const form = () => page.locator('#channel-form');
const list = () => page.locator('#channel-list-place');
const section = () => page.locator('section', { has: page.locator('#channel-form') });
const posts = async (): Promise<ChannelPost[]> => (await fetch(`${session.stack.urls.channels}.json`)).json() as Promise<ChannelPost[]>;

/** Opens the question of `button` in `where`, checks what it says, and confirms it: nothing is sent before. */
async function confirmIn(where: Locator, button: string, says: RegExp): Promise<void> {
  await where.getByRole('button', { name: button, exact: true }).click();
  const yes = where.locator('.ask button.danger');
  await expect.poll(() => yes.textContent(), { timeout: SHOWN_MS }).toMatch(says);
  await yes.click();
}

async function readable(width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  expect(await seriousViolations(page)).toEqual([]);
}

describe('league channels on the organiser’s page', () => {
  it('binds a race to a webhook once confirmed, refused first beside the address, and lists it masked', async () => {
    page = await session.openPage('/organiser', PHONE, 'it-IT');
    await page.locator('#organiser-token').fill(session.stack.organiserToken);
    await page.locator('#sign-in-form button[type="submit"]').click();
    await expect.poll(() => list().textContent(), { timeout: SHOWN_MS }).toContain('Nessun canale è collegato.');
    const address = form().getByLabel(/^Indirizzo del webhook/);
    await address.fill('http://discord.com/api/webhooks/1/abc');
    await form().getByLabel(/^Gara/).selectOption('ch1');
    await form()
      .getByLabel(/^Lingua dei suoi messaggi/)
      .selectOption('it');
    await confirmIn(form(), 'Collega il canale', /^Collega il webhook Discord alla gara ch1, in Italiano$/);
    const beside = page.locator(`#${await address.getAttribute('id')}-error`);
    await expect.poll(() => beside.textContent(), { timeout: SHOWN_MS }).toBe('a webhook address must use https');
    expect(await address.getAttribute('aria-invalid')).toBe('true');
    await address.fill(`${session.stack.urls.webhooks}/discord/${SECRET}`);
    await confirmIn(form(), 'Collega il canale', /^Collega il webhook Discord alla gara ch1, in Italiano$/);
    const masked = `${new URL(session.stack.urls.webhooks).origin}/webhooks/discord/…`;
    await expect
      .poll(() => list().locator('li.channel').textContent(), { timeout: SHOWN_MS })
      .toBe(`webhook Discord ${masked}Racconta la gara ch1 · ItalianoRimuovi`);
    expect(await list().locator('p.notice').textContent()).toBe(`Collegato: ${masked}.`);
    expect(await page.content()).not.toContain(SECRET);
    // Drawn again for the next channel, with no refusal left.
    expect((await form().locator('p.error').allTextContents()).join('')).toBe('');
    await readable(PHONE.width);
    await session.screenshot(page, 'organiser-channels-it');
    await section().screenshot({ path: 'test-artifacts/browser/organiser-channels-part-it.png' });
  }, 180_000);

  it('tells the chat of a step played through the API', async () => {
    const organiser = session.stack.organiserToken;
    await session.api('POST', '/races/ch1/resolve', { token: organiser });
    await expect
      .poll(async () => (await posts()).map((post) => (post.body as { embeds: { title: string }[] }).embeds[0]?.title), { timeout: SHOWN_MS })
      .toEqual(['Gara ch1: qualifying, esito']);
    expect(JSON.stringify(await posts())).not.toContain(SECRET);
  });

  it('reads in English on a desktop, and removes the channel once confirmed', async () => {
    await page.setViewportSize(DESKTOP);
    await page.locator('#page-language').selectOption('en');
    await expect.poll(() => list().locator('li.channel').textContent(), { timeout: SHOWN_MS }).toContain('Tells race ch1 · Italiano');
    expect(await form().textContent()).toContain('Webhook address');
    await readable(DESKTOP.width);
    await session.screenshot(page, 'organiser-channels-en-desktop');
    await section().screenshot({ path: 'test-artifacts/browser/organiser-channels-part-en-desktop.png' });
    await confirmIn(
      list().locator('li.channel'),
      'Remove',
      /^Remove Discord webhook http:\/\/127\.0\.0\.1:\d+\/webhooks\/discord\/…: it is told nothing more$/,
    );
    await expect.poll(() => list().textContent(), { timeout: SHOWN_MS }).toContain('No channel is bound.');
    expect(await list().locator('p.notice').textContent()).toMatch(/^Removed: Discord webhook /);
    expect((await session.api('GET', '/channels', { token: session.stack.organiserToken })).channels).toEqual([]);
    expect(session.pageErrors).toEqual([]);
  });
});
