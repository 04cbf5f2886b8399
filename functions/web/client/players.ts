/**
 * The players table (SC-PBEM-7): running order, drivers, who has sent a move, and the game's own
 * columns; once the race is over, the final classification with each car's points (SC-WIN-3).
 */
import type { RaceView } from '../../../domain/race/index.ts';
import { byId, table } from './dom.ts';
import { reporterOf } from './reporters.ts';

export function showPlayers(view: RaceView): void {
  const reporter = reporterOf(view.rulesetId);
  const columns = view.game === null ? undefined : reporter?.playerColumns(view.game, 'en');
  const finished = view.phase === 'finished';
  const points = finished && view.game !== null ? (reporter?.points(view.game, view.classification) ?? {}) : {};
  const order = view.classification.length > 0 ? view.classification : view.grid;
  const cars = [...order, ...view.entries.map((entry) => entry.car).filter((car) => !order.includes(car))];
  const rows = cars.map((car) => {
    const entry = view.entries.find((e) => e.car === car);
    return [
      order.includes(car) ? String(order.indexOf(car) + 1) : '—',
      car,
      entry?.name ?? '?',
      finished ? String(points[car] ?? 0) : entry?.status === 'out' ? 'out' : view.waitingFor.includes(car) ? 'to send' : entry?.sent ? 'sent' : '—',
      ...(columns?.cells(car) ?? []),
    ];
  });
  const players = byId('players');
  players.replaceChildren(table(['Pos', 'Car', 'Driver', finished ? 'Points' : 'Move', ...(columns?.headers ?? [])], rows, new Set([0, 1])));
}
