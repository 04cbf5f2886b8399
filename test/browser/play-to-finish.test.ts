/**
 * Each of the five games played to its finish by people in Chromium (issue 29's done-when): the
 * organiser creates the race from his page alone, with the settings that keep it shortest (one lap
 * of a small circuit, two players); an Italian and an English player register on the race page,
 * the token kept by their browsers; the organiser closes registration on his page; then each step
 * every awaited player clicks what his page offers (buttons, marks on the picture, cards), and the
 * scheduler plays the step once both have sent. The finish is read as the page shows it: the
 * classification, the finished state in the reader's words, a report of every step played.
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesets } from '../../domain/rulesets.ts';
import { INSTALL_TIMEOUT_MS } from './chromium.ts';
import { hexRallyDriver, lamborghiniDriver, vektoraceDriver } from './drivers.ts';
import { expectReadable, PHONE, playByClicking, raceOf, registerOnPage, type Seat, SHOWN_MS, type Strategy, seatOf } from './play.ts';
import { openSession, type Session } from './session.ts';
import { carefulDriver } from './speed-circuit.ts';

const DESKTOP = { width: 1280, height: 900 };
/** A bound for one race clicked through on a busy machine. */
const RACE_MS = 300_000;

interface Game {
  rulesetId: string;
  raceId: string;
  title: string;
  circuit: string;
  /** The settings that keep the race shortest, on the organiser's form (in English). */
  shorten(form: Locator): Promise<void>;
  driver(session: Session, raceId: string): Strategy;
  /** A game that scores no points: its finished table has no column of them, and says of each car that it finished, in the reader's words. */
  unscored?: Record<Seat['language'], { points: string; status: string; finished: string }>;
}

const GAMES: Game[] = [
  {
    rulesetId: 'aics-3.06',
    raceId: 'short_aics',
    title: 'AICS, one lap',
    circuit: 'test-oval',
    shorten: (form) => form.getByLabel('Laps', { exact: true }).fill('1'),
    // The 7 points (SC-CAR-4) and the pole lap found at once; then careful driving.
    driver: () => carefulDriver({ startSpeed: 1, acc: 2, dec: 1, topSpeed: 2, wear: 1 }, { lap: 'quick' }),
  },
  {
    rulesetId: 'classic',
    raceId: 'short_classic',
    title: 'Classic, one lap',
    circuit: 'test-oval',
    shorten: (form) => form.getByLabel('Laps', { exact: true }).fill('1'),
    // The 5 points, one on each characteristic (SCC-CAR-1); then careful driving.
    driver: () => carefulDriver({ startSpeed: 1, acc: 1, dec: 1, topSpeed: 1, wear: 1 }),
  },
  {
    rulesetId: 'hex-rally',
    raceId: 'short_rally',
    title: 'Rally, one lap',
    circuit: 'test-loop',
    shorten: (form) => form.getByLabel('Laps', { exact: true }).fill('1'),
    driver: (session, raceId) => hexRallyDriver(session, raceId, 'test-loop'),
  },
  {
    rulesetId: 'vektorace',
    raceId: 'short_vektorace',
    title: 'Vektorace, one lap',
    circuit: 'default',
    shorten: (form) => form.getByLabel('Laps', { exact: true }).fill('1'),
    driver: (session, raceId) => vektoraceDriver(session, raceId, 'default'),
    unscored: { it: { points: 'Punti', status: 'Stato', finished: 'arrivata' }, en: { points: 'Points', status: 'Status', finished: 'finished' } },
  },
  {
    rulesetId: 'lamborghini',
    raceId: 'short_lamborghini',
    title: 'Lamborghini, one lap',
    circuit: 'circuit-a',
    // The Short game (LB-SETUP-1) with one Murcielago each (LB-SETUP-5), the default, over one lap (LB-FIN-1's house rule).
    shorten: (form) => form.getByLabel(/^Laps/).fill('1'),
    driver: (session, raceId) => lamborghiniDriver(session, raceId),
  },
];

