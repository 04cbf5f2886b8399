/**
 * The move form and its legal-move preview (`RESOLVER_ROUTES.movePreview`), in the game's words
 * (its reporter's `preview`): what the move typed would do before it is sent, and the moves the
 * player may choose, each written into the form with a click.
 */
import type { PreviewCell, PreviewWords } from '../../../domain/race/report.ts';
import { API_ROUTES, RESOLVER_ROUTES } from '../../http/routes.ts';
import { ApiError, api, reasonOf } from './api.ts';
import { byId, el } from './dom.ts';
import { previewWords } from './reporters.ts';
import type { Seat } from './token.ts';

const WAIT_AFTER_TYPING_MS = 250;

export class MoveForm {
  private typing: ReturnType<typeof setTimeout> | undefined;
  private asked = 0;
  /** The move text whose warnings the player has confirmed. */
  private confirmed: string | undefined;

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

  /** Asks for the preview of `text`; an answer that arrives after a newer question is dropped. */
  async refresh(text = byId<HTMLInputElement>('move-text').value): Promise<void> {
    const { seat } = this.current();
    if (seat === null) return;
    const asked = ++this.asked;
    const error = byId('move-error');
    try {
      const query = { move: text.trim() === '' ? undefined : text };
      const { preview } = await api<{ preview: unknown }>(RESOLVER_ROUTES.movePreview, { parameters: { id: this.raceId }, query, token: seat.token });
      if (asked !== this.asked) return;
      error.textContent = '';
      const words = previewWords(this.current().rulesetId, preview);
      if (words) this.render(words);
    } catch (failure) {
      if (asked !== this.asked) return;
      error.textContent =
        failure instanceof ApiError && failure.problem.status === 400 ? `This move cannot be read: ${failure.problem.detail}` : reasonOf(failure);
      byId('move-projection').replaceChildren();
    }
  }

  /** The warnings of the preview of `text` (it ends the race, it is not played as written); none when it cannot be previewed. */
  private async warningsOf(text: string, token: string): Promise<string[]> {
    try {
      const { preview } = await api<{ preview: unknown }>(RESOLVER_ROUTES.movePreview, { parameters: { id: this.raceId }, query: { move: text }, token });
      const projection = previewWords(this.current().rulesetId, preview)?.projection;
      return projection && 'warnings' in projection ? projection.warnings : [];
    } catch {
      // The server refuses what cannot be read, with its reason, when the move is sent.
      return [];
    }
  }

  /** A move with warnings is sent only once the player has read them and confirmed. */
  private askToConfirm(text: string, warnings: string[]): void {
    const confirm = el('button', { type: 'button', id: 'move-confirm' }, `Send ${text} anyway`);
    confirm.addEventListener('click', () => {
      this.confirmed = text;
      void this.send(text);
    });
    byId('move-sent').replaceChildren(
      el(
        'div',
        { class: 'warning', role: 'alert' },
        el('p', {}, `Before ${text} is sent:`),
        el('ul', {}, ...warnings.map((line) => el('li', {}, line))),
        confirm,
      ),
    );
  }

  private async send(text: string): Promise<void> {
    const { seat, turn } = this.current();
    if (seat === null) return;
    const error = byId('move-error');
    if (text !== this.confirmed) {
      const warnings = await this.warningsOf(text, seat.token);
      if (warnings.length > 0) {
        this.askToConfirm(text, warnings);
        return;
      }
    }
    try {
      await api(RESOLVER_ROUTES.submitMove, { parameters: { id: this.raceId }, token: seat.token, body: { turn, text } });
      const mine = await api<{ text: string | null }>(API_ROUTES.myMove, { parameters: { id: this.raceId }, token: seat.token });
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
    const mine = await api<{ turn: number; text: string | null }>(API_ROUTES.myMove, { parameters: { id: this.raceId }, token: seat.token });
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

  private render(words: PreviewWords): void {
    byId('move-heading').textContent = words.heading;
    this.renderProjection(words.projection);
    this.renderChoices(words.choices);
  }

  private renderProjection(projection: PreviewWords['projection']): void {
    const box = byId('move-projection');
    if (projection === null) {
      box.replaceChildren();
      return;
    }
    if ('error' in projection) {
      box.replaceChildren(el('h3', {}, projection.title), el('p', { class: 'error' }, projection.error));
      return;
    }
    const { title, path, warnings, notes, clauses, caveat } = projection;
    box.replaceChildren(
      el(
        'div',
        {},
        el('h3', {}, title),
        el('p', { class: 'path', id: 'projected-path' }, path),
        warnings.length > 0 && el('ul', { class: 'warning', id: 'projected-warnings' }, ...warnings.map((line) => el('li', {}, line))),
        ...notes.map((note) => el('p', {}, note)),
        clauses.length > 0 && el('ul', {}, ...clauses.map((line) => el('li', {}, line))),
        el('p', { class: 'help' }, caveat),
      ),
    );
  }

  private renderChoices({ help, caption, headers, rows }: PreviewWords['choices']): void {
    byId('speeds-help').textContent = help;
    const button = ({ choice, label, text }: Extract<PreviewCell, { choice: string }>) => {
      const chooser = el('button', { type: 'button', 'aria-label': label }, text);
      chooser.addEventListener('click', () => this.choose(choice));
      return chooser;
    };
    const cell = (content: PreviewCell) => {
      const td = el('td', {}, 'choice' in content ? button(content) : content.text);
      if (content.span !== undefined) td.colSpan = content.span;
      return td;
    };
    byId('speeds').replaceChildren(
      el('caption', {}, caption),
      el('thead', {}, el('tr', {}, ...headers.map((header) => el('th', { scope: 'col' }, header)))),
      el('tbody', {}, ...rows.map((row) => el('tr', {}, el('th', { scope: 'row' }, row.header), ...row.cells.map(cell)))),
    );
  }
}
