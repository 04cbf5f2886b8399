/**
 * The picture of the race and its step-through replay: the live picture, or the picture right
 * after any past turn (`circuit.svg?turn=N`), with that turn's report beside it.
 */
import type { RaceView } from '../../../domain/race/index.ts';
import { byId } from './dom.ts';
import type { History } from './events.ts';
import { turnReport } from './reports.ts';

export class Replay {
  /** The turn shown; null follows the live race. */
  private shown: number | null = null;

  constructor(
    private readonly raceId: string,
    private readonly current: () => { view: RaceView; history: History; car: string | null },
  ) {
    byId('replay-previous').addEventListener('click', () => this.step(-1));
    byId('replay-next').addEventListener('click', () => this.step(1));
    byId('replay-latest').addEventListener('click', () => this.show(null));
    byId('replay-mine').addEventListener('click', () => this.show(this.sinceMyLastMove()));
  }

  private latest(): number {
    return this.current().history.turns.at(-1)?.turn ?? 0;
  }

  /** The last turn played with a move the player sent (not the non-human player's): what happened since is what he has not seen yet. */
  private sinceMyLastMove(): number | null {
    const { history, car } = this.current();
    if (car === null) return null;
    return history.turns.findLast((turn) => turn.moves[car] != null)?.turn ?? null;
  }

  private step(by: number): void {
    const from = this.shown ?? this.latest();
    this.show(Math.min(this.latest(), Math.max(1, from + by)));
  }

  show(turn: number | null): void {
    this.shown = turn === this.latest() ? null : turn;
    this.render();
  }

  render(): void {
    const { view, history } = this.current();
    const latest = this.latest();
    const at = this.shown ?? latest;
    const base = `/races/${encodeURIComponent(this.raceId)}/circuit.svg`;
    const picture = byId<HTMLImageElement>('picture');
    const src = this.shown === null ? `${base}?commit=${history.last}` : `${base}?turn=${this.shown}`;
    if (picture.getAttribute('src') !== src) picture.src = src;
    const when = at === 0 ? 'before the first turn' : `after turn ${at}`;
    picture.alt = `${view.title}: the circuit with the cars ${when}. The players table below lists their positions.`;
    byId('picture-caption').textContent = this.shown === null ? `Now, ${when}.` : `Replay: ${when} of ${latest}.`;
    byId<HTMLButtonElement>('replay-previous').disabled = at <= 1;
    byId<HTMLButtonElement>('replay-next').disabled = this.shown === null;
    byId<HTMLButtonElement>('replay-latest').disabled = this.shown === null;
    byId<HTMLButtonElement>('replay-mine').disabled = this.sinceMyLastMove() === null;
    const turn = history.turns.find((t) => t.turn === at);
    byId('replay-report').replaceChildren(...(this.shown !== null && turn ? [turnReport(view, turn, 'h3')] : []));
  }
}
