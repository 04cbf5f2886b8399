/**
 * A Speed Circuit race clicked from its race page (play.ts), whichever rulebook: one lap of the
 * test oval with an Italian and an English player registered on the page; a careful player's
 * picks: his car's points as he planned them, then each turn the fastest speed up to 120 mph that
 * needs no roll and no wear, a line through each curve that neither spins nor leaves the race,
 * without the die, costing no wear where one does, the page's defaults everywhere else; and what
 * the page must show once a step is clicked.
 */
import { expect } from 'vitest';
import { playToTheFinish, raceOf, registerOnPage, type Seat, type ShownQuestion, type Strategy } from './play.ts';
import type { Session } from './session.ts';

const FREE = /no roll, no wear|nessun tiro, nessun punto wear/;
const RISKY = /spins|out:|rear-ends|testacoda|fuori gara|tamponamento/;
const NO_WEAR = /no wear|nessun punto wear/;
const CAUTIOUS_SPEED = 120;
/** The steps whose page the Italian player's screenshots keep. */
const SHOWN = ['qualifying', 'setup', 'turn-1', 'turn-3'];
/** The qualifying, the setup and three turns: each kind of step and a move from the grid, on the straight and into a curve. */
export const FIRST_STEPS = 5;

const pickable = (question: ShownQuestion) => question.options.filter((option) => !option.disabled);

/** `build`: the points of each category as + clicks from 0; `picks`: the option wanted for other questions (the pole lap). */
export const carefulDriver =
  (build: Record<string, number>, picks: Record<string, string> = {}): Strategy =>
  (question) => {
    if (question.type === 'count') return build[question.id];
    if (picks[question.id] !== undefined) return picks[question.id];
    const options = pickable(question);
    if (question.id === 'speed') {
      const free = options.filter((option) => FREE.test(option.label) && Number(option.id) <= CAUTIOUS_SPEED);
      return (free.at(-1) ?? options[0])?.id;
    }
    if (question.id === 'curve1' || question.id === 'curve2') {
      const safe = options.filter((option) => !RISKY.test(option.label) && !option.id.endsWith('.D'));
      return (safe.find((option) => NO_WEAR.test(option.label)) ?? safe[0] ?? options[0])?.id;
    }
    return undefined;
  };

/** The race created for 1 lap of the test oval, Bruno (Italian, car 1) and Ada (English, car 2) registered on the page, registration closed. */
export async function registerBoth(session: Session, raceId: string, title: string, rulesetId: string): Promise<Seat[]> {
  await session.api('POST', '/races', { token: session.stack.organiserToken, body: { id: raceId, title, circuitId: 'test-oval', rulesetId, laps: 1 } });
  const seats = [await registerOnPage(session, raceId, 'Bruno', 'it'), await registerOnPage(session, raceId, 'Ada', 'en')];
  await session.api('POST', `/races/${raceId}/close-registration`, { token: session.stack.organiserToken });
  expect(seats.map((seat) => seat.car)).toEqual(['1', '2']);
  // The circuit by its Italian name on the Italian page.
  await expect.poll(() => seats[0]!.page.locator('#race-status').textContent()).toMatch(/ su Ovale di prova\.$/);
  return seats;
}

/**
 * Plays the race's first `steps` steps by clicking with `strategy` (play-to-finish.test.ts plays it
 * to its finish). After each step clicked: `check` for what the rulebook's own steps show; for a
 * turn, where the move starts and what it pays, then the notation a player would have typed; the
 * receipt; the Italian page of a few steps kept as screenshots named after `prefix`. Answers the
 * steps played and the kinds clicked.
 */
export async function clickSteps(
  session: Session,
  raceId: string,
  seats: Seat[],
  {
    steps,
    strategy,
    prefix,
    check,
  }: { steps: number; strategy: Strategy; prefix: string; check: (kind: string, seat: Seat, summary: string) => Promise<void> },
): Promise<{ played: string[]; kinds: string[] }> {
  const kinds: string[] = [];
  const played = await playToTheFinish(session, raceId, seats, {
    strategy,
    until: (done) => done.length === steps,
    onStep: async (seat) => {
      const { page } = seat;
      const { step } = await raceOf(session, raceId);
      kinds.push(step.kind);
      const summary = (await page.locator('#step-form ul.summary').textContent()) ?? '';
      const italian = seat.language === 'it';
      await check(step.kind, seat, summary);
      if (step.kind === 'racing') {
        expect(summary).toMatch(italian ? /\d+ mph da [^.]+\..*(Paga |Nessun punto wear da pagare)/ : /\d+ mph from [^.]+\..*Pays /);
        expect(await page.locator('#step-form p.help', { hasText: italian ? 'Nella notazione:' : 'In the notation:' }).count()).toBe(1);
      }
      expect(await page.locator('#step-sent .notice').textContent()).toMatch(italian ? /^Inviat/ : /^Sent for car /);
      if (italian && SHOWN.includes(step.id)) await session.screenshot(page, `${prefix}-${step.id}-it`);
    },
  });
  expect(played.slice(0, 2)).toEqual(['qualifying', 'setup']);
  expect(kinds).toContain('racing');
  return { played, kinds };
}
