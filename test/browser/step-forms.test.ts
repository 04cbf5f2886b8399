/**
 * The forms the race page makes from what a game declares of its steps (functions/web/client/step.ts)
 * in Chromium against the local stack: an AICS pole lap and setup sent through the forms made from
 * their JSON Schemas, each refusal shown next to the field it names; classic's setup, which takes
 * nothing, as one Ready button; a seat of two cars, in a game the client has no words for,
 * sending for the car chosen; hex rally's choices and its notation's text; Vektorace's start, a
 * form although the game has a notation for it. axe finds no serious violation in any of the forms.
 */
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesets } from '../../domain/rulesets.ts';
import { toy } from '../race/toy-ruleset.ts';
import { OVAL_LAP, POLE_CAR } from '../speed-circuit/aics/qualifying/laps.ts';
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
/** The error written next to a field, and whether the control is marked invalid. */
const errorAt = async (page: Page, label: string) => {
  const control = page.getByLabel(label, { exact: true });
  const error = page.locator('.field', { has: control }).locator('.error');
  return { text: await error.textContent(), invalid: await control.getAttribute('aria-invalid') };
};
/** A number field by its accessible name, which leaves out the required mark `*` that Playwright's `getByLabel` reads. */
const numberField = (page: Page, name: string) => page.getByRole('spinbutton', { name, exact: true });
const fillBuild = async (page: Page, build: Record<string, number>) => {
  const labels: Record<string, string> = { startSpeed: 'Start speed', acc: 'Acc', dec: 'Dec', topSpeed: 'Top speed', wear: 'Wear' };
  for (const [category, points] of Object.entries(build)) await numberField(page, labels[category]!).fill(String(points));
};

