/**
 * Phase 1 of the Short game, the Strategic phase (LB-DRAFT): the order of turns, which pile a
 * player turns up from, and which face-up cards he may choose. Pure functions of the draft's
 * state; the events they give are folded by `evolveDraft`.
 */
import * as z from 'zod';
import type { Dice } from '../dice.ts';
import { invalid } from '../errors.ts';
import { type Brand, CARDS, type CardId, CardId as CardIdSchema, card, kindOf } from './cards.ts';
import type { LamborghiniPurpose } from './purposes.ts';

export const Pile = z.enum(['car', 'driver', 'technology', 'manoeuvre']);
export type Pile = z.infer<typeof Pile>;
export const PILES: readonly Pile[] = ['car', 'driver', 'technology', 'manoeuvre'];

export const DraftState = z.object({
  /** Seats in the order of LB-DRAFT-4: the first player, then clockwise. */
  order: z.array(z.string()).min(2),
  /** LB-SETUP-5: the Murcielagos each player agreed to own, 1 or 2. */
  carsPerSeat: z.number().int().min(1).max(2),
  /** Face down, top first. */
  piles: z.record(Pile, z.array(CardIdSchema)),
  /** In the order they were turned up. */
  faceUp: z.array(CardIdSchema),
  /** The cards each seat has chosen, in the order chosen. */
  held: z.record(z.string(), z.array(CardIdSchema)),
  /** The draft turn under way, from 0 (LB-DRAFT-7 Proposed (d)). */
  turn: z.number().int().min(0),
  /** Whether the player of the turn under way has turned up his cards. */
  turnedUp: z.boolean(),
});
export type DraftState = z.infer<typeof DraftState>;

/** What a player turns up at the start of his draft turn (LB-DRAFT-5): from Technology or Manoeuvre, then from Driver or Car. */
export const TurnUp = z.strictObject({ first: z.enum(['technology', 'manoeuvre']), second: z.enum(['driver', 'car']) });
export type TurnUp = z.infer<typeof TurnUp>;
/** The cards a player chooses in his turn, none when no face-up card is one he may take (LB-DRAFT-7 Proposed (b)). */
export const Choose = z.strictObject({ cards: z.array(CardIdSchema).max(2) });
export type Choose = z.infer<typeof Choose>;

export const DraftEvent = z.discriminatedUnion('type', [
  /** A pile as a shuffle left it, top first: face down, so seen by nobody until the finish. */
  z.object({ type: z.literal('pileShuffled'), pile: Pile, cards: z.array(CardIdSchema) }),
  /** Turned face up (LB-DRAFT-3: by nobody; LB-DRAFT-5: by the seat whose turn it is). */
  z.object({ type: z.literal('turnedUp'), seat: z.string().optional(), pile: Pile, card: CardIdSchema }),
  /** The end of a draft turn: the cards its seat chose, face up in front of him. */
  z.object({ type: z.literal('chose'), seat: z.string(), cards: z.array(CardIdSchema), byNonHuman: z.boolean() }),
]);
export type DraftEvent = z.infer<typeof DraftEvent>;
type TurnedUp = Extract<DraftEvent, { type: 'turnedUp' }>;

/**
 * LB-DRAFT-5, LB-DRAFT-6, LB-DRAFT-7 Proposed (d): who plays draft turn `turn` of `players`, as
 * an index into the order, and how many cards he chooses. The order sweeps 1, 2, …, N (two
 * choices), N−1, …, 1, then 2, …, N (two choices) again.
 */
export const draftTurn = (players: number, turn: number): { player: number; choices: number } => {
  const sweep = [...Array.from({ length: players - 1 }, (_, k) => players - 2 - k), ...Array.from({ length: players - 1 }, (_, k) => k + 1)];
  const player = turn < players ? turn : sweep[(turn - players) % sweep.length]!;
  return { player, choices: player === players - 1 ? 2 : 1 };
};

export const seatOfTurn = (draft: DraftState): { seat: string; choices: number } => {
  const { player, choices } = draftTurn(draft.order.length, draft.turn);
  return { seat: draft.order[player]!, choices };
};

const brandsOf = (cards: readonly CardId[]): Brand[] => [
  ...new Set(
    cards.flatMap((id) => {
      const found = card(id);
      return found.kind === 'technology' ? [found.brand] : [];
    }),
  ),
];

