/**
 * One car's move played (VK-ORDER-1): the move judged against what the car may do when its turn
 * comes (turn.ts: a move in its declared gear, the emergency stop, the move off the table, the lost
 * turn, giving way), then its attack (VK-SLIP, VK-ATK), its pit stop (VK-PIT), its progress round
 * the circuit and its finish (VK-GAP-9, VK-WIN), the gear it declares (VK-GEAR-1) and the order of
 * play after it (VK-ORDER-2..5). A move that may not be made is refused naming its field, as the
 * referee's check refuses it when it is sent.
 */
import { invalid } from '../errors.ts';
import { besidePlaces, closeUp, inSlipstream, nearAttacks, overtakeCost, overtakePlaces, sideAttackSide, sideCloseUp } from './attacks.ts';
import type { Circuit } from './circuit/types.ts';
import type { VektoraceEvent } from './events.ts';
import { fold } from './evolve.ts';
import { fromStored, type Heading, type Point, polygonsOverlap, toStored, turn } from './geometry.ts';
import { clearance, inPits, type Option, optionOf, options, payable, pitAreaIsObstacle, type Surroundings, square } from './legality.ts';
import type { Move } from './notation.ts';
import { restart } from './off-table.ts';
import { reorder, standing } from './order.ts';
import { isPitStop, type PitEnd, pitEnd, refill } from './pits.ts';
import { travel } from './progress.ts';
import { octagon } from './shapes.ts';
import type { CarState, VektoraceState } from './state.ts';
import { surroundingsOf } from './surroundings.ts';
import { beforeTheMove, swapAtLapEnd } from './tokens.ts';
import { declarable, type Ending, emergencyStop, legalMoves, mayGiveWayTo, mayLoseTurn, turnOptions } from './turn.ts';
import { addCost, type Cost, type Gear, NO_COST } from './vectors.ts';

type Drive = Extract<Move, { kind: 'drive' }>;

/** VK-ORDER-1: the round begins when no car is left to move in it; its cars move in the order of play. */
export const roundStart = (state: VektoraceState): VektoraceEvent[] =>
  state.toMove.length > 0 ? [] : [{ type: 'RoundStarted', round: state.round + 1, order: state.order.filter((car) => state.cars[car]?.status === 'racing') }];

/** The state in which the car's move is judged: its round begun. */
export const beforeMove = (state: VektoraceState): VektoraceState => fold(state, roundStart(state));

const sameChoice = (option: Option, move: Drive) =>
  option.choice.placement === move.placement &&
  option.choice.boost === move.boost &&
  option.choice.power === move.power &&
  option.choice.end.cell === move.end.cell &&
  option.choice.end.turn === move.end.turn;

const why = (option: Option | undefined): string => {
  if (!option) return 'that end is not offered';
  const { verdict } = option;
  if (verdict.kind === 'refused') return `${verdict.reason} (${verdict.rule})`;
  if (verdict.kind === 'blocked') return `the move is blocked by ${verdict.by} (VK-MOVE-5)`;
  if (verdict.kind === 'off-table') return 'the move leaves the table (VK-LIMIT-6)';
  return 'the move is legal but not one the car may make now';
};

