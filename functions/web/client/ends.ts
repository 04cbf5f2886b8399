/**
 * The ends of the open step's move on the race picture, for games that draw them
 * (GET /races/{id}/submissions/ends): each end a button on the picture; choosing one writes its
 * cheapest move into the step's text field and lists every move that reaches it, to choose
 * another. The picture lives in a shadow root, so that its own style sheet stays its own.
 */
import type { ClickableEnd, ClickableEnds } from '../../../domain/race/game.ts';
import { ApiError, api } from './api.ts';
import { el } from './dom.ts';

/**
 * The picture's frame inside the shadow root: as wide as the form, a visible focus on the end that
 * has it. Only an end's dart takes a click: the bases of ends a fraction of a unit apart overlap,
 * their darts fan out.
 */
const FRAME_STYLE = [
  'svg{display:block;width:100%;height:auto}',
  '[data-end] .end-cell{pointer-events:none}',
  '[data-end]:focus{outline:none}',
  '[data-end]:focus .end-cell,[data-end].chosen .end-cell{fill-opacity:0.35;stroke-opacity:1}',
].join('');

export class EndPicker {
  constructor(
    private readonly raceId: string,
    private readonly input: HTMLInputElement,
  ) {}

  /** The picker for `car` in the open step, or nothing when the game draws no ends for it. */
  async make(step: string, car: string, token: string): Promise<HTMLElement | null> {
    let answer: ClickableEnds & { step: string };
    try {
      answer = await api(`/races/${encodeURIComponent(this.raceId)}/submissions/ends?car=${encodeURIComponent(car)}`, { token });
    } catch (failure) {
      // A game that draws no ends for this step answers 404: the text field alone takes the move.
      if (failure instanceof ApiError && failure.problem.status === 404) return null;
      throw failure;
    }
    if (answer.step !== step || answer.ends.length === 0) return null;
    const ways = el('div', { id: 'end-ways', 'aria-live': 'polite' });
    const frame = el('div', { class: 'end-picture' });
    const shadow = frame.attachShadow({ mode: 'open' });
    const picture = new DOMParser().parseFromString(answer.picture, 'image/svg+xml').documentElement;
    picture.setAttribute('role', 'group');
    picture.setAttribute('aria-label', 'The race with the ends your car may reach: choose one');
    shadow.append(el('style', {}, FRAME_STYLE), document.adoptNode(picture));
    const marks = Array.from(shadow.querySelectorAll<SVGGElement>('[data-end]'));
    for (const end of answer.ends) {
      const mark = marks.find((m) => m.dataset.end === end.id);
      if (!mark) continue;
      mark.setAttribute('tabindex', '0');
      mark.setAttribute('role', 'button');
      mark.setAttribute('aria-label', end.label);
      mark.addEventListener('click', () => this.choose(end, marks, ways));
      mark.addEventListener('keydown', (event: KeyboardEvent) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        this.choose(end, marks, ways);
      });
    }
    return el(
      'div',
      { id: 'step-ends' },
      el('h3', {}, 'Choose on the picture'),
      el('p', { class: 'help' }, 'Each mark is an end your car may reach with its declared gear; choose one to write its move below, then send it.'),
      frame,
      ways,
    );
  }

  private choose(end: ClickableEnd, marks: SVGGElement[], box: HTMLElement): void {
    for (const mark of marks) mark.classList.toggle('chosen', mark.dataset.end === end.id);
    const buttons = end.ways.map((way) => {
      const button = el('button', { type: 'button', 'aria-pressed': 'false' }, way.label);
      button.addEventListener('click', () => this.fill(way.text, buttons, button));
      return button;
    });
    box.replaceChildren(el('fieldset', {}, el('legend', {}, end.label), el('div', { class: 'end-ways' }, ...buttons)));
    if (buttons[0] && end.ways[0]) this.fill(end.ways[0].text, buttons, buttons[0]);
  }

  private fill(text: string, buttons: HTMLButtonElement[], pressed: HTMLButtonElement): void {
    for (const button of buttons) button.setAttribute('aria-pressed', String(button === pressed));
    this.input.value = text;
    this.input.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