/**
 * LB-DRAFT-7 Proposed (a), LB-BRAND-1: at most one Car card and one Driver card per Murcielago,
 * and Technology of one brand per Murcielago, bound by the first Technology card chosen.
 */
export const mayTake = (draft: Pick<DraftState, 'carsPerSeat'>, held: readonly CardId[], id: CardId): boolean => {
  const found = card(id);
  const count = (kind: string) => held.filter((other) => kindOf(other) === kind).length;
  if (found.kind === 'car' || found.kind === 'driver') return count(found.kind) < draft.carsPerSeat;
  if (found.kind === 'technology') {
    const brands = brandsOf(held);
    return brands.includes(found.brand) || brands.length < draft.carsPerSeat;
  }
  return found.kind === 'manoeuvre';
};

/** LB-DRAFT-6: the phase ends as soon as every Murcielago has a Car card and a Driver card. */
export const isDraftOver = (draft: DraftState): boolean =>
  draft.order.every((seat) => {
    const held = draft.held[seat] ?? [];
    return ['car', 'driver'].every((kind) => held.filter((id) => kindOf(id) === kind).length === draft.carsPerSeat);
  });

/** LB-DRAFT-3: the top two cards of each of the 4 piles, 8 in all. */
export const openingTurnUp = (draft: DraftState): DraftEvent[] =>
  PILES.flatMap((pile) => draft.piles[pile].slice(0, 2).map((id): DraftEvent => ({ type: 'turnedUp', pile, card: id })));

/** LB-DRAFT-5, LB-DRAFT-7 Proposed (c): the two cards `seat` turns up; from an empty pile, the other of its pair; from two empty, nothing. */
export const turnUp = (draft: DraftState, seat: string, choice: TurnUp): TurnedUp[] => {
  const pairs: [Pile, Pile][] = [
    [choice.first, choice.first === 'technology' ? 'manoeuvre' : 'technology'],
    [choice.second, choice.second === 'driver' ? 'car' : 'driver'],
  ];
  return pairs.flatMap((pair) => {
    const pile = pair.find((one) => draft.piles[one].length > 0);
    return pile === undefined ? [] : [{ type: 'turnedUp', seat, pile, card: draft.piles[pile][0]! } satisfies TurnedUp];
  });
};

/**
 * What the game adds to `mayTake` for a seat's choice: in the Long game, that he can pay for the
 * card (LB-AUCT-2). Gives why he may not take `id`, or undefined; `held` holds the cards chosen
 * earlier in the same turn too.
 */
export type MayAlso = (held: readonly CardId[], id: CardId) => string | undefined;
const always: MayAlso = () => undefined;

/** The cards of `faceUp` a seat holding `held` may take, in the order they lie. */
const takeable = (draft: DraftState, held: readonly CardId[], faceUp: readonly CardId[], may: MayAlso): CardId[] =>
  faceUp.filter((id) => mayTake(draft, held, id) && may(held, id) === undefined);

/**
 * Throws naming `cards[i]` when `seat` may not choose `cards` now: each card face up and one he
 * may take, as many as the turn gives while any face-up card is one he may take, and none once
 * the phase has ended (LB-DRAFT-5, LB-DRAFT-6, LB-DRAFT-7 Proposed (a), (b); LB-BRAND-1).
 */
export const checkChoice = (draft: DraftState, seat: string, cards: readonly CardId[], may: MayAlso = always): void => {
  const turn = seatOfTurn(draft);
  if (turn.seat !== seat) throw invalid('cards', `it is seat ${turn.seat}'s turn to choose, not seat ${seat}'s`);
  let state = draft;
  for (let pick = 0; pick < turn.choices; pick++) {
    const id = cards[pick];
    const held = state.held[seat] ?? [];
    const open = isDraftOver(state) ? [] : takeable(state, held, state.faceUp, may);
    if (id === undefined) {
      if (open.length > 0) throw invalid(`cards[${pick}]`, `choose one of ${open.join(', ')}: this turn has ${turn.choices} choice(s)`);
      continue;
    }
    if (isDraftOver(state))
      throw invalid(`cards[${pick}]`, `the Strategic phase ended with the choice before ${id}: every Murcielago has its Car and Driver card`);
    if (!state.faceUp.includes(id)) throw invalid(`cards[${pick}]`, `${id} is not face up on the table`);
    if (!mayTake(state, held, id)) throw invalid(`cards[${pick}]`, refusalOf(state, held, id));
    const refused = may(held, id);
    if (refused !== undefined) throw invalid(`cards[${pick}]`, refused);
    state = { ...state, faceUp: state.faceUp.filter((other) => other !== id), held: { ...state.held, [seat]: [...held, id] } };
  }
  if (cards.length > turn.choices) throw invalid(`cards[${turn.choices}]`, `this turn has ${turn.choices} choice(s)`);
};