describe('the step forms the race page makes from the games', () => {
  let aics: { page: Page; tokens: string[] };

  it('sends an AICS pole lap through the form made from its schema, after a refused one shows the error at the lap text', async () => {
    const tokens = await raceWith('forms_aics', { circuitId: 'test-oval', rulesetId: 'aics-3.06' }, ['ada', 'bruno']);
    const page = await pageOf('forms_aics', '1', tokens[0]!);
    aics = { page, tokens };
    await expect.poll(() => heading(page)).toBe('Your qualifying');
    // The build's five categories, the start lane, the lap as JSON and as text: all that the schema declares,
    // once the schema has come (the heading shows before it).
    await expect.poll(() => page.getByRole('group', { name: 'Build' }).getByRole('spinbutton').count()).toBe(5);
    expect(await page.getByLabel('Start lane', { exact: true }).locator('option').allTextContents()).toEqual(['—', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    expect(await page.getByLabel('Lap (JSON)', { exact: true }).inputValue()).toBe('');
    expect(await numberField(page, 'Start speed').getAttribute('max')).toBe('3');
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 812 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1024, height: 900 });

    await fillBuild(page, POLE_CAR);
    await page.getByLabel('Lap text', { exact: true }).fill('120\n120\nfast');
    await page.getByRole('button', { name: 'Send your qualifying' }).click();
    await expect.poll(() => errorAt(page, 'Lap text')).toEqual({ text: expect.stringMatching(/^line 3, column 1: expected a speed/), invalid: 'true' });
    expect(await page.locator('#step-error').textContent()).toBe('Not accepted: the request does not match its schema');
    await session.screenshot(page, 'step-form-refused');

    // SC-QUAL-5: the lap previewed before it is sent, as it counts when every roll passes.
    await page.getByLabel('Lap text', { exact: true }).fill('120\n120');
    await page.getByRole('button', { name: 'Preview your qualifying' }).click();
    await expect.poll(() => page.locator('#step-preview h3').textContent()).toBe('This lap can never count, whatever the dice.');
    expect(await page.locator('#step-preview .warning li').allTextContents()).toEqual(['The program ends after 2 turns, before the line.']);
    await page.getByLabel('Lap text', { exact: true }).fill(OVAL_LAP);
    await page.getByRole('button', { name: 'Preview your qualifying' }).click();
    await expect.poll(() => page.locator('#step-preview h3').textContent()).toBe('If every roll passes, the lap counts 6 turns + 2 squares.');
    expect(await page.locator('#step-preview ol li').count()).toBe(6);
    expect(await seriousViolations(page)).toEqual([]);
    await session.screenshot(page, 'step-form-preview');
    await page.getByRole('button', { name: 'Send your qualifying' }).click();
    await expect.poll(() => receipt(page)).toBe('Sent for car 1: revision 1. Waiting for car 2. You may replace it until the step is played.');
    expect(await errorAt(page, 'Lap text')).toEqual({ text: '', invalid: null });
    expect(await page.locator('#step-error').textContent()).toBe('');
  });

  it('then sends the setup, after a refused point move shows the error at its fieldset', async () => {
    const { page, tokens } = aics;
    await session.api('POST', '/races/forms_aics/resolve', { token: organiser() });
    await expect.poll(() => heading(page)).toBe('Your setup');
    const movePoint = page.getByRole('group', { name: 'Move point' });
    await movePoint.getByLabel('From', { exact: true }).selectOption({ label: 'Wear' });
    await movePoint.getByLabel('To', { exact: true }).selectOption({ label: 'Wear' });
    await page.getByRole('button', { name: 'Send your setup' }).click();
    // The decider names the field in the game's words, `setup.movePoint`: the form's own field is `movePoint`.
    await expect.poll(() => movePoint.locator('.error').first().textContent()).toBe('a point must move between two different categories (got wear to wear)');

    await movePoint.getByLabel('From', { exact: true }).selectOption({ label: 'Acc' });
    await page.getByLabel('Soft tyres', { exact: true }).check();
    await page.getByLabel('Tyres', { exact: true }).selectOption({ label: 'Wet' });
    await page.getByRole('button', { name: 'Send your setup' }).click();
    await expect.poll(() => receipt(page)).toBe('Sent for car 1: revision 1. Waiting for car 2. You may replace it until the step is played.');
    const mine = await session.api('GET', '/races/forms_aics/submissions/mine', { token: tokens[0] });
    expect(mine.submission).toEqual({ movePoint: { from: 'acc', to: 'wear' }, softTyres: true, tyres: 'wet' });
    expect(await seriousViolations(page)).toEqual([]);
    await session.screenshot(page, 'step-form-setup');
  });

  it("makes classic's build a form and its empty setup a single Ready button", async () => {
    const [token] = await raceWith('forms_classic', { circuitId: 'test-oval', rulesetId: 'classic' }, ['carla']);
    const page = await pageOf('forms_classic', '1', token!);
    await expect.poll(() => heading(page)).toBe('Your qualifying');
    expect(await numberField(page, 'Wear').getAttribute('max')).toBe('2');
    await fillBuild(page, { startSpeed: 1, acc: 1, dec: 1, topSpeed: 1, wear: 1 });
    await page.getByRole('button', { name: 'Send your qualifying' }).click();
    await expect.poll(() => receipt(page)).toBe('Sent for car 1: revision 1. Every car has sent. You may replace it until the step is played.');

    await session.api('POST', '/races/forms_classic/resolve', { token: organiser() });
    await expect.poll(() => heading(page)).toBe('Your setup');
    await expect.poll(() => page.locator('#step-form').getByRole('button').allTextContents()).toEqual(['Ready']);
    expect(await page.locator('#step-form input, #step-form select, #step-form textarea').count()).toBe(0);
    await page.getByRole('button', { name: 'Ready' }).click();
    await expect.poll(() => receipt(page)).toBe('Sent for car 1: revision 1. Every car has sent. You may replace it until the step is played.');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows the next step when it is played between the page’s reading of the race and of its new commits after a submission', async () => {
    const [token] = await raceWith('forms_meanwhile', { circuitId: 'test-oval', rulesetId: 'classic' }, ['dora']);
    const page = await pageOf('forms_meanwhile', '1', token!);
    await expect.poll(() => numberField(page, 'Wear').count()).toBe(1);
    await fillBuild(page, { startSpeed: 1, acc: 1, dec: 1, topSpeed: 1, wear: 1 });
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
    await page.getByRole('button', { name: 'Send your qualifying' }).click();
    const reading = await held;
    await session.api('POST', '/races/forms_meanwhile/resolve', { token: organiser() });
    await reading.continue();
    await expect.poll(() => heading(page)).toBe('Your setup');
  });

  it('lets a seat of two cars choose the car it sends for, in a game the client has no words for', async () => {
    const [token] = await raceWith('forms_pairs', { circuitId: 'oval', rulesetId: pairs.id }, ['dino']);
    const page = await pageOf('forms_pairs', '1', token!);
    await expect.poll(() => heading(page)).toBe('Your qualifying');
    const car = page.getByLabel('Car', { exact: true });
    await expect.poll(() => car.locator('option').allTextContents()).toEqual(['Car 1', 'Car 2']);
    await car.selectOption('2');
    await numberField(page, 'Turns').fill('9');
    await page.getByRole('button', { name: 'Send your qualifying' }).click();
    await expect.poll(() => receipt(page)).toBe('Sent for car 2: revision 1. Waiting for car 1. You may replace it until the step is played.');
    // Each car shows what it has sent.
    await car.selectOption('1');
    await expect.poll(() => receipt(page)).toBe('');
    await car.selectOption('2');
    await expect.poll(() => receipt(page)).toBe('Car 2 has sent revision 1 for step qualifying. You may replace it until the step is played.');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("makes hex rally's driver a choice from its schema, and its declaration a text field for the notation", async () => {
    const [ada, bruno] = await raceWith('forms_hex', { circuitId: 'test-loop', rulesetId: 'hex-rally', maxConsecutiveMissedTurns: 60 }, ['ada', 'bruno']);
    const page = await pageOf('forms_hex', '1', ada!);
    await expect.poll(() => heading(page)).toBe('Your driver');
    // Required fields: their accessible names leave out the mark `*` that `getByLabel` reads.
    const driver = page.getByRole('combobox', { name: 'Driver', exact: true });
    await expect.poll(() => driver.locator('option').allTextContents()).toEqual(['Choose…', 'Human', 'Orc']);
    await driver.selectOption('human');
    await page.getByRole('button', { name: 'Send your driver' }).click();
    await expect.poll(() => receipt(page)).toBe('Sent for car 1: revision 1. Waiting for car 2. You may replace it until the step is played.');
    expect(await seriousViolations(page)).toEqual([]);

    await session.api('POST', '/races/forms_hex/submissions', { token: bruno, body: { submission: { driver: 'orc' } } });
    await session.api('POST', '/races/forms_hex/resolve', { token: organiser() });
    await expect.poll(() => heading(page)).toBe('Your declaration');
    const declaration = page.getByRole('textbox', { name: 'Declaration', exact: true });
    // HX-NOTE-1: an M3 names its side; the refusal, at its column, shows next to the text.
    await declaration.fill('M3X1');
    await page.getByRole('button', { name: 'Send your declaration' }).click();
    await expect.poll(() => page.locator('.field', { has: declaration }).locator('.error').textContent()).toMatch(/^\[3\]: expected a side/);
    expect(await declaration.getAttribute('aria-invalid')).toBe('true');
    await declaration.fill('M1A1');
    await page.getByRole('button', { name: 'Send your declaration' }).click();
    await expect.poll(() => receipt(page)).toBe('Sent for car 1: revision 1. Waiting for car 2. You may replace it until the step is played.');
    expect((await session.api('GET', '/races/forms_hex/submissions/mine', { token: ada })).submission).toEqual({
      order: { manoeuvre: 1, accelerate: 1 },
    });
    expect(await seriousViolations(page)).toEqual([]);
    await session.screenshot(page, 'step-form-hex-declaration');
  });

  it("makes Vektorace's start a form from its schema, the tokens wanted a list of choices, each refusal at its field", async () => {
    const tokens = await raceWith('forms_vk', { circuitId: 'default', rulesetId: 'vektorace', laps: 1, superPowers: true }, ['ada', 'bruno']);
    const { race } = await session.api('GET', '/races/forms_vk');
    const pole = (race.game as { order: string[] }).order[0]!;
    const token = tokens[Number(pole) - 1]!;
    const page = await pageOf('forms_vk', pole, token);
    await expect.poll(() => heading(page)).toBe('Your start');
    const powers = page.getByRole('group', { name: 'Powers' });
    await expect.poll(() => powers.getByRole('combobox').count()).toBe(8);
    expect(await powers.getByRole('combobox', { name: 'Choice 1' }).locator('option').allTextContents()).toEqual(['—', 'A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    // VK-START-2: 8 points in all; the refusal shows at Nitro.
    await numberField(page, 'Gomma').fill('5');
    await numberField(page, 'Nitro').fill('4');
    await page.getByRole('button', { name: 'Send your start' }).click();
    await expect.poll(async () => (await errorAt(page, 'Nitro *')).text).toBe('the Gomma and Nitro points make 8 in all (VK-START-2)');
    // VK-START-4: the pole player must choose the first gear.
    await numberField(page, 'Nitro').fill('3');
    await page.getByRole('button', { name: 'Send your start' }).click();
    await expect.poll(async () => (await errorAt(page, 'First gear')).text).toMatch(/starts from pole/);
    await numberField(page, 'First gear').fill('5');
    await powers.getByRole('combobox', { name: 'Choice 1' }).selectOption('C');
    await powers.getByRole('combobox', { name: 'Choice 2' }).selectOption('G');
    await page.getByRole('button', { name: 'Send your start' }).click();
    await expect.poll(() => receipt(page)).toMatch(new RegExp(`^Sent for car ${pole}: revision 1\\. Waiting for car \\d\\.`));
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
