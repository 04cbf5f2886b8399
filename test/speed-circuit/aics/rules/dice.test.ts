import { describe, expect, it } from 'vitest';
import { movesBinding } from '../../../../domain/dice/binding.ts';
import { createDice, verifyRoll } from '../../../../domain/dice/derive.ts';
import type { Roll } from '../../../../domain/dice.ts';
import type { AicsEvent } from '../../../../domain/speed-circuit/aics/events.ts';
import { AicsPurpose } from '../../../../domain/speed-circuit/aics/purposes.ts';
import { resolveTurn } from '../../../../domain/speed-circuit/aics/turn/index.ts';
import { moveOf, oval, play, raceOn } from '../../../support/race.ts';

const circuit = oval();
const raceId = 'oval1';
const seed = 'c0ffee'.padEnd(64, '0');

// An Acc roll (17A, 100 → 180), a brake check across the cloud line (13C, 140 → 80 BC), a curve die (1B, 140 in lane C paid with D).
const state = raceOn(circuit, [
  { car: '1', at: '17A', speed: 100 },
  { car: '2', at: '13C', speed: 140 },
  { car: '3', at: '1B', speed: 140 },
]);
const moves = {
  '1': moveOf({ speed: 180 }),
  '2': moveOf({ speed: 80, braking: { first: 'WF', brakeCheck: true }, curve1: [{ kind: 'lane', lane: 'C' }] }),
  '3': moveOf({ speed: 140, curve1: [{ kind: 'lane', lane: 'C', pay: 'die' }] }),
};
const binding = movesBinding(moves);

const rollsOf = (events: AicsEvent[]): Roll[] => events.flatMap((event) => ('roll' in event ? [event.roll] : []));

function resolved(withSeed = seed) {
  const dice = createDice({ seed: withSeed, raceId, turn: 1, binding });
  const { events } = resolveTurn(circuit, state, moves, dice);
  return { events, made: dice.rolls() };
}

describe('the dice of a turn', () => {
  it('[SC-DICE-1] every roll of the turn is in its events with its purpose, its dice and a verification code, as the Dice made it', () => {
    const { events, made } = resolved();
    const rolls = rollsOf(events);
    expect(rolls).toEqual(made);
    expect(rolls.map((roll) => [roll.purpose, roll.car, roll.dice.length])).toEqual([
      ['acceleration', '1', 3],
      ['brakeCheck', '2', 3],
      ['curve', '3', 1],
      ['weather', undefined, 2],
    ]);
    for (const roll of rolls) {
      expect(AicsPurpose.safeParse(roll.purpose).success).toBe(true);
      expect(roll.dice.every((face) => face >= 1 && face <= 6)).toBe(true);
      expect(roll.code).toMatch(/^oval1-1-/);
      expect(verifyRoll({ seed, raceId, turn: 1, binding, roll }).valid).toBe(true);
    }
  });

  it('[SC-DICE-1] there is no other chance: the same dice give byte-identical events, other dice other rolls', () => {
    const first = resolved();
    expect(JSON.stringify(resolved().events)).toBe(JSON.stringify(first.events));
    const other = resolved('beef'.padEnd(64, '1'));
    expect(rollsOf(other.events).map((roll) => roll.code)).not.toEqual(rollsOf(first.events).map((roll) => roll.code));
  });

  it('[SC-DICE-1] the faces in the events are the faces the Dice handed out', () => {
    // Acc 3+4+5 passes; brake check 6+6+5 fails; curve die 2 is clear; weather 3+4.
    const { events } = play(state, { '1': moves['1'], '2': moves['2'], '3': moves['3'] }, 3, 4, 5, 6, 6, 5, 2, 3, 4);
    expect(rollsOf(events).map((roll) => [roll.purpose, roll.car, roll.dice])).toEqual([
      ['acceleration', '1', [3, 4, 5]],
      ['brakeCheck', '2', [6, 6, 5]],
      ['curve', '3', [2]],
      ['weather', undefined, [3, 4]],
    ]);
  });
});
