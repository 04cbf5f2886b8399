/**
 * A race played from the race page as a person plays it, whatever the game: two players register on
 * the page (one Italian, one English) at phone width, then each step is played by clicking the
 * choices the page shows (never a notation or JSON typed) while the organiser resolves through
 * the API. At every step it checks what the page shows: the step's choices, whose turn it is, the
 * report of the step before, a painted picture, nothing wider than the phone, the reader's language.
 */
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { isPainted } from '../support/png.ts';
import { seriousViolations } from './axe.ts';
import type { Session } from './session.ts';

export const PHONE = { width: 390, height: 844 };
/** Waits for what the page shows after a request of its own (the choices' answers, a receipt): an upper bound, never a pause. */
export const SHOWN_MS = 30_000;

export interface Seat {
  name: string;
  language: 'it' | 'en';
  car: string;
  cars: string[];
  token: string;
  page: Page;
}

/** What a question of the step form offers, as the page shows it. */
export interface ShownQuestion {
  id: string;
  label: string;
  type: 'one' | 'many' | 'count';
  options: { id: string; label: string; disabled: boolean; pressed: boolean }[];
}

/**
 * The option a player picks for a question not yet answered, or none to leave it (a question that
 * may stay empty, or a count whose − and + the strategy does not need); a count's answer is the
 * number of clicks on + (negative: on −); `{ mark }` clicks that mark (its `data-choice`) on the
 * step's picture instead of a button. A `many` question is asked again after each click, until
 * the answer is none or an option already picked.
 */
export type Answer = string | number | { mark: string } | undefined;
export type Strategy = (question: ShownQuestion, seat: Seat) => Answer | Promise<Answer>;

/** The first option that may be picked; a count one click up from its least. */
export const firstChoice: Strategy = (question) =>
  question.type === 'count' ? 1 : question.type === 'many' ? undefined : question.options.find((option) => !option.disabled)?.id;

/** Words of the page's own that an Italian page must not show (the games' and players' names aside). */
export const ENGLISH =
  /\b(the|and|your|you|send|sent|waiting|step|turn|players?|choose|pick|race|before|after|previous|next|latest|register|token|verify|withdraw|now|nothing|every)\b/i;

/** Registers a player on the race page, at phone width, in his language: the token shown once is kept by the browser. */
export async function registerOnPage(session: Session, raceId: string, name: string, language: 'it' | 'en'): Promise<Seat> {
  const page = await session.openPage(`/races/${raceId}`, PHONE);
  const form = page.locator('#register-form');
  await form.waitFor();
  await form.locator('#register-name').fill(name);
  await form.locator('#register-email').fill(`${name.toLowerCase()}@play.example.org`);
  await form.locator('#register-language').selectOption(language);
  await form.locator('button[type="submit"]').click();
  const token = (await page.locator('#token-value').textContent({ timeout: SHOWN_MS })) ?? '';
  const { race } = await session.api('GET', `/races/${raceId}`, { token });
  return { name, language, car: race.you.car, cars: race.you.cars ?? [race.you.car], token, page };
}

/** The page's text a reader sees, for its language. */
const visibleText = (page: Page): Promise<string> => page.evaluate(() => document.body.innerText);

/** What a page must always be: its reader's language, no wider than the phone; and, when `audited`, no serious accessibility fault. */
export async function expectReadable(seat: Pick<Seat, 'page' | 'language'>, audited = true): Promise<void> {
  const { page } = seat;
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(seat.language);
  if (seat.language === 'it') expect(ENGLISH.exec(await visibleText(page))?.[0]).toBeUndefined();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  if (audited) expect(await seriousViolations(page)).toEqual([]);
}

/** The race picture, and every drawing of the step's choices, have colours of their own. */
export async function expectPainted(seat: Seat): Promise<void> {
  const pictures: Locator[] = [seat.page.locator('#picture'), ...(await seat.page.locator('.choice-picture').all())];
  for (const picture of pictures) {
    await picture.scrollIntoViewIfNeeded();
    await expect.poll(async () => isPainted(await picture.screenshot()), { timeout: SHOWN_MS, message: 'a picture is painted' }).toBe(true);
  }
}

async function questions(page: Page): Promise<ShownQuestion[]> {
  return page.locator('#step-form fieldset.question[data-question]').evaluateAll((sets) =>
    sets.map((set) => ({
      id: (set as HTMLElement).dataset.question ?? '',
      label: set.querySelector('legend')?.textContent ?? '',
      type: (set as HTMLElement).dataset.type as ShownQuestion['type'],
      options: Array.from(set.querySelectorAll<HTMLButtonElement>('button.option')).map((button) => ({
        id: button.dataset.option ?? '',
        label: button.textContent ?? '',
        disabled: button.disabled,
        pressed: button.getAttribute('aria-pressed') === 'true',
      })),
    })),
  );
}

/**
 * Plays the seat's open step by clicking: the questions are answered one at a time as the page
 * shows them (an answer may bring a new question), then Send. Answers the step's heading.
 */