let session: Session;
let organiser: Page;
beforeAll(async () => {
  session = await openSession(rulesets);
  organiser = await organiserPage();
}, INSTALL_TIMEOUT_MS);
afterAll(() => session?.close());

/** The dice of every race: a race's length is the same each run. */
const SEED = 'c11c'.padEnd(64, '0');

/** The organiser's page, signed in, in a browser of its own. */
async function organiserPage(): Promise<Page> {
  const page = await session.openPage('/organiser', DESKTOP);
  await page.locator('#organiser-token').fill(session.stack.organiserToken);
  await page.locator('#sign-in-form button[type="submit"]').click();
  await page.locator('#organiser').waitFor({ timeout: SHOWN_MS });
  return page;
}

/** The race created on the organiser's page, from its game's form. */
async function createOnPage(organiser: Page, game: Game): Promise<void> {
  const settings = organiser.locator('#new-race-settings');
  await organiser.locator('#new-race-ruleset').selectOption(game.rulesetId);
  await expect.poll(() => settings.getAttribute('data-ruleset'), { timeout: SHOWN_MS }).toBe(game.rulesetId);
  await organiser.locator('#new-race-circuit').selectOption(game.circuit);
  await settings.getByLabel(/^Race id/).fill(game.raceId);
  await settings.getByLabel(/^Title/).fill(game.title);
  await game.shorten(settings);
  await settings.getByText('More settings', { exact: true }).click();
  await settings.getByLabel(/^Dice seed/).fill(SEED);
  await organiser.locator('#new-race-form button[type="submit"]').click();
  await expect
    .poll(async () => `${await organiser.locator('#new-race-error').textContent()}${await organiser.locator('#new-race-done').textContent()}`, {
      timeout: SHOWN_MS,
    })
    .toBe(`Created: ${game.title}. Open its page`);
}

/** Registration closed on the organiser's page, once he confirms. */
async function closeRegistrationOnPage(organiser: Page, raceId: string): Promise<void> {
  const card = organiser.locator(`article.organiser-race[data-race="${raceId}"]`);
  await organiser.locator('#races-reload').click();
  await expect.poll(() => card.textContent(), { timeout: SHOWN_MS }).toContain('2 cars');
  await card.getByRole('button', { name: 'Close registration', exact: true }).click();
  await card.locator('.ask button.danger').click();
  await expect.poll(() => card.locator('p.notice').textContent(), { timeout: SHOWN_MS }).toBe('Registration is closed.');
}

/** How often a race page reads the race's new commits (functions/web/client/race.ts). */
const POLL_MS = 5000;

/**
 * The seat's page once it has read the step that awaits him: the page's clock is moved on to its
 * next reading of the race, as when the player waits for it, until it shows him awaited with a
 * form of choices for which he has sent nothing yet.
 */
async function awaitTurn(seat: Seat): Promise<void> {
  const { page } = seat;
  const awaited = seat.language === 'it' ? /^Si aspetta te/ : /^You are awaited/;
  let movedOn = 0;
  await expect
    .poll(
      async () => {
        // Once a second at most: each moves the page to a reading of the race, which it makes in turn.
        if (Date.now() - movedOn > 1000) {
          movedOn = Date.now();
          await page.clock.fastForward(POLL_MS);
        }
        const ready = (await page.locator('#step-form').count()) > 0 && (await page.locator('#step-sent .notice').count()) === 0;
        return ready && awaited.test((await page.locator('#race-awaited').textContent()) ?? '');
      },
      { timeout: SHOWN_MS, message: `${seat.name} is shown his step` },
    )
    .toBe(true);
}

/**
 * Every step to the finish: each awaited player, told on his page it is his turn, clicks his
 * choices; once both have sent, the scheduler's run plays the step. Answers how many steps were
 * played.
 */
