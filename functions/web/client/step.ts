/**
 * The form of the open step, for the steps the move form does not take, made from what the game
 * declares (the view's `step`): a form made from the kind's JSON Schema in GET /openapi.json when
 * it has a control for every field, otherwise a text field for a kind with a notation (a move is
 * easier typed than assembled as JSON), otherwise the schema's form with its JSON. It posts to POST /races/{id}/submissions, for the car
 * chosen when the seat has several, and shows the receipt or the refusal next to the fields it names.
 */
import type { RaceView } from '../../../domain/race/index.ts';
import type { StepPreviewWords } from '../../../domain/race/report.ts';
import { ApiError, api, reasonOf } from './api.ts';
import { byId, el } from './dom.ts';
import { EndPicker } from './ends.ts';
import { type FieldError, FieldErrors, field, words } from './fields.ts';
import { reporterOf } from './reporters.ts';
import { fieldByField, InputError, type JsonSchema, schemaForm } from './schema-form.ts';
import type { Seat } from './token.ts';

type OpenStep = NonNullable<RaceView['step']>;

interface Receipt {
  car: string;
  revision: number;
  waitingFor: string[];
  warnings: { field: string; message: string }[];
}

/** What the form sends besides the step and the car: `{ submission }`, or `{ text }` in the game's notation. */
interface Entry {
  node: HTMLElement | null;
  errors: FieldErrors;
  read(): { submission: unknown } | { text: string };
  /** The text field of a kind written in the game's notation, which a chosen end fills. */
  text?: HTMLInputElement;
}

/** Every game's step schemas, fetched once: the document does not change while the page lives (again after a failure). */
let schemas: Promise<Record<string, JsonSchema>> | undefined;
async function schemaOf(rulesetId: string, kind: string): Promise<JsonSchema> {
  schemas ??= api<{ components: { schemas: Record<string, JsonSchema> } }>('/openapi.json').then(
    (document) => document.components.schemas,
    (error: unknown) => {
      schemas = undefined;
      throw error;
    },
  );
  const schema = (await schemas)[`${rulesetId}.${kind}`];
  if (schema === undefined) throw new Error(`the API describes no ${kind} of the ${rulesetId} rules`);
  return schema;
}

function notationEntry(step: OpenStep): Entry {
  const errors = new FieldErrors();
  const input = el('input', { autocomplete: 'off', spellcheck: 'false' });
  const { node, error } = field(input, words(step.kind), { help: "Written in the game's notation.", required: true });
  // The notation's refusals name the text, with the column where it went wrong: `text[4]`.
  errors.add('text', input, error);
  return { node, errors, read: () => ({ text: input.value }), text: input };
}

function schemaEntry(schema: JsonSchema, step: OpenStep): Entry {
  const errors = new FieldErrors();
  const form = schemaForm(schema, words(step.kind), errors);
  return { node: form.node, errors, read: () => ({ submission: form.read() }) };
}

/** A refusal's field as the form names it, from the submission down: without the body's `submission.` or the game's name of it (`setup.movePoint`). */
function relative(name: string, kind: string): string {
  for (const prefix of ['submission', kind]) {
    if (name === prefix) return '';
    if (name.startsWith(`${prefix}.`)) return name.slice(prefix.length + 1);
  }
  return name;
}

const carList = (cars: string[]): string => `${cars.length === 1 ? 'car' : 'cars'} ${cars.join(', ')}`;
const REPLACE = 'You may replace it until the step is played.';

export class StepForm {
  /** The game, step, seat and cars the form was made for: it is made again only when one of them changes. */
  private madeFor = '';
  private car = '';

  constructor(
    private readonly raceId: string,
    private readonly sent: () => Promise<void>,
  ) {}

  private get path(): string {
    return `/races/${encodeURIComponent(this.raceId)}/submissions`;
  }

  /** Shows the form while the open step waits for a car of the seat; `seat` is null when another form takes the step. */
  render(view: RaceView, seat: Seat | null): void {
    const { step, you } = view;
    const cars = step && seat && you ? (you.cars ?? [you.car]).filter((car) => step.cars.includes(car)) : [];
    const awaited = step !== null && seat !== null && cars.length > 0 && view.actions.some((action) => action.startsWith('submit'));
    byId('step').hidden = !awaited;
    const key = awaited ? [view.rulesetId, step.id, seat.token, ...cars].join(' ') : '';
    if (key === this.madeFor) return;
    this.madeFor = key;
    if (awaited) void this.make(view.rulesetId, step, cars, seat.token, key);
  }

