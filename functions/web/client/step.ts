/**
 * The form of the open step, for a car of the reader's seat that the step waits for. Where the game
 * lists the step's choices (choices.ts) the player picks them and sends what they make; a kind
 * written in the game's notation may be typed instead. A game that lists none gets the form made
 * from the kind's JSON Schema in the OpenAPI document, or a text field for a kind with a notation. It
 * posts to `RESOLVER_ROUTES.submit`, one revision per click, and shows the receipt or the
 * refusal next to the fields it names.
 */
import type { CarChoices } from '../../../domain/race/choices.ts';
import type { RaceView } from '../../../domain/race/index.ts';
import type { StepPreviewWords } from '../../../domain/race/report.ts';
import { API_ROUTES, RESOLVER_ROUTES } from '../../http/routes.ts';
import { ApiError, api, reasonOf } from './api.ts';
import { Choices } from './choices.ts';
import { byId, el } from './dom.ts';
import { type FieldError, FieldErrors, field, words as labelOf } from './fields.ts';
import { reporterOf, stepName } from './reporters.ts';
import { fieldByField, InputError, type JsonSchema, schemaForm } from './schema-form.ts';
import { isSending, sendOnce } from './sending.ts';
import type { Seat } from './token.ts';
import { languageOf, said } from './words.ts';

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
  /** Whether there is anything to send yet: the choices are all answered. */
  complete(): boolean;
}

