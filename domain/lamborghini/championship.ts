/**
 * The Long game as a championship (LB-GAME-2, LB-SETUP-1, LB-LONG-4): a race's points are the
 * change in each player's money over it, the first race's starting money included, so that the
 * points added up over the races are his money; the standings are by money, a tie going to the
 * player whose car placed better in the last race. A race hands on what it left (carry.ts).
 */
import { type ChampionshipRace, type Standing, standings } from '../championship.ts';
import { invalid } from '../errors.ts';
import { carry } from './carry.ts';
import type { LamborghiniState } from './state.ts';

/** LB-SETUP-1: at most 2 races on each of the board's circuits. */
export const RACES_PER_CIRCUIT = 2;

/** Each seat's money at the end of the race less its money when the race began; nothing before the race's outcome. */
export const moneyPoints = (state: LamborghiniState): Record<string, number> => {
  const { long } = state;
  if (long?.outcome === undefined) return {};
  return Object.fromEntries(Object.entries(long.money).map(([seat, money]) => [seat, money - (long.began[seat] ?? 0)]));
};

/** LB-LONG-4: most money first; level money goes to the better place in the last race that has a classification; level still, a shared position. */
export const moneyStandings = (races: readonly ChampionshipRace[]): Standing[] => {
  const circuits = new Map<string, number>();
  races.forEach((race, index) => {
    const count = (circuits.get(race.circuitId) ?? 0) + 1;
    circuits.set(race.circuitId, count);
    if (count > RACES_PER_CIRCUIT)
      throw invalid(
        `races[${index}]`,
        `a Long game has at most ${RACES_PER_CIRCUIT} races on each circuit; this is the third on ${race.circuitId} (LB-SETUP-1)`,
      );
  });
  const last = [...races].reverse().find((race) => race.classification !== undefined)?.classification ?? [];
  const place = (player: string) => (last.includes(player) ? last.indexOf(player) : last.length);
  const byMoney = standings(races).sort((a, b) => b.points - a.points || place(a.player) - place(b.player));
  return byMoney.map((entry) => ({
    ...entry,
    position: 1 + byMoney.filter((other) => other.points > entry.points || (other.points === entry.points && place(other.player) < place(entry.player))).length,
  }));
};

export const longChampionship = { points: moneyPoints, standings: moneyStandings, carry };
