/**
 * The forms the race page makes of a game's steps (functions/web/client/step.ts) in Chromium against
 * the local stack: an AICS build, pole lap and setup clicked from their choices; classic's build,
 * and its setup, which takes nothing, as one Ready button; a seat of two cars, in a game that lists
 * no choices and that the client has no words for, sending for the car chosen through the form
 * made from the kind's JSON Schema; hex rally's driver clicked and its declaration typed in its
 * notation instead of clicked, Vektorace's start typed too, each refusal shown next to the text or
 * in the form's error line. axe finds no serious violation in any of the forms.
 */
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesets } from '../../domain/rulesets.ts';
import { toy } from '../race/toy-ruleset.ts';
import { POLE_CAR } from '../speed-circuit/aics/qualifying/laps.ts';
import { seriousViolations } from './axe.ts';
import { INSTALL_TIMEOUT_MS } from './chromium.ts';
import { openSession, type Session } from './session.ts';

/** The toy game, each player driving two cars. */
const pairs = { ...toy, id: 'toy-pairs', limits: (settings: Parameters<typeof toy.limits>[0]) => ({ ...toy.limits(settings), carsPerSeat: 2 }) };

let session: Session;
beforeAll(async () => {
  session = await openSession({ ...rulesets, [pairs.id]: pairs });
}, INSTALL_TIMEOUT_MS);
afterAll(() => session?.close());

const organiser = () => session.stack.organiserToken;

/** A race whose registration is closed, with a player (a seat) per name. */
async function raceWith(id: string, settings: Record<string, unknown>, names: string[]): Promise<string[]> {
  await session.api('POST', '/races', { token: organiser(), body: { id, title: id, laps: 2, ...settings } });
  const tokens: string[] = [];
  for (const name of names) tokens.push((await session.api('POST', `/races/${id}/entries`, { body: { name, email: `${name}@forms.example.org` } })).token);
  await session.api('POST', `/races/${id}/close-registration`, { token: organiser() });
  return tokens;
}

/** The race page of the player whose token this browser keeps. */
async function pageOf(race: string, car: string, token: string): Promise<Page> {
  const page = await session.openPage(`/races/${race}`);
  await page.evaluate(([key, seat]) => localStorage.setItem(key!, seat!), [`speed-master:${race}`, JSON.stringify({ car, token })]);
  await page.reload();
  return page;
}

const heading = (page: Page) => page.locator('#step-heading').textContent();
const receipt = (page: Page) => page.locator('#step-sent').textContent();
const question = (page: Page, id: string) => page.locator(`#step-form fieldset[data-question="${id}"]`);
const sendButton = (page: Page) => page.locator('#step-form button[type="submit"]');
/** A number field by its accessible name, which leaves out the required mark `*` that Playwright's `getByLabel` reads. */
const numberField = (page: Page, name: string) => page.getByRole('spinbutton', { name, exact: true });

/** Clicks an option of a question and waits for the page to show it picked. */
async function pick(page: Page, id: string, option: string): Promise<void> {
  const button = () => question(page, id).locator(`button.option[data-option="${option}"]`);
  await button().click();
  await expect.poll(() => button().getAttribute('aria-pressed')).toBe('true');
}

/** Each count clicked up with its + button to the points wanted. */
async function clickCounts(page: Page, points: Record<string, number>): Promise<void> {
  for (const [id, wanted] of Object.entries(points)) {
    const count = question(page, id).locator('.count');
    await count.waitFor();
    for (let clicks = 0; clicks < wanted; clicks++) {
      const before = await count.locator('input').inputValue();
      await count.locator('button').nth(1).click();
      await expect.poll(() => count.locator('input').inputValue()).not.toBe(before);
    }
  }
}

/** The submission typed in the game's notation instead of clicked, and sent: answers the text field. */
async function typeInstead(page: Page, text: string) {
  const typed = page.getByRole('textbox', { name: 'Written in the notation' });
  if (!(await typed.isVisible())) await page.locator('details.typed summary').click();
  await typed.fill(text);
  await page.getByRole('button', { name: 'Send the text' }).click();
  return typed;
}
/** The refusal written next to the typed text. */
const typedError = (page: Page) => page.locator('#step-typed .field .error');