/** The move the car makes in its gear: the options it may choose from, the gear used and whether it braked. */
const pool = (around: Surroundings, c: CarState, move: Drive): { moves: Option[]; used: Gear; braked: boolean; offTable: boolean } => {
  // A legal move in the declared gear is what nearly every move is: only otherwise are the others needed.
  if (move.brakeTo === undefined && move.gear === c.gear) {
    const option = optionOf(around, c, c.gear, { placement: move.placement, boost: move.boost, ...(move.power ? { power: move.power } : {}), end: move.end });
    if (option.verdict.kind === 'legal') return { moves: [option], used: c.gear, braked: false, offTable: false };
  }
  const now = turnOptions(around, c);
  if (now.kind === 'penalty') throw invalid('move', 'no move is possible, not even braking: the turn is lost, PASS (VK-LIMIT-3)');
  if (move.gear !== c.gear) throw invalid('gear', `the car declared gear ${c.gear} for this move (VK-GEAR-1)`);
  if (now.kind === 'off-table') {
    if (move.brakeTo !== undefined) throw invalid('brakeTo', 'the only possible moves leave the table: the car may not brake instead (VK-LIMIT-6, VK-LIMIT-5)');
    return { moves: now.moves, used: now.gear, braked: false, offTable: true };
  }
  if (now.kind === 'brake') {
    if (move.brakeTo !== now.gear) throw invalid('brakeTo', `no move is possible in gear ${c.gear}: the emergency stop is to gear ${now.gear} (VK-LIMIT-1)`);
    return { moves: now.moves, used: now.gear, braked: true, offTable: false };
  }
  if (move.brakeTo === undefined) return { moves: now.moves, used: now.gear, braked: false, offTable: false };
  const stop = now.mayBrake ? emergencyStop(around, c) : undefined;
  if (!now.mayBrake) throw invalid('brakeTo', 'the car has a legal move: it may not brake hard on purpose (VK-LIMIT-5)');
  if (stop?.gear !== move.brakeTo)
    throw invalid('brakeTo', stop ? `the emergency stop is to gear ${stop.gear} (VK-LIMIT-1)` : 'no lower gear has a legal move (VK-LIMIT-5)');
  return { moves: stop.moves, used: stop.gear, braked: true, offTable: false };
};

/** VK-LIMIT-6 B: the path up to where it leaves the table, and the restart there with the headings the player may choose from. */
export const offTablePath = (circuit: Circuit, path: readonly Point[]): { path: Point[]; position: Point; headings: Heading[] } => {
  for (let k = 2; k <= path.length; k++) {
    const found = restart(circuit, path.slice(0, k));
    if (found) return { path: [...path.slice(0, k - 1), found.position], position: found.position, headings: found.headings };
  }
  throw invalid('move', 'the move leaves the table where no restart can be found (VK-LIMIT-6)');
};

interface Attacked {
  position: Point;
  heading: Heading;
  reason: 'close-up' | 'overtake' | 'side-attack';
  cost: Cost;
  events: VektoraceEvent[];
}

