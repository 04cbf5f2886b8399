/**
 * A seated player's vote to pause the race (docs/pauses.md): his reason and the days, asked twice
 * before it is sent, since a vote is not withdrawn; with how many votes the step has and needs.
 */
import type { RaceView } from '../../../domain/race/index.ts';
import { RESOLVER_ROUTES } from '../../http/routes.ts';
import { api, refusalOf } from './api.ts';
import { byId, el } from './dom.ts';
import type { Seat } from './token.ts';
import { said } from './words.ts';

export class PauseVote {
  private seat: Seat | null = null;

  constructor(
    private readonly raceId: string,
    private readonly voted: () => Promise<void>,
  ) {
    byId('pause-form').addEventListener('submit', (event) => {
      event.preventDefault();
      this.askToVote();
    });
  }

  private askToVote(): void {
    const confirm = el('button', { type: 'button', id: 'pause-confirm-button' }, said().pause.confirm);
    confirm.addEventListener('click', () => void this.vote(confirm));
    byId('pause-confirm').replaceChildren(confirm);
    confirm.focus();
  }

  private async vote(confirm: HTMLButtonElement): Promise<void> {
    if (this.seat === null) return;
    confirm.disabled = true;
    const body = { reason: byId<HTMLInputElement>('pause-reason').value.trim(), days: Number(byId<HTMLInputElement>('pause-days').value) };
    try {
      await api(RESOLVER_ROUTES.votePause, { parameters: { id: this.raceId }, token: this.seat.token, body });
      byId('pause-confirm').replaceChildren(el('p', { class: 'notice' }, said().pause.voted));
      byId('pause-error').textContent = '';
      await this.voted();
    } catch (failure) {
      confirm.disabled = false;
      byId('pause-error').textContent = said().pause.failed(refusalOf(failure));
    }
  }

  render(view: RaceView, seat: Seat | null): void {
    this.seat = seat;
    const { votes, needed, pausesLeft } = view.pauseVotes;
    const may = view.actions.includes('votePause');
    byId('pause-form').hidden = !may;
    byId('pause-vote').hidden = !may && votes === 0;
    byId('pause-votes').textContent = said().pause.votes(votes, needed, pausesLeft);
    byId<HTMLInputElement>('pause-days').max = String(view.pauseVotes.maxDays);
  }
}
