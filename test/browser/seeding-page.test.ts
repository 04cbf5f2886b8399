/**
 * Tiers seeded by rating from the organiser's page in Chromium (issue 29): the ratings come from
 * two races of the toy league played over the API, r1 Ada, Bea, Cid (+16.0, 0, −16.0 for drivers
 * at 1500.0) and x1 Gus ahead of Hal (±16.0), so Gus and Ada 1516.0, Bea 1500.0, Hal and Cid
 * 1484.0, Ian never rated (docs/leagues.md, "Seeding by rating"). The organiser lists them and the
 * tiers' sizes in the season's form and reads each tier's drivers in rating order, in Italian at
 * phone width and in English at desktop width.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raceInOrder } from '../league/toy-races.ts';
import { toyLeague } from '../race/toy-ruleset.ts';
import { seriousViolations } from './axe.ts';
import { INSTALL_TIMEOUT_MS } from './chromium.ts';
import { ENGLISH, PHONE, SHOWN_MS } from './play.ts';
import { openSession, type Session } from './session.ts';

const DESKTOP = { width: 1280, height: 900 };

let session: Session;
beforeAll(async () => {
  session = await openSession({ [toyLeague.id]: toyLeague });
  const organiser = session.stack.organiserToken;
  const send = (method: 'GET' | 'POST', path: string, body?: unknown, token?: string) =>
    session.api(method, path, { ...(token ? { token } : {}), ...(body === undefined ? {} : { body }) });
  await raceInOrder(send, 'r1', ['Ada', 'Bea', 'Cid'], undefined, organiser);
  await raceInOrder(send, 'x1', ['Gus', 'Hal'], undefined, organiser);
}, INSTALL_TIMEOUT_MS);
afterAll(() => session?.close());

/** The organiser's page, signed in, at `viewport` in the browser's language `locale`. */
async function signedIn(viewport: { width: number; height: number }, locale: string): Promise<Page> {
  const page = await session.openPage('/organiser', viewport, locale);
  await page.locator('#organiser-token').fill(session.stack.organiserToken);
  await page.locator('#sign-in-form button[type="submit"]').click();
  await page.locator('#organiser').waitFor({ timeout: SHOWN_MS });
  return page;
}

/** Lists the drivers and the sizes in the seeding part of the season's form and asks for the tiers. */
async function seed(page: Page, summary: string, button: string, sizes: string): Promise<void> {
  const part = page.locator('#season-seeding');
  if (!(await part.locator('details').evaluate((details) => (details as HTMLDetailsElement).open))) await part.getByText(summary).click();
  await expect.poll(() => part.locator('#season-seed-game').inputValue(), { timeout: SHOWN_MS }).toBe(toyLeague.id);
  await part.locator('#season-seed-drivers').fill('Ian\nHal\nBea\nGus\nAda\nCid');
  await part.locator('#season-seed-sizes').fill(sizes);
  await part.getByRole('button', { name: button, exact: true }).click();
}

const seeded = (page: Page) =>
  page
    .locator('#season-tiers fieldset')
    .evaluateAll((tiers) => tiers.map((tier) => Array.from(tier.querySelectorAll('ol.season-seeded li'), (item) => item.textContent ?? '')));

