/**
 * Vektorace played from its race page in Chromium at phone width (issue 26): the start and the
 * first moves of one lap of the default circuit, by an Italian and an English player who register
 * on the page and then only click: the start's split of the points (and the first gear from pole),
 * then each move by clicking its end on the picture, the gear of the next move among the buttons.
 * Which end and gear they click is the non-human player's choice for their car, as a person decides
 * by looking at the table. At every step the page says whose move it is, in the status line and in
 * the players table's order of play, and reports the step before. play-to-finish.test.ts plays the
 * race to its finish and reads the finished table.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesets } from '../../domain/rulesets.ts';
import { racingCars } from '../../domain/vektorace/evolve.ts';
import { MOVE, START } from '../../domain/vektorace/id.ts';
import { type Move, printMove } from '../../domain/vektorace/notation.ts';
import { vektoraceReporter } from '../../domain/vektorace/report.ts';
import { vektorace } from '../../domain/vektorace/ruleset.ts';
import { printStartChoice, type StartChoice } from '../../domain/vektorace/start-choice.ts';
import type { VektoraceState } from '../../domain/vektorace/state.ts';
import { eventsOf, type Json, stepsOf } from '../support/local-api.ts';
import { intendedPicks, nearestGear, onThePicture } from '../vektorace/intent.ts';
import { INSTALL_TIMEOUT_MS } from './chromium.ts';
import { playToTheFinish, raceOf, registerOnPage, type Seat, type Strategy } from './play.ts';
import { openSession, type Session } from './session.ts';

const RACE = 'vk_page';
const CIRCUIT = vektorace.shippedCircuits().default!;
/** A bound for the steps clicked through, on a busy machine. */
const RACE_MS = 900_000;
/** Waits for what the page shows after a request of its own: an upper bound, never a pause. */
const SHOWN_MS = 30_000;

let session: Session;
beforeAll(async () => {
  session = await openSession(rulesets);
}, INSTALL_TIMEOUT_MS);
afterAll(() => session?.close());