export async function playByClicking(seat: Seat, strategy: Strategy = firstChoice): Promise<string> {
  const { page } = seat;
  const form = page.locator('#step-form');
  await form.waitFor({ timeout: SHOWN_MS });
  const step = (await page.locator('#step-heading').textContent()) ?? '';
  const answered = new Set<string>();
  for (;;) {
    const open = (await questions(page)).find(
      (question) => !answered.has(question.id) && (question.type === 'many' || !question.options.some((option) => option.pressed)),
    );
    if (open === undefined) break;
    const choice = await strategy(open, seat);
    const picked = open.options.some((option) => option.id === choice && option.pressed);
    if (open.type !== 'many' || choice === undefined || picked) answered.add(open.id);
    if (choice === undefined || picked) continue;
    const set = form.locator(`fieldset[data-question="${open.id}"]`);
    if (typeof choice === 'object') {
      const pressed = () => set.locator('button.option[aria-pressed="true"]').count();
      const before = await pressed();
      await page.locator(`.choice-picture [data-choice="${choice.mark}"][role="button"]`).click();
      await expect.poll(pressed, { timeout: SHOWN_MS, message: `the mark ${choice.mark} picks an option` }).toBeGreaterThan(before);
    } else if (typeof choice === 'number') {
      const button = set.locator('.count button').nth(choice < 0 ? 0 : 1);
      for (let i = 0; i < Math.abs(choice); i++) {
        const before = await set.locator('.count input').inputValue();
        await button.click();
        await expect.poll(() => set.locator('.count input').inputValue(), { timeout: SHOWN_MS }).not.toBe(before);
      }
    } else {
      await set.locator(`button.option[data-option="${choice}"]`).click();
      await expect
        .poll(() => form.locator(`fieldset[data-question="${open.id}"] button.option[data-option="${choice}"]`).getAttribute('aria-pressed'), {
          timeout: SHOWN_MS,
        })
        .toBe('true');
    }
  }
  const send = form.locator('button[type="submit"]');
  await expect.poll(() => send.isEnabled(), { timeout: SHOWN_MS, message: `the choices of ${step} make a submission` }).toBe(true);
  await send.click();
  await expect.poll(() => page.locator('#step-sent .notice').count(), { timeout: SHOWN_MS }).toBeGreaterThan(0);
  return step;
}

/** The organiser's view of the race, and the seat that owns a car. */
export const raceOf = async (session: Session, raceId: string) => (await session.api('GET', `/races/${raceId}`, { token: session.stack.organiserToken })).race;

export const seatOf = (seats: Seat[], car: string): Seat => {
  const seat = seats.find((one) => one.cars.includes(car));
  if (!seat) throw new Error(`no seat drives car ${car}`);
  return seat;
};

/**
 * Plays the race to its finish from the pages: each step every awaited seat clicks its choices
 * (checked at every step: its language, width, accessibility, painted pictures, whose turn, the
 * report of the step before), then the organiser resolves. With `until`, stops short of the finish
 * once it holds of the steps played: play-to-finish.test.ts plays each game to its finish.
 * Answers the steps played, by name.
 */
export async function playToTheFinish(
  session: Session,
  raceId: string,
  seats: Seat[],
  {
    strategy = firstChoice,
    maxSteps = 200,
    onStep,
    until,
  }: { strategy?: Strategy; maxSteps?: number; onStep?: (seat: Seat, step: string) => Promise<void>; until?: (played: string[]) => boolean } = {},
): Promise<string[]> {
  const played: string[] = [];
  // axe takes a second a page: once for each kind of step each seat sees is enough to find what its form gets wrong.
  const audited = new Set<string>();
  for (let count = 0; count < maxSteps; count++) {
    const race = await raceOf(session, raceId);
    if (race.phase === 'finished') {
      // The finish as each player reads it: the classification, the seed revealed, the last reports.
      for (const seat of seats) {
        await seat.page.reload();
        await expect.poll(() => seat.page.locator('#race-seed').isVisible(), { timeout: SHOWN_MS }).toBe(true);
        await expectReadable(seat);
        await expectPainted(seat);
      }
      return played;
    }
    const waiting = [...new Set((race.waitingFor as string[]).map((car) => seatOf(seats, car)))];
    for (const seat of waiting) {
      await seat.page.reload();
      await seat.page.locator('#step-form').waitFor({ timeout: SHOWN_MS });
      // Whose turn it is: his, in his words, and the report of the step before.
      await expect
        .poll(() => seat.page.locator('#race-awaited').textContent(), { timeout: SHOWN_MS })
        .toMatch(seat.language === 'it' ? /^Si aspetta te/ : /^You are awaited/);
      if (played.length > 0) expect(await seat.page.locator('#reports article.step').count()).toBeGreaterThan(0);
      const kind = `${seat.name} ${race.step.kind}`;
      await expectReadable(seat, !audited.has(kind));
      audited.add(kind);
      await expectPainted(seat);
      const step = await playByClicking(seat, strategy);
      await onStep?.(seat, step);
    }
    played.push(race.step.id);
    await session.api('POST', `/races/${raceId}/resolve`, { token: session.stack.organiserToken });
    if (until?.(played)) return played;
  }
  throw new Error(`the race ${raceId} did not finish in ${maxSteps} steps`);
}
