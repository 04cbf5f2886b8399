/**
 * Count-back of best places: the player with more wins is ahead; with as many wins, the one with
 * more second places; and so on down the places, as many places as the largest field.
 */

/** How many times the player took each place, winner's place first. */
export const placeCounts = (places: readonly Map<string, number>[], player: string): number[] => {
  const counts = new Array<number>(Math.max(0, ...places.map((race) => race.size))).fill(0);
  for (const race of places) {
    const place = race.get(player);
    if (place !== undefined) counts[place]! += 1;
  }
  return counts;
};

/** Negative when `a` is ahead on count-back, 0 when level. */
export const compareCounts = (a: readonly number[], b: readonly number[]): number => {
  const differs = a.findIndex((count, place) => count !== b[place]);
  return differs === -1 ? 0 : b[differs]! - a[differs]!;
};