describe('the season’s tiers seeded by rating on the organiser’s page', () => {
  it('in Italian at phone width: a refusal naming the sizes, then each tier’s drivers in rating order', async () => {
    const page = await signedIn(PHONE, 'it-IT');
    await seed(page, 'Componi le serie per punteggio Elo', 'Componi le serie', '2, 2');
    await expect.poll(() => page.locator('#season-seed-refusal').textContent(), { timeout: SHOWN_MS }).toMatch(/^Le serie non sono state composte: sizes: /);

    await seed(page, 'Componi le serie per punteggio Elo', 'Componi le serie', '2, 4');
    // Gus and Ada are level: Gus was listed first. Hal and Cid too.
    await expect
      .poll(() => seeded(page), { timeout: SHOWN_MS })
      .toEqual([
        ['Gus: 1516,0 (1 gara)', 'Ada: 1516,0 (1 gara)'],
        ['Bea: 1500,0 (1 gara)', 'Hal: 1484,0 (1 gara)', 'Cid: 1484,0 (1 gara)', 'Ian: ancora senza punteggio'],
      ]);
    expect(await page.locator('#season-seed-refusal').textContent()).toBe('');
    // The races' titles are the test's own, in English: the seeding's part and each tier's drivers are read.
    const text = await page
      .locator('#season-seeding, #season-tiers p.help, #season-tiers ol.season-seeded')
      .evaluateAll((parts) => parts.map((part) => part.textContent).join('\n'));
    expect(ENGLISH.exec(text)?.[0]).toBeUndefined();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('#season-form').screenshot({ path: 'test-artifacts/browser/seeding-form-it.png' });
  });

  it('in English at desktop width', async () => {
    const page = await signedIn(DESKTOP, 'en-US');
    await seed(page, 'Seed the tiers by rating', 'Seed the tiers', '2 4');
    await expect
      .poll(() => seeded(page), { timeout: SHOWN_MS })
      .toEqual([
        ['Gus: 1516.0 (1 race)', 'Ada: 1516.0 (1 race)'],
        ['Bea: 1500.0 (1 race)', 'Hal: 1484.0 (1 race)', 'Cid: 1484.0 (1 race)', 'Ian: no rating yet'],
      ]);
    await page.locator('#season-form').screenshot({ path: 'test-artifacts/browser/seeding-form-en.png' });
  });

  it('places a newcomer the organiser adds to the next season by his rating: Ian, never rated, in the last tier', async () => {
    const organiser = session.stack.organiserToken;
    const tiers = [
      { name: 'Serie A', races: ['r1'] },
      { name: 'Serie B', races: ['x1'] },
    ];
    await session.api('POST', '/seasons', { token: organiser, body: { id: 's1', title: '2026', rules: { promote: 1, relegate: 1, tieBreaks: [] }, tiers } });
    // Gus goes up, Cid down: Ada, Bea, Gus / Cid, Hal.
    await session.api('POST', '/seasons/s1/close', { token: organiser, body: {} });
    const page = await signedIn(PHONE, 'it-IT');
    await page.locator('#season-open-id').fill('s1');
    await page.locator('#season-open-form button[type="submit"]').click();
    const shown = page.locator('#season-shown');
    await shown.getByRole('button', { name: 'Inizia la prossima stagione', exact: true }).click();
    const ask = shown.locator('.ask');
    await ask.waitFor({ timeout: SHOWN_MS });
    await ask.getByLabel(/^Identificativo della prossima stagione/).fill('s2');
    await ask.getByLabel(/^Il suo titolo/).fill('2027');
    await ask.getByLabel(/^Laps/).fill('1');
    await ask.getByRole('button', { name: 'Aggiungi un pilota nuovo', exact: true }).click();
    await ask.getByLabel(/^Pilota nuovo 1: nome/).fill('Ian');
    await ask.getByLabel(/^Pilota nuovo 1: email/).fill('ian@example.org');
    await ask.getByLabel(/^Pilota nuovo 1: lingua/).selectOption('it');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await ask.screenshot({ path: 'test-artifacts/browser/seeding-newcomers-it.png' });
    await ask.locator('button.danger').click();
    await expect.poll(() => shown.locator('p.outcome').textContent(), { timeout: SHOWN_MS }).toBe('Prossima stagione iniziata: 2027.');
    const entrants = async (raceId: string) => (await session.api('GET', `/races/${raceId}`)).race.entries.map(({ name }: { name: string }) => name);
    expect(await entrants('s2_1_1')).toEqual(['Ada', 'Bea', 'Gus']);
    expect(await entrants('s2_2_1')).toEqual(['Cid', 'Hal', 'Ian']);
    expect(session.pageErrors).toEqual([]);
  });
});
