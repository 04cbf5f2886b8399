/** Who is looking: registration (the token is shown once and kept in this browser), or a token typed in. */
import type { RaceView } from '../../../domain/race/index.ts';
import { ApiError, api, reasonOf } from './api.ts';
import { byId, el } from './dom.ts';
import { forgetSeat, type Seat, saveSeat } from './token.ts';

export class You {
  constructor(
    private readonly raceId: string,
    private readonly seated: (seat: Seat | null) => Promise<void>,
  ) {
    byId('register-form').addEventListener('submit', (event) => {
      event.preventDefault();
      void this.register();
    });
    byId('token-form').addEventListener('submit', (event) => {
      event.preventDefault();
      void this.useToken(byId<HTMLInputElement>('token-input').value.trim());
    });
    byId('token-forget').addEventListener('click', () => {
      forgetSeat(this.raceId);
      byId('token-shown').hidden = true;
      void this.seated(null);
    });
  }

  private get racePath(): string {
    return `/races/${encodeURIComponent(this.raceId)}`;
  }

  private async register(): Promise<void> {
    const value = (id: string) => byId<HTMLInputElement | HTMLSelectElement>(id).value.trim();
    const error = byId('register-error');
    try {
      const body = { name: value('register-name'), email: value('register-email'), language: value('register-language') };
      const { car, token } = await api<{ car: string; token: string }>(`${this.racePath}/entries`, { method: 'POST', body });
      error.textContent = '';
      saveSeat(this.raceId, { car, token });
      const shown = byId('token-shown');
      shown.replaceChildren(
        el('p', {}, `You are registered with car ${car}. Your secret token, shown only this once:`),
        el('p', {}, el('code', { id: 'token-value' }, token)),
        el('p', {}, 'This browser keeps it for this race, and your registration email has it too. Anyone who has it can move your car.'),
      );
      shown.hidden = false;
      await this.seated({ car, token });
    } catch (failure) {
      error.textContent = `The registration was refused: ${failure instanceof ApiError ? failure.problem.errors.map((e) => `${e.field}: ${e.reason}`).join('; ') || failure.problem.detail : reasonOf(failure)}`;
    }
  }

  private async useToken(token: string): Promise<void> {
    const error = byId('token-error');
    if (token === '') return;
    try {
      const { race } = await api<{ race: RaceView }>(this.racePath, { token });
      if (race.you === null) throw new Error('this token does not belong to a car of this race');
      error.textContent = '';
      byId<HTMLInputElement>('token-input').value = '';
      saveSeat(this.raceId, { car: race.you.car, token });
      await this.seated({ car: race.you.car, token });
    } catch (failure) {
      error.textContent = `This token was not accepted: ${reasonOf(failure)}`;
    }
  }

  render(view: RaceView, seat: Seat | null): void {
    const entry = seat === null ? undefined : view.entries.find((e) => e.car === seat.car);
    byId('you-status').textContent =
      entry === undefined
        ? view.phase === 'registration'
          ? 'You are watching. Register below to race, or give the token of your car.'
          : 'You are watching. Give the token of your car to send its moves.'
        : `You drive car ${entry.car} (${entry.name})${entry.status === 'out' ? ', which is out of the race' : ''}.`;
    byId('register-form').hidden = seat !== null || !view.actions.includes('register');
    byId('token-form').hidden = seat !== null;
    byId('token-forget').hidden = seat === null;
  }
}