/** VK-SLIP, VK-ATK: whether the attack may be made after the move, and where it puts the attacker. */
const attackOf = (
  around: Surroundings,
  state: VektoraceState,
  car: string,
  c: CarState,
  move: Drive,
  option: Option,
  used: Gear,
  braked: boolean,
): Attacked | undefined => {
  const attack = move.attack;
  if (attack === undefined) return undefined;
  const refuse = (message: string) => invalid('attack', message);
  if (braked) throw refuse('no attack after an emergency stop (VK-LIMIT-1)');
  if (state.yielded.includes(car)) throw refuse('a car that gave way may not attack (VK-YIELD-1)');
  if (c.boxBox || move.boxBox) throw refuse('a car that called BOX-BOX may not attack (VK-PIT-4)');
  const target = state.cars[attack.car];
  if (attack.car === car || target?.status !== 'racing') throw refuse(`car ${attack.car} is not racing`);
  if (target.boxBox) throw refuse(`car ${attack.car} called BOX-BOX: it is immune to attacks (VK-PIT-4)`);
  const { circuit } = around;
  const at = fromStored(target.position);
  if (inPits(circuit, at) || inPits(circuit, option.laid.position)) throw refuse('no attack inside the pit area (VK-PIT-6)');
  const leader = { position: at, heading: target.heading, gear: target.gear };
  const follower = { position: option.laid.position, heading: option.laid.heading, gear: used };
  const clear = (position: Point, heading: Heading, what: string): Point => {
    const others = Object.fromEntries(Object.entries(around.others).filter(([other]) => other !== car));
    const laid = { vectors: [], path: [option.laid.position, position], position, heading, length: 0 };
    if (clearance({ ...around, others }, c, laid).kind !== 'legal') throw refuse(`the place ${what} is not clear (VK-GAP-8)`);
    return position;
  };
  if (attack.kind === 'side') {
    const side = sideAttackSide(leader, follower);
    if (side === undefined) throw refuse(`the nose is not in a side attack area of car ${attack.car}, moving towards it in 2nd gear or higher (VK-ATK-6)`);
    const position = clear(sideCloseUp(leader, side), option.laid.heading, `beside car ${attack.car}`);
    return {
      position,
      heading: option.laid.heading,
      reason: 'side-attack',
      cost: NO_COST,
      events: [{ type: 'Attacked', car: attack.car, by: car, kind: side === 1 ? 'left' : 'right' }],
    };
  }
  const part = inSlipstream(leader, follower, option.cost.gomma > 0);
  if (part === undefined) throw refuse(`not in the slipstream of car ${attack.car}: both in 3rd gear or higher, same heading, no Gomma used (VK-SLIP-2)`);
  if (attack.kind === 'close-up' || attack.kind === 'knock') {
    if (attack.kind === 'knock' && !nearAttacks(part)) throw refuse('a knock needs the nose in the near part of the slipstream (VK-ATK-5)');
    const position = clear(closeUp(leader), target.heading, `behind car ${attack.car}`);
    const events: VektoraceEvent[] = attack.kind === 'knock' ? [{ type: 'Attacked', car: attack.car, by: car, kind: 'knock' }] : [];
    return { position, heading: target.heading, reason: 'close-up', cost: NO_COST, events };
  }
  const cost = overtakeCost(option.laid.length);
  if (cost.nitro > 0 && !nearAttacks(part)) throw refuse('an overtake under acceleration needs the nose in the near part of the slipstream (VK-ATK-4)');
  if (attack.kind === 'overtake') {
    const position = clear(overtakePlaces(leader)[attack.place], target.heading, `in front of car ${attack.car}`);
    return { position, heading: target.heading, reason: 'overtake', cost, events: [] };
  }
  const blocker = state.cars[attack.blocker];
  if (blocker?.status !== 'racing' || attack.blocker === car) throw refuse(`car ${attack.blocker} is not racing`);
  const blocking = { position: fromStored(blocker.position), heading: blocker.heading, gear: blocker.gear };
  if (!polygonsOverlap(octagon(overtakePlaces(leader).front), octagon(blocking.position)))
    throw refuse(`car ${attack.blocker} does not block the overtake of car ${attack.car} (VK-ATK-3)`);
  const position = clear(besidePlaces(blocking)[attack.side], target.heading, `beside car ${attack.blocker}`);
  return { position, heading: target.heading, reason: 'overtake', cost, events: [] };
};

/** VK-PIT-6: whether the move is the pit stop and where it ends against the exit line, and what the car may declare after it. */
export const endingOf = (
  circuit: Circuit,
  laps: number,
  c: CarState,
  option: Option,
  final: Point,
  used: Gear,
  braked: boolean,
): { pitEnding: PitEnd | undefined; ending: Ending } => {
  const pitStop = !pitAreaIsObstacle(circuit, laps, c) && isPitStop(circuit, option.laid.path);
  const pitEnding = pitStop ? pitEnd(circuit, option.laid.position) : undefined;
  const leftPits = pitEnding !== undefined && pitEnding !== 'inside';
  return { pitEnding, ending: { used, braked, inPits: !leftPits && inPits(circuit, final), leftPits } };
};

/**
 * VK-PIT-5: the move of a car that called BOX-BOX crosses the finish line (ending a lap) other than
 * by its pit stop; a car past the pit lane's entry could not come back, so with no other move it may.
 */
export const skipsPits = (circuit: Circuit, laps: number, c: CarState, option: Option): boolean =>
  travel(circuit, laps, c, option.laid.path, square(circuit, c, option.laid)).laps > c.laps &&
  !(!pitAreaIsObstacle(circuit, laps, c) && isPitStop(circuit, option.laid.path));

/** VK-PIT-5: the moves a car may make of `moves`: after BOX-BOX, those that skip the pits only when every one does. */
export const throughPits = (circuit: Circuit, laps: number, c: CarState, moves: Option[]): Option[] => {
  if (!c.boxBox) return moves;
  const through = moves.filter((option) => !skipsPits(circuit, laps, c, option));
  return through.length > 0 ? through : moves;
};

