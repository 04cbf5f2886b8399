/**
 * The move form and its legal-move preview (GET /races/{id}/moves/preview): the speeds allowed
 * this turn with what each costs, where each lane or trajectory of the coming curve leads, and the
 * projected path of the move typed, before it is sent.
 */
import type { DiceNeeded, MovePreview, Route, SpeedChoice } from '../../../domain/speed-circuit/aics/preview.ts';
import { ApiError, api, reasonOf } from './api.ts';
import { byId, el } from './dom.ts';
import { purposeText, reporterOf } from './reporters.ts';
import type { Seat } from './token.ts';

const WAIT_AFTER_TYPING_MS = 250;

const diceText = (dice: DiceNeeded): string =>
  `${dice.count}d${dice.sides} ${purposeText(dice.purpose)}${dice.passesUpTo === null ? '' : `, passes on ${dice.passesUpTo} or less`}`;

const wearText = (W: number, WF: number): string => [W > 0 && `${W} W`, WF > 0 && `${WF} WF`].filter(Boolean).join(' + ') || 'no wear';

const viaText = (via: Route['via']): string => (via === null ? '' : via.kind === 'lane' ? `C${via.lane}` : via.trajectory);

/** What a route ends in, in a word: the square, or what stops the car. */
function outcome(route: Route): string {
  const types = route.events.map((event) => event.type);
  if (types.includes('CarEliminated')) return 'off the road';
  if (types.includes('CarSpun')) return `spins at ${route.to}`;
  if (types.includes('RearEnded')) return `rear-ends at ${route.to}`;
  return route.to;
}

const costOf = (route: Route): string => [wearText(route.W, route.WF), ...route.dice.map((d) => purposeText(d.purpose))].join(', ');

const speedCost = (choice: SpeedChoice): string =>
  [
    ...choice.rolls.map(diceText),
    choice.braking && `${choice.braking.beyondDec} mph beyond Dec: ${wearText(choice.braking.W, choice.braking.WF)}${choice.braking.spin ? ', then a spin' : ''}`,
  ]
    .filter(Boolean)
    .join('; ') || 'free';

export class MoveForm {
  private preview: MovePreview | null = null;
  private typing: ReturnType<typeof setTimeout> | undefined;
  private asked = 0;

  constructor(
    private readonly raceId: string,
    private readonly current: () => { seat: Seat | null; rulesetId: string; turn: number },
    private readonly sent: () => Promise<void>,
  ) {
    const input = byId<HTMLInputElement>('move-text');
    input.addEventListener('input', () => {
      clearTimeout(this.typing);
      this.typing = setTimeout(() => void this.refresh(input.value), WAIT_AFTER_TYPING_MS);
    });
    byId('move-form').addEventListener('submit', (event) => {
      event.preventDefault();
      void this.send(input.value);
    });
  }

  private path(suffix: string): string {
    return `/races/${encodeURIComponent(this.raceId)}/moves/${suffix}`;
  }

  /** Asks for the preview of `text`; an answer that arrives after a newer question is dropped. */
  async refresh(text = byId<HTMLInputElement>('move-text').value): Promise<void> {
    const { seat } = this.current();
    if (seat === null) return;
    const asked = ++this.asked;
    const error = byId('move-error');
    try {
      const query = text.trim() === '' ? '' : `?move=${encodeURIComponent(text)}`;
      const { preview } = await api<{ preview: MovePreview }>(this.path(`preview${query}`), { token: seat.token });
      if (asked !== this.asked) return;
      this.preview = preview;
      error.textContent = '';
      this.render();
    } catch (failure) {
      if (asked !== this.asked) return;
      error.textContent = failure instanceof ApiError && failure.problem.status === 400 ? `This move cannot be read: ${failure.problem.detail}` : reasonOf(failure);
      byId('move-projection').replaceChildren();
    }
  }

  private async send(text: string): Promise<void> {
    const { seat, turn } = this.current();
    if (seat === null) return;
    const error = byId('move-error');
    try {
      await api(`/races/${encodeURIComponent(this.raceId)}/moves`, { method: 'POST', token: seat.token, body: { turn, text } });
      const mine = await api<{ text: string | null }>(this.path('mine'), { token: seat.token });
      error.textContent = '';
      this.showSent(turn, mine.text ?? text);
      await this.sent();
    } catch (failure) {
      error.textContent = `The move was not accepted: ${reasonOf(failure)}`;
    }
  }

