/**
 * A championship from races already created (`RESOLVER_ROUTES.createChampionship`): its id, its title
 * and its races ticked in the list, in the list's order. Its standings are the API's
 * (`RESOLVER_ROUTES.championship`).
 */
import { pathTo, RESOLVER_ROUTES } from '../../http/routes.ts';
import { api, refusalOf } from './api.ts';
import { byId, el } from './dom.ts';
import type { RaceSummary } from './organiser-races.ts';
import { sendOnSubmit } from './sending.ts';
import { said } from './words.ts';

export class ChampionshipForm {
  private races: RaceSummary[] = [];

  constructor(private readonly token: () => string) {
    sendOnSubmit(byId<HTMLFormElement>('championship-form'), () => this.create());
  }

  /** The races to tick, oldest first (a race may follow only one created before it), those ticked before staying ticked. */
  render(races: RaceSummary[]): void {
    const ticked = new Set(this.ticked());
    this.races = [...races].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    byId('championship-race-list').replaceChildren(
      ...(this.races.length === 0
        ? [el('p', { class: 'help' }, said().organiser.noRaces)]
        : this.races.map(({ raceId, title }) => {
            const box = el('input', { type: 'checkbox', id: `championship-race-${raceId}`, value: raceId });
            box.checked = ticked.has(raceId);
            return el('div', { class: 'field check' }, box, el('label', { for: box.id }, `${title} (${raceId})`));
          })),
    );
  }

  /** The same races in the page's new language. */
  rerender(): void {
    this.render(this.races);
  }

  private ticked(): string[] {
    return Array.from(byId('championship-race-list').querySelectorAll<HTMLInputElement>('input:checked'), (box) => box.value);
  }

  private async create(): Promise<void> {
    const words = said().organiser;
    const value = (id: string) => byId<HTMLInputElement>(id).value.trim();
    const error = byId('championship-error');
    error.textContent = '';
    try {
      const body = { id: value('championship-id'), title: value('championship-title'), races: this.ticked() };
      await api(RESOLVER_ROUTES.createChampionship, { token: this.token(), body });
      byId('championship-done').replaceChildren(
        el(
          'p',
          { class: 'notice' },
          `${words.championshipCreated(body.title, body.races.length)} `,
          el('a', { href: pathTo(RESOLVER_ROUTES.championship, { id: body.id }) }, words.standings),
        ),
      );
    } catch (failure) {
      byId('championship-done').replaceChildren();
      error.textContent = words.championshipRefused(refusalOf(failure));
    }
  }
}
