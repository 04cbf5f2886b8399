/**
 * A league's seasons on the organiser's page (issue 29): a season made of tiers, top first, each
 * from races ticked in the list in the order they were created (the calendar's); a season shown
 * with each tier's final order and where each driver goes (season-view.ts), closed once every race
 * of it is finished, and followed by the next season over a calendar of circuits with every race's
 * settings, as the game's form gives them. Every command is asked first (ask.ts) and goes through
 * the API, which checks it.
 */

import { own } from '../../../domain/own.ts';
import { PAGES, pathTo, RESOLVER_ROUTES } from '../../http/routes.ts';
import { api, refusalOf } from './api.ts';
import { askBefore } from './ask.ts';
import { byId, el } from './dom.ts';
import { FieldErrors, field } from './fields.ts';
import { gamesOf, labelsOf, partOf } from './organiser-new-race.ts';
import type { RaceSummary } from './organiser-races.ts';
import { circuitText } from './reporters.ts';
import { schemaForm } from './schema-form.ts';
import { type SeasonView, seasonParts } from './season-view.ts';
import { seasonSaid } from './season-words.ts';
import { said } from './words.ts';

/** The public page of the season `id`. */
const seasonPage = (id: string): string => pathTo(PAGES.season, { id });

/** A race's settings the next season sets itself, or that make no sense for a season's races. */
const SET_BY_SEASON = new Set(['id', 'title', 'circuitId', 'rulesetId', 'follows', 'seed']);

interface TierDraft {
  name: string;
  ticked: Set<string>;
}

const value = (id: string): string => byId<HTMLInputElement>(id).value.trim();
const notice = (text: string, refused = false) =>
  el('p', refused ? { class: 'error outcome', role: 'alert' } : { class: 'notice outcome', role: 'status' }, text);

export class SeasonForms {
  private races: RaceSummary[] = [];
  private tiers: TierDraft[] = [
    { name: '', ticked: new Set() },
    { name: '', ticked: new Set() },
  ];
  private shown: SeasonView | null = null;
  /** What came of the organiser's last command on the season shown, in the page's language. */
  private outcome: { text: () => string; refused: boolean } | null = null;

  constructor(private readonly token: () => string) {
    byId('season-form').addEventListener('submit', (event) => {
      event.preventDefault();
      this.askCreate();
    });
    byId('season-add-tier').addEventListener('click', () => {
      this.tiers.push({ name: '', ticked: new Set() });
      this.renderTiers();
    });
    byId('season-open-form').addEventListener('submit', (event) => {
      event.preventDefault();
      const id = value('season-open-id');
      if (id !== '') void this.open(id);
    });
  }

  /** The races to tick, oldest first (the calendar's order), and the season shown, in the page's language. */
  render(races: RaceSummary[]): void {
    this.races = [...races].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    this.renderTiers();
    this.renderTieBreaks();
    this.renderShown();
  }

  rerender(): void {
    this.render(this.races);
  }

  private renderTieBreaks(): void {
    const words = seasonSaid();
    for (const id of ['season-tie-break-1', 'season-tie-break-2']) {
      const select = byId<HTMLSelectElement>(id);
      const chosen = select.value;
      select.replaceChildren(
        el('option', { value: '' }, words.noTieBreak),
        ...['countBack', 'headToHead'].map((one) => el('option', { value: one }, words.tieBreak[one] ?? one)),
      );
      select.value = chosen;
    }
  }

