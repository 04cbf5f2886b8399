/**
 * The Super Power tokens in play (VK-SP with docs/rules-decisions.md): the tokens a move's
 * submission plays before the move (D, E, H: their moments are the start of the car's turn, or
 * one the player can only reach then), and the token taken at the end of a lap (VK-SP-4).
 */
import { DomainError, invalid } from '../errors.ts';
import type { VektoraceEvent } from './events.ts';
import type { Move } from './notation.ts';
import type { CarState, VektoraceState } from './state.ts';
import { convert, PREFERENCE, type SuperPower, shiftAtStart } from './superpower.ts';
import { affordable, type Gear } from './vectors.ts';

type Drive = Extract<Move, { kind: 'drive' }>;

const PLAYED_BEFORE = { shift: 'D', cancel: 'E', convert: 'H' } as const;

/** An error of a token's rule, named by the move's field that played the token. */
const asField = <T>(field: string, rule: () => T): T => {
  try {
    return rule();
  } catch (error) {
    if (error instanceof DomainError) throw invalid(field, error.message);
    throw error;
  }
};

const withToken = (c: CarState, field: keyof typeof PLAYED_BEFORE, move: Drive): { car: CarState; gear: Gear } => {
  const power = PLAYED_BEFORE[field];
  if (c.power?.power !== power || c.power.used) throw invalid(field, `the car holds no unused token ${power} (VK-SP-3)`);
  const turned = { ...c, power: { power, used: true } };
  if (field === 'shift') {
    const to = move.shift!;
    const cost = asField('shift', () => shiftAtStart(c.gear, to));
    if (!affordable(cost, c)) throw invalid('shift', `token D costs one ${cost.nitro > 0 ? 'Nitro' : 'Gomma'} point, which the car does not have (VK-SP-5 D)`);
    return { car: { ...turned, gear: to, gomma: c.gomma - cost.gomma, nitro: c.nitro - cost.nitro }, gear: to };
  }
  if (field === 'cancel') {
    if (!c.knocked && !c.attacked.left && !c.attacked.right) throw invalid('cancel', 'the car suffered no knock nor side attack to cancel (VK-SP-5 E)');
    return { car: { ...turned, knocked: false, attacked: { left: false, right: false } }, gear: c.gear };
  }
  return { car: { ...turned, ...asField('convert', () => convert(c, move.convert!)) }, gear: c.gear };
};

/**
 * VK-SP-5 D, E, H played with the move: the state the move is then judged in (the car's token
 * turned over and its effect applied), the move in the gear it is then made in, and the event.
 */
export const beforeTheMove = (state: VektoraceState, car: string, move: Drive): { state: VektoraceState; move: Drive; events: VektoraceEvent[] } => {
  const played = (Object.keys(PLAYED_BEFORE) as (keyof typeof PLAYED_BEFORE)[]).filter((field) => move[field] !== undefined);
  if (played.length === 0) return { state, move, events: [] };
  if (played.length > 1) throw invalid(played[1]!, 'a car holds one token and plays it once (VK-SP-3)');
  const c = state.cars[car]!;
  if (move.gear !== c.gear) throw invalid('gear', `the car declared gear ${c.gear} for this move (VK-GEAR-1)`);
  const field = played[0]!;
  const { car: changed, gear } = withToken(c, field, move);
  return {
    state: { ...state, cars: { ...state.cars, [car]: changed } },
    move: { ...move, gear },
    events: [{ type: 'SuperPowerUsed', car, power: PLAYED_BEFORE[field] }],
  };
};

/**
 * VK-SP-4: the swap at the end of a lap, in a race with the tokens: the token the player named,
 * or the first of the reserve in the order of PREFERENCE; none when the reserve is empty.
 */
export const swapAtLapEnd = (state: VektoraceState, car: string, move: Drive, lapEnded: boolean): VektoraceEvent[] => {
  if (!lapEnded || state.reserve === undefined) {
    if (move.take !== undefined) throw invalid('take', 'a token is taken from the reserve only by a move that ends a lap (VK-SP-4)');
    return [];
  }
  const reserve = state.reserve;
  if (move.take !== undefined && !reserve.includes(move.take))
    throw invalid('take', `token ${move.take} is not in the reserve: ${reserve.join(', ') || 'none'} (VK-SP-4)`);
  const power: SuperPower | null = move.take ?? PREFERENCE.find((p) => reserve.includes(p)) ?? null;
  return [{ type: 'SuperPowerSwapped', car, power }];
};