const refusalOf = (draft: DraftState, held: readonly CardId[], id: CardId): string => {
  const found = card(id);
  if (found.kind === 'technology')
    return `${id} is ${found.brand} Technology, and every Murcielago of this seat is bound to another brand (${brandsOf(held).join(', ')}) (LB-BRAND-1)`;
  if (found.kind === 'banknote') return `${id} is a Banknote card, never chosen`;
  return `this seat already holds its ${draft.carsPerSeat} ${found.kind} card(s), one per Murcielago (LB-DRAFT-7)`;
};

/** The non-human player's choice (and the default of a seat that sent none): the first cards it may take, a needed Car or Driver card before any other. */
export const defaultChoice = (draft: DraftState, seat: string, may: MayAlso = always): CardId[] => {
  const turn = seatOfTurn(draft);
  const picks: CardId[] = [];
  let state = draft;
  for (let pick = 0; pick < turn.choices && !isDraftOver(state); pick++) {
    const held = state.held[seat] ?? [];
    const open = takeable(state, held, state.faceUp, may);
    const id = open.find((one) => ['car', 'driver'].includes(kindOf(one))) ?? open[0];
    if (id === undefined) break;
    picks.push(id);
    state = { ...state, faceUp: state.faceUp.filter((other) => other !== id), held: { ...state.held, [seat]: [...held, id] } };
  }
  return picks;
};

/** The non-human player's turn-up: a Car card while the seat lacks one, else a Driver card; Technology first. */
export const defaultTurnUp = (draft: DraftState, seat: string): TurnUp => {
  const cars = (draft.held[seat] ?? []).filter((id) => kindOf(id) === 'car').length;
  return { first: 'technology', second: cars < draft.carsPerSeat ? 'car' : 'driver' };
};

export const PILE_PURPOSE: Record<Pile, LamborghiniPurpose> = {
  car: 'carPile',
  driver: 'driverPile',
  technology: 'technologyPile',
  manoeuvre: 'manoeuvrePile',
};

/** LB-SETUP-3, LB-SETUP-4, LB-DRAFT-3: the four piles shuffled (verifiable shuffles), then the top two of each turned up. */
export const openDraft = ({ order, carsPerSeat, dice }: { order: string[]; carsPerSeat: number; dice: Dice }): { state: DraftState; events: DraftEvent[] } => {
  const empty: DraftState = {
    order,
    carsPerSeat,
    piles: { car: [], driver: [], technology: [], manoeuvre: [] },
    faceUp: [],
    held: Object.fromEntries(order.map((seat) => [seat, []])),
    turn: 0,
    turnedUp: false,
  };
  const shuffled = PILES.map(
    (pile): DraftEvent => ({
      type: 'pileShuffled',
      pile,
      cards: dice.shuffle({ purpose: PILE_PURPOSE[pile], items: CARDS[pile].map(({ id }) => id) }).items,
    }),
  );
  const piled = shuffled.reduce(evolveDraft, empty);
  const opened = openingTurnUp(piled);
  return { state: opened.reduce(evolveDraft, piled), events: [...shuffled, ...opened] };
};

export const evolveDraft = (draft: DraftState, event: DraftEvent): DraftState => {
  switch (event.type) {
    case 'pileShuffled':
      // LB-PREP-4 Proposed: a pile shuffled again takes back the face-up cards of its kind.
      return { ...draft, piles: { ...draft.piles, [event.pile]: event.cards }, faceUp: draft.faceUp.filter((id) => !event.cards.includes(id)) };
    case 'turnedUp':
      return {
        ...draft,
        piles: { ...draft.piles, [event.pile]: draft.piles[event.pile].filter((id) => id !== event.card) },
        faceUp: [...draft.faceUp, event.card],
        turnedUp: event.seat !== undefined,
      };
    case 'chose':
      return {
        ...draft,
        faceUp: draft.faceUp.filter((id) => !event.cards.includes(id)),
        held: { ...draft.held, [event.seat]: [...(draft.held[event.seat] ?? []), ...event.cards] },
        turn: draft.turn + 1,
        turnedUp: false,
      };
  }
};
