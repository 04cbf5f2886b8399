/** The players table (SC-PBEM-7): running order, drivers, who has sent a move, and the game's own columns. */
import type { RaceView } from '../../../domain/race/index.ts';
import { byId, table } from './dom.ts';
import { reporterOf } from './reporters.ts';

export function showPlayers(view: RaceView): void {
  const columns = view.game === null ? undefined : reporterOf(view.rulesetId)?.playerColumns(view.game, 'en');
  const order = view.classification.length > 0 ? view.classification : view.grid;
  const cars = [...order, ...view.entries.map((entry) => entry.car).filter((car) => !order.includes(car))];
  const rows = cars.map((car) => {
    const entry = view.entries.find((e) => e.car === car);
    return [
      order.includes(car) ? String(order.indexOf(car) + 1) : '—',
      car,
      entry?.name ?? '?',
      entry?.status === 'out' ? 'out' : view.waitingFor.includes(car) ? 'to send' : entry?.sent ? 'sent' : '—',
      ...(columns?.cells(car) ?? []),
    ];
  });
  const players = byId('players');
  players.replaceChildren(table(['Pos', 'Car', 'Driver', 'Move', ...(columns?.headers ?? [])], rows, new Set([0, 1])));
}
