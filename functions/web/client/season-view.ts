/**
 * A league's season as the API reads it (`RESOLVER_ROUTES.season`), drawn for the organiser's page
 * and the season's public page alike: each tier's races, its final order with what decided each
 * place, and where each driver goes: the close's movements once the season is closed, before that
 * where the final order as it stands would send him (domain/league/promotion.ts, as the close
 * computes it).
 */
import { type Movement, promotion } from '../../../domain/league/promotion.ts';
import { API_ROUTES, pathTo } from '../../http/routes.ts';
import { el, table } from './dom.ts';
import { circuitText } from './reporters.ts';
import { seasonSaid } from './season-words.ts';
import { said } from './words.ts';

export interface SeasonView {
  id: string;
  title: string;
  rulesetId: string;
  rules: { promote: number; relegate: number; tieBreaks: string[] };
  tiers: {
    name: string;
    races: { raceId: string; title: string; circuitId: string; phase: string }[];
    order: { player: string; rank: number; points: number; decidedBy: string }[];
  }[];
  closing: { leaving: string[]; tiers: string[][]; movements: Movement[] } | null;
}

/** The phase of a race of a season whose races are created one after another that is not created yet (functions/race/seasons.ts). */
const NOT_CREATED = 'none';

/** Whether the season has races still to be created, each once the race before it finishes (`RESOLVER_ROUTES.createFollowingRaces`). */
export const awaitsRaces = (season: SeasonView): boolean => season.tiers.some((tier) => tier.races.some((race) => race.phase === NOT_CREATED));

/** The close's movements, or those the final orders as they stand would make; none when the rules do not fit the tiers yet. */
function movementsOf(season: SeasonView): Movement[] {
  if (season.closing) return season.closing.movements;
  try {
    return promotion(
      season.tiers.map((tier) => tier.order.map(({ player }) => player)),
      season.rules,
    ).movements;
  } catch {
    return [];
  }
}

/** The season's rules, state and tiers. */
export function seasonParts(season: SeasonView): HTMLElement[] {
  const words = seasonSaid();
  const movements = movementsOf(season);
  const whereTo = (driver: string): string => {
    const movement = movements.find((one) => one.driver === driver);
    return movement ? words.move[movement.move](season.tiers[movement.to ?? movement.from]?.name ?? '') : '';
  };
  const phase = (value: string) =>
    value === 'finished'
      ? said().phases.finished
      : value === 'registration'
        ? said().phases.registration
        : value === NOT_CREATED
          ? words.notYetCreated
          : said().phases.running;
  return [
    el(
      'p',
      {},
      words.rules(season.rules.promote, season.rules.relegate),
      ' ',
      words.tieBreaks(season.rules.tieBreaks.map((one) => words.tieBreak[one] ?? one)),
    ),
    el('p', { class: 'state' }, season.closing ? words.closed : words.open),
    ...season.tiers.map((tier) => {
      const done = tier.races.filter((race) => race.phase === 'finished').length;
      const headers = [...words.headers, season.closing ? words.nextHeader : words.ifNowHeader];
      return el(
        'section',
        { class: 'season-tier', 'data-tier': tier.name },
        el('h3', {}, tier.name),
        el(
          'ol',
          { class: 'season-races' },
          ...tier.races.map((race) =>
            el(
              'li',
              {},
              race.phase === NOT_CREATED ? race.raceId : el('a', { href: pathTo(API_ROUTES.race, { id: race.raceId }) }, race.title || race.raceId),
              `${race.circuitId === '' ? '' : ` (${circuitText(race.circuitId)})`}: ${phase(race.phase)}`,
            ),
          ),
        ),
        el('p', {}, words.finished(done, tier.races.length)),
        tier.order.length === 0
          ? el('p', { class: 'help' }, words.noDrivers)
          : el(
              'div',
              // Focusable, so that a keyboard scrolls it too where the table is wider than the phone.
              { class: 'scroll', tabindex: '0', role: 'region', 'aria-label': tier.name },
              el(
                'table',
                { class: 'season-order' },
                table(
                  headers,
                  tier.order.map((one) => [
                    String(one.rank),
                    one.player,
                    String(one.points),
                    words.decidedBy[one.decidedBy] ?? one.decidedBy,
                    whereTo(one.player),
                  ]),
                  new Set([0, 2]),
                ),
              ),
            ),
      );
    }),
  ];
}