/** Every game's step schemas, fetched once: the document does not change while the page lives (again after a failure). */
let schemas: Promise<Record<string, JsonSchema>> | undefined;
async function schemaOf(rulesetId: string, kind: string): Promise<JsonSchema> {
  schemas ??= api<{ components: { schemas: Record<string, JsonSchema> } }>(RESOLVER_ROUTES.openApi).then(
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

function notationEntry(label: string): Entry {
  const errors = new FieldErrors();
  const input = el('input', { autocomplete: 'off', spellcheck: 'false' });
  const { node, error } = field(input, label, { required: true });
  // The notation's refusals name the text, with the column where it went wrong: `text[4]`.
  errors.add('text', input, error);
  return { node, errors, read: () => ({ text: input.value }), complete: () => input.value.trim() !== '' };
}

function schemaEntry(schema: JsonSchema, step: OpenStep): Entry {
  const errors = new FieldErrors();
  const form = schemaForm(schema, labelOf(step.kind), errors);
  return { node: form.node, errors, read: () => ({ submission: form.read() }), complete: () => true };
}

function choicesEntry(choices: Choices): Entry {
  const errors = new FieldErrors();
  errors.add('', choices.node, choices.node.querySelector('.choices-error') ?? choices.node, false);
  const submission = () => choices.current?.submission ?? null;
  return { node: choices.node, errors, read: () => ({ submission: submission() }), complete: () => submission() !== null };
}

/** A refusal's field as the form names it, from the submission down: without the body's `submission.` or the game's name of it (`setup.movePoint`). */
function relative(name: string, kind: string): string {
  for (const prefix of ['submission', kind]) {
    if (name === prefix) return '';
    if (name.startsWith(`${prefix}.`)) return name.slice(prefix.length + 1);
  }
  return name;
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

export class StepForm {
  /** The game, step, seat and cars the form was made for: it is made again only when one of them changes. */
  private madeFor = '';
  private car = '';
  /** Whether the open step's form is the game's choices (else a racing step has the typed move form). */
  offersChoices = false;

  constructor(
    private readonly raceId: string,
    private readonly sent: () => Promise<void>,
  ) {}

  /** Shows the form while the open step waits for a car of the seat; resolves once the form is made. */
  async render(view: RaceView, seat: Seat | null): Promise<void> {
    const { step, you } = view;
    const cars = step && seat && you ? (you.cars ?? [you.car]).filter((car) => step.cars.includes(car)) : [];
    const awaited = step !== null && seat !== null && cars.length > 0 && view.actions.some((action) => action.startsWith('submit'));
    const key = awaited ? [view.rulesetId, step.id, seat.token, languageOf(), ...cars].join(' ') : '';
    if (key === this.madeFor) return;
    this.madeFor = key;
    this.offersChoices = false;
    byId('step').hidden = !awaited;
    if (awaited) await this.make(view, step, cars, seat.token, key);
  }

  private async make(view: RaceView, step: OpenStep, cars: string[], token: string, key: string): Promise<void> {
    const words = said().form;
    const body = byId('step-body');
    byId('step-heading').textContent = capitalised(stepName(view.rulesetId, step));
    body.replaceChildren(el('p', {}, words.loading));
    this.car = cars.includes(this.car) ? this.car : (cars[0] ?? '');
    let entry: Entry;
    const send = el('button', { type: 'submit' }, words.send);
    const choices = new Choices(RESOLVER_ROUTES.choices, { id: this.raceId }, token, { step: step.id, car: this.car }, (answer) => this.answered(answer, send));
    try {
      await choices.start();
      entry = choicesEntry(choices);
      this.offersChoices = true;
    } catch (failure) {
      try {
        if (!(failure instanceof ApiError && failure.problem.status === 404)) throw failure;
        // A move with no choices has the typed move form and its preview (move.ts).
        if (view.actions.includes('submitMove')) {
          if (key === this.madeFor) byId('step').hidden = true;
          return;
        }
        const schema = await schemaOf(view.rulesetId, step.kind);
        entry = step.notation && !fieldByField(schema) ? notationEntry(words.typeLabel) : schemaEntry(schema, step);
      } catch (failed) {
        if (key === this.madeFor) body.replaceChildren(el('p', { class: 'error', role: 'alert' }, words.notMade(reasonOf(failed))));
        return;
      }
    }
    // A newer step (or seat) was shown while the choices were read.
    if (key !== this.madeFor) return;
    const ready = entry.node === null || (this.offersChoices && choices.current?.questions.length === 0);
    send.textContent = ready ? words.ready : words.send;
    send.disabled = !entry.complete();
    const previewWords = !this.offersChoices ? reporterOf(view.rulesetId)?.stepPreviews?.[step.kind] : undefined;
    const previewButton = previewWords && el('button', { type: 'button' }, words.preview);
    const form = el(
      'form',
      { id: 'step-form' },
      cars.length > 1 && this.carChooser(cars),
      ready && el('p', { class: 'help' }, words.readyHelp),
      entry.node,
      send,
      previewButton,
      el('p', { id: 'step-error', class: 'error', role: 'alert' }),
    );
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.send(entry, step, token, send);
    });
    if (previewButton && previewWords) previewButton.addEventListener('click', () => void this.preview(entry, step, token, previewWords));
    body.replaceChildren(
      form,
      el('div', { id: 'step-sent', role: 'status' }),
      el('div', { id: 'step-preview', 'aria-live': 'polite' }),
      ...(this.offersChoices && step.notation ? [this.typedAlternative(step, token)] : []),
    );
    await this.showSent(token);
  }

  /** The send button follows the choices: it may be pressed once they make a submission. */
  private answered(answer: CarChoices, send: HTMLButtonElement): void {
    if (!isSending(send)) send.disabled = answer.submission === null;
    send.title = answer.submission === null ? said().form.unanswered : '';
  }

  /** The Speed Circuit tradition: the submission typed in the game's notation, beside the choices. */
  private typedAlternative(step: OpenStep, token: string): HTMLElement {
    const words = said().form;
    const entry = notationEntry(words.typeLabel);
    const send = el('button', { type: 'submit' }, words.sendText);
    const form = el('form', { id: 'step-typed' }, entry.node, send);
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.send(entry, step, token, send);
    });
    return el('details', { class: 'typed' }, el('summary', {}, words.typeInstead), form);
  }

  private carChooser(cars: string[]): HTMLElement {
    const buttons = cars.map((car) => {
      const button = el('button', { type: 'button', 'aria-pressed': String(car === this.car) }, said().carShort(car));
      button.addEventListener('click', () => {
        if (car === this.car) return;
        this.car = car;
        // The choices and what was sent are the chosen car's: the form is made anew for it.
        this.madeFor = '';
        void this.sent();
      });
      return button;
    });
    return el('fieldset', { class: 'question' }, el('legend', {}, said().form.carQuestion), el('div', { class: 'options' }, ...buttons));
  }

  /** What the chosen car has sent for this step already, if anything. */
  private async showSent(token: string): Promise<void> {
    const car = this.car;
    try {
      const { revision } = await api<{ revision: number | null }>(API_ROUTES.mySubmission, { parameters: { id: this.raceId }, query: { car }, token });
      if (car !== this.car) return;
      byId('step-sent').replaceChildren(...(revision === null ? [] : [el('p', { class: 'notice' }, said().form.alreadySent(car, revision))]));
    } catch (failure) {
      byId('step-error').textContent = reasonOf(failure);
    }
  }

  /** Clears the form's refusals, and shows a new one next to the fields it names, or in the form's error line. */
  private refusals(entry: Entry, step: OpenStep): (failure: unknown, not: (reason: string) => string) => void {
    const error = byId('step-error');
    entry.errors.clear();
    error.textContent = '';
    const refused = (reason: string, errors: FieldError[]) => {
      const elsewhere = entry.errors.show(errors.map((one) => ({ field: relative(one.field, step.kind), reason: one.reason })));
      error.textContent = [reason, ...elsewhere.map((one) => `${one.field}: ${one.reason}`)].join('; ');
    };
    return (failure, not) => {
      if (failure instanceof InputError) refused(not(failure.reason), [failure]);
      else if (failure instanceof ApiError) refused(not(failure.problem.detail), failure.problem.errors);
      else error.textContent = not(reasonOf(failure));
    };
  }

  /** Sends once per click (sending.ts), and shows the receipt or the refusal. */
  private send(entry: Entry, step: OpenStep, token: string, button: HTMLButtonElement): Promise<void> {
    return sendOnce(button, entry.complete, async () => {
      const words = said().form;
      const refused = this.refusals(entry, step);
      try {
        const receipt = await api<Receipt>(RESOLVER_ROUTES.submit, {
          parameters: { id: this.raceId },
          token,
          body: { step: step.id, car: this.car, ...entry.read() },
        });
        byId('step-sent').replaceChildren(
          el(
            'p',
            { class: 'notice' },
            `${words.sent(receipt.car, receipt.revision)} ${words.waiting(receipt.waitingFor.map(said().carShort))} ${words.replace}`,
          ),
          ...(receipt.warnings.length > 0 ? [el('ul', { class: 'warning' }, ...receipt.warnings.map(({ message }) => el('li', {}, message)))] : []),
        );
        await this.sent();
      } catch (failure) {
        refused(failure, failure instanceof ApiError ? words.notAccepted : words.notSent);
      }
    });
  }

  /** What the submission as filled in would do, in the game's words (`RESOLVER_ROUTES.submissionPreview`). */
  private async preview(entry: Entry, step: OpenStep, token: string, toWords: (answer: unknown) => StepPreviewWords): Promise<void> {
    const refused = this.refusals(entry, step);
    const box = byId('step-preview');
    try {
      const { preview } = await api<{ preview: unknown }>(RESOLVER_ROUTES.submissionPreview, {
        parameters: { id: this.raceId },
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
      refused(failure, said().form.notAccepted);
    }
  }
}