  private renderTiers(): void {
    const words = seasonSaid();
    byId('season-tiers').replaceChildren(
      ...this.tiers.map((tier, t) => {
        const name = el('input', { maxlength: '60', autocomplete: 'off', 'data-tier-name': '' });
        name.value = tier.name;
        name.addEventListener('input', () => {
          tier.name = name.value;
        });
        const boxes =
          this.races.length === 0
            ? [el('p', { class: 'help' }, said().organiser.noRaces)]
            : this.races.map(({ raceId, title }) => {
                const box = el('input', { type: 'checkbox', id: `season-tier-${t}-race-${raceId}`, value: raceId });
                box.checked = tier.ticked.has(raceId);
                box.addEventListener('change', () => {
                  if (box.checked) tier.ticked.add(raceId);
                  else tier.ticked.delete(raceId);
                });
                return el('div', { class: 'field check' }, box, el('label', { for: box.id }, `${title} (${raceId})`));
              });
        const remove = this.tiers.length > 1 && el('button', { type: 'button' }, words.removeTier);
        if (remove)
          remove.addEventListener('click', () => {
            this.tiers.splice(t, 1);
            this.renderTiers();
          });
        return el(
          'fieldset',
          { class: 'season-tier-races' },
          el('legend', {}, words.tier(t)),
          field(name, words.tierName, { required: true }).node,
          el('p', { class: 'help' }, words.tierRaces),
          ...boxes,
          remove,
        );
      }),
    );
  }

  /** The season the form describes, each tier's races in the list's order. */
  private body() {
    const number = (id: string) => (value(id) === '' ? Number.NaN : Number(value(id)));
    return {
      id: value('season-id'),
      title: value('season-title'),
      rules: {
        promote: number('season-promote'),
        relegate: number('season-relegate'),
        tieBreaks: [value('season-tie-break-1'), value('season-tie-break-2')].filter((one) => one !== ''),
      },
      tiers: this.tiers.map((tier) => ({
        name: tier.name.trim(),
        races: this.races.filter(({ raceId }) => tier.ticked.has(raceId)).map(({ raceId }) => raceId),
      })),
    };
  }

  private askCreate(): void {
    const body = this.body();
    const error = byId('season-error');
    error.textContent = '';
    askBefore(byId('season-confirm'), {
      label: () => seasonSaid().createConfirm(body.title, body.tiers.length, body.tiers[0]?.races.length ?? 0),
      send: async () => {
        try {
          const { season } = await api<{ season: { id: string; title: string } }>(RESOLVER_ROUTES.createSeason, { token: this.token(), body });
          byId('season-confirm').replaceChildren();
          byId('season-done').replaceChildren(
            el('p', { class: 'notice' }, `${seasonSaid().created(season.title)} `, el('a', { href: seasonPage(season.id) }, seasonSaid().publicPage)),
          );
          await this.open(season.id);
        } catch (failure) {
          byId('season-done').replaceChildren();
          error.textContent = seasonSaid().notCreated(refusalOf(failure));
        }
      },
    });
  }

  /** Shows the season `id` as the API reads it now. */
  private async open(id: string, outcome: SeasonForms['outcome'] = null): Promise<void> {
    const place = byId('season-shown');
    try {
      const { season } = await api<{ season: SeasonView }>(RESOLVER_ROUTES.season, { parameters: { id } });
      this.shown = season;
      this.outcome = outcome;
      byId<HTMLInputElement>('season-open-id').value = id;
      this.renderShown();
    } catch (failure) {
      this.shown = null;
      place.replaceChildren(notice(seasonSaid().notLoaded(refusalOf(failure)), true));
    }
  }

  private renderShown(): void {
    const season = this.shown;
    if (season === null) return;
    const words = seasonSaid();
    const confirm = el('div', { class: 'confirm' });
    const button = (label: string, ask: () => void) => {
      const made = el('button', { type: 'button' }, label);
      made.addEventListener('click', ask);
      return made;
    };
    const action = season.closing ? button(words.next, () => void this.askNext(season, confirm)) : button(words.close, () => this.askClose(season, confirm));
    byId('season-shown').replaceChildren(
      el(
        'article',
        { class: 'season', 'data-season': season.id },
        el('h3', {}, el('a', { href: seasonPage(season.id) }, season.title), ` (${season.id})`),
        ...seasonParts(season),
        el('div', { class: 'actions' }, action),
        confirm,
        this.outcome && notice(this.outcome.text(), this.outcome.refused),
      ),
    );
  }

  /** Sends `command` on the season shown, then shows it again with what came of it. */
  private async command(season: SeasonView, command: () => Promise<() => string>): Promise<void> {
    let outcome: NonNullable<SeasonForms['outcome']>;
    try {
      outcome = { text: await command(), refused: false };
    } catch (failure) {
      outcome = { text: () => seasonSaid().refused(refusalOf(failure)), refused: true };
    }
    await this.open(season.id, outcome);
  }