/** A step's name as the seat's page writes it, capitalised as a heading. */
const stepTitle = (step: { id: string; kind: string; number: number }, seat: Seat): string => {
  const name = vektoraceReporter.stepName!(step, seat.language);
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/** The players table as the page shows it: a row of cells per car, by the headers' words. */
const playersTable = (page: Page): Promise<Record<string, string>[]> =>
  page.locator('#players').evaluate((table) => {
    const headers = Array.from(table.querySelectorAll('thead th')).map((th) => th.textContent ?? '');
    return Array.from(table.querySelectorAll('tbody tr')).map((row) =>
      Object.fromEntries(Array.from(row.querySelectorAll('th, td')).map((cell, i) => [headers[i] ?? String(i), cell.textContent ?? ''])),
    );
  });

describe('Vektorace from the race page, by clicking only', () => {
  const seats: Seat[] = [];

  it('registers an Italian and an English player on the page', async () => {
    await session.api('POST', '/races', {
      token: session.stack.organiserToken,
      body: { id: RACE, title: 'Vektorace a un giro', circuitId: 'default', rulesetId: vektorace.id, laps: 1 },
    });
    seats.push(await registerOnPage(session, RACE, 'Bruna', 'it'), await registerOnPage(session, RACE, 'Ed', 'en'));
    await session.api('POST', `/races/${RACE}/close-registration`, { token: session.stack.organiserToken });
    expect(seats.map((seat) => seat.car).sort()).toEqual(['1', '2']);
  });

  it(
    '[VK-START-2] [VK-START-4] plays the start and the first moves, each end clicked on the picture',
    async () => {
      /** The step open before each seat played, to find the report of the step before on its page. */
      let previous: { id: string; kind: string; number: number } | undefined;
      let open: { id: string; kind: string; number: number } | undefined;
      let clickedOnPicture = 0;
      const shot = new Set<string>();

      const strategy: Strategy = async (question, seat) => {
        const race = await raceOf(session, RACE);
        const state = race.game as VektoraceState;
        if (race.step.kind === START) return { points: 'gomma-4', firstGear: 'gear-4' }[question.id];
        const wanted = intendedPicks(CIRCUIT, state, seat.car);
        if (question.id === 'gear') return nearestGear(question.options, wanted.gear!).id;
        if (question.id !== 'end') return undefined;
        if (!onThePicture(wanted.end)) return wanted.end;
        // The end is clicked where it is drawn: on the picture, at phone width, not on its button.
        const mark = seat.page.locator(`.choice-picture [data-choice="${wanted.end}"]`);
        await mark.scrollIntoViewIfNeeded();
        expect(await mark.getAttribute('role')).toBe('button');
        expect(await mark.getAttribute('tabindex')).toBe('0');
        const label = (await seat.page.locator(`#step-form button.option[data-option="${wanted.end}"] .option-label`).textContent()) ?? '';
        expect(await mark.getAttribute('aria-label')).toMatch(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
        await mark.locator('.end-mark').click();
        await expect
          .poll(() => seat.page.locator(`#step-form button.option[data-option="${wanted.end}"]`).getAttribute('aria-pressed'), { timeout: SHOWN_MS })
          .toBe('true');
        // The end clicked is shown picked on the picture drawn anew, the cheapest way there picked with it.
        expect(await seat.page.locator(`.choice-picture [data-choice="${wanted.end}"]`).getAttribute('aria-pressed')).toBe('true');
        expect(await seat.page.locator('#step-form fieldset[data-question="way"] button.option').first().getAttribute('aria-pressed')).toBe('true');
        // The page brings the next question into sight, past the buttons of every end.
        await expect
          .poll(
            () =>
              seat.page.evaluate(() => {
                const next = Array.from(document.querySelectorAll('#step-form fieldset.question')).find((set) => !set.querySelector('[aria-pressed="true"]'));
                const box = next?.getBoundingClientRect();
                return box !== undefined && box.top < window.innerHeight && box.bottom > 0;
              }),
            { timeout: SHOWN_MS },
          )
          .toBe(true);
        clickedOnPicture++;
        if (!shot.has(seat.language)) {
          shot.add(seat.language);
          await session.screenshot(seat.page, `vektorace-move-${seat.language}`);
        }
        return undefined;
      };

      const onStep = async (seat: Seat): Promise<void> => {
        const race = await raceOf(session, RACE);
        const state = race.game as VektoraceState;
        const step = race.step as { id: string; kind: string; number: number };
        if (open?.id !== step.id) [previous, open] = [open, step];
        const { page } = seat;
        const italian = seat.language === 'it';
        // The status line names the open step.
        expect(await page.locator('#race-status').textContent()).toMatch(
          new RegExp(`^${italian ? 'Ora' : 'Now'}: ${vektoraceReporter.stepName!(step, seat.language)}\\.`),
        );
        const { submission } = await session.api('GET', `/races/${RACE}/submissions/mine`, { token: seat.token });
        if (step.kind === START) {
          // [VK-START-4] Only the pole car's player chooses the first gear; a race without the tokens asks for none.
          const asked = await page
            .locator('#step-form fieldset.question[data-question]')
            .evaluateAll((sets) => sets.map((set) => (set as HTMLElement).dataset.question));
          expect(asked).toEqual(seat.car === state.order[0] ? ['points', 'firstGear'] : ['points']);
          await session.screenshot(page, `vektorace-start-${seat.language}`);
        } else {
          // What a drive does, before it is sent: the points left and the next gear.
          if ((submission as Move).kind === 'drive')
            expect(await page.locator('#step-form ul.summary').textContent()).toMatch(italian ? /prossima mossa in \dª/ : /next move in \d\w\w gear/);
          // The players table: every car's place in the order of play, and the car whose move it is.
          const rows = await playersTable(page);
          const [order, status] = italian ? ['Ordine', 'Stato'] : ['Order', 'Status'];
          for (const row of rows) {
            const car = row[italian ? 'Auto' : 'Car']!;
            if (state.cars[car]?.status === 'racing') expect(row[order], `car ${car}`).toBe(String(racingCars(state).indexOf(car) + 1));
          }
          expect(rows.filter((row) => row[status] === (italian ? 'muove ora' : 'moves now')).map((row) => row[italian ? 'Auto' : 'Car'])).toEqual([seat.car]);
          // The report of the step before, first of the reports.
          if (previous) expect(await page.locator('#reports article.step h3').first().textContent()).toBe(stepTitle(previous, seat));
        }
        // What was sent is what the page wrote in the notation.
        const notation = (await page.locator('#step-form .choices > p.help').last().textContent()) ?? '';
        const printed = step.kind === MOVE ? printMove(submission as Move) : printStartChoice(submission as StartChoice);
        expect(notation).toBe(`${italian ? 'Nella notazione' : 'In the notation'}: ${printed}`);
      };

      // The start and two moves of each car: play-to-finish.test.ts plays the race to its finish.
      const played = await playToTheFinish(session, RACE, seats, {
        strategy,
        onStep,
        until: (done) => done.filter((id) => id !== START).length === 4,
      });
      expect(played[0]).toBe(START);
      expect(clickedOnPicture).toBeGreaterThan(0);
      expect([...shot].sort()).toEqual(['en', 'it']);
      // Every step was played with what the players clicked: none was left to the non-human player.
      const steps = stepsOf(eventsOf(await session.api('GET', `/races/${RACE}/export`)));
      expect(steps.length).toBe(played.length);
      expect(steps.every((step) => Object.values(step.submissions as Json).every((submission) => submission !== null))).toBe(true);
    },
    RACE_MS,
  );

  it('raised no script error and no refusal of the page policy on any page', () => {
    expect(session.pageErrors).toEqual([]);
  });
});
