/**
 * The Long game's money (LB-SETUP-6, LB-AUCT-1, LB-LONG-1, LB-LONG-2, LB-LONG-4 with their
 * Proposed, LB-GAP-9: money is a number per player): the starting money, the order the auction
 * for the first choice gives, the prizes, and the final standings.
 */

/** LB-SETUP-6: $60,000 each with 2 to 4 players, $52,000 with 5. */
export const startingMoney = (players: number): number => (players >= 5 ? 52_000 : 60_000);

/** LB-LONG-2: the prizes of places 1 to 5. */
export const PRIZES: readonly number[] = [50_000, 35_000, 20_000, 10_000, 5_000];

/**
 * LB-AUCT-1: the order of choosing after the sealed bids, highest bid first; `tieBreak` orders
 * players who bid the same (LB-GAP-6 Proposed: a random draw). Every bid is lost to the bank.
 */
export const auctionOrder = (bids: Readonly<Record<string, number>>, tieBreak: readonly string[]): string[] =>
  Object.keys(bids).sort((a, b) => (bids[b] ?? 0) - (bids[a] ?? 0) || tieBreak.indexOf(a) - tieBreak.indexOf(b));

/** LB-LONG-1 Proposed: the prize of each car that crossed the line, by its place of arrival; stopped cars get nothing. */
export const prizes = (arrival: readonly string[]): Record<string, number> => Object.fromEntries(arrival.map((car, place) => [car, PRIZES[place] ?? 0]));

/** LB-LONG-4: the players by money, most first; on a tie, the player whose car placed better in the last race. */
export const finalStandings = (money: Readonly<Record<string, number>>, lastRace: readonly string[]): string[] => {
  const place = (player: string) => {
    const at = lastRace.indexOf(player);
    return at < 0 ? lastRace.length : at;
  };
  return Object.keys(money).sort((a, b) => (money[b] ?? 0) - (money[a] ?? 0) || place(a) - place(b));
};
