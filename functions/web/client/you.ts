/**
 * Who is looking: registration (the token is shown once and kept in this browser), a token typed
 * in, or the seat's own withdrawal, asked twice since it cannot be undone.
 */
import type { RaceView } from '../../../domain/race/index.ts';
import { API_ROUTES, RESOLVER_ROUTES } from '../../http/routes.ts';
import { ApiError, api, reasonOf, refusalOf } from './api.ts';
import { byId, el } from './dom.ts';
import { browserTimeZone } from './time.ts';
import { type Seat, saveSeat } from './token.ts';
import { languageOf, said } from './words.ts';

/** The time zones the browser knows, the browser's own chosen: what the player reads his deadlines in. */
function fillTimeZones(select: HTMLSelectElement): void {
  const own = browserTimeZone();
  const zones = Intl.supportedValuesOf('timeZone');
  select.replaceChildren(...(zones.includes(own) ? zones : [own, ...zones]).map((zone) => el('option', { value: zone }, zone.replaceAll('_', ' '))));
  select.value = own;
}

export class You {
  constructor(
    private readonly raceId: string,
    private readonly seated: (seat: Seat | null) => Promise<void>,
    private readonly forget: () => void,
  ) {
    fillTimeZones(byId<HTMLSelectElement>('register-time-zone'));
    byId('register-form').addEventListener('submit', (event) => {
      event.preventDefault();
      void this.register();
    });
    byId('token-form').addEventListener('submit', (event) => {
      event.preventDefault();
      void this.useToken(byId<HTMLInputElement>('token-input').value.trim());
    });
    byId('token-forget').addEventListener('click', () => {
      this.forget();
      byId('token-shown').hidden = true;
      void this.seated(null);
    });
    byId('withdraw-button').addEventListener('click', () => this.askToWithdraw());
  }

  private async register(): Promise<void> {
    const value = (id: string) => byId<HTMLInputElement | HTMLSelectElement>(id).value.trim();
    const error = byId('register-error');
    const button = byId('register-form').querySelector('button')!;
    button.disabled = true;
    try {
      const body = {
        name: value('register-name'),
        email: value('register-email'),
        language: value('register-language'),
        timeZone: value('register-time-zone'),
      };
      const { car, token } = await api<{ car: string; token: string }>(RESOLVER_ROUTES.register, { parameters: { id: this.raceId }, body });
      error.textContent = '';
      saveSeat(this.raceId, { car, token });
      await this.seated({ car, token });
      const shown = byId('token-shown');
      shown.replaceChildren(el('p', {}, said().you.registered(car)), el('p', {}, el('code', { id: 'token-value' }, token)), el('p', {}, said().you.tokenKept));
      shown.hidden = false;
    } catch (failure) {
      // The one refusal the page says in its own words: the server's reason is English, its figures the driver's record's.
      const short = failure instanceof ApiError && failure.problem.status === 403 && failure.problem.errors.some(({ field }) => field === 'name');
      error.textContent = short ? said().you.shortOfRecord(value('register-name')) : said().you.refused(refusalOf(failure));
    } finally {
      button.disabled = false;
    }
  }

  private async useToken(token: string): Promise<void> {
    const error = byId('token-error');
    if (token === '') return;
    try {
      const { race } = await api<{ race: RaceView }>(API_ROUTES.race, { parameters: { id: this.raceId }, token });
      if (race.you === null) throw new Error(said().you.notThisRace);
      error.textContent = '';
      byId<HTMLInputElement>('token-input').value = '';
      saveSeat(this.raceId, { car: race.you.car, token });
      await this.seated({ car: race.you.car, token });
    } catch (failure) {
      error.textContent = said().you.notAccepted(reasonOf(failure));
    }
  }

  private seat: Seat | null = null;

  /** A withdrawal cannot be undone: the first click asks, the second withdraws. */
  private askToWithdraw(): void {
    const confirm = el('button', { type: 'button', id: 'withdraw-confirm-button', class: 'danger' }, said().you.withdrawConfirm);
    confirm.addEventListener('click', () => void this.withdraw(confirm));
    byId('withdraw-confirm').replaceChildren(confirm);
    confirm.focus();
  }

  private async withdraw(confirm: HTMLButtonElement): Promise<void> {
    if (this.seat === null) return;
    confirm.disabled = true;
    try {
      await api(RESOLVER_ROUTES.withdraw, { parameters: { id: this.raceId }, token: this.seat.token });
      byId('withdraw-confirm').replaceChildren(el('p', { class: 'notice' }, said().you.withdrawn));
      byId('withdraw-error').textContent = '';
      await this.seated(this.seat);
    } catch (failure) {
      confirm.disabled = false;
      byId('withdraw-error').textContent = said().you.withdrawFailed(refusalOf(failure));
    }
  }

  render(view: RaceView, seat: Seat | null): void {
    this.seat = seat;
    const words = said().you;
    const entry = seat === null ? undefined : view.entries.find((e) => e.car === seat.car);
    byId('you-status').textContent =
      entry === undefined
        ? view.phase === 'registration'
          ? words.watchingRegistration
          : words.watching
        : entry.status === 'out'
          ? words.driveOut(entry.car, entry.name)
          : words.drive(entry.car, entry.name);
    const registering = seat === null && view.actions.includes('register');
    const form = byId('register-form');
    // The page's language is the form's first answer, not one that overrides the player's.
    if (registering && form.hidden) byId<HTMLSelectElement>('register-language').value = languageOf();
    form.hidden = !registering;
    const minimum = byId('register-minimum');
    minimum.textContent = view.minimumRecord ? words.minimumRecord(view.minimumRecord) : '';
    minimum.hidden = !view.minimumRecord;
    byId('token-form').hidden = seat !== null;
    byId('token-forget').hidden = seat === null;
    byId('withdraw').hidden = !view.actions.includes('withdraw');
  }
}