  private async make(rulesetId: string, step: OpenStep, cars: string[], token: string, key: string): Promise<void> {
    const body = byId('step-body');
    byId('step-heading').textContent = `Your ${words(step.kind).toLowerCase()}`;
    body.replaceChildren(el('p', {}, 'Loading the form…'));
    let entry: Entry;
    try {
      const schema = await schemaOf(rulesetId, step.kind);
      entry = step.notation && !fieldByField(schema) ? notationEntry(step) : schemaEntry(schema, step);
    } catch (failure) {
      if (key === this.madeFor) body.replaceChildren(el('p', { class: 'error', role: 'alert' }, `The form could not be made: ${reasonOf(failure)}`));
      return;
    }
    // A newer step (or seat) was shown while the schemas were read.
    if (key !== this.madeFor) return;
    this.car = cars.includes(this.car) ? this.car : (cars[0] ?? '');
    const chooser = cars.length > 1 ? this.carChooser(cars, entry.errors, token, step) : null;
    const ready = entry.node === null;
    const previewWords = reporterOf(rulesetId)?.stepPreviews?.[step.kind];
    const previewButton = previewWords && el('button', { type: 'button' }, `Preview your ${words(step.kind).toLowerCase()}`);
    const form = el(
      'form',
      { id: 'step-form' },
      chooser,
      entry.node?.querySelector('.required') && el('p', { class: 'help' }, 'Fields marked * are required.'),
      ready && el('p', { class: 'help' }, 'There is nothing to choose in this step: tell the race you are ready.'),
      entry.node,
      el('button', { type: 'submit' }, ready ? 'Ready' : `Send your ${words(step.kind).toLowerCase()}`),
      previewButton,
      el('p', { id: 'step-error', class: 'error', role: 'alert' }),
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.send(entry, step, token);
    });
    if (previewButton && previewWords) previewButton.addEventListener('click', () => void this.preview(entry, step, token, previewWords));
    body.replaceChildren(
      el('div', { id: 'step-ends-slot' }),
      form,
      el('div', { id: 'step-sent', role: 'status' }),
      el('div', { id: 'step-preview', 'aria-live': 'polite' }),
    );
    this.showEnds = entry.text ? () => this.endsFor(entry.text!, step, token, key) : () => Promise.resolve();
    await Promise.all([this.showSent(step, token), this.showEnds()]);
  }

  /** The ends of the chosen car's move on the picture, for the games that draw them. */
  private showEnds: () => Promise<void> = () => Promise.resolve();

  private async endsFor(input: HTMLInputElement, step: OpenStep, token: string, key: string): Promise<void> {
    const car = this.car;
    try {
      const picker = await new EndPicker(this.raceId, input).make(step.id, car, token);
      if (key === this.madeFor && car === this.car) byId('step-ends-slot').replaceChildren(...(picker ? [picker] : []));
    } catch (failure) {
      if (key === this.madeFor) byId('step-ends-slot').replaceChildren(el('p', { class: 'error' }, `The ends could not be shown: ${reasonOf(failure)}`));
    }
  }

  private carChooser(cars: string[], errors: FieldErrors, token: string, step: OpenStep): HTMLElement {
    const select = el('select', {}, ...cars.map((car) => el('option', { value: car }, `Car ${car}`)));
    select.value = this.car;
    select.addEventListener('change', () => {
      this.car = select.value;
      void this.showSent(step, token);
      void this.showEnds();
    });
    const { node, error } = field(select, 'Car', { help: 'The car of yours this submission is for.' });
    errors.add('car', select, error);
    return node;
  }

  /** What the chosen car has sent for this step already, if anything. */
  private async showSent(step: OpenStep, token: string): Promise<void> {
    const car = this.car;
    try {
      const { revision } = await api<{ revision: number | null }>(`${this.path}/mine?car=${encodeURIComponent(car)}`, { token });
      if (car !== this.car) return;
      byId('step-sent').replaceChildren(
        ...(revision === null ? [] : [el('p', { class: 'notice' }, `Car ${car} has sent revision ${revision} for step ${step.id}. ${REPLACE}`)]),
      );
    } catch (failure) {
      byId('step-error').textContent = reasonOf(failure);
    }
  }

  /** Clears the form's refusals, and shows a new one next to the fields it names, or in the form's error line. */
  private refusals(entry: Entry, step: OpenStep): (failure: unknown, not: string) => void {
    const error = byId('step-error');
    entry.errors.clear();
    error.textContent = '';
    const refused = (words: string, errors: FieldError[]) => {
      const elsewhere = entry.errors.show(errors.map((one) => ({ field: relative(one.field, step.kind), reason: one.reason })));
      error.textContent = [words, ...elsewhere.map((one) => `${one.field}: ${one.reason}`)].join('; ');
    };
    return (failure, not) => {
      if (failure instanceof InputError) refused(`${not}: correct the field marked`, [failure]);
      else if (failure instanceof ApiError) refused(`${not}: ${failure.problem.detail}`, failure.problem.errors);
      else error.textContent = `${not}: ${reasonOf(failure)}`;
    };
  }

  private async send(entry: Entry, step: OpenStep, token: string): Promise<void> {
    const refused = this.refusals(entry, step);
    try {
      const receipt = await api<Receipt>(this.path, { method: 'POST', token, body: { step: step.id, car: this.car, ...entry.read() } });
      const waiting = receipt.waitingFor.length === 0 ? 'Every car has sent.' : `Waiting for ${carList(receipt.waitingFor)}.`;
      byId('step-sent').replaceChildren(
        el('p', { class: 'notice' }, `Sent for car ${receipt.car}: revision ${receipt.revision}. ${waiting} ${REPLACE}`),
        ...(receipt.warnings.length > 0 ? [el('ul', { class: 'warning' }, ...receipt.warnings.map(({ message }) => el('li', {}, message)))] : []),
      );
      await this.sent();
    } catch (failure) {
      refused(failure, failure instanceof ApiError ? 'Not accepted' : 'Not sent');
    }
  }

  /** What the submission as filled in would do, in the game's words (POST /races/{id}/submissions/preview). */
  private async preview(entry: Entry, step: OpenStep, token: string, toWords: (answer: unknown) => StepPreviewWords): Promise<void> {
    const refused = this.refusals(entry, step);
    const box = byId('step-preview');
    try {
      const { preview } = await api<{ preview: unknown }>(`${this.path}/preview`, {
        method: 'POST',
        token,
        body: { step: step.id, car: this.car, ...entry.read() },
      });
      const { title, lines, warnings } = toWords(preview);
      box.replaceChildren(
        el('h3', {}, title),
        ...(warnings.length > 0 ? [el('ul', { class: 'warning' }, ...warnings.map((line) => el('li', {}, line)))] : []),
        el('ol', {}, ...lines.map((line) => el('li', {}, line))),
      );
    } catch (failure) {
      box.replaceChildren();
      refused(failure, 'No preview');
    }
  }
}
