/**
 * The hidden-hands toy game (cards.ts) as a game whose races go on from one another: a finished
 * race hands on each car's square, keyed by its player's name and car, and the next race's
 * `begin` receives it (kept in `begun` for the tests to read).
 */
import type { Entrant, Ruleset } from '../../domain/race/ruleset.ts';
import { cards } from './cards.ts';

export type CardsState = { cars: Record<string, { square: number }> };
/** What each `begin` was handed, in order. */
export const begun: unknown[] = [];
export const going: Ruleset = {
  ...(cards as unknown as Ruleset),
  id: 'going-on',
  championship: {
    points: () => ({}),
    standings: () => [],
    carry: (state, entrants: Entrant[]) =>
      Object.fromEntries(entrants.map(({ car, name }) => [`${name}/${car}`, (state as CardsState).cars[car]?.square ?? 0])),
  },
  referee: {
    ...(cards.referee as unknown as NonNullable<Ruleset['referee']>),
    begin: (input) => {
      begun.push(input.carried);
      return cards.referee!.begin!(input as never);
    },
  },
};
