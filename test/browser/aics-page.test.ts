/**
 * Speed Circuit AICS played from its race page in Chromium at phone width (issue 26): one lap of the
 * test oval, the shortest race, by an Italian and an English player who register on the page and
 * then only click: the car's points and a pole lap found at once, the pre-race setup as the page
 * offers it, and each turn's speed and lines with what they cost shown before sending.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesets } from '../../domain/rulesets.ts';
import { INSTALL_TIMEOUT_MS } from './chromium.ts';
import type { Seat } from './play.ts';
import { openSession, type Session } from './session.ts';
import { carefulDriver, clickSteps, FIRST_STEPS, registerBoth } from './speed-circuit.ts';

const RACE = 'aics_page';
/** A bound for the steps clicked through, on a busy machine. */
const RACE_MS = 900_000;

let session: Session;
beforeAll(async () => {
  session = await openSession(rulesets);
}, INSTALL_TIMEOUT_MS);
afterAll(() => session?.close());

describe('AICS from the race page, by clicking only', () => {
  let seats: Seat[] = [];

  it('registers an Italian and an English player on the page', async () => {
    seats = await registerBoth(session, RACE, 'Gran Premio a un giro', 'aics-3.06');
  });

  it(
    '[SC-CAR-4] [SC-QUAL-5] [SC-NOTATION-9] plays the qualifying, the setup and the first turns with the buttons, each move’s cost and notation shown before sending',
    async () => {
      await clickSteps(session, RACE, seats, {
        steps: FIRST_STEPS,
        // The 7 points (SC-CAR-4) and the pole lap found at once; then careful driving.
        strategy: carefulDriver({ startSpeed: 1, acc: 2, dec: 1, topSpeed: 2, wear: 1 }, { lap: 'quick' }),
        prefix: 'aics',
        check: async (kind, { language }, summary) => {
          const italian = language === 'it';
          if (kind === 'qualifying') expect(summary).toMatch(italian ? /il giro vale \d+ turni/ : /the lap counts \d+ turns/);
          if (kind === 'setup') expect(summary).toMatch(italian ? /Per la gara di 1 giro: \d+ W e \d+ WF\./ : /For the race of 1 lap: \d+ W and \d+ WF\./);
        },
      });
    },
    RACE_MS,
  );

  it('raised no script error and no refusal of the page policy on any page', () => {
    expect(session.pageErrors).toEqual([]);
  });
});