const drive = (circuit: Circuit, state: VektoraceState, car: string, move: Drive): VektoraceEvent[] => {
  const c = state.cars[car]!;
  const around = surroundingsOf(circuit, state, car);
  const { moves, used, braked, offTable } = pool(around, c, move);
  const option = moves.find((o) => sameChoice(o, move));
  if (!option) throw invalid('end', why(options(around, c, used).find((o) => sameChoice(o, move))));
  if (move.restartHeading !== undefined && !offTable) throw invalid('restartHeading', 'only a car that falls off the table restarts on its edge (VK-LIMIT-6)');
  // VK-SP-3, VK-SP-5 A, B, C: the token turned over when the move plays it with the BOOST, or pays a point with it.
  const tokensUsed = (total: Cost): VektoraceEvent[] => {
    if (option.choice.power) return [{ type: 'SuperPowerUsed', car, power: option.choice.power }];
    return total.gomma > c.gomma || total.nitro > c.nitro ? [{ type: 'SuperPowerUsed', car, power: 'C' }] : [];
  };
  const moved = (position: Point, heading: Heading, path: Point[], gear: Gear, spent: Cost, progress: ReturnType<typeof travel>, boxBox: boolean) =>
    ({
      type: 'CarMoved',
      car,
      move,
      path: path.map(toStored),
      position: toStored(position),
      heading,
      gear,
      gomma: Math.max(0, c.gomma - spent.gomma),
      nitro: Math.max(0, c.nitro - spent.nitro),
      laps: progress.laps,
      due: progress.due,
      passed: progress.passed,
      boxBox,
    }) satisfies VektoraceEvent;
  const isSquare = square(circuit, c, option.laid);
  if (offTable) {
    if (move.attack) throw invalid('attack', 'a car that falls off the table makes no attack (VK-LIMIT-6)');
    if (move.next !== 1) throw invalid('next', 'a car that falls off the table restarts in 1st gear: >1 (VK-LIMIT-6)');
    const off = offTablePath(circuit, option.laid.path);
    const heading = move.restartHeading ?? off.headings[0]!;
    if (!off.headings.includes(heading as Heading))
      throw invalid('restartHeading', `the car restarts along the edge heading ${off.headings.join(' or ')} (VK-LIMIT-6)`);
    const progress = travel(circuit, state.laps, c, off.path, isSquare);
    const events = [...tokensUsed(option.cost), moved(off.position, heading as Heading, off.path, 1, option.cost, progress, c.boxBox)];
    return finishing(state, car, [...events, ...swapAtLapEnd(state, car, move, progress.laps > c.laps && !progress.finished)], progress.finished);
  }
  const attacked = attackOf(around, state, car, c, move, option, used, braked);
  const path = attacked ? [...option.laid.path, attacked.position] : option.laid.path;
  const progress = travel(circuit, state.laps, c, path, isSquare);
  const final = attacked?.position ?? option.laid.position;
  const { pitEnding, ending } = endingOf(circuit, state.laps, c, option, final, used, braked);
  const pitStop = pitEnding !== undefined;
  const spent = addCost(option.cost, attacked?.cost ?? NO_COST);
  if (!payable(spent, c)) throw invalid('attack', `the move and the overtake cost ${spent.nitro} Nitro points (VK-ATK-4)`);
  const gears = declarable(c, ending, spent);
  const declared = gears.find((g) => g.gear === move.next && (g.withG === true) === (move.nextWithG === true));
  if (!declared) {
    const offered = gears.map((g) => `${g.gear}${g.withG ? 'G' : ''}`).join(', ') || 'none';
    throw invalid(move.nextWithG ? 'nextWithG' : 'next', `the car may declare gear ${offered} (VK-GEAR-1, VK-GOMMA-2, VK-NITRO-2, VK-SP-5 G)`);
  }
  const total = addCost(spent, declared.cost);
  if (c.boxBox && skipsPits(circuit, state.laps, c, option) && legalMoves(around, c, used).some((o) => !skipsPits(circuit, state.laps, c, o)))
    throw invalid('end', 'after BOX-BOX the car must pass through the pit area: it may not cross the finish line outside it (VK-PIT-5)');
  if (
    move.boxBox &&
    !(progress.due === circuit.curves.length + 1 && attacked === undefined && option.laid.heading === circuit.direction && progress.laps < state.laps - 1)
  )
    throw invalid('boxBox', 'BOX-BOX is called parallel to the pit wall after the last curve, not on the final lap (VK-PIT-4, VK-PIT-5)');
  const boxBox = (c.boxBox || move.boxBox === true) && !pitStop;
  const played: VektoraceEvent[] = declared.withG ? [{ type: 'SuperPowerUsed', car, power: 'G' }] : tokensUsed(total);
  const events: VektoraceEvent[] = [...played, moved(option.laid.position, option.laid.heading, option.laid.path, declared.gear, total, progress, boxBox)];
  if (attacked)
    events.push({ type: 'CarRelocated', car, position: toStored(attacked.position), heading: attacked.heading, reason: attacked.reason }, ...attacked.events);
  if (move.refill && !pitStop) throw invalid('refill', 'only the pit-stop move refills (VK-PIT-6)');
  if (pitStop) {
    const points = refill(used, pitEnding!);
    const split = move.refill ?? { gomma: Math.ceil(points / 2), nitro: Math.floor(points / 2) };
    if (split.gomma + split.nitro > points) throw invalid('refill', `this pit stop refills ${points} points (VK-PIT-2, VK-PIT-3, VK-PIT-6)`);
    events.push({ type: 'Refilled', car, gomma: split.gomma, nitro: split.nitro });
  }
  events.push(...swapAtLapEnd(state, car, move, progress.laps > c.laps && !progress.finished));
  return finishing(state, car, events, progress.finished);
};

