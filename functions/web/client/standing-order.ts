/**
 * The seat's standing order, where the game has them: what the non-human player plays for the car
 * in a step its player misses. Picked from the game's choices (`RESOLVER_ROUTES.standingOrderChoices`),
 * set (`RESOLVER_ROUTES.setStandingOrder`) and cleared (`RESOLVER_ROUTES.clearStandingOrder`); secret from everyone else.
 */
import type { RaceView } from '../../../domain/race/index.ts';
import { API_ROUTES, RESOLVER_ROUTES, type Route } from '../../http/routes.ts';
import { ApiError, api, reasonOf } from './api.ts';
import { Choices } from './choices.ts';
import { byId, el } from './dom.ts';
import { isSending, sendOnce } from './sending.ts';
import type { Seat } from './token.ts';
import { languageOf, said } from './words.ts';

interface SetOrder {
  order: unknown;
  warnings: { message: string }[];
}

export class StandingOrderForm {
  /** The race, seat and language the section was made for: it is made again only when one of them changes. */
  private madeFor = '';

  constructor(private readonly raceId: string) {}

  /** Shows the section to a seated player whom the race lets set a standing order, where his game offers them as choices. */
  async render(view: RaceView, seat: Seat | null): Promise<void> {
    const car = view.you?.car;
    const open = seat !== null && car !== undefined && view.actions.includes('setStandingOrder');
    const key = open ? [view.rulesetId, seat.token, car, languageOf()].join(' ') : '';
    if (key === this.madeFor) return;
    this.madeFor = key;
    byId('standing-order').hidden = true;
    if (!open) return;
    const set = el('button', { type: 'button', id: 'standing-order-set' }, said().standingOrder.set);
    const choices = new Choices(RESOLVER_ROUTES.standingOrderChoices, { id: this.raceId }, seat.token, { car }, (answer) => {
      if (!isSending(set)) set.disabled = answer.submission === null;
    });
    let current: unknown;
    try {
      await choices.start();
      current = (await api<{ order: unknown }>(API_ROUTES.standingOrder, { parameters: { id: this.raceId }, token: seat.token })).order;
    } catch (failure) {
      // A game with no standing orders (or none to pick) offers no section.
      if (!(failure instanceof ApiError && failure.problem.status === 404) && key === this.madeFor)
        byId('standing-order-error').textContent = reasonOf(failure);
      return;
    }
    if (key !== this.madeFor) return;
    set.disabled = choices.current?.submission === null;
    const ready = () => choices.current?.submission != null;
    set.addEventListener('click', () => void this.change(set, seat.token, RESOLVER_ROUTES.setStandingOrder, choices.current?.submission, ready));
    const clear = el('button', { type: 'button', id: 'standing-order-clear' }, said().standingOrder.clear);
    clear.addEventListener('click', () => void this.change(clear, seat.token, RESOLVER_ROUTES.clearStandingOrder, undefined, () => true));
    byId('standing-order-body').replaceChildren(choices.node, el('div', { class: 'actions' }, set, clear));
    this.showState(current);
    byId('standing-order').hidden = false;
  }

  private showState(order: unknown, warnings: { message: string }[] = []): void {
    const words = said().standingOrder;
    byId('standing-order-state').replaceChildren(
      el('p', { class: 'notice' }, order === null ? words.none : words.isSet),
      ...(warnings.length > 0 ? [el('ul', { class: 'warning' }, ...warnings.map(({ message }) => el('li', {}, message)))] : []),
    );
    byId<HTMLButtonElement>('standing-order-clear').hidden = order === null;
  }

  /** Sets or clears the order, once per click (sending.ts). */
  private change(button: HTMLButtonElement, token: string, route: Route, body: unknown, ready: () => boolean): Promise<void> {
    return sendOnce(button, ready, async () => {
      const error = byId('standing-order-error');
      try {
        const { order, warnings } = await api<SetOrder>(route, { parameters: { id: this.raceId }, token, body });
        error.textContent = '';
        this.showState(order, warnings);
      } catch (failure) {
        error.textContent = said().standingOrder.refused(reasonOf(failure));
      }
    });
  }
}
