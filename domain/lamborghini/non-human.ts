/**
 * The non-human player of Lamborghini: what the referee plays for a seat that sent nothing, in
 * every kind of step. The Strategic phase and the pairing are draft.ts's and setup.ts's defaults;
 * here the race: the card it plays as its move begins, each step of its move as it comes, and the
 * directions it chooses (LB-GAP-6 Proposed). It reads only what its seat may see: the board, the
 * cars on it, the Speed card face up, its own hand; never another hand or the deck's order.
 * Always legal: its card passes `checkMove`, and each step it plans fits the board.
 */
import { squareKey } from './board/geometry.ts';
import type { Board, Heading } from './board/types.ts';
import { bumpKind } from './bump.ts';
import { forcedBump } from './bump-chain.ts';
import { card, speedCard } from './cards.ts';
import { CHECKS_PER_TURN, runaway, runawayDue } from './check.ts';
import { mayRepair } from './damage.ts';
import { defaultHeading } from './incident.ts';
import { freeSteps, passesBetween, slipstreamSquares } from './move.ts';
import { brakesOf, checkBonusOf } from './play.ts';
import { type Move, manoeuvreOf, moveProblem, occupiedBy, seatOf, standingOf, typeOf } from './race-flow.ts';
import type { PlanItem } from './race-state.ts';
import type { Driver } from './race-steps.ts';
import { speedTotal } from './speed.ts';
import type { LamborghiniState } from './state.ts';

export { defaultChoice, defaultTurnUp } from './draft.ts';
export { defaultPairing } from './setup.ts';

const legal = (state: LamborghiniState, car: string, move: Move): boolean => moveProblem(state, car, move) === undefined;

/** The cards of the hand it may play as the move begins, one at a time. */
export const playableCards = (state: LamborghiniState, car: string): string[] =>
  (state.murcielagos[car]?.hand ?? []).filter((id) => legal(state, car, { cards: [id] }));

/** A low Speed card is worth replacing with Luck (LB-MAN-1): the deck's values average 8.5. */
const LUCK_BELOW = 7;

/** What a card adds to this turn's movement, as the car's player can work it out; Aerodynamics counted one less for the lane change it may lose it to. */
const worth = (state: LamborghiniState, car: string, id: string): number => {
  const found = card(id);
  const at = state.race.cars[car]!;
  const murcielago = state.murcielagos[car]!;
  const inputs = {
    carCard: murcielago.carCard,
    driverCard: murcielago.driverCard,
    drawn: state.race.turn!.drawn!,
    damages: at.damages,
    turnsWithThree: at.turnsWithThree,
    recorded: at.recorded,
    lasting: at.lasting.length,
  };
  const standing = standingOf(state, car);
  const base = speedTotal(inputs, undefined, standing);
  if (found.kind !== 'technology' && found.kind !== 'manoeuvre') return 0;
  switch (found.type) {
    case 'tyres':
    case 'fuelTank':
      return found.kind === 'technology' ? found.value : 0;
    case 'team':
      return mayRepair(at.damages) ? 2 : 0;
    case 'aerodynamics':
      return speedTotal(inputs, { type: found.type, value: found.value }, standing) - base - 1;
    case 'engine':
      return speedTotal(inputs, { type: found.type, value: found.value }, standing) - base;
    default:
      return speedTotal(inputs, { type: found.type }, standing) - base;
  }
};

/**
 * Whether the car is likely to make a manoeuvre check this turn (LB-CHECK-1): another car stands
 * on the board within the rows its movement reaches, where it may have to pass between, rear-end
 * or push.
 */
const checkAhead = (state: LamborghiniState, board: Board, car: string, reach: number): boolean => {
  const at = state.race.cars[car]!;
  return Object.entries(state.race.cars).some(([other, them]) => {
    if (other === car || them.finished !== undefined || them.out !== undefined) return false;
    const rows = (them.row - at.row + board.rows) % board.rows;
    return rows <= reach + 1 && (rows > 0 || Math.abs(them.lane - at.lane) === 1);
  });
};

/** A card for its next check (LB-GAP-8): the biggest bonus, else Brakes for the damage an incident would bring. */
const forCheck = (state: LamborghiniState, car: string, candidates: readonly string[]): string | undefined =>
  candidates
    .map((id) => ({ id, bonus: checkBonusOf(id) + (brakesOf(id) !== undefined && state.race.cars[car]!.damages < 3 ? 0.5 : 0) }))
    .filter(({ bonus }) => bonus > 0)
    .sort((a, b) => b.bonus - a.bonus)[0]?.id;

/** The lowest value a Speed card has (LB-GAP-2 Proposed): a check total of 7 or less is an incident (LB-CHECK-2). */
const LOWEST_CARD = 5;

