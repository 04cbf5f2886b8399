/**
 * The organiser's question before a command: the fields it needs, and a button saying what it will
 * do (its words follow the fields), which sends it once what it needs is there; Cancel sends
 * nothing.
 */
import { el } from './dom.ts';
import { sendOnce } from './sending.ts';
import { said } from './words.ts';

export interface Question {
  fields?: HTMLElement[];
  /** The send button's words, said again as the fields change. */
  label: () => string;
  ready?: () => boolean;
  send: () => Promise<void>;
  /** The controls of `fields` whose changes change `label` or `ready`; the first is focused. */
  inputs?: (HTMLInputElement | HTMLSelectElement)[];
}

/** Asks `question` in `place`, in place of any question asked there before. */
export function askBefore(place: HTMLElement, { fields = [], label, ready = () => true, send, inputs = [] }: Question): void {
  const yes = el('button', { type: 'button', class: 'danger' }, label());
  const cancel = el('button', { type: 'button' }, said().organiser.cancel);
  const update = () => {
    yes.textContent = label();
    yes.disabled = !ready();
  };
  for (const input of inputs) input.addEventListener('input', update);
  update();
  yes.addEventListener('click', () => sendOnce(yes, ready, send));
  cancel.addEventListener('click', () => place.replaceChildren());
  place.replaceChildren(el('div', { class: 'ask' }, ...fields, el('div', { class: 'actions' }, yes, cancel)));
  (inputs[0] ?? yes).focus();
}
