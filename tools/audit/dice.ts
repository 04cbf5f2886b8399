/**
 * The dice of one step checked from the seed alone, without the decider (contract 3): the binding
 * is the hash of the locked moves, and every roll's code and faces and every shuffle's code and
 * order are the ones the seed gives.
 */

import { movesBinding } from '../../domain/dice/binding.ts';
import { diceCode, parseDiceCode, shuffleCode } from '../../domain/dice/code.ts';
import { verifyRoll, verifyShuffle } from '../../domain/dice/derive.ts';
import type { Roll, Shuffle } from '../../domain/dice.ts';
import { type DiceEvent, diceTurn } from '../../domain/race/events.ts';
import { firstDifference } from './difference.ts';
import { describeError, type Finding } from './divergence.ts';

/** What the step's dice are bound to: its locked submissions (none at the close of registration). */
export const lockedMoves = (event: DiceEvent): Record<string, unknown> =>
  event.type === 'RegistrationClosed'
    ? {}
    : event.type === 'GridPublished'
      ? event.qualifying
      : event.type === 'TurnResolved'
        ? event.moves
        : event.submissions;

interface Step {
  raceId: string;
  seed: string;
  turn: number;
  binding: string;
}

/** The code names this step, this car, this purpose and the kind of record it is on. */
function namesAnother(record: Roll | Shuffle, kind: 'roll' | 'shuffle', { raceId, turn }: Step, path: string): Finding | undefined {
  const { check: _check, ...named } = parseDiceCode(record.code);
  const meant = { raceId, turn, ...(record.car === undefined ? {} : { car: record.car }), purpose: record.purpose, n: named.n, kind };
  return firstDifference(meant, named)
    ? { path: `${path}.code`, what: `the code ${record.code} names another ${kind}`, expected: meant, found: named }
    : undefined;
}

function checkRoll(roll: Roll, step: Step, path: string): Finding | undefined {
  const named = namesAnother(roll, 'roll', step, path);
  if (named) return named;
  const verification = verifyRoll({ ...step, roll });
  if (firstDifference(verification.dice, roll.dice))
    return { path: `${path}.dice`, what: `roll ${roll.code}: the dice are not those the seed gives`, expected: verification.dice, found: roll.dice };
  if (!verification.valid) {
    const { check: _check, kind: _kind, ...id } = parseDiceCode(roll.code);
    return {
      path: `${path}.code`,
      what: `roll ${roll.code}: the check does not match the roll`,
      expected: diceCode({ ...id, binding: step.binding }),
      found: roll.code,
    };
  }
  return undefined;
}

function checkShuffle(shuffle: Shuffle, step: Step, path: string): Finding | undefined {
  const named = namesAnother(shuffle, 'shuffle', step, path);
  if (named) return named;
  if (shuffle.order.length !== shuffle.size)
    return {
      path: `${path}.size`,
      what: `shuffle ${shuffle.code}: the order does not hold as many items as the shuffle`,
      expected: shuffle.order.length,
      found: shuffle.size,
    };
  const verification = verifyShuffle({ ...step, shuffle });
  if (firstDifference(verification.order, shuffle.order))
    return {
      path: `${path}.order`,
      what: `shuffle ${shuffle.code}: the order is not the one the seed gives`,
      expected: verification.order,
      found: shuffle.order,
    };
  if (!verification.valid) {
    const { check: _check, kind: _kind, ...id } = parseDiceCode(shuffle.code);
    return {
      path: `${path}.code`,
      what: `shuffle ${shuffle.code}: the check does not match the shuffle`,
      expected: shuffleCode({ ...id, binding: step.binding }),
      found: shuffle.code,
    };
  }
  return undefined;
}

export function checkDice(event: DiceEvent, { raceId, seed }: { raceId: string; seed: string }): Finding | undefined {
  const turn = diceTurn(event);
  const binding = movesBinding(lockedMoves(event));
  if (binding !== event.binding)
    return {
      path: 'binding',
      what: 'the binding is not the hash of the locked moves, so the rolls could be known before the moves',
      expected: binding,
      found: event.binding,
    };
  const step: Step = { raceId, seed, turn, binding };
  const records = [
    ...event.rolls.map((roll, i) => ({ path: `rolls[${i}]`, kind: 'roll', record: roll, check: () => checkRoll(roll, step, `rolls[${i}]`) }) as const),
    ...(event.shuffles ?? []).map(
      (shuffle, i) => ({ path: `shuffles[${i}]`, kind: 'shuffle', record: shuffle, check: () => checkShuffle(shuffle, step, `shuffles[${i}]`) }) as const,
    ),
  ];
  for (const { path, kind, record, check } of records) {
    try {
      const finding = check();
      if (finding) return finding;
    } catch (error) {
      return { path, what: `${kind} ${record.code} cannot be recomputed: ${describeError(error)}`, expected: `a ${kind} of the dice contract`, found: record };
    }
  }
  return undefined;
}
