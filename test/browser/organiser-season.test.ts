/**
 * A league's season from the organiser's page in Chromium (issue 29): the organiser creates six
 * races on the page, plays each of their steps from the page once the players (through the API)
 * have sent their submissions, builds a season of two tiers of three races from them, sees each
 * tier's final order and who would go up and down, closes the season and starts the next one, each
 * command once he confirms. The game is the toy of test/race, scored 3, 2 and 1 for the first
 * three places, whose finishing order the pole laps force: so the standings, the tie-break,
 * promotion and relegation are worked out by hand below (as in test/league/season-api.test.ts).
 * A season whose races go on from one another (the toy made to carry, as Lamborghini's Long game
 * does), set up through the API, has its later race created from the page once the one before is
 * played out.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toyCarrying, toyLeague } from '../race/toy-ruleset.ts';
import { seriousViolations } from './axe.ts';
import { INSTALL_TIMEOUT_MS } from './chromium.ts';
import { ENGLISH, expectReadable, PHONE, raceOf, SHOWN_MS } from './play.ts';
import { openSession, type Session } from './session.ts';

const DESKTOP = { width: 1280, height: 900 };
const league = toyLeague;
const carrying = toyCarrying;

let session: Session;
let page: Page;
beforeAll(async () => {
  session = await openSession({ [league.id]: league, [carrying.id]: carrying });
}, INSTALL_TIMEOUT_MS);
afterAll(() => session?.close());

const card = (raceId: string) => page.locator(`article.organiser-race[data-race="${raceId}"]`);

/** Opens a command's question in `where`, checks what its button says, and confirms it: nothing is sent before. */
async function confirmIn(where: Locator, button: string, says: RegExp, fill?: (ask: Locator) => Promise<void>): Promise<void> {
  await where.getByRole('button', { name: button, exact: true }).click();
  const ask = where.locator('.ask');
  await ask.waitFor({ timeout: SHOWN_MS });
  await fill?.(ask);
  const yes = ask.locator('button.danger');
  await expect.poll(() => yes.textContent(), { timeout: SHOWN_MS }).toMatch(says);
  await yes.click();
}

/** A race command from its card, once confirmed, and what the card then says of it. */
async function onCard(raceId: string, button: string, says: RegExp, notice: RegExp | string): Promise<void> {
  await confirmIn(card(raceId), button, says);
  // The card is drawn again once the command is answered, without its question.
  await expect.poll(() => card(raceId).locator('.ask').count(), { timeout: SHOWN_MS }).toBe(0);
  await expect.poll(() => card(raceId).locator('p.notice, p.error').textContent(), { timeout: SHOWN_MS }).toMatch(notice);
}

/** The race created on the page: the toy game on its oval, one lap. */
async function createRace(raceId: string): Promise<void> {
  const settings = page.locator('#new-race-settings');
  await expect.poll(() => settings.getAttribute('data-ruleset'), { timeout: SHOWN_MS }).toBe(league.id);
  await settings.getByLabel(/^Identificativo della gara/).fill(raceId);
  await settings.getByLabel(/^Titolo/).fill(`Gara ${raceId}`);
  await settings.getByLabel(/^Laps/).fill('1');
  await page.locator('#new-race-form button[type="submit"]').click();
  await expect.poll(() => page.locator('#new-race-done').textContent(), { timeout: SHOWN_MS }).toBe(`Creata: Gara ${raceId}. Apri la sua pagina`);
  await card(raceId).waitFor({ timeout: SHOWN_MS });
}

/**
 * A race whose drivers finish in the order given: they register and send their pole laps in that
 * order (the toy's grid puts them on squares 0, -1, -2), then all move 6 squares twice, ending on
 * 12, 11 and 10 of a 10-square lap, in grid order. The organiser closes registration and plays
 * each step from the race's card.
 */