describe('the step forms the race page makes from the games', () => {
  let aics: { page: Page; tokens: string[] };

  it('[SC-CAR-4] [SC-QUAL-5] sends an AICS build and pole lap clicked from their choices, the lap asked once the 7 points are spent', async () => {
    const tokens = await raceWith('forms_aics', { circuitId: 'test-oval', rulesetId: 'aics-3.06' }, ['ada', 'bruno']);
    const page = await pageOf('forms_aics', '1', tokens[0]!);
    aics = { page, tokens };
    await expect.poll(() => heading(page)).toBe('Qualifying');
    await expect.poll(() => page.locator('#step-form fieldset[data-type="count"]').count()).toBe(5);
    expect(await question(page, 'lap').count()).toBe(0);
    expect(await sendButton(page).isDisabled()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1024, height: 900 });

    await clickCounts(page, POLE_CAR);
    await pick(page, 'lap', 'quick');
    await expect.poll(() => page.locator('#step-form ul.summary').textContent()).toMatch(/the lap counts \d+ turns \+ \d+ squares/);
    await session.screenshot(page, 'step-form-qualifying');
    await sendButton(page).click();
    await expect.poll(() => receipt(page)).toBe('Sent for car 1: revision 1. Still to send: Car 2. You may replace it until the step is played.');
    const mine = await session.api('GET', '/races/forms_aics/submissions/mine', { token: tokens[0] });
    expect(mine.submission).toMatchObject({ build: POLE_CAR });
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('[SC-QUAL-11] [SC-SOFT-1] then sends the setup clicked: a point moved, soft tyres, wet tyres', async () => {
    const { page, tokens } = aics;
    await session.api('POST', '/races/forms_aics/resolve', { token: organiser() });
    await expect.poll(() => heading(page)).toBe('Pre-race choices');
    // Unanswered, the setup is what the rules make of a player who says nothing: it may be sent at once.
    await expect.poll(() => sendButton(page).isEnabled()).toBe(true);
    await pick(page, 'pointFrom', 'acc');
    expect(await sendButton(page).isDisabled()).toBe(true);
    await pick(page, 'pointTo', 'wear');
    await pick(page, 'softTyres', 'yes');
    await pick(page, 'tyres', 'wet');
    await sendButton(page).click();
    await expect.poll(() => receipt(page)).toBe('Sent for car 1: revision 1. Still to send: Car 2. You may replace it until the step is played.');
    const mine = await session.api('GET', '/races/forms_aics/submissions/mine', { token: tokens[0] });
    expect(mine.submission).toEqual({ movePoint: { from: 'acc', to: 'wear' }, softTyres: true, tyres: 'wet' });
    expect(await seriousViolations(page)).toEqual([]);
    await session.screenshot(page, 'step-form-setup');
  });

  it("[SCC-CAR-1] [SCC-SETUP-4] clicks classic's build, and makes its empty setup a single Ready button", async () => {
    const [token] = await raceWith('forms_classic', { circuitId: 'test-oval', rulesetId: 'classic' }, ['carla']);
    const page = await pageOf('forms_classic', '1', token!);
    await expect.poll(() => heading(page)).toBe('Qualifying');
    await clickCounts(page, { startSpeed: 1, acc: 1, dec: 1, topSpeed: 1, wear: 1 });
    await expect.poll(() => sendButton(page).isEnabled()).toBe(true);
    await sendButton(page).click();
    await expect.poll(() => receipt(page)).toBe('Sent for car 1: revision 1. Every car has sent. You may replace it until the step is played.');

    await session.api('POST', '/races/forms_classic/resolve', { token: organiser() });
    await expect.poll(() => page.locator('#step-form').getByRole('button').allTextContents()).toEqual(['Ready']);
    expect(await page.locator('#step-form input, #step-form select, #step-form textarea').count()).toBe(0);
    await page.getByRole('button', { name: 'Ready' }).click();
    await expect.poll(() => receipt(page)).toBe('Sent for car 1: revision 1. Every car has sent. You may replace it until the step is played.');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows the next step when it is played between the page’s reading of the race and of its new commits after a submission', async () => {
    const [token] = await raceWith('forms_meanwhile', { circuitId: 'test-oval', rulesetId: 'classic' }, ['dora']);
    const page = await pageOf('forms_meanwhile', '1', token!);
    await clickCounts(page, { startSpeed: 1, acc: 1, dec: 1, topSpeed: 1, wear: 1 });
    await expect.poll(() => sendButton(page).isEnabled()).toBe(true);
    // The page reads the race again once its submission is answered: the first reading of the new
    // commits from then on is held until the organiser has played the step.
    let answered = false;
    await page.route(/\/races\/forms_meanwhile\/submissions$/, async (route) => {
      const response = await route.fetch();
      answered = true;
      await route.fulfill({ response });
    });
    let hold: (route: Route) => void = () => {};
    const held = new Promise<Route>((resolve) => {
      hold = resolve;
    });
    await page.route(/\/races\/forms_meanwhile\/events\?/, async (route) => {
      if (!answered) return route.continue();
      answered = false;
      hold(route);
    });
    await sendButton(page).click();
    const reading = await held;
    await session.api('POST', '/races/forms_meanwhile/resolve', { token: organiser() });
    await reading.continue();
    await expect.poll(() => page.locator('#step-form').getByRole('button').allTextContents()).toEqual(['Ready']);
  });

  it('lets a seat of two cars choose the car it sends for, through the form made from the schema of a game that lists no choices', async () => {
    const [token] = await raceWith('forms_pairs', { circuitId: 'oval', rulesetId: pairs.id }, ['dino']);
    const page = await pageOf('forms_pairs', '1', token!);
    await expect.poll(() => heading(page)).toBe('Qualifying');
    const cars = page.getByRole('group', { name: 'Which car' });
    await expect.poll(() => cars.getByRole('button').allTextContents()).toEqual(['Car 1', 'Car 2']);
    await cars.getByRole('button', { name: 'Car 2' }).click();
    await expect.poll(() => cars.getByRole('button', { name: 'Car 2' }).getAttribute('aria-pressed')).toBe('true');
    await numberField(page, 'Turns').fill('9');
    await sendButton(page).click();
    await expect.poll(() => receipt(page)).toBe('Sent for car 2: revision 1. Still to send: Car 1. You may replace it until the step is played.');
    // Each car shows what it has sent.
    await cars.getByRole('button', { name: 'Car 1' }).click();
    await expect.poll(() => receipt(page)).toBe('');
    await cars.getByRole('button', { name: 'Car 2' }).click();
    await expect.poll(() => receipt(page)).toBe('Car 2 has sent revision 1 for this step. You may replace it until the step is played.');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("clicks hex rally's driver, and takes its declaration typed in the notation, the refusal at its column next to the text", async () => {
    const [ada, bruno] = await raceWith('forms_hex', { circuitId: 'test-loop', rulesetId: 'hex-rally', maxConsecutiveMissedTurns: 60 }, ['ada', 'bruno']);
    const page = await pageOf('forms_hex', '1', ada!);
    await expect.poll(() => question(page, 'driver').locator('button.option').count()).toBe(2);
    await pick(page, 'driver', 'human');
    await sendButton(page).click();
    await expect.poll(() => receipt(page)).toBe('Sent for car 1: revision 1. Still to send: Car 2. You may replace it until the step is played.');
    expect(await seriousViolations(page)).toEqual([]);

    await session.api('POST', '/races/forms_hex/submissions', { token: bruno, body: { submission: { driver: 'orc' } } });
    await session.api('POST', '/races/forms_hex/resolve', { token: organiser() });
    await page.locator('details.typed').waitFor();
    // HX-NOTE-1: an M3 names its side; the refusal, at its column, shows next to the text.
    const typed = await typeInstead(page, 'M3X1');
    await expect.poll(() => typedError(page).textContent()).toMatch(/^\[3\]: expected a side/);
    expect(await typed.getAttribute('aria-invalid')).toBe('true');
    await typeInstead(page, 'M1A1');
    await expect.poll(() => receipt(page)).toBe('Sent for car 1: revision 1. Still to send: Car 2. You may replace it until the step is played.');
    expect((await session.api('GET', '/races/forms_hex/submissions/mine', { token: ada })).submission).toEqual({
      order: { manoeuvre: 1, accelerate: 1 },
    });
    expect(await seriousViolations(page)).toEqual([]);
    await session.screenshot(page, 'step-form-hex-declaration');
  });

  it("takes Vektorace's start typed in its notation, each refusal next to the text or in the form's error line", async () => {
    const tokens = await raceWith('forms_vk', { circuitId: 'default', rulesetId: 'vektorace', laps: 1, superPowers: true }, ['ada', 'bruno']);
    const { race } = await session.api('GET', '/races/forms_vk');
    const pole = (race.game as { order: string[] }).order[0]!;
    const token = tokens[Number(pole) - 1]!;
    const page = await pageOf('forms_vk', pole, token);
    await page.locator('details.typed').waitFor();
    // VK-START-2: 8 points in all; the refusal shows at the text.
    const typed = await typeInstead(page, 'G5N4');
    await expect.poll(() => typedError(page).textContent()).toBe('[1]: the Gomma and Nitro points make 8 in all (VK-START-2)');
    // VK-START-4: the pole player must choose the first gear, a field the text does not show.
    await typeInstead(page, 'G5N3');
    await expect.poll(() => page.locator('#step-error').textContent()).toMatch(/starts from pole/);
    await typeInstead(page, 'G5N3 >5 PCG');
    await expect.poll(() => receipt(page)).toMatch(new RegExp(`^Sent for car ${pole}: revision 1\\. Still to send: Car \\d\\.`));
    expect(await typed.getAttribute('aria-invalid')).toBe(null);
    expect((await session.api('GET', `/races/forms_vk/submissions/mine?car=${pole}`, { token })).submission).toEqual({
      gomma: 5,
      nitro: 3,
      firstGear: 5,
      powers: ['C', 'G'],
    });
    expect(await seriousViolations(page)).toEqual([]);
    await session.screenshot(page, 'step-form-vektorace-start');
  });

  it('raised no script error on any page', () => {
    expect(session.pageErrors).toEqual([]);
  });
});
