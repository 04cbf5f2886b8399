/**
 * A championship: several races whose points add up per player (SCC-SERIES, and the AICS
 * league's season). Players are named as the caller names them across races; the race layer uses
 * the entry's name, the one thing a player shows in every race.
 */

/** One race of the championship: its circuit and the points of each player who took part. */
export interface ChampionshipRace {
  raceId: string;
  circuitId: string;
  points: Record<string, number>;
  /** The players by their place in the race (a player's best car), for games whose ties look at a race's order. */
  classification?: string[];
}

export interface Standing {
  player: string;
  /** 1 for the leader; players level on points share a position. */
  position: number;
  points: number;
  /** Points by race id; absent where the player did not take part. */
  byRace: Record<string, number>;
}

/** The standings over the races scored so far: most points first, players level sharing a position. */
export function standings(races: readonly ChampionshipRace[]): Standing[] {
  const byPlayer = new Map<string, Record<string, number>>();
  for (const race of races) {
    for (const [player, points] of Object.entries(race.points)) byPlayer.set(player, { ...byPlayer.get(player), [race.raceId]: points });
  }
  const totals = [...byPlayer].map(([player, byRace]) => ({ player, byRace, points: Object.values(byRace).reduce((sum, points) => sum + points, 0) }));
  totals.sort((a, b) => b.points - a.points || (a.player < b.player ? -1 : a.player > b.player ? 1 : 0));
  return totals.map((entry) => ({
    player: entry.player,
    position: 1 + totals.filter((other) => other.points > entry.points).length,
    points: entry.points,
    byRace: entry.byRace,
  }));
}