/** VK-WIN-1 the finish, VK-ORDER-2 the order of play after the move. */
const finishing = (state: VektoraceState, car: string, events: VektoraceEvent[], finished: boolean): VektoraceEvent[] => {
  const done: VektoraceEvent[] = finished ? [...events, { type: 'CarFinished', car }] : events;
  const after = fold(state, done);
  const standings = Object.fromEntries(Object.entries(after.cars).map(([id, c]) => [id, standing(c)]));
  const order = reorder(after.order, car, standings);
  return order.some((c, i) => c !== after.order[i]) ? [...done, { type: 'OrderChanged', order }] : done;
};

/**
 * The events of `car`'s move `move` in `state`, its round already begun (`beforeMove`); throws
 * `DomainError` naming the field when the car may not make it.
 */
export const playMove = (circuit: Circuit, state: VektoraceState, car: string, move: Move): VektoraceEvent[] => {
  const c = state.cars[car];
  if (c?.status !== 'racing') throw invalid('car', `car ${car} is not racing`);
  if (state.toMove[0] !== car) throw invalid('car', `it is car ${state.toMove[0] ?? 'none'}'s move (VK-ORDER-1)`);
  if (move.kind === 'drive') {
    const before = beforeTheMove(state, car, move);
    // The move is recorded as sent, its token D's gear included.
    const events = drive(circuit, before.state, car, before.move).map((e) => (e.type === 'CarMoved' ? { ...e, move } : e));
    return [...before.events, ...events];
  }
  const around = surroundingsOf(circuit, state, car);
  if (move.kind === 'yield') {
    const open = state.toMove.filter((other) => other !== car && !state.yielded.includes(other));
    if (!mayGiveWayTo(around, c, open).includes(move.to))
      throw invalid('to', `the car may give way only to a car still to move without which it would have a legal move (VK-YIELD-1)`);
    return [{ type: 'GaveWay', car, to: move.to }];
  }
  if (!mayLoseTurn(around, c))
    throw invalid(
      'move',
      'a move is possible, not every one crossing the inside line even after braking: the turn may not be lost on purpose (VK-LIMIT-5, VK-LIMIT-6)',
    );
  if (move.rotate !== 0 && inPits(around.circuit, fromStored(c.position))) throw invalid('rotate', 'no rotation inside the pit area (VK-PIT-6)');
  return [{ type: 'TurnLost', car, heading: turn(c.heading, move.rotate) }];
};
