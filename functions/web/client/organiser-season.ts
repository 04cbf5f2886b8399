/**
 * A league's seasons on the organiser's page (issue 29): a season made of tiers, top first, each
 * from races ticked in the list in the order they were created (the calendar's); a season shown
 * with each tier's final order and where each driver goes (season-view.ts), closed once every race
 * of it is finished, and followed by the next season over a calendar of circuits with every race's
 * settings, as the game's form gives them. Every season is listed, to open by a click. Every
 * command is asked first (ask.ts) and goes through the API, which checks it.
 */

import { own } from '../../../domain/own.ts';
import { PAGES, pathTo, RESOLVER_ROUTES } from '../../http/routes.ts';
import { api, refusalOf } from './api.ts';
import { askBefore } from './ask.ts';
import { byId, el } from './dom.ts';
import { FieldErrors, field } from './fields.ts';
import { gamesOf, labelsOf, partOf } from './organiser-new-race.ts';
import type { RaceSummary } from './organiser-races.ts';
import { circuitText, organiserWordsOf } from './reporters.ts';
import { schemaForm } from './schema-form.ts';
import { awaitsRaces, type SeasonView, seasonParts } from './season-view.ts';
import { seasonSaid } from './season-words.ts';
import { said } from './words.ts';

/** The public page of the season `id`. */
const seasonPage = (id: string): string => pathTo(PAGES.season, { id });

/** A race's settings the next season sets itself, or that make no sense for a season's races. */
const SET_BY_SEASON = new Set(['id', 'title', 'circuitId', 'rulesetId', 'follows', 'seed']);

/** A season as the list of seasons gives it (`RESOLVER_ROUTES.seasons`). */
interface ListedSeason {
  id: string;
  title: string;
  rulesetId: string;
  tiers: { name: string; races: string[] }[];
  closed: boolean;
}

interface TierDraft {
  name: string;
  ticked: Set<string>;
  /** The drivers seeded into the tier by rating, when the organiser asked for them. */
  seeded?: Seed[];
}

/** A driver as `seedTiers` answers him (domain/league/seeding.ts). */
interface Seed {
  driver: string;
  rating: number | null;
  races: number;
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
  /** Every season, as last read; null before the first reading. */
  private listed: ListedSeason[] | null = null;
  /** What came of the organiser's last command on the season shown, in the page's language. */
  private outcome: { text: () => string; refused: boolean } | null = null;
  /** The seeding's inputs as the organiser left them, kept when the page changes language. */
  private seeding = { open: false, rulesetId: '', drivers: '', sizes: '', refusal: '' };

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

  /** The races to tick, oldest first (the calendar's order), every season read again, and the season shown, in the page's language. */
  render(races: RaceSummary[]): void {
    this.races = [...races].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    void this.renderSeeding();
    this.rerender();
    void this.loadList();
  }

  rerender(): void {
    this.renderTiers();
    this.renderTieBreaks();
    this.renderList();
    this.renderShown();
  }

  /** Reads every season again and lists them. */
  private async loadList(): Promise<void> {
    try {
      this.listed = (await api<{ seasons: ListedSeason[] }>(RESOLVER_ROUTES.seasons, { token: this.token() })).seasons;
      this.renderList();
    } catch (failure) {
      byId('season-list').replaceChildren(notice(seasonSaid().notListed(refusalOf(failure)), true));
    }
  }

