/**
 * A tier's final order: the standings of its championship made strict, for promotion and
 * relegation to cut. Players sharing a position are told apart by the organiser's tie-breaks in
 * his order; when a tie-break splits them into parts, a part still level starts again from the
 * first tie-break among its own players only (so head-to-head then looks at those players alone).
 * Players level after every tie-break are ordered by their names (by-name.ts), the one order that
 * needs nothing of the races, and the result says so.
 */
import type { ChampionshipRace, Standing } from '../championship.ts';
import { byName } from './by-name.ts';
import { placesOf } from './classified.ts';
import { compareCounts, placeCounts } from './count-back.ts';
import { meetingsWon } from './head-to-head.ts';
import type { TieBreak } from './season-rules.ts';

/**
 * What set a player's place apart from those next to him: `standings` when he shared his position
 * with no one (the ruleset's own standings: points, or a rulebook's own tie rule); else the
 * tie-break that last split the players level with him, or `name` when none did.
 */
export type DecidedBy = 'standings' | TieBreak | 'name';

export interface Ranked {
  player: string;
  /** 1 for the first; no two players share one. */
  rank: number;
  /** The position in the standings, which players level share. */
  position: number;
  points: number;
  decidedBy: DecidedBy;
}

/** `players` sorted by `compare`, cut where it differs: the parts in order, each part's players level. */
const partition = (players: readonly string[], compare: (a: string, b: string) => number): string[][] =>
  [...players]
    .sort((a, b) => compare(a, b) || byName(a, b))
    .reduce<string[][]>((parts, player) => {
      const last = parts.at(-1);
      if (last && compare(last[0]!, player) === 0) last.push(player);
      else parts.push([player]);
      return parts;
    }, []);

/** The tier's players, strictly ordered. Positions are the standings'; `races` are the tier's finished races. */
export function finalOrder(standings: readonly Standing[], races: readonly ChampionshipRace[], tieBreaks: readonly TieBreak[]): Ranked[] {
  const places = placesOf(races);
  const comparators: Record<TieBreak, (level: readonly string[]) => (a: string, b: string) => number> = {
    countBack: () => {
      const counts = new Map<string, number[]>();
      const of = (player: string) => counts.get(player) ?? counts.set(player, placeCounts(places, player)).get(player)!;
      return (a, b) => compareCounts(of(a), of(b));
    },
    headToHead: (level) => {
      const won = meetingsWon(places, level);
      return (a, b) => won.get(b)! - won.get(a)!;
    },
  };
  const split = (level: readonly string[]): { player: string; decidedBy: DecidedBy }[] => {
    for (const tieBreak of tieBreaks) {
      const parts = partition(level, comparators[tieBreak](level));
      if (parts.length > 1) return parts.flatMap((part) => (part.length === 1 ? [{ player: part[0]!, decidedBy: tieBreak }] : split(part)));
    }
    return [...level].sort(byName).map((player) => ({ player, decidedBy: 'name' as const }));
  };
  const byPlayer = new Map(standings.map((standing) => [standing.player, standing]));
  const positions = [...new Set(standings.map((standing) => standing.position))].sort((a, b) => a - b);
  return positions
    .flatMap((position) => {
      const level = standings.filter((standing) => standing.position === position).map((standing) => standing.player);
      return level.length === 1 ? [{ player: level[0]!, decidedBy: 'standings' as const }] : split(level);
    })
    .map(({ player, decidedBy }, index) => {
      const { position, points } = byPlayer.get(player)!;
      return { player, rank: index + 1, position, points, decidedBy };
    });
}
