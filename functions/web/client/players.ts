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
  const rows = cars.map((car) => {
    const entry = view.entries.find((e) => e.car === car);
    return [
      order.includes(car) ? String(order.indexOf(car) + 1) : '—',
      car,
      entry?.name ?? '?',
      finished
        ? String(points[car] ?? 0)
        : entry?.status === 'out'
          ? words.out
          : view.waitingFor.includes(car)
            ? words.toSend
            : entry?.sent
              ? words.hasSent
              : '—',
      ...(columns?.cells(car) ?? []),
    ];
  });
  const players = byId('players');
  players.replaceChildren(
    table([words.position, words.car, words.player, finished ? words.points : words.sent, ...(columns?.headers ?? [])], rows, new Set([0, 1])),
  );
}
