/**
 * The Long game's steps in the game-flow contract (domain/race/ruleset.ts), as deciding a command
 * needs them: the sealed bids of a championship's first race (`bids`, LB-AUCT-1), the draft with
 * Car and Driver cards bought (LB-AUCT-2), and a later race's Economic phase (`economy-N`,
 * LB-LONG-3 (4)). How the referee plays them is long-plays.ts.
 */
import type { Step } from '../race/ruleset.ts';
import { mayBuy } from './auction.ts';
import type { MayAlso } from './draft.ts';
import { economySeat } from './economy.ts';
import type { LamborghiniSettings } from './settings.ts';
import type { LamborghiniState } from './state.ts';

export const BID = 'bid';
export const BIDS_STEP = 'bids';
export const ECONOMY = 'economy';
/** The Economic phase's turns rank after every draft turn and before the pairing and the race (rules.ts `PAIRING_RANK`). */
const ECONOMY_RANK = 50_000;

export const isLong = (settings: Pick<LamborghiniSettings, 'version' | 'game'>): boolean => (settings.version ?? settings.game) === 'long';

/** LB-AUCT-1: a championship's first race waits for the sealed bids until they are opened. */
export const isBidding = (state: LamborghiniState): boolean => state.long !== undefined && state.long.economy === undefined && state.long.bids === undefined;

/** The Long game's step after `state`, if it is one of its own; undefined leaves the flow to the Short game's steps. */
export const longStep = (state: LamborghiniState, settings: LamborghiniSettings): Step | undefined => {
  const { long } = state;
  if (long === undefined) return undefined;
  if (isBidding(state)) return { id: BIDS_STEP, kind: BID, number: 0, rank: 0, cars: state.draft.order, window: settings.draftWindow };
  const seat = economySeat(state);
  if (seat === undefined || state.grid.length > 0) return undefined;
  const turn = long.economy!.turn + 1;
  return { id: `economy-${turn}`, kind: ECONOMY, number: turn, rank: ECONOMY_RANK + turn, cars: [seat], window: settings.draftWindow };
};

/** The ranks of the Long game's steps by name: the bids before every draft turn, the Economic phase's turns after them and before the race. */
export const longRankOf = (id: string): number | undefined => {
  if (id === BIDS_STEP) return 0;
  const match = /^economy-([1-5])$/.exec(id);
  return match ? ECONOMY_RANK + Number(match[1]) : undefined;
};

/** What a seat may also take in a draft: in the Long game, what it can pay for (LB-AUCT-2). */
export const mayAlsoOf = (state: LamborghiniState, seat: string): MayAlso | undefined =>
  state.long === undefined ? undefined : mayBuy(state.draft, seat, state.long.money[seat] ?? 0);
