/**
 * A seated player asks for his calendar feed (issue 30): the race view tells him his own address,
 * so the page asks for his feed by it (`RESOLVER_ROUTES.requestCalendarFeed`), and the feed's
 * secret address goes to that address alone, as when he asks with it himself. Asked twice, since
 * a new feed revokes the one his calendar may already follow.
 */
import type { RaceView } from '../../../domain/race/index.ts';
import { RESOLVER_ROUTES } from '../../http/routes.ts';
import { api, refusalOf } from './api.ts';
import { byId, el } from './dom.ts';
import { said } from './words.ts';

export class CalendarSubscribe {
  private email: string | null = null;

  constructor() {
    byId('calendar-button').addEventListener('click', () => this.askToSubscribe());
  }

  private askToSubscribe(): void {
    const email = this.email;
    if (email === null) return;
    const confirm = el('button', { type: 'button', id: 'calendar-confirm-button' }, said().calendar.confirm(email));
    confirm.addEventListener('click', () => void this.subscribe(confirm, email));
    byId('calendar-confirm').replaceChildren(confirm);
    confirm.focus();
  }

  private async subscribe(confirm: HTMLButtonElement, email: string): Promise<void> {
    confirm.disabled = true;
    try {
      await api(RESOLVER_ROUTES.requestCalendarFeed, { body: { email } });
      byId('calendar-confirm').replaceChildren(el('p', { class: 'notice' }, said().calendar.sent(email)));
      byId('calendar-error').textContent = '';
    } catch (failure) {
      confirm.disabled = false;
      byId('calendar-error').textContent = said().calendar.failed(refusalOf(failure));
    }
  }

  render(view: RaceView): void {
    this.email = view.you?.email ?? null;
    byId('calendar').hidden = this.email === null || view.phase === 'finished';
  }
}