async function clickToTheFinish(raceId: string, seats: Seat[], strategy: Strategy): Promise<number> {
  for (let played = 0; played < 200; played++) {
    const race = await raceOf(session, raceId);
    if (race.phase === 'finished') return played;
    // The players awaited play at once, each in his own browser.
    const awaited = [...new Set((race.waitingFor as string[]).map((car) => seatOf(seats, car)))];
    await Promise.all(
      awaited.map(async (seat) => {
        await awaitTurn(seat);
        await playByClicking(seat, strategy);
      }),
    );
    const resolutions = await session.stack.resolveDue();
    expect(resolutions.map((resolution) => resolution.raceId)).toEqual([raceId]);
  }
  throw new Error(`the race ${raceId} did not finish in 200 steps`);
}

/** The finish as a player's page shows it, in his words: the state, the classification, a report of each step. */
async function expectFinishShown(seat: Seat, race: { classification: string[] }, steps: number, game: Game): Promise<void> {
  const { page } = seat;
  await page.reload();
  const italian = seat.language === 'it';
  await expect.poll(() => page.locator('#race-status').textContent(), { timeout: SHOWN_MS }).toMatch(italian ? /^Conclusa il / : /^Finished on /);
  expect(await page.locator('#race-awaited').textContent()).toBe('');
  expect(await page.locator('#step-form').count()).toBe(0);
  const rows = await page.locator('#players tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (cell) => cell.textContent ?? '')));
  expect(rows.map((row) => row.slice(0, 2))).toEqual(race.classification.map((car, i) => [String(i + 1), car]));
  const unscored = game.unscored?.[seat.language];
  if (unscored) {
    const headers = await page.locator('#players thead th').allTextContents();
    expect(headers).not.toContain(unscored.points);
    expect(rows.map((row) => row[headers.indexOf(unscored.status)])).toEqual(race.classification.map(() => unscored.finished));
  }
  await expect.poll(() => page.locator('#reports article.step').count(), { timeout: SHOWN_MS }).toBe(steps);
  expect(await page.locator('#reports article.step h3').first().textContent()).not.toBe('');
  await expectReadable(seat, false);
}

/** The finish on the organiser's page. */
async function expectFinishListed(organiser: Page, raceId: string): Promise<void> {
  await organiser.locator('#races-reload').click();
  await expect
    .poll(() => organiser.locator(`article.organiser-race[data-race="${raceId}"] .state`).textContent(), { timeout: SHOWN_MS })
    .toMatch(/^Finished on /);
}

/** The finished page at phone and desktop width, kept to be looked at: no wider than the window. */
async function screenshots(seat: Seat, rulesetId: string): Promise<void> {
  for (const viewport of [PHONE, DESKTOP]) {
    await seat.page.setViewportSize(viewport);
    expect(await seat.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await session.screenshot(seat.page, `finished-${rulesetId}-${seat.language}-${viewport.width}`);
  }
}

describe('each game, from the organiser’s page to the finish, by clicking only', () => {
  for (const game of GAMES) {
    it(
      `${game.rulesetId}: created on the organiser's page, two players register and click every step to the finish`,
      async () => {
        await createOnPage(organiser, game);
        // One after the other, so that Bruno drives car 1 and the race is the same each run.
        const seats = [await registerOnPage(session, game.raceId, 'Bruno', 'it'), await registerOnPage(session, game.raceId, 'Ada', 'en')];
        // Clocks the test may move on, so that a page reads the race as soon as a step is played rather than at its next reading.
        await Promise.all(seats.map(({ page }) => page.clock.install().then(() => page.reload())));
        await closeRegistrationOnPage(organiser, game.raceId);
        const steps = await clickToTheFinish(game.raceId, seats, game.driver(session, game.raceId));
        const race = await raceOf(session, game.raceId);
        expect([...race.classification].sort()).toEqual(['1', '2']);
        for (const seat of seats) {
          await expectFinishShown(seat, race, steps, game);
          await screenshots(seat, game.rulesetId);
        }
        await expectFinishListed(organiser, game.raceId);
      },
      RACE_MS,
    );
  }
});

describe('every page', () => {
  it('raised no script error and no refusal of the page policy on any page', () => {
    expect(session.pageErrors).toEqual([]);
  });
});