  /** A new turn: the form starts empty, with the move already sent for it, if any. */
  async reset(): Promise<void> {
    const { seat } = this.current();
    byId<HTMLInputElement>('move-text').value = '';
    byId('move-error').textContent = '';
    byId('move-sent').replaceChildren();
    if (seat === null) return;
    const mine = await api<{ turn: number; text: string | null }>(this.path('mine'), { token: seat.token });
    if (mine.text !== null) this.showSent(mine.turn, mine.text);
  }

  private showSent(turn: number, text: string): void {
    byId('move-sent').replaceChildren(el('p', { class: 'notice' }, `Your move for turn ${turn} is in: ${text}. You may replace it until the turn is played.`));
  }

  private choose(text: string): void {
    const input = byId<HTMLInputElement>('move-text');
    input.value = text;
    input.focus();
    void this.refresh(text);
  }

  private render(): void {
    const preview = this.preview;
    if (preview === null) return;
    byId('move-heading').textContent = `Your move for turn ${preview.turn}`;
    this.renderProjection(preview);
    this.renderSpeeds(preview);
  }

  private renderProjection(preview: MovePreview): void {
    const box = byId('move-projection');
    const typed = preview.move;
    if (typed === null) {
      box.replaceChildren();
      return;
    }
    if (typed.error !== null) {
      box.replaceChildren(el('h3', {}, 'This move cannot be played'), el('p', { class: 'error' }, `${typed.error.message}: the non-human player would drive your car instead.`));
      return;
    }
    const { projection } = typed;
    const lines = reporterOf(this.current().rulesetId)?.describe(preview.car, projection.events, 'en') ?? [];
    box.replaceChildren(el('div', {},
      el('h3', {}, `Projected move: ${typed.text}`),
      el('p', { class: 'path', id: 'projected-path' }, `From ${preview.from}: ${projection.path.join(' → ') || 'the car does not move'}. Ends on ${projection.to}.`),
      projection.ends.length > 1 && el('p', {}, `The movement can end on ${projection.ends.join(', ')}: the placement picks one.`),
      el('p', {}, `Pays ${wearText(projection.W, projection.WF)}. ${projection.dice.length === 0 ? 'No dice.' : `Dice: ${projection.dice.map(diceText).join('; ')}.`}`),
      lines.length > 0 && el('ul', {}, ...lines.map((line) => el('li', {}, line))),
      el('p', { class: 'help' }, 'Worked out by the turn engine as if every roll went your way, against the cars where they stand now: cars that move before yours may change it.'),
    ));
  }

  private renderSpeeds(preview: MovePreview): void {
    const vias = [...new Set(preview.speeds.flatMap((choice) => choice.routes.map((route) => viaText(route.via))))].filter((via) => via !== '');
    byId('speeds-help').textContent =
      preview.curve === null
        ? 'No curve is within reach this turn. Choose a speed to write it in the move.'
        : `Each column is a lane or trajectory of curve ${preview.curve}: the square the car ends on and what it pays. Choose one to write it in the move.`;
    const headers = ['Speed', 'Rolls and braking', ...(vias.length === 0 ? ['Ends on'] : vias.map((via) => `Curve ${preview.curve} ${via}`))];
    const cell = (choice: SpeedChoice, route: Route | undefined) => {
      if (route === undefined) return el('td', {}, '—');
      const move = `${choice.speed}${route.via === null ? '' : ` ${viaText(route.via)}`}`;
      const button = el('button', { type: 'button', 'aria-label': `${move}: ${outcome(route)}, ${costOf(route)}` }, `${outcome(route)} · ${costOf(route)}`);
      button.addEventListener('click', () => this.choose(move));
      return el('td', {}, button);
    };
    const rows = preview.speeds.map((choice) => {
      const cells = vias.length === 0 || choice.routes[0]?.via === null
        ? [Object.assign(cell(choice, choice.routes[0]), { colSpan: Math.max(1, vias.length) })]
        : vias.map((via) => cell(choice, choice.routes.find((route) => viaText(route.via) === via)));
      return el('tr', {}, el('th', { scope: 'row' }, `${choice.speed} mph`), el('td', {}, speedCost(choice)), ...cells);
    });
    byId('speeds').replaceChildren(
      el('caption', {}, `Speeds car ${preview.car} may declare for turn ${preview.turn}, from ${preview.from}`),
      el('thead', {}, el('tr', {}, ...headers.map((header) => el('th', { scope: 'col' }, header)))),
      el('tbody', {}, ...rows),
    );
  }
}
