/**
 * Hex rally played from its race page in Chromium at phone width (issue 26): one lap of the test
 * loop, the shortest race, by an Italian and an English player who register on the page and then
 * only click: the driver, each turn's manoeuvre built from its buttons with its difficulty and the
 * roll needed shown before sending, and a coupon after a failed roll. Which buttons they click is
 * the non-human player's order for their car, as a person decides by looking at the map.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hexRally } from '../../domain/hex-rally/ruleset.ts';
import { rulesets } from '../../domain/rulesets.ts';
import { INSTALL_TIMEOUT_MS } from './chromium.ts';
import { hexRallyDriver } from './drivers.ts';
import { playToTheFinish, raceOf, registerOnPage, type Seat } from './play.ts';
import { openSession, type Session } from './session.ts';

const RACE = 'hex_page';
/** A bound for the steps clicked through, on a busy machine. */
const RACE_MS = 900_000;

let session: Session;
beforeAll(async () => {
  session = await openSession(rulesets);
}, INSTALL_TIMEOUT_MS);
afterAll(() => session?.close());

describe('hex rally from the race page, by clicking only', () => {
  const seats: Seat[] = [];

  it('registers an Italian and an English player on the page', async () => {
    await session.api('POST', '/races', {
      token: session.stack.organiserToken,
      body: { id: RACE, title: 'Rally a un giro', circuitId: 'test-loop', rulesetId: hexRally.id, laps: 1 },
    });
    seats.push(await registerOnPage(session, RACE, 'Bruno', 'it'), await registerOnPage(session, RACE, 'Ada', 'en'));
    await session.api('POST', `/races/${RACE}/close-registration`, { token: session.stack.organiserToken });
    expect(seats.map((seat) => seat.car)).toEqual(['1', '2']);
  });

  it(
    'plays the driver’s pick and the first turns with the buttons, the difficulty and the roll needed shown before sending',
    async () => {
      const strategy = hexRallyDriver(session, RACE, 'test-loop');
      const kinds = new Set<string>();
      // The driver and two turns: play-to-finish.test.ts plays the race to its finish.
      const played = await playToTheFinish(session, RACE, seats, {
        strategy,
        until: (done) => done.filter((id) => id.startsWith('turn-')).length === 2,
        onStep: async (seat) => {
          const race = await raceOf(session, RACE);
          kinds.add(race.step.kind);
          if (race.step.kind !== 'declaration') return;
          // Before sending, the total the roll must reach, in the reader's words.
          const summary = (await seat.page.locator('#step-form ul.summary').textContent()) ?? '';
          expect(summary).toMatch(seat.language === 'it' ? /Tiro necessario: / : /Roll needed: /);
        },
      });
      expect(played[0]).toBe('driver');
      expect(kinds).toContain('declaration');
      // The circuit by its Italian name on the Italian page.
      await expect.poll(() => seats[0]!.page.locator('#race-status').textContent()).toMatch(/ su Anello di prova\.$/);
      await session.screenshot(seats[0]!.page, 'hex-rally-turn-2-it');
    },
    RACE_MS,
  );

  it('raised no script error and no refusal of the page policy on any page', () => {
    expect(session.pageErrors).toEqual([]);
  });
});