  private askClose(season: SeasonView, confirm: HTMLElement): void {
    const words = seasonSaid();
    const drivers = season.tiers.flatMap((tier) => tier.order.map(({ player }) => player));
    const boxes = drivers.map((driver) => el('input', { type: 'checkbox', value: driver }));
    askBefore(confirm, {
      fields: [el('fieldset', {}, el('legend', {}, words.leaving), ...boxes.map((box, i) => field(box, drivers[i] ?? '').node))],
      label: () => words.closeConfirm(season.title),
      send: () =>
        this.command(season, async () => {
          const leaving = boxes.filter((box) => box.checked).map((box) => box.value);
          const { emailed } = await api<{ emailed: number }>(RESOLVER_ROUTES.closeSeason, {
            parameters: { id: season.id },
            token: this.token(),
            body: { leaving },
          });
          return () => seasonSaid().closedNow(emailed);
        }),
    });
  }

  /** The next season's id, title and calendar (this season's circuits at first), and every race's settings as the game's form gives them. */
  private async askNext(season: SeasonView, confirm: HTMLElement): Promise<void> {
    const words = seasonSaid();
    const known = await gamesOf().catch(() => undefined);
    const circuits = (known && own(known.circuits, season.rulesetId)) ?? [];
    const errors = new FieldErrors();
    const settings = schemaForm(
      partOf(known?.bodies.get(season.rulesetId) ?? {}, (name) => !SET_BY_SEASON.has(name)),
      '',
      errors,
      labelsOf(season.rulesetId),
    );
    const id = el('input', { maxlength: '40', autocomplete: 'off', spellcheck: 'false' });
    const title = el('input', { maxlength: '100', autocomplete: 'off' });
    const calendar = el('div', { class: 'season-calendar' });
    const rows: { title: HTMLInputElement; circuit: HTMLSelectElement }[] = [];
    const addRace = (raceTitle: string, circuitId: string) => {
      const n = rows.length + 1;
      const row = {
        title: el('input', { maxlength: '80', autocomplete: 'off' }),
        circuit: el('select', {}, ...circuits.map((one) => el('option', { value: one }, circuitText(one)))),
      };
      row.title.value = raceTitle;
      row.circuit.value = circuitId;
      rows.push(row);
      calendar.append(
        el('div', { class: 'bar' }, field(row.title, words.raceTitle(n), { required: true }).node, field(row.circuit, words.raceCircuit(n)).node),
      );
    };
    for (const race of season.tiers[0]?.races ?? []) addRace(race.title.replace(/ \([^)]*\)$/, ''), race.circuitId);
    const more = el('button', { type: 'button' }, words.addRace);
    more.addEventListener('click', () => addRace('', circuits[0] ?? ''));
    const fewer = el('button', { type: 'button' }, words.removeRace);
    fewer.addEventListener('click', () => {
      if (rows.length <= 1) return;
      rows.pop();
      calendar.lastElementChild?.remove();
    });
    askBefore(confirm, {
      fields: [
        field(id, words.nextId, { required: true }).node,
        field(title, words.nextTitle, { required: true }).node,
        el('fieldset', {}, el('legend', {}, words.calendar), calendar, el('div', { class: 'actions' }, more, fewer)),
        el('fieldset', {}, el('legend', {}, words.options), settings.node),
      ],
      label: () => words.nextConfirm(title.value.trim(), rows.length, season.closing?.tiers.length ?? season.tiers.length),
      ready: () => id.value.trim() !== '' && title.value.trim() !== '',
      inputs: [id, title],
      send: () =>
        this.command(season, async () => {
          errors.clear();
          const body = {
            id: id.value.trim(),
            title: title.value.trim(),
            calendar: rows.map((row) => ({ title: row.title.value.trim(), circuitId: row.circuit.value })),
            options: settings.read(),
          };
          const { season: next } = await api<{ season: { id: string; title: string } }>(RESOLVER_ROUTES.nextSeason, {
            parameters: { id: season.id },
            token: this.token(),
            body,
          });
          return () => seasonSaid().nextStarted(next.title);
        }),
    });
  }
}
