/**
 * A new race of any game, made from that game's options: the OpenAPI document's body of
 * `RESOLVER_ROUTES.createRace` for the game (each game's settings, `createRaceBody` in
 * functions/api/openapi.ts), the circuits it ships (`API_ROUTES.circuits`) with a picture of the
 * one chosen, and the settings as a form (schema-form.ts) in the game's words.
 */
import { own } from '../../../domain/own.ts';
import { API_ROUTES, pathTo, RESOLVER_ROUTES } from '../../http/routes.ts';
import { ApiError, api, reasonOf, refusalOf } from './api.ts';
import { byId, el } from './dom.ts';
import { words as byName, FieldErrors } from './fields.ts';
import { circuitText, organiserWordsOf } from './reporters.ts';
import { fieldByField, InputError, type JsonSchema, type Labels, schemaForm } from './schema-form.ts';
import { sendOnSubmit } from './sending.ts';
import { said } from './words.ts';

/** Chosen with their own lists, not typed: the game and the circuit. */
const CHOSEN = new Set(['rulesetId', 'circuitId']);
/** Settings seldom changed, under "More settings" so that the form stays short on a phone, with any the form can only take as JSON. */
const MORE = new Set(['reminderBefore', 'follows', 'seed', 'minimumRecord', 'schedule', 'timePolicy', 'votePauses', 'votePauseDays']);

/** What the page reads once: every game's race body, and the circuits each ships. */
interface Games {
  bodies: Map<string, JsonSchema>;
  circuits: Record<string, string[]>;
}

let games: Promise<Games> | undefined;
export function gamesOf(): Promise<Games> {
  games ??= Promise.all([
    api<{ paths: Record<string, Record<string, { requestBody: { content: Record<string, { schema: JsonSchema }> } }>> }>(RESOLVER_ROUTES.openApi),
    api<{ shipped: Record<string, string[]> }>(API_ROUTES.circuits),
  ]).then(
    ([document, { shipped }]) => {
      const { path, method } = RESOLVER_ROUTES.createRace;
      const body = document.paths[path]?.[method]?.requestBody.content['application/json']?.schema ?? {};
      const bodies = new Map(
        (body.anyOf ?? [body]).map((one) => [String(one.properties?.rulesetId?.const ?? ''), one] as const).filter(([rulesetId]) => rulesetId !== ''),
      );
      return { bodies, circuits: shipped };
    },
    (failure: unknown) => {
      games = undefined;
      throw failure;
    },
  );
  return games;
}

/** The body's properties `keep` says, none of them required but those the body requires. */
export const partOf = (body: JsonSchema, keep: (name: string) => boolean): JsonSchema => ({
  ...body,
  properties: Object.fromEntries(Object.entries(body.properties ?? {}).filter(([name]) => keep(name))),
  required: (body.required ?? []).filter(keep),
});

/** A race's settings in the words of the page and of the game `rulesetId`. */
export function labelsOf(rulesetId: string): Labels {
  const game = organiserWordsOf(rulesetId)?.settings ?? {};
  const { settings: shared, settingValues } = said().organiser;
  return {
    field: (name) => own(shared, name) ?? own(game, name) ?? byName(name),
    value: (value) => own(game, value) ?? own(settingValues, value) ?? value,
  };
}

export class NewRaceForm {
  private readonly ruleset = byId<HTMLSelectElement>('new-race-ruleset');
  private readonly circuit = byId<HTMLSelectElement>('new-race-circuit');
  private read: () => Record<string, unknown> = () => ({});
  private errors = new FieldErrors();

  constructor(
    private readonly token: () => string,
    private readonly created: () => Promise<void>,
  ) {
    this.ruleset.addEventListener('change', () => void this.render());
    this.circuit.addEventListener('change', () => this.showPreview());
    sendOnSubmit(byId<HTMLFormElement>('new-race-form'), () => this.create());
  }

  /** The form of the game chosen (the first one at first), in the page's language. */
  async render(): Promise<void> {
    const error = byId('new-race-error');
    let known: Games;
    try {
      known = await gamesOf();
    } catch (failure) {
      error.textContent = said().organiser.notCreated(refusalOf(failure));
      return;
    }
    const chosen = this.ruleset.value || [...known.bodies.keys()][0] || '';
    this.ruleset.replaceChildren(
      ...[...known.bodies.keys()].map((rulesetId) => el('option', { value: rulesetId }, organiserWordsOf(rulesetId)?.name ?? rulesetId)),
    );
    this.ruleset.value = chosen;
    const circuit = this.circuit.value;
    const circuits = own(known.circuits, chosen) ?? [];
    this.circuit.replaceChildren(...circuits.map((id) => el('option', { value: id }, circuitText(id))));
    if (circuits.includes(circuit)) this.circuit.value = circuit;
    this.showPreview();

    const body = known.bodies.get(chosen) ?? {};
    const labels = labelsOf(chosen);
    this.errors = new FieldErrors();
    // The race's id and title first, then the game's settings.
    const { id, title, ...settings } = body.properties ?? {};
    const seldom = (name: string) => MORE.has(name) || !fieldByField(body.properties?.[name] ?? {});
    const ordered: JsonSchema = { ...body, properties: { ...(id && { id }), ...(title && { title }), ...settings } };
    const main = schemaForm(
      partOf(ordered, (name) => !CHOSEN.has(name) && !seldom(name)),
      '',
      this.errors,
      labels,
    );
    const more = schemaForm(partOf(ordered, seldom), '', this.errors, labels);
    this.read = () => ({ ...(main.read() as object), ...(more.read() as object), rulesetId: chosen, circuitId: this.circuit.value });
    byId('new-race-settings').replaceChildren(
      el('p', { class: 'help' }, said().organiser.durations),
      ...(main.node ? [main.node] : []),
      el('details', { class: 'more' }, el('summary', {}, said().organiser.moreSettings), more.node),
    );
    error.textContent = '';
    // The form of the game chosen is made: what a reader (and a test) waits for after choosing it.
    byId('new-race-settings').dataset.ruleset = chosen;
  }

  private showPreview(): void {
    const image = byId<HTMLImageElement>('new-race-preview');
    const circuit = this.circuit.value;
    image.hidden = circuit === '';
    if (circuit === '') return;
    image.src = pathTo(RESOLVER_ROUTES.circuitPicture, { file: `${circuit}.svg` });
    image.alt = said().organiser.preview(circuitText(circuit));
  }

  private async create(): Promise<void> {
    const words = said().organiser;
    const error = byId('new-race-error');
    this.errors.clear();
    error.textContent = '';
    try {
      const { race } = await api<{ race: { raceId: string; title: string } }>(RESOLVER_ROUTES.createRace, { token: this.token(), body: this.read() });
      byId('new-race-done').replaceChildren(
        el('p', { class: 'notice' }, `${words.created(race.title)} `, el('a', { href: pathTo(API_ROUTES.race, { id: race.raceId }) }, words.openRace)),
      );
      await this.created();
    } catch (failure) {
      byId('new-race-done').replaceChildren();
      const named = failure instanceof InputError ? [failure] : failure instanceof ApiError ? failure.problem.errors : [];
      const elsewhere = this.errors.show(named);
      const detail = failure instanceof ApiError ? failure.problem.detail : reasonOf(failure);
      error.textContent = words.notCreated([detail, ...elsewhere.map((one) => `${one.field}: ${one.reason}`)].join('; '));
    }
  }
}
