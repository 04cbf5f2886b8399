/**
 * The open step's choices (`RESOLVER_ROUTES.choices`), or a standing order's
 * (`RESOLVER_ROUTES.standingOrderChoices`), drawn as buttons: each question
 * a group, each option a button saying what it costs or risks, a count with its − and + buttons,
 * the options that have a place on the race picture clickable there too. Every click asks the game
 * again with the picks so far, and it answers with the questions as they now stand and, once
 * every question is answered, the submission to send. The page never builds a submission itself.
 */
import type { CarChoices, ChoiceOption, Picks, Question } from '../../../domain/race/choices.ts';
import type { Route } from '../../http/routes.ts';
import { api } from './api.ts';
import { type Child, el } from './dom.ts';
import { drawingOf } from './nonce.ts';
import { said } from './words.ts';

/**
 * The picture's frame inside its shadow root: as wide as the form, the marks that may be picked
 * outlined on focus and when picked.
 */
const FRAME_STYLE = [
  'svg{display:block;width:100%;height:auto;max-height:70vh}',
  '[data-choice]{cursor:pointer}',
  '[data-choice]:focus{outline:none}',
  '[data-choice]:focus>*,[data-choice][aria-pressed="true"]>*{stroke:#f59e0b;stroke-width:0.08px;stroke-opacity:1;fill-opacity:0.6}',
].join('');

/** The frame's rules as a sheet of the page's own, made once: a constructed sheet is no inline style, and wants no nonce. */
let frame: CSSStyleSheet | undefined;
const frameSheet = (): CSSStyleSheet => {
  if (frame === undefined) {
    frame = new CSSStyleSheet();
    frame.replaceSync(FRAME_STYLE);
  }
  return frame;
};

export class Choices {
  readonly node = el('div', { class: 'choices' });
  private picks: Picks = {};
  /** Whether the last pick was made on the picture: its answer brings the next question into sight, past the buttons of the options drawn. */
  private onPicture = false;
  private asked = 0;
  private answer: CarChoices | undefined;

  constructor(
    /** The route of the choices (a step's or a standing order's), and its parameters. */
    private readonly route: Route,
    private readonly parameters: Record<string, string>,
    private readonly token: string,
    /** What the route asks the choices of besides the picks: the car, and the step for a submission's. */
    private readonly target: { car: string; step?: string },
    /** Told whenever the answer changes: the submission, once every question is answered. */
    private readonly changed: (answer: CarChoices) => void,
  ) {}

  /** The choices with no pick made; rejects as the API does (a 404 for a step whose game offers none). */
  async start(): Promise<CarChoices> {
    return this.ask();
  }

  get current(): CarChoices | undefined {
    return this.answer;
  }

  /** Asks again with the picks so far; an answer that comes after a newer question is dropped. */
  private async ask(): Promise<CarChoices> {
    const asked = ++this.asked;
    const answer = await api<CarChoices>(this.route, { parameters: this.parameters, token: this.token, body: { ...this.target, picks: this.picks } });
    if (asked === this.asked) {
      this.answer = answer;
      // The game drops the picks that no longer apply; the page keeps what the game kept.
      this.picks = Object.fromEntries(answer.questions.filter((question) => question.picked.length > 0).map((question) => [question.id, question.picked]));
      this.draw(answer);
      this.changed(answer);
      if (this.onPicture) this.showNext(answer);
    }
    return answer;
  }

  private pick(question: Question, picked: string[], onPicture = false): void {
    this.picks = { ...this.picks, [question.id]: picked };
    this.onPicture = onPicture;
    void this.ask().catch((failure: unknown) => {
      this.node.querySelector('.choices-error')?.replaceChildren(failure instanceof Error ? failure.message : String(failure));
    });
  }

  /** What a click on `option` makes of the question's picks. */
  private toggled(question: Question, option: ChoiceOption): string[] {
    const picked = question.picked.includes(option.id);
    if (question.type === 'one') return picked && question.min === 0 ? [] : [option.id];
    if (picked) return question.picked.filter((id) => id !== option.id);
    return question.picked.length >= question.max ? question.picked : [...question.picked, option.id];
  }

  /** Scrolls to the first question still unanswered, else to the form's send button. */
  private showNext(answer: CarChoices): void {
    const next = answer.questions.find((question) => question.picked.length === 0);
    const target = next
      ? this.node.querySelector(`fieldset[data-question="${CSS.escape(next.id)}"]`)
      : this.node.parentElement?.querySelector('button[type="submit"]');
    target?.scrollIntoView({ block: 'nearest' });
  }