  /** Every season, newest first, each a button that shows it. */
  private renderList(): void {
    if (this.listed === null) return;
    const words = seasonSaid();
    byId('season-list').replaceChildren(
      this.listed.length === 0
        ? el('p', { class: 'help' }, words.noSeasons)
        : el(
            'ul',
            { class: 'season-list' },
            ...[...this.listed].reverse().map((season) => {
              const open = el('button', { type: 'button', 'data-season': season.id }, season.title);
              open.addEventListener('click', () => void this.open(season.id));
              return el(
                'li',
                {},
                open,
                ` ${words.listed(season.id, season.rulesetId, season.tiers.length, season.tiers[0]?.races.length ?? 0, season.closed)}`,
              );
            }),
          ),
    );
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

  /** The drivers to seed into tiers by their rating in a game, and how many each tier takes. */
  private async renderSeeding(): Promise<void> {
    const words = seasonSaid();
    const known = await gamesOf().catch(() => undefined);
    const games = [...(known?.bodies.keys() ?? [])];
    const draft = this.seeding;
    const game = el('select', { id: 'season-seed-game' }, ...games.map((id) => el('option', { value: id }, organiserWordsOf(id)?.name ?? id)));
    game.value = draft.rulesetId || games[0] || '';
    const drivers = el('textarea', { id: 'season-seed-drivers', rows: '6', autocomplete: 'off', spellcheck: 'false' });
    drivers.value = draft.drivers;
    const sizes = el('input', { id: 'season-seed-sizes', autocomplete: 'off', inputmode: 'numeric' });
    sizes.value = draft.sizes;
    const seed = el('button', { type: 'button' }, words.seed);
    const refusal = el('p', { id: 'season-seed-refusal', class: 'error', role: 'alert' }, draft.refusal);
    const details = el(
      'details',
      {},
      el('summary', {}, words.seedHeading),
      el('p', { class: 'help' }, words.seedHelp),
      field(game, words.seedGame).node,
      field(drivers, words.seedDrivers).node,
      field(sizes, words.seedSizes).node,
      el('div', { class: 'actions' }, seed),
      refusal,
    );
    details.open = draft.open;
    details.addEventListener('toggle', () => {
      draft.open = details.open;
    });
    seed.addEventListener('click', () => {
      Object.assign(draft, { rulesetId: game.value, drivers: drivers.value, sizes: sizes.value });
      void this.seed();
    });
    byId('season-seeding').replaceChildren(details);
  }

  /** Asks the API for the tiers in rating order and shows each tier's drivers in its part of the form. */
  private async seed(): Promise<void> {
    const draft = this.seeding;
    const body = {
      rulesetId: draft.rulesetId,
      drivers: draft.drivers
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
      sizes: draft.sizes
        .split(/[\s,;]+/)
        .filter((one) => one !== '')
        .map(Number),
    };
    try {
      const { tiers } = await api<{ tiers: Seed[][] }>(RESOLVER_ROUTES.seedTiers, { body });
      draft.refusal = '';
      this.tiers = tiers.map((seeded, t) => ({ name: this.tiers[t]?.name ?? '', ticked: this.tiers[t]?.ticked ?? new Set(), seeded }));
    } catch (failure) {
      draft.refusal = seasonSaid().seedRefused(refusalOf(failure));
    }
    await this.renderSeeding();
    this.renderTiers();
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
          tier.seeded && el('p', { class: 'help' }, words.tierDrivers),
          tier.seeded &&
            el(
              'ol',
              { class: 'season-seeded' },
              ...tier.seeded.map(({ driver, rating, races }) => el('li', {}, `${driver}: ${rating === null ? words.unrated : words.rating(rating, races)}`)),
            ),
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
          await Promise.all([this.open(season.id), this.loadList()]);
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
        el('div', { class: 'actions' }, awaitsRaces(season) && button(words.following, () => this.askFollowing(season, confirm)), action),
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
    await Promise.all([this.open(season.id, outcome), this.loadList()]);
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

  /** Creates the races of the season whose race before has finished, saying which were created and which still wait. */
  private askFollowing(season: SeasonView, confirm: HTMLElement): void {
    askBefore(confirm, {
      label: () => seasonSaid().followingConfirm(season.title),
      send: () =>
        this.command(season, async () => {
          const { created, waiting } = await api<{ created: string[]; waiting: string[] }>(RESOLVER_ROUTES.createFollowingRaces, {
            parameters: { id: season.id },
            token: this.token(),
          });
          return () => seasonSaid().followingDone(created, waiting);
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
    const newcomers = el('div', { class: 'season-newcomers' });
    const arrivals: { name: HTMLInputElement; email: HTMLInputElement; language: HTMLSelectElement }[] = [];
    const addNewcomer = el('button', { type: 'button' }, words.addNewcomer);
    addNewcomer.addEventListener('click', () => {
      const n = arrivals.length + 1;
      const row = {
        name: el('input', { maxlength: '60', autocomplete: 'off' }),
        email: el('input', { type: 'email', maxlength: '254', autocomplete: 'off' }),
        language: el('select', {}, el('option', { value: 'en' }, 'English'), el('option', { value: 'it' }, 'Italiano')),
      };
      arrivals.push(row);
      newcomers.append(
        el(
          'div',
          { class: 'bar' },
          field(row.name, words.newcomerName(n)).node,
          field(row.email, words.newcomerEmail(n)).node,
          field(row.language, words.newcomerLanguage(n)).node,
        ),
      );
    });
    askBefore(confirm, {
      fields: [
        field(id, words.nextId, { required: true }).node,
        field(title, words.nextTitle, { required: true }).node,
        el('fieldset', {}, el('legend', {}, words.calendar), calendar, el('div', { class: 'actions' }, more, fewer)),
        el(
          'fieldset',
          {},
          el('legend', {}, words.newcomers),
          el('p', { class: 'help' }, words.newcomersHelp),
          newcomers,
          el('div', { class: 'actions' }, addNewcomer),
        ),
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
            newcomers: arrivals
              .filter((row) => row.name.value.trim() !== '')
              .map((row) => ({ name: row.name.value.trim(), email: row.email.value.trim(), language: row.language.value })),
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
