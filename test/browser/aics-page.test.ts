/**
 * Speed Circuit AICS played from its race page in Chromium at phone width (issue 26): one lap of the
 * test oval, the shortest race, by an Italian and an English player who register on the page and
 * then only click: the car's points and a pole lap found at once, the pre-race setup as the page
 * offers it, and each turn's speed and lines with what they cost shown before sending.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesets } from '../../domain/rulesets.ts';
import { INSTALL_TIMEOUT_MS } from './chromium.ts';
import { playToTheFinish, raceOf, registerOnPage, type Seat } from './play.ts';
import { openSession, type Session } from './session.ts';
import { carefulDriver } from './speed-circuit.ts';

const RACE = 'aics_page';
/** A bound for the whole race clicked through, on a busy machine. */
const RACE_MS = 900_000;
/** The steps whose page the Italian player's screenshots keep. */
const SHOWN = ['qualifying', 'setup', 'turn-1', 'turn-3'];

let session: Session;
beforeAll(async () => {
  session = await openSession(rulesets);
}, INSTALL_TIMEOUT_MS);
afterAll(() => session?.close());

describe('AICS from the race page, by clicking only', () => {
  const seats: Seat[] = [];

  it('registers an Italian and an English player on the page', async () => {
    await session.api('POST', '/races', {
      token: session.stack.organiserToken,
      body: { id: RACE, title: 'Gran Premio a un giro', circuitId: 'test-oval', rulesetId: 'aics-3.06', laps: 1 },
    });
    seats.push(await registerOnPage(session, RACE, 'Bruno', 'it'), await registerOnPage(session, RACE, 'Ada', 'en'));
    await session.api('POST', `/races/${RACE}/close-registration`, { token: session.stack.organiserToken });
    expect(seats.map((seat) => seat.car)).toEqual(['1', '2']);
  });

  it(
    '[SC-CAR-4] [SC-QUAL-5] [SC-NOTATION-9] plays every step to the finish with the buttons, each move’s cost and notation shown before sending',
    async () => {
      // The 7 points (SC-CAR-4) and the quick pole lap; then careful driving.
      const strategy = carefulDriver({ startSpeed: 1, acc: 2, dec: 1, topSpeed: 2, wear: 1 }, { lap: 'quick' });
      const kinds: string[] = [];
      const played = await playToTheFinish(session, RACE, seats, {
        strategy,
        onStep: async (seat) => {
          const { page } = seat;
          const race = await raceOf(session, RACE);
          kinds.push(race.step.kind);
          const summary = (await page.locator('#step-form ul.summary').textContent()) ?? '';
          const italian = seat.language === 'it';
          if (race.step.kind === 'qualifying') expect(summary).toMatch(italian ? /il giro vale \d+ turni/ : /the lap counts \d+ turns/);
          if (race.step.kind === 'setup')
            expect(summary).toMatch(italian ? /Per la gara di 1 giro: \d+ W e \d+ WF\./ : /For the race of 1 lap: \d+ W and \d+ WF\./);
          if (race.step.kind === 'racing') {
            // Where the move starts and what it pays, then the notation a player would have typed.
            expect(summary).toMatch(italian ? /\d+ mph da [^.]+\..*(Paga |Nessun wear da pagare)/ : /\d+ mph from [^.]+\..*Pays /);
            expect(await page.locator('#step-form p.help', { hasText: italian ? 'Nella notazione:' : 'In the notation:' }).count()).toBe(1);
          }
          expect(await page.locator('#step-sent .notice').textContent()).toMatch(italian ? /^Inviat/ : /^Sent for car /);
          if (italian && SHOWN.includes(race.step.id)) await session.screenshot(page, `aics-${race.step.id}-it`);
        },
      });
      expect(played.slice(0, 2)).toEqual(['qualifying', 'setup']);
      expect(kinds).toContain('racing');
      const race = await raceOf(session, RACE);
      expect(race.phase).toBe('finished');
      expect([...race.classification].sort()).toEqual(['1', '2']);
      await session.screenshot(seats[0]!.page, 'aics-finished-it');
      await session.screenshot(seats[1]!.page, 'aics-finished-en');
    },
    RACE_MS,
  );

  it('raised no script error and no refusal of the page policy on any page', () => {
    expect(session.pageErrors).toEqual([]);
  });
});
