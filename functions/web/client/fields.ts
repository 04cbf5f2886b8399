/**
 * The pieces of the generated forms: a labelled control with its help and its error beside it, and
 * the API's refusals (problem+json `errors`) put next to the field each one names.
 */
import type { Problem } from './api.ts';
import { el } from './dom.ts';

export type FieldError = Problem['errors'][number];

let made = 0;
/** An id unique on the page whatever a game names its fields. */
export const freshId = (stem: string): string => `${stem}-${++made}`;

/** A property name as a label: `startSpeed` → `Start speed`, `WF` stays `WF`. */
export const words = (name: string): string => {
  const spaced = name.replace(/([a-z0-9])([A-Z])(?=[a-z])/g, (_, before: string, capital: string) => `${before} ${capital.toLowerCase()}`);
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
};

/** The visible mark of a required field; the control's `required` is what assistive technology announces. */
export const requiredMark = (): HTMLElement => el('span', { class: 'required', 'aria-hidden': 'true' }, ' *');

export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A control in its block: the label, the help and the error (both describing the control); a checkbox comes before its label. */
export function field(control: Control, label: string, { help, required = false }: { help?: string | undefined; required?: boolean } = {}) {
  control.id ||= freshId('field');
  const error = el('p', { id: `${control.id}-error`, class: 'error' });
  const helpText = help ? el('p', { id: `${control.id}-help`, class: 'help' }, help) : null;
  control.setAttribute('aria-describedby', [helpText?.id, error.id].filter(Boolean).join(' '));
  control.required = required;
  const labelled = el('label', { for: control.id }, label, required && requiredMark());
  const node =
    control.type === 'checkbox'
      ? el('div', { class: 'field check' }, control, labelled, helpText, error)
      : el('div', { class: 'field' }, labelled, control, helpText, error);
  return { node, error };
}

interface Target {
  /** Where its reasons are written. */
  error: HTMLElement;
  /** What is marked invalid and focused: a control, or the first control of a fieldset. */
  control: HTMLElement;
  /** Whether `control` carries `aria-invalid` itself (a fieldset's first control does not: the group is wrong, not it). */
  own: boolean;
}

/** The fields of one form by the path the API names them with (`build.startSpeed`; `''` is the whole submission). */
export class FieldErrors {
  private readonly targets = new Map<string, Target>();

  add(path: string, control: HTMLElement, error: HTMLElement, own = true): void {
    this.targets.set(path, { control, error, own });
  }

  /** The field an error belongs to: the one it names, or the one it is inside of (`lap[2].speed` is in the lap's JSON). */
  private targetOf(name: string): [string, Target] | undefined {
    let found: [string, Target] | undefined;
    for (const [path, target] of this.targets) {
      const holds = path === '' || name === path || name.startsWith(`${path}.`) || name.startsWith(`${path}[`);
      if (holds && (found === undefined || path.length > found[0].length)) found = [path, target];
    }
    return found;
  }

  /** Writes each error next to its field and focuses the first of them; answers the errors that name no field of the form. */
  show(errors: FieldError[]): FieldError[] {
    const elsewhere: FieldError[] = [];
    let first: HTMLElement | undefined;
    for (const error of errors) {
      const found = this.targetOf(error.field);
      if (found === undefined) {
        elsewhere.push(error);
        continue;
      }
      const [path, target] = found;
      const inside = error.field.slice(path.length).replace(/^\./, '');
      const reason = inside === '' ? error.reason : `${inside}: ${error.reason}`;
      target.error.textContent = [target.error.textContent, reason].filter(Boolean).join(' ');
      if (target.own) target.control.setAttribute('aria-invalid', 'true');
      first ??= target.control;
    }
    first?.focus();
    return elsewhere;
  }

  clear(): void {
    for (const { control, error } of this.targets.values()) {
      error.textContent = '';
      control.removeAttribute('aria-invalid');
    }
  }
}