async function raceInOrder(raceId: string, order: readonly string[]): Promise<void> {
  const tokens = new Map<string, string>();
  for (const name of order) {
    const body = { name, email: `${name.toLowerCase()}@example.org`, language: name === 'Cleo' ? 'it' : 'en' };
    tokens.set(name, (await session.api('POST', `/races/${raceId}/entries`, { body })).token);
  }
  const each = async (path: string, body: (index: number) => unknown) => {
    for (const [index, name] of order.entries()) await session.api('POST', `/races/${raceId}/${path}`, { token: tokens.get(name) ?? '', body: body(index) });
  };
  await page.locator('#races-reload').click();
  await expect.poll(() => card(raceId).textContent(), { timeout: SHOWN_MS }).toContain('3 auto');
  await onCard(raceId, 'Chiudi le iscrizioni', /^Chiudi le iscrizioni/, 'Le iscrizioni sono chiuse.');
  await each('qualifying', (index) => ({ turns: index + 1 }));
  await onCard(raceId, 'Gioca il passo ora', /^Gioca ora il passo/, /^Giocato il passo/);
  await each('setup', () => ({ tyres: 'soft' }));
  await onCard(raceId, 'Gioca il passo ora', /^Gioca ora il passo/, /^Giocato il passo/);
  for (const turn of [1, 2]) {
    await each('moves', () => ({ turn, speed: 6 }));
    await onCard(raceId, 'Gioca il passo ora', /^Gioca ora il passo/, /^Giocato il passo/);
  }
  expect((await raceOf(session, raceId)).phase).toBe('finished');
  await expect.poll(() => card(raceId).locator('.state').textContent()).toMatch(/^Conclusa il /);
}

/**
 * The season's parts read in Italian, no wider than the phone, with no serious accessibility fault:
 * the toy game's own words (its settings, its steps) have no Italian, so the rest of the page is not read for English.
 */
async function seasonReadable(): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('it');
  const text = await page.locator('#season-form, #season-shown').evaluateAll((parts) => parts.map((part) => part.textContent).join('\n'));
  expect(ENGLISH.exec(text)?.[0]).toBeUndefined();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await seriousViolations(page)).toEqual([]);
}