  private draw(answer: CarChoices): void {
    const words = said().form;
    this.node.replaceChildren(
      ...(answer.picture ? [this.picture(answer)] : []),
      ...answer.questions.map((question) => this.question(question)),
      ...(answer.summary.length > 0 ? [el('ul', { class: 'summary' }, ...answer.summary.map((line) => el('li', {}, line)))] : []),
      ...(answer.warnings.length > 0 ? [el('ul', { class: 'warning' }, ...answer.warnings.map((line) => el('li', {}, line)))] : []),
      ...(answer.text !== undefined && answer.submission !== null ? [el('p', { class: 'help' }, words.notation(answer.text))] : []),
      el('p', { class: 'choices-error error', role: 'alert' }),
    );
  }

  private question(question: Question): HTMLElement {
    const words = said().form;
    const help = [
      question.help,
      question.type === 'one' ? words.pickOne : question.type === 'many' ? words.pickMany(question.min, question.max) : undefined,
      question.ordered ? words.ordered : undefined,
    ].filter(Boolean);
    const body: Child[] =
      question.type === 'count'
        ? [this.count(question)]
        : [el('div', { class: 'options' }, ...question.options.map((option) => this.option(question, option)))];
    return el(
      'fieldset',
      { class: 'question', 'data-question': question.id, 'data-type': question.type },
      el('legend', {}, question.label),
      help.length > 0 && el('p', { class: 'help' }, help.join(' ')),
      ...body,
    );
  }

  private option(question: Question, option: ChoiceOption): HTMLButtonElement {
    const place = question.picked.indexOf(option.id);
    const button = el(
      'button',
      { type: 'button', class: 'option', 'aria-pressed': String(place >= 0), 'data-option': option.id },
      el('span', { class: 'option-label' }, option.label, question.ordered && place >= 0 ? ` (${said().form.order(place + 1)})` : ''),
      option.detail !== undefined && el('span', { class: 'option-detail' }, option.detail),
      option.disabled !== undefined && el('span', { class: 'option-detail' }, option.disabled),
    );
    button.disabled = option.disabled !== undefined;
    button.addEventListener('click', () => this.pick(question, this.toggled(question, option)));
    return button;
  }

  private count(question: Question): HTMLElement {
    const words = said().form;
    const value = question.picked[0] === undefined ? undefined : Number(question.picked[0]);
    const input = el('input', {
      type: 'number',
      inputmode: 'numeric',
      min: String(question.min),
      max: String(question.max),
      step: '1',
      'aria-label': question.label,
    });
    input.value = value === undefined ? '' : String(value);
    const set = (next: number) => this.pick(question, [String(Math.min(question.max, Math.max(question.min, next)))]);
    const less = el('button', { type: 'button', 'aria-label': `${words.less}: ${question.label}` }, '−');
    const more = el('button', { type: 'button', 'aria-label': `${words.more}: ${question.label}` }, '+');
    less.disabled = value !== undefined && value <= question.min;
    more.disabled = value !== undefined && value >= question.max;
    less.addEventListener('click', () => set((value ?? question.min + 1) - 1));
    more.addEventListener('click', () => set((value ?? question.min - 1) + 1));
    input.addEventListener('change', () => {
      if (input.value !== '' && Number.isInteger(Number(input.value))) set(Number(input.value));
    });
    return el('div', { class: 'count' }, less, input, more);
  }

  /** The race drawn for the reader, each option with a place on it a mark to click. */
  private picture(answer: CarChoices): HTMLElement {
    const frame = el('div', { class: 'choice-picture' });
    const shadow = frame.attachShadow({ mode: 'open' });
    const svg = drawingOf(answer.picture ?? '');
    svg.setAttribute('role', 'group');
    svg.setAttribute('aria-label', said().form.pictureLabel);
    shadow.adoptedStyleSheets = [frameSheet()];
    shadow.append(svg);
    const options = answer.questions.flatMap((question) =>
      question.options.filter((option) => option.mark !== undefined).map((option) => ({ question, option })),
    );
    for (const mark of Array.from(shadow.querySelectorAll<SVGElement>('[data-choice]'))) {
      const found = options.find(({ option }) => option.mark === mark.dataset.choice);
      if (!found || found.option.disabled !== undefined) continue;
      const { question, option } = found;
      mark.setAttribute('tabindex', '0');
      mark.setAttribute('role', 'button');
      // A mark's name begins with the words it shows (a card's face), which a person may say to click it.
      const shown = Array.from(mark.querySelectorAll('text'), (text) => text.textContent?.trim() ?? '')
        .filter(Boolean)
        .join(' ');
      mark.setAttribute('aria-label', [...new Set([shown, option.label, option.detail])].filter(Boolean).join(': '));
      mark.setAttribute('aria-pressed', String(question.picked.includes(option.id)));
      const choose = () => this.pick(question, this.toggled(question, option), true);
      mark.addEventListener('click', choose);
      mark.addEventListener('keydown', (event: KeyboardEvent) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        choose();
      });
    }
    return frame;
  }
}
