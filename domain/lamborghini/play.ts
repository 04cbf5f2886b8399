/**
 * Which Technology and Manoeuvre cards a car may play, and when (LB-CARD-1, LB-MOVE-4, LB-TECH-2,
 * LB-QUAL-4 and their Proposed): one card in its own movement turn, one more that does not affect
 * speed while a Tyres or Fuel tank is in effect, only Brakes in another car's turn, none in
 * qualifying; and how long a Tyres or Fuel tank lasts.
 */
import { invalid } from '../errors.ts';
import { type CardId, card } from './cards.ts';
import { AFFECTS_SPEED } from './speed.ts';

/** A Tyres or Fuel tank card in effect, and the car's own turns it still lasts, this one included. */
export interface Lasting {
  card: CardId;
  turns: number;
}

export interface CardTurn {
  /** In qualifying, in the car's own movement turn, or in another car's. */
  when: 'qualifying' | 'own' | 'other';
  /** The cards the car has played in this turn. */
  played: readonly CardId[];
  /** Tyres and Fuel tank cards in effect for the car in this turn (one played in it may be in `played` too). */
  lasting: readonly Lasting[];
}

const typeOf = (id: CardId): string => {
  const found = card(id);
  if (found.kind !== 'technology' && found.kind !== 'manoeuvre') throw invalid('card', `${id} is a ${found.kind} card, never played in the race`);
  return found.type;
};
const isLasting = (type: string) => type === 'tyres' || type === 'fuelTank';

/** Why the car may not play `id` now; undefined when it may. Cards of other kinds are never played in the race. */
export const cardPlayProblem = (turn: CardTurn, id: CardId): string | undefined => {
  const found = card(id);
  if (found.kind !== 'technology' && found.kind !== 'manoeuvre') return `${id} is a ${found.kind} card, never played in the race`;
  const type = found.type;
  if (turn.when === 'qualifying') return 'no Technology or Manoeuvre card may be used in qualifying (LB-QUAL-4)';
  if (turn.when === 'other') {
    if (type !== 'brakes') return `only Brakes may be played in another car's turn, not ${type} (LB-CARD-1)`;
    if (turn.played.length > 0) return "a car plays one Brakes at most in another car's turn (LB-CARD-1)";
    return undefined;
  }
  // LB-TECH-2 Proposed: a Tyres or Fuel tank in effect is the card of each turn it lasts, the one it is played in included.
  const cards = [...new Set([...turn.played, ...turn.lasting.map((entry) => entry.card), id])];
  if (cards.length === 1) return undefined;
  const lasting = cards.find((other) => isLasting(typeOf(other)));
  if (lasting === undefined) return 'only one Technology or Manoeuvre card may be played in a turn (LB-MOVE-4)';
  if (cards.length > 2) return 'while a Tyres or Fuel tank is in effect one more card may be played, not two (LB-TECH-2)';
  const extra = typeOf(cards.find((other) => other !== lasting)!);
  if (AFFECTS_SPEED.has(extra as never)) return `while a Tyres or Fuel tank is in effect the extra card must not affect speed, and ${extra} does (LB-TECH-2)`;
  return undefined;
};

/** Throws naming `card` when the car may not play `id` now. */
export const checkCardPlay = (turn: CardTurn, id: CardId): void => {
  const problem = cardPlayProblem(turn, id);
  if (problem !== undefined) throw invalid('card', problem);
};

/** LB-TECH-2: a Tyres or Fuel tank played lasts its brand's 2 or 3 consecutive turns, the one it is played in included. */
export const lastingOf = (id: CardId): Lasting | undefined => {
  const found = card(id);
  return found.kind === 'technology' && isLasting(found.type) ? { card: id, turns: found.value } : undefined;
};

/** At the end of the car's own turn: one turn less each; those run out are discarded (LB-CARD-1 Proposed). */
export const afterOwnTurn = (lasting: readonly Lasting[]): { lasting: Lasting[]; discarded: CardId[] } => ({
  lasting: lasting.filter(({ turns }) => turns > 1).map((entry) => ({ ...entry, turns: entry.turns - 1 })),
  discarded: lasting.filter(({ turns }) => turns <= 1).map(({ card: id }) => id),
});

/**
 * LB-MOVE-4 Proposed, LB-TECH-2 Proposed: the movement left after a change during the move
 * (+1 for a +1 square or a repair, −1 for a damage, −3 off the track, minus a lost Aerodynamics
 * bonus), never below 0.
 */
export const changedMovement = (remaining: number, change: number): number => Math.max(0, remaining + change);

/** LB-TECH-2, LB-GAP-3: the damages a Brakes card prevents (Blue 3, Yellow 2, Red 1); none for another card. */
export const brakesOf = (id: CardId): number | undefined => {
  const found = card(id);
  return found.kind === 'technology' && found.type === 'brakes' ? found.value : undefined;
};

/**
 * LB-CARD-1, LB-GAP-8: whether the player's instruction plays his Brakes, out of his car's turn,
 * against a damage about to be applied to a car that has `damages`: every one, a 2nd or 3rd
 * (the car has 1 or 2), the 3rd (it has 2), or none.
 */
export const brakesAgainst = (instruction: 'always' | 'fromSecond' | 'third' | 'never' | undefined, damages: number): boolean => {
  switch (instruction ?? 'always') {
    case 'always':
      return true;
    case 'fromSecond':
      return damages >= 1;
    case 'third':
      return damages >= 2;
    default:
      return false;
  }
};

/**
 * LB-TECH-2 Set-up (+1, +2 or +3 by brand), LB-MAN-1 Manoeuvre (+2), LB-TECH-2 Team (+1): the
 * bonus a card played in the car's own turn gives its next manoeuvre check of that turn (LB-GAP-8).
 */
export const checkBonusOf = (id: CardId): number => {
  const found = card(id);
  if (found.kind === 'technology') return found.type === 'setUp' ? found.value : found.type === 'team' ? 1 : 0;
  return found.kind === 'manoeuvre' && found.type === 'manoeuvre' ? 2 : 0;
};
