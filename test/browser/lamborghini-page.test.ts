/**
 * Lamborghini played from its race page in Chromium at phone width (issue 26): the shortest race
 * the game allows (the Short game, two players of one car, one lap) by an Italian and an English
 * player who register on the page and then only click: the piles to turn up and the cards to
 * take on the table's picture, each movement square by square on the race's picture, a direction
 * after an incident. At each step the page shows the seat's own hand and the cards face up, and
 * nothing of the other seat's hand: the cards dealt to it face down (LB-PREP-2).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lamborghini } from '../../domain/lamborghini/ruleset.ts';
import type { LamborghiniState } from '../../domain/lamborghini/state.ts';
import { rulesets } from '../../domain/rulesets.ts';
import { INSTALL_TIMEOUT_MS } from './chromium.ts';
import { lamborghiniDriver } from './drivers.ts';
import { playToTheFinish, raceOf, registerOnPage, type Seat, type Strategy } from './play.ts';
import { openSession, type Session } from './session.ts';

const RACE = 'lambo_page';
const SEED = 'c11c'.padEnd(64, '0');
/** A bound for the steps clicked through, on a busy machine. */
const RACE_MS = 1_500_000;

let session: Session;
beforeAll(async () => {
  session = await openSession(rulesets);
}, INSTALL_TIMEOUT_MS);
afterAll(() => session?.close());

/** The race as a seat's own view gives it: its hands whole, another seat's only counted. */
const seatView = async (seat: Seat): Promise<LamborghiniState> =>
  (await session.api('GET', `/races/${RACE}`, { token: seat.token })).race.game as LamborghiniState;

/** Everything the page holds, its drawings included: its text, the step's pictures and the race picture's document. */
const everything = (page: Page): Promise<string> =>
  page.evaluate(async () => {
    const drawings = Array.from(document.querySelectorAll('.choice-picture')).map((frame) => frame.shadowRoot?.innerHTML ?? '');
    const picture = document.querySelector<HTMLImageElement>('#picture')?.src;
    const race = picture ? await (await fetch(picture)).text() : '';
    return [document.documentElement.outerHTML, ...drawings, race].join('\n');
  });

/** The kinds of step whose options were clicked on the picture, each time. */
const clickedOnPicture: string[] = [];

describe('Lamborghini from the race page, by clicking only', () => {
  const seats: Seat[] = [];

  it('registers an Italian and an English player on the page', async () => {
    await session.api('POST', '/races', {
      token: session.stack.organiserToken,
      body: { id: RACE, title: 'Murcielago, un giro', circuitId: 'circuit-a', rulesetId: lamborghini.id, seed: SEED, laps: 1 },
    });
    seats.push(await registerOnPage(session, RACE, 'Bruno', 'it'), await registerOnPage(session, RACE, 'Ada', 'en'));
    await session.api('POST', `/races/${RACE}/close-registration`, { token: session.stack.organiserToken });
    expect(seats.map((seat) => seat.car)).toEqual(['1', '2']);
  });

  it(
    'plays the draft and the first movements on the pictures and buttons, each seat seeing its own hand and never the other’s',
    async () => {
      const shots = new Set<string>();
      const racer = lamborghiniDriver(session, RACE, (kind) => clickedOnPicture.push(kind));
      const strategy: Strategy = async (question, seat) => {
        // Each kind of step as each player first sees it, to be looked at.
        const shot = `${seat.language}-${(await raceOf(session, RACE)).step.kind}`;
        if (!shots.has(shot)) {
          shots.add(shot);
          await session.screenshot(seat.page, `lamborghini-${shot}`);
        }
        return racer(question, seat);
      };
      const kinds = new Set<string>();
      let moved = 0;
      /** The other seat's cards dealt face down, each time one was looked for on a page. */
      const hiddenCards: string[] = [];
      // Up to the first movements: play-to-finish.test.ts plays the race to its finish.
      const played = await playToTheFinish(session, RACE, seats, {
        strategy,
        until: () => moved >= 2,
        onStep: async (seat, step) => {
          const race = await raceOf(session, RACE);
          kinds.add(race.step.kind);
          if (race.step.kind === 'move') moved++;
          // The status line names the step the form is for; the choices' summary says what the seat holds.
          expect((await seat.page.locator('#race-status').textContent())?.toLowerCase()).toContain(step.toLowerCase());
          const holds = { move: { it: /Mano dell’auto \d: /, en: /Hand of car \d: / }, choose: { it: /Scoperte sul tavolo: /, en: /Face up on the table: / } }[
            race.step.kind as string
          ];
          if (holds) expect(await seat.page.locator('#step-form ul.summary').textContent()).toMatch(holds[seat.language]);
          const own = await seatView(seat);
          const other = seats.find((one) => one !== seat)!;
          const theirs = await seatView(other);
          const page = await everything(seat.page);
          // The seat's own hand, in its situation, card by card.
          const hand = own.murcielagos[seat.car]?.hand ?? [];
          const situation = (await seat.page.locator('#situation').textContent()) ?? '';
          for (const id of hand) expect(situation, `${seat.name}'s hand`).toContain(`[${id}]`);
          if (own.grid.length === 0) for (const id of own.draft.faceUp) expect(situation, 'the cards face up').toContain(`[${id}]`);
          // The other seat's cards dealt face down: not a word of them, nor a mark.
          const hidden = (theirs.murcielagos[other.car]?.hand ?? []).filter((id) => !(theirs.draft.held[other.car] ?? []).includes(id));
          hiddenCards.push(...hidden);
          for (const id of hidden) {
            expect(page, `${other.name}'s card ${id} on ${seat.name}'s page`).not.toContain(`[${id}]`);
            expect(page).not.toContain(`card.${id}"`);
          }
        },
      });
      expect(played[0]).toMatch(/^choose/);
      expect([...kinds]).toEqual(expect.arrayContaining(['turnUp', 'choose', 'move']));
      // The piles, the cards and the squares were picked on the pictures.
      expect(new Set(clickedOnPicture)).toEqual(new Set([...kinds].filter((kind) => kind !== 'pairing')));
      expect(hiddenCards.length).toBeGreaterThan(0);
    },
    RACE_MS,
  );

  it('raised no script error and no refusal of the page policy on any page', () => {
    expect(session.pageErrors).toEqual([]);
  });
});
