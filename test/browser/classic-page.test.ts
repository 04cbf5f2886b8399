/**
 * Classic Speed Circuit played from its race page in Chromium at phone width (issue 26): one lap of
 * the test oval, the shortest race, by an Italian and an English player who register on the page
 * and then only click: the car's 5 points, the Ready before the start, and each turn's speed and
 * lines with what they cost shown before sending.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesets } from '../../domain/rulesets.ts';
import { INSTALL_TIMEOUT_MS } from './chromium.ts';
import { type Seat, SHOWN_MS } from './play.ts';
import { openSession, type Session } from './session.ts';
import { carefulDriver, clickSteps, FIRST_STEPS, registerBoth } from './speed-circuit.ts';

const RACE = 'classic_page';
/** A bound for the steps clicked through, on a busy machine. */
const RACE_MS = 900_000;

let session: Session;
beforeAll(async () => {
  session = await openSession(rulesets);
}, INSTALL_TIMEOUT_MS);
afterAll(() => session?.close());

describe('classic Speed Circuit from the race page, by clicking only', () => {
  let seats: Seat[] = [];

  it('registers an Italian and an English player on the page', async () => {
    seats = await registerBoth(session, RACE, 'Classica a un giro', 'classic');
  });

  it(
    '[SCC-CAR-1] [SCC-SETUP-4] plays the qualifying, the setup and the first turns with the buttons, each move’s cost and notation shown before sending',
    async () => {
      await clickSteps(session, RACE, seats, {
        steps: FIRST_STEPS,
        // The 5 points, one on each characteristic (SCC-CAR-1); then careful driving.
        strategy: carefulDriver({ startSpeed: 1, acc: 1, dec: 1, topSpeed: 1, wear: 1 }),
        prefix: 'classic',
        check: async (kind, { language, page }, summary) => {
          const italian = language === 'it';
          if (kind === 'qualifying') expect(summary).toMatch(italian ? /Per la gara di 1 giro: \d+ wear/ : /For the race of 1 lap: \d+ wear/);
          if (kind === 'setup') {
            // SCC-SETUP-4: nothing to choose, one Ready button.
            expect(await page.locator('#step-form fieldset.question').count()).toBe(0);
            // The button says it is sending until its request ends, which may be after the receipt shows.
            await expect.poll(() => page.locator('#step-form button[type="submit"]').textContent(), { timeout: SHOWN_MS }).toBe(italian ? 'Pronto' : 'Ready');
          }
        },
      });
    },
    RACE_MS,
  );

  it('raised no script error and no refusal of the page policy on any page', () => {
    expect(session.pageErrors).toEqual([]);
  });
});