/** LB-RUN-1: the runaway check due can give an incident: the lowest card, plus the car's manoeuvre, less the penalty, makes 7 or less. */
const riskyRunaway = (state: LamborghiniState, car: string): boolean => {
  const turn = state.race.turn!;
  if (!runawayDue(turn)) return false;
  return LOWEST_CARD + manoeuvreOf(state, car) - runaway(turn.drawn!)!.penalty <= 7;
};

/**
 * LB-CARD-1, LB-GAP-8: its instruction for a Brakes out of turn, on a car that holds one, for a
 * seat it plays throughout: always, since a Brakes played out of turn costs nothing of the car's
 * own turn, the earliest damage prevented is the one that costs most turns, and it covers the
 * rest of that turn up to its value. A seat a human plays keeps the instruction its player set.
 */
const brakesInstruction = (state: LamborghiniState, car: string): Pick<Move, 'brakesOutOfTurn'> => {
  const human = (state.race.humans ?? []).includes(seatOf(state, car));
  const holds = (state.murcielagos[car]?.hand ?? []).some((id) => brakesOf(id) !== undefined);
  return human || !holds ? {} : { brakesOutOfTurn: 'always' };
};

/**
 * The cards it plays as its move begins: Luck on a low Speed card; else the card worth most to its
 * movement, if any, unless a check is likely this turn and that card adds under 2 squares, when a
 * check card (Set-up, Manoeuvre, Team, else Brakes) is worth more; with a Tyres or Fuel tank in
 * effect, a check card as the extra card too (LB-TECH-2). On a runaway check that can give an
 * incident, a check card always (LB-CHECK-1): a damage slows the car for the rest of the race.
 */
export const nonHumanMove = (state: LamborghiniState, board: Board, car: string): Move => {
  const turn = state.race.turn!;
  const instruction = brakesInstruction(state, car);
  if (turn.moving) return { plan: [], ...instruction };
  const playable = playableCards(state, car);
  const luck = playable.find((id) => typeOf(id) === 'luck');
  if (luck && speedCard(turn.drawn!).speed < LUCK_BELOW) return { cards: [luck], ...instruction };
  const best = playable
    .filter((id) => typeOf(id) !== 'luck')
    .map((id) => ({ id, worth: worth(state, car, id) }))
    .filter((entry) => entry.worth > 0)
    .sort((a, b) => b.worth - a.worth)[0];
  const reach = speedCard(turn.drawn!).speed + 4;
  const risky = riskyRunaway(state, car);
  // A check card is for the car's next check: the runaway check when one is due, which it is worth playing on only when risky.
  const check = risky || (!runawayDue(turn) && checkAhead(state, board, car, reach)) ? forCheck(state, car, playable) : undefined;
  const cards =
    best && check && best.id !== check && legal(state, car, { cards: [best.id, check] })
      ? [best.id, check]
      : check && (risky || !best || best.worth < 2)
        ? [check]
        : best
          ? [best.id]
          : [];
  return { ...(cards.length > 0 ? { cards } : {}), plan: [], ...instruction };
};

const ORDER: readonly Heading[] = ['forward', 'forwardLeft', 'forwardRight'];
const SHIFT: Record<Heading, number> = { forward: 0, forwardLeft: -1, forwardRight: 1 };

/**
 * LB-BUMP-1, LB-BUMP-2: a rear-end or push on an opponent's car it stands behind or beside, when
 * its manoeuvre is no worse than that car's: both risk the same incident, and a damage slows the
 * car for the rest of the race, while a total of 10 or more gives the car that hits +1 square.
 */
const rearEndWorth = (state: LamborghiniState, board: Board, car: string): PlanItem | undefined => {
  const at = state.race.cars[car]!;
  if (at.checks >= CHECKS_PER_TURN) return undefined;
  const team = Object.values(state.seats).find((cars) => cars.includes(car)) ?? [car];
  const own = manoeuvreOf(state, car) + (state.race.turn?.moving?.checkBonus ?? 0);
  const target = Object.entries(state.race.cars).find(
    ([other, them]) =>
      !team.includes(other) &&
      them.finished === undefined &&
      them.out === undefined &&
      !them.stopped &&
      them.checks < CHECKS_PER_TURN &&
      bumpKind(board, at, them) !== undefined &&
      manoeuvreOf(state, other) <= own,
  );
  return target && { bump: bumpKind(board, at, target[1])!, car: target[0] };
};

type Step = ReturnType<typeof freeSteps>[number];

