/**
 * Head-to-head among the players level: in each race two of them both took part in, the one
 * placed ahead wins that meeting. A player's score is his meetings won against all the others
 * level with him, so that a tie of three or more is settled by one figure each.
 */

/** Meetings each player of `level` won against the others of `level`, by player. */
export const meetingsWon = (places: readonly Map<string, number>[], level: readonly string[]): Map<string, number> => {
  const won = new Map(level.map((player) => [player, 0]));
  for (const race of places) {
    for (const player of level) {
      const place = race.get(player);
      if (place === undefined) continue;
      for (const other of level) {
        const otherPlace = race.get(other);
        if (otherPlace !== undefined && place < otherPlace) won.set(player, won.get(player)! + 1);
      }
    }
  }
  return won;
};
