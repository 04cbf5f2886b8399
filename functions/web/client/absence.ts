/**
 * The player's absences (docs/absences.md): declared from a day to a day with two date inputs,
 * listed with the days each year allows, and cancelled before they begin; his own, for every
 * race he drives in, read with this race's token.
 */
import type { RaceView } from '../../../domain/race/index.ts';
import { RESOLVER_ROUTES, type Route } from '../../http/routes.ts';
import { api, reasonOf } from './api.ts';
import { byId, el } from './dom.ts';
import { sendOnce } from './sending.ts';
import type { Seat } from './token.ts';
import { languageOf, said } from './words.ts';

interface Mine {
  absences: { id: string; from: string; to: string }[];
  allowance: { days: number; used: Record<string, number> };
}

export class AbsenceForm {
  /** The race, seat and language the section was made for: it is made again only when one of them changes. */
  private madeFor = '';
  private token = '';

  constructor(private readonly raceId: string) {
    byId('absence-form').addEventListener('submit', (event) => {
      event.preventDefault();
      const from = byId<HTMLInputElement>('absence-first').value;
      const to = byId<HTMLInputElement>('absence-last').value;
      void this.send(byId<HTMLButtonElement>('absence-declare'), RESOLVER_ROUTES.declareAbsence, {}, { from, to, timeZone: this.timeZone });
    });
  }

  private timeZone: string | undefined;

  /** Shows the section to a seated player of a race still to finish. */
  async render(view: RaceView, seat: Seat | null): Promise<void> {
    const open = seat !== null && view.you !== undefined && view.phase !== 'finished';
    const key = open ? [seat.token, languageOf()].join(' ') : '';
    if (key === this.madeFor) return;
    this.madeFor = key;
    byId('absence').hidden = !open;
    if (!open) return;
    this.token = seat.token;
    this.timeZone = view.you?.timeZone ?? undefined;
    try {
      this.show(await api<Mine>(RESOLVER_ROUTES.myAbsences, { parameters: { id: this.raceId }, token: seat.token }));
    } catch (failure) {
      byId('absence-error').textContent = reasonOf(failure);
    }
  }

  private show({ absences, allowance }: Mine): void {
    const words = said().absence;
    const items = absences.map(({ id, from, to }) => {
      const cancel = el('button', { type: 'button', class: 'secondary' }, words.cancel);
      cancel.addEventListener('click', () => void this.send(cancel, RESOLVER_ROUTES.cancelAbsence, { absence: id }));
      return el('li', {}, `${words.one(from, to)} `, cancel);
    });
    const used = Object.entries(allowance.used).map(([year, days]) => el('p', { class: 'help' }, words.used(year, days, allowance.days)));
    byId('absence-state').replaceChildren(absences.length === 0 ? el('p', { class: 'notice' }, words.none) : el('ul', {}, ...items), ...used);
  }

  /** Declares or cancels, once per click (sending.ts). */
  private send(button: HTMLButtonElement, route: Route, parameters: Record<string, string>, body?: unknown): Promise<void> {
    return sendOnce(
      button,
      () => true,
      async () => {
        const error = byId('absence-error');
        try {
          this.show(await api<Mine>(route, { parameters: { id: this.raceId, ...parameters }, token: this.token, ...(body ? { body } : {}) }));
          error.textContent = '';
        } catch (failure) {
          error.textContent = said().absence.refused(reasonOf(failure));
        }
      },
    );
  }
}