/** Each row of a tier's table on the page: place, driver, points, what decided the place, where the driver goes. */
const rowsOf = (tier: string) =>
  page
    .locator(`#season-shown section.season-tier[data-tier="${tier}"] tbody tr`)
    .evaluateAll((rows) => rows.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')));

describe('a season of two tiers built on the organiser’s page', () => {
  it('creates the six races on the page and plays each to the finish in the order its pole laps force', async () => {
    page = await session.openPage('/organiser', PHONE, 'it-IT');
    await page.locator('#organiser-token').fill(session.stack.organiserToken);
    await page.locator('#sign-in-form button[type="submit"]').click();
    await page.locator('#organiser').waitFor({ timeout: SHOWN_MS });
    for (const raceId of ['a1', 'a2', 'a3', 'b1', 'b2', 'b3']) await createRace(raceId);
    // Serie A: Ada 3 + 3 + 1 = 7, Bea 2 + 2 + 3 = 7, Cleo 1 + 1 + 2 = 4; Ada and Bea level, Ada
    // with two wins to Bea's one (count-back).
    await raceInOrder('a1', ['Ada', 'Bea', 'Cleo']);
    await raceInOrder('a2', ['Ada', 'Bea', 'Cleo']);
    await raceInOrder('a3', ['Bea', 'Cleo', 'Ada']);
    // Serie B: Dan 2 + 3 + 3 = 8, Eve 3 + 2 + 1 = 6, Fay 1 + 1 + 2 = 4.
    await raceInOrder('b1', ['Eve', 'Dan', 'Fay']);
    await raceInOrder('b2', ['Dan', 'Eve', 'Fay']);
    await raceInOrder('b3', ['Dan', 'Fay', 'Eve']);
  });

  it('creates the season from the races ticked in each tier, refused first naming the field, once confirmed', async () => {
    await page.locator('#season-id').fill('lega26');
    await page.locator('#season-title').fill('Lega 2026');
    await page.locator('#season-tie-break-1').selectOption('countBack');
    await page.locator('#season-tie-break-2').selectOption('headToHead');
    const tier = (t: number) => page.locator('#season-tiers fieldset').nth(t);
    await tier(0).getByLabel(/^Nome/).fill('Serie A');
    await tier(1).getByLabel(/^Nome/).fill('Serie B');
    for (const raceId of ['a1', 'a2', 'a3']) await tier(0).getByLabel(`Gara ${raceId} (${raceId})`).check();
    for (const raceId of ['b1', 'b2']) await tier(1).getByLabel(`Gara ${raceId} (${raceId})`).check();
    const form = page.locator('#season-form');
    await confirmIn(form, 'Crea la stagione', /^Crea la stagione Lega 2026: 2 serie di 3 gare$/);
    await expect
      .poll(() => page.locator('#season-error').textContent(), { timeout: SHOWN_MS })
      .toBe('La stagione non è stata creata: tiers[1].races: every tier races the same calendar: 3 races, as the first tier');
    await tier(1).getByLabel('Gara b3 (b3)').check();
    await confirmIn(form, 'Crea la stagione', /^Crea la stagione Lega 2026: 2 serie di 3 gare$/);
    await expect.poll(() => page.locator('#season-done').textContent(), { timeout: SHOWN_MS }).toBe('Stagione creata: Lega 2026. La sua pagina pubblica');
    expect(await page.locator('#season-error').textContent()).toBe('');
    await seasonReadable();
    await session.screenshot(page, 'organiser-season-form-it');
    await form.screenshot({ path: 'test-artifacts/browser/organiser-season-form-part-it.png' });
    expect((await session.api('GET', '/seasons/lega26')).season).toMatchObject({
      rulesetId: league.id,
      rules: { promote: 1, relegate: 1, tieBreaks: ['countBack', 'headToHead'] },
      tiers: [
        { name: 'Serie A', races: [{ raceId: 'a1' }, { raceId: 'a2' }, { raceId: 'a3' }] },
        { name: 'Serie B', races: [{ raceId: 'b1' }, { raceId: 'b2' }, { raceId: 'b3' }] },
      ],
    });
  });

  it('shows each tier’s final order, the tie broken by count-back, and who would go up and down', async () => {
    await expect
      .poll(() => rowsOf('Serie A'), { timeout: SHOWN_MS })
      .toEqual([
        ['1', 'Ada', '7', 'piazzamenti', 'resta'],
        ['2', 'Bea', '7', 'piazzamenti', 'resta'],
        ['3', 'Cleo', '4', 'punti', 'scende in Serie B'],
      ]);
    expect(await rowsOf('Serie B')).toEqual([
      ['1', 'Dan', '8', 'punti', 'sale in Serie A'],
      ['2', 'Eve', '6', 'punti', 'resta'],
      ['3', 'Fay', '4', 'punti', 'resta'],
    ]);
    const shown = page.locator('#season-shown');
    expect(await shown.locator('thead th').last().textContent()).toBe('Se finisse ora');
    expect(await shown.textContent()).toContain('La stagione è in corso.');
  });

  it('closes the season once confirmed: Dan goes up, Cleo goes down, every driver emailed', async () => {
    const shown = page.locator('#season-shown');
    await confirmIn(shown, 'Chiudi la stagione', /^Chiudi per sempre Lega 2026 e scrivi a ogni pilota$/);
    await expect.poll(() => shown.locator('p.outcome').textContent(), { timeout: SHOWN_MS }).toBe('La stagione è chiusa; scritto a 6 piloti.');
    expect(await shown.locator('thead th').last().textContent()).toBe('Prossima stagione');
    expect(await rowsOf('Serie A')).toEqual([
      ['1', 'Ada', '7', 'piazzamenti', 'resta'],
      ['2', 'Bea', '7', 'piazzamenti', 'resta'],
      ['3', 'Cleo', '4', 'punti', 'scende in Serie B'],
    ]);
    const { closing } = (await session.api('GET', '/seasons/lega26')).season;
    expect(closing.tiers).toEqual([
      ['Ada', 'Bea', 'Dan'],
      ['Cleo', 'Eve', 'Fay'],
    ]);
    expect(closing.movements).toEqual(
      expect.arrayContaining([
        { driver: 'Dan', from: 1, to: 0, move: 'promoted' },
        { driver: 'Cleo', from: 0, to: 1, move: 'relegated' },
      ]),
    );
    await seasonReadable();
    await session.screenshot(page, 'organiser-season-closed-it');
    await shown.screenshot({ path: 'test-artifacts/browser/organiser-season-shown-it.png' });
  });

  it('links each driver’s email of the close to the season’s public page, which anyone reads in his language', async () => {
    const { emails } = (await (await fetch(`${session.stack.urls.mailbox}store`)).json()) as {
      emails: { destination: { to: string[] }; subject: string; body: { text?: string } }[];
    };
    const cleo = emails.find((email) => email.destination.to.includes('cleo@example.org') && email.subject === 'Lega 2026: la stagione è finita');
    const link = /Le classifiche di ogni serie: (\S+)/.exec(cleo?.body.text ?? '')?.[1] ?? '';
    expect(link).toBe(`${session.stack.urls.api}/seasons/lega26/standings`);

    const reader = await session.openPage(new URL(link).pathname, PHONE, 'it-IT');
    const rows = (tier: string) =>
      reader
        .locator(`section.season-tier[data-tier="${tier}"] tbody tr`)
        .evaluateAll((found) => found.map((row) => Array.from(row.querySelectorAll('td'), (cell) => cell.textContent ?? '')));
    await expect
      .poll(() => rows('Serie A'), { timeout: SHOWN_MS })
      .toEqual([
        ['1', 'Ada', '7', 'piazzamenti', 'resta'],
        ['2', 'Bea', '7', 'piazzamenti', 'resta'],
        ['3', 'Cleo', '4', 'punti', 'scende in Serie B'],
      ]);
    expect(await reader.locator('h1').textContent()).toBe('Lega 2026');
    expect(await reader.title()).toBe('Lega 2026 — Speed Master');
    await expectReadable({ page: reader, language: 'it' });
    await session.screenshot(reader, 'season-page-it');

    const wide = await session.openPage('/seasons/lega26/standings', DESKTOP, 'en-GB');
    await expect
      .poll(() => wide.locator('section.season-tier[data-tier="Serie B"] tbody tr').first().textContent(), { timeout: SHOWN_MS })
      .toBe('1Dan8pointsup to Serie A');
    expect(await wide.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
    await session.screenshot(wide, 'season-page-en-desktop');
    const missing = await session.openPage('/seasons/nessuna/standings', PHONE, 'it-IT');
    await expect
      .poll(() => missing.locator('#season-status').textContent(), { timeout: SHOWN_MS })
      .toBe('Non è stato possibile caricare la stagione: id: no such season');
  });

  it('starts the next season over the calendar and settings given, every driver in his new tier', async () => {
    const shown = page.locator('#season-shown');
    await confirmIn(shown, 'Inizia la prossima stagione', /^Inizia Lega 2027: 6 gare, ogni pilota iscritto/, async (ask) => {
      await ask.getByLabel(/^Identificativo della prossima stagione/).fill('lega27');
      await ask.getByLabel(/^Il suo titolo/).fill('Lega 2027');
      expect(await ask.getByLabel(/^Gara 1: titolo/).inputValue()).toBe('Gara a1');
      await ask.getByLabel(/^Laps/).fill('1');
    });
    await expect.poll(() => shown.locator('p.outcome').textContent(), { timeout: SHOWN_MS }).toBe('Prossima stagione iniziata: Lega 2027.');
    const entrants = async (raceId: string) => (await raceOf(session, raceId)).entries.map(({ name }: { name: string }) => name).sort();
    expect(await entrants('lega27_1_1')).toEqual(['Ada', 'Bea', 'Dan']);
    expect(await entrants('lega27_2_3')).toEqual(['Cleo', 'Eve', 'Fay']);
    expect(await raceOf(session, 'lega27_2_3')).toMatchObject({ laps: 1, title: 'Gara a3 (Serie B)' });
    await session.screenshot(page, 'organiser-season-next-it');
  });

  it('lists every season, newest first, and shows the one clicked', async () => {
    const list = page.locator('#season-list li');
    await expect
      .poll(() => list.allTextContents(), { timeout: SHOWN_MS })
      .toEqual(['Lega 2027 (lega27): toy-league, 2 serie di 3 gare, in corso', 'Lega 2026 (lega26): toy-league, 2 serie di 3 gare, chiusa']);
    const shown = page.locator('#season-shown article.season');
    await page.locator('#season-list').getByRole('button', { name: 'Lega 2027', exact: true }).click();
    await expect.poll(() => shown.getAttribute('data-season'), { timeout: SHOWN_MS }).toBe('lega27');
    expect(await shown.textContent()).toContain('La stagione è in corso.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.locator('#season-list').screenshot({ path: 'test-artifacts/browser/organiser-season-list-it.png' });
    await page.locator('#season-list').getByRole('button', { name: 'Lega 2026', exact: true }).click();
    await expect.poll(() => shown.getAttribute('data-season'), { timeout: SHOWN_MS }).toBe('lega26');
  });

  it('reads in English too, and at 1280 px', async () => {
    await page.locator('#page-language').selectOption('en');
    await expect.poll(() => page.locator('#season-shown thead th').last().textContent(), { timeout: SHOWN_MS }).toBe('Next season');
    expect(await rowsOf('Serie B')).toEqual([
      ['1', 'Dan', '8', 'points', 'up to Serie A'],
      ['2', 'Eve', '6', 'points', 'stays'],
      ['3', 'Fay', '4', 'points', 'stays'],
    ]);
    expect(await page.locator('#season-list li').allTextContents()).toEqual([
      'Lega 2027 (lega27): toy-league, 2 tiers of 3 races, under way',
      'Lega 2026 (lega26): toy-league, 2 tiers of 3 races, closed',
    ]);
    await expectReadable({ page, language: 'en' });
    await page.setViewportSize(DESKTOP);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(DESKTOP.width);
    await page.locator('#season-shown').scrollIntoViewIfNeeded();
    await session.screenshot(page, 'organiser-season-en-desktop');
    await page.locator('#season-shown').screenshot({ path: 'test-artifacts/browser/organiser-season-shown-en-desktop.png' });
    await page.locator('#season-list').screenshot({ path: 'test-artifacts/browser/organiser-season-list-en-desktop.png' });
  });

  it('creates the races of a season whose races go on from one another once the race each follows has finished', async () => {
    const organiser = { token: session.stack.organiserToken };
    /** Plays the race's steps now, every car moved by the toy's own player, to its finish. */
    const playOut = async (raceId: string) => {
      await session.api('POST', `/races/${raceId}/close-registration`, organiser);
      for (let steps = 0; (await raceOf(session, raceId)).phase !== 'finished'; steps++) {
        expect(steps).toBeLessThan(40);
        await session.api('POST', `/races/${raceId}/resolve`, organiser);
      }
    };
    await session.api('POST', '/races', { ...organiser, body: { id: 'c1', title: 'C1', circuitId: 'oval', rulesetId: carrying.id, laps: 1 } });
    for (const name of ['Ada', 'Bea'])
      await session.api('POST', '/races/c1/entries', { body: { name, email: `${name.toLowerCase()}@example.org`, language: 'en' } });
    await playOut('c1');
    await session.api('POST', '/seasons', {
      ...organiser,
      body: { id: 'carry1', title: 'Carry 1', rules: { promote: 0, relegate: 0, tieBreaks: [] }, tiers: [{ name: 'Uno', races: ['c1'] }] },
    });
    await session.api('POST', '/seasons/carry1/close', organiser);
    const calendar = [
      { title: 'GP 1', circuitId: 'oval' },
      { title: 'GP 2', circuitId: 'oval' },
    ];
    await session.api('POST', '/seasons/carry1/next', { ...organiser, body: { id: 'carry2', title: 'Carry 2', calendar, options: { laps: 1 } } });

    await page.setViewportSize(PHONE);
    await page.locator('#season-open-id').fill('carry2');
    await page.locator('#season-open-form button[type="submit"]').click();
    const shown = page.locator('#season-shown');
    await expect.poll(() => shown.locator('article.season').getAttribute('data-season'), { timeout: SHOWN_MS }).toBe('carry2');
    expect(await shown.locator('ol.season-races li').allTextContents()).toEqual(['GP 1 (Uno) (oval): Registration is open', 'carry2_1_2: not created yet']);
    const says = /^Create every race of Carry 2 whose race before it has finished, and email its drivers their tokens$/;
    await confirmIn(shown, 'Create the races now due', says);
    await expect
      .poll(() => shown.locator('p.outcome').textContent(), { timeout: SHOWN_MS })
      .toBe('No race to create yet. Waiting for the race before to finish: carry2_1_2.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shown.locator('article.season').screenshot({ path: 'test-artifacts/browser/organiser-season-following-en.png' });
    await playOut('carry2_1_1');
    await confirmIn(shown, 'Create the races now due', says);
    await expect.poll(() => shown.locator('p.outcome').textContent(), { timeout: SHOWN_MS }).toBe('Created: carry2_1_2.');
    expect((await raceOf(session, 'carry2_1_2')).entries.map(({ name }: { name: string }) => name).sort()).toEqual(['Ada', 'Bea']);
    // Every race created, the button is gone.
    expect(await shown.getByRole('button', { name: 'Create the races now due' }).count()).toBe(0);
    await page.locator('#page-language').selectOption('it');
    await expect.poll(() => shown.locator('p.outcome').textContent(), { timeout: SHOWN_MS }).toBe('Create: carry2_1_2.');
    await seasonReadable();
    await shown.locator('article.season').screenshot({ path: 'test-artifacts/browser/organiser-season-following-it.png' });
  }, 180_000);

  it('raised no script error and no refusal of the page policy', () => {
    expect(session.pageErrors).toEqual([]);
  });
});
