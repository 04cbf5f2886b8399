/**
 * The players table (SC-PBEM-7): running order, players, who has still to send, and the game's own
 * columns; once the race is over, the final classification with each car's points (SC-WIN-3).
 */
import type { RaceView } from '../../../domain/race/index.ts';
import { byId, table } from './dom.ts';
import { reporterOf } from './reporters.ts';
import { languageOf, said } from './words.ts';

export function showPlayers(view: RaceView): void {
  const words = said().players;
  const reporter = reporterOf(view.rulesetId);
  const columns = view.game === null ? undefined : reporter?.playerColumns(view.game, languageOf());
  const finished = view.phase === 'finished';
  const points = finished && view.game !== null ? (reporter?.points(view.game, view.classification) ?? {}) : {};
  const order = view.classification.length > 0 ? view.classification : view.grid;
  const cars = [...order, ...view.entries.map((entry) => entry.car).filter((car) => !order.includes(car))];
  const entryOf = (car: string) => view.entries.find((e) => e.car === car);
  // Who has still to send while the race runs; once it is over, the points, in a game that scores any:
  // one whose classification is the result has no column of noughts.
  const status: { header: string; cell(car: string): string } | undefined = !finished
    ? {
        header: words.sent,
        cell: (car) => {
          const entry = entryOf(car);
          return entry?.status === 'out' ? words.out : view.waitingFor.includes(car) ? words.toSend : entry?.sent ? words.hasSent : '—';
        },
      }
    : Object.keys(points).length > 0
      ? { header: words.points, cell: (car) => String(points[car] ?? 0) }
      : undefined;
  const rows = cars.map((car) => [
    order.includes(car) ? String(order.indexOf(car) + 1) : '—',
    car,
    entryOf(car)?.name ?? '?',
    ...(status ? [status.cell(car)] : []),
    ...(columns?.cells(car) ?? []),
  ]);
  const headers = [words.position, words.car, words.player, ...(status ? [status.header] : []), ...(columns?.headers ?? [])];
  byId('players').replaceChildren(table(headers, rows, new Set([0, 1])));
}