/** The free step with the most free steps beyond it, forward first, a pass between two diagonal cars last. */
const bestStep = (board: Board, from: { row: number; lane: number }, occupied: ReadonlySet<string>, gamble: boolean): Step | undefined => {
  let best: Step | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const step of freeSteps(board, from, occupied)) {
    const value =
      (passesBetween(board, from, step.heading, occupied) && !gamble ? -10 : 0) +
      freeSteps(board, step.square, occupied).length -
      ORDER.indexOf(step.heading) * 0.1;
    if (value > bestScore) {
      best = step;
      bestScore = value;
    }
  }
  return best;
};

/** `bestStep` where no car stands in the row of the square or the two ahead: the board's alone, worked out once per square. */
const EMPTY = new WeakMap<Board, Map<string, Step | undefined>>();
const NOBODY: ReadonlySet<string> = new Set();
const bestOnEmpty = (board: Board, from: { row: number; lane: number }): Step | undefined => {
  const known = EMPTY.get(board) ?? new Map<string, Step | undefined>();
  EMPTY.set(board, known);
  const key = squareKey(from.row, from.lane);
  if (!known.has(key)) known.set(key, bestStep(board, from, NOBODY, false));
  return known.get(key);
};

/**
 * The next steps of its move, planned on the board as it stands: a slipstream's free square when
 * it may take one (LB-SLIP-1); else the free step with the most free steps beyond it, forward
 * first, avoiding a pass between two diagonal cars (LB-MOVE-6) unless nothing else is free. A
 * blocked car rear-ends or pushes (LB-MOVE-7), or, its 2 checks used, passes over (LB-CHECK-3),
 * and the plan ends there. Empty: it cannot move on.
 */
export const nonHumanSteps = (state: LamborghiniState, board: Board, car: string): PlanItem[] => {
  const at = state.race.cars[car]!;
  const moving = state.race.turn?.moving;
  const occupied = occupiedBy(state, car);
  const rows = new Set([...occupied].map((key) => Number(key.split(':')[0])));
  const plan: PlanItem[] = [];
  const attack = rearEndWorth(state, board, car);
  if (attack) return [attack];
  let place = { row: at.row, lane: at.lane };
  let slipstreamUsed = moving?.slipstreamUsed ?? false;
  for (let left = moving?.remaining ?? 0; left > 0; ) {
    const side = slipstreamUsed ? undefined : slipstreamSquares(board, place, occupied)[0];
    if (side) {
      plan.push({ heading: side.heading, slipstream: true });
      slipstreamUsed = true;
      place = side.square;
      continue;
    }
    const from = place;
    const alone = !rows.has(from.row) && !rows.has((from.row + 1) % board.rows) && !rows.has((from.row + 2) % board.rows);
    const best = alone ? bestOnEmpty(board, from) : bestStep(board, from, occupied, moving?.gamble ?? false);
    if (best) {
      plan.push({ heading: best.heading });
      place = best.square;
      left -= 1;
      // A check may change the way: the rest is planned once it is made.
      if (passesBetween(board, from, best.heading, occupied) && !moving?.gamble) break;
      continue;
    }
    if (plan.length > 0) break;
    if (at.checks < CHECKS_PER_TURN) {
      const bump = forcedBump(state, board, car);
      return bump ? [bump] : [];
    }
    const over = ORDER.find((heading) => board.squares.has(squareKey((place.row + 1) % board.rows, place.lane + SHIFT[heading])));
    return over ? [{ heading: over }] : [];
  }
  return plan;
};

/** LB-GAP-6 Proposed: the first of forward, forward-left and forward-right whose square exists, is free and on the track; else forward. */
export const nonHumanDirection = (state: LamborghiniState, board: Board, car: string): Heading =>
  defaultHeading(board, state.race.cars[car]!, occupiedBy(state, car));

export const nonHuman: Driver = { move: nonHumanMove, next: nonHumanSteps, direction: nonHumanDirection };

/** A random legal player, for measuring the non-human one against (bench, fuzz): `random()` in [0, 1). */
export const randomPlayer = (random: () => number) => {
  const pick = <T>(items: readonly T[]): T | undefined => items[Math.floor(random() * items.length)];
  return {
    move(state: LamborghiniState, board: Board, car: string): Move {
      const turn = state.race.turn!;
      const plan: PlanItem[] = Array.from({ length: 30 }, () => ({ heading: pick(ORDER)! }));
      const bump = forcedBump(state, board, car);
      if (bump && random() < 0.5) plan.unshift(bump);
      if (turn.moving) return { plan };
      const chosen = random() < 0.5 ? pick(playableCards(state, car)) : undefined;
      if (chosen && typeOf(chosen) === 'luck') return { cards: [chosen] };
      return chosen ? { cards: [chosen], plan } : { plan };
    },
    direction: (): Heading => pick(ORDER)!,
  };
};
