/**
 * The dice of one step checked from the seed alone, without the decider (contract 3): the binding
 * is the hash of the locked moves, and every roll's code and faces are the ones the seed gives.
 */
import { movesBinding } from '../../domain/dice/binding.ts';
import { diceCode, parseDiceCode } from '../../domain/dice/code.ts';
import { verifyRoll } from '../../domain/dice/derive.ts';
import type { RaceEvent } from '../../domain/race/index.ts';
import { firstDifference } from './difference.ts';
import { type Finding, describeError } from './divergence.ts';

export type DiceEvent = Extract<RaceEvent, { type: 'GridPublished' | 'TurnResolved' }>;

export const isDiceEvent = (event: RaceEvent): event is DiceEvent => event.type === 'GridPublished' || event.type === 'TurnResolved';

/** Turn 0 holds the rolls before the race (docs/dice.md). */
export const diceTurn = (event: DiceEvent): number => (event.type === 'GridPublished' ? 0 : event.turn);

export const lockedMoves = (event: DiceEvent): Record<string, unknown> => (event.type === 'GridPublished' ? event.qualifying : event.moves);

export function checkDice(event: DiceEvent, { raceId, seed }: { raceId: string; seed: string }): Finding | undefined {
  const turn = diceTurn(event);
  const binding = movesBinding(lockedMoves(event));
  if (binding !== event.binding)
    return { path: 'binding', what: 'the binding is not the hash of the locked moves, so the rolls could be known before the moves', expected: binding, found: event.binding };
  for (const [i, roll] of event.rolls.entries()) {
    const path = `rolls[${i}]`;
    try {
      const { check: _check, ...named } = parseDiceCode(roll.code);
      const meant = { raceId, turn, ...(roll.car === undefined ? {} : { car: roll.car }), purpose: roll.purpose, n: named.n };
      if (firstDifference(meant, named)) return { path: `${path}.code`, what: `the code ${roll.code} names another roll`, expected: meant, found: named };
      const verification = verifyRoll({ seed, raceId, turn, binding, roll });
      if (firstDifference(verification.dice, roll.dice))
        return { path: `${path}.dice`, what: `roll ${roll.code}: the dice are not those the seed gives`, expected: verification.dice, found: roll.dice };
      if (!verification.valid)
        return { path: `${path}.code`, what: `roll ${roll.code}: the check does not match the roll`, expected: diceCode({ ...named, binding }), found: roll.code };
    } catch (error) {
      return { path, what: `roll ${roll.code} cannot be recomputed: ${describeError(error)}`, expected: 'a roll of the dice contract', found: roll };
    }
  }
  return undefined;
}
