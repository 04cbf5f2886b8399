/**
 * Every race as the organiser sees it: its game, circuit and state, its deadline and who is late
 * for it, and the commands the race allows him now (its `actions`). Each command is asked first,
 * saying what it will do, and sent once the organiser confirms; the race is then read again and
 * redrawn with what came of it.
 */
import type { RaceView } from '../../../domain/race/index.ts';
import { API_ROUTES, pathTo, RESOLVER_ROUTES, type Route } from '../../http/routes.ts';
import { api, freshKey, reasonOf, refusalOf } from './api.ts';
import { askBefore } from './ask.ts';
import { byId, el } from './dom.ts';
import { field } from './fields.ts';
import { circuitText, organiserWordsOf, stepName } from './reporters.ts';
import { seatSaid } from './seat-words.ts';
import { formatInstant } from './time.ts';
import { languageOf, said } from './words.ts';

/** A race as the championship form lists it. */
export interface RaceSummary {
  raceId: string;
  title: string;
  createdAt: string;
}

/** The race's state in words: registration, the step open, or its finish. */
function stateOf(view: RaceView): string {
  const words = said();
  if (view.phase === 'finished') return view.finishedAt ? words.status.finishedOn(formatInstant(view.finishedAt)) : words.phases.finished;
  if (view.phase === 'registration' || view.step === null) return words.phases.registration;
  return words.status.open(stepName(view.rulesetId, view.step));
}

/** Who the open step still awaits: late once its deadline has passed. */
function awaitedOf(view: RaceView, now: number): HTMLElement | null {
  if (view.step === null || view.phase === 'finished') return null;
  const words = said().organiser;
  const who = view.waitingFor.map((car) => said().car(car, view.entries.find((entry) => entry.car === car)?.name ?? '?'));
  if (who.length === 0) return el('p', {}, words.allIn);
  const late = view.deadline !== null && Date.parse(view.deadline) < now;
  return el('p', late ? { class: 'late' } : {}, late ? words.late(who) : words.awaited(who));
}

/** `2026-12-05T14:30` in the browser's time zone, as a `datetime-local` input reads and writes it. */
const localInput = (at: number): string => {
  const date = new Date(at - new Date(at).getTimezoneOffset() * 60_000);
  return date.toISOString().slice(0, 16);
};

const HOUR = 3_600_000;

/** A list to pick one of `entries`' cars from, and a car in words with its driver's name. */
const carChoice = (entries: RaceView['entries']) => ({
  car: el('select', {}, ...entries.map((entry) => el('option', { value: entry.car }, `${said().carShort(entry.car)} (${entry.name})`))),
  name: (car: string) => said().car(car, entries.find((entry) => entry.car === car)?.name ?? '?'),
});

export class OrganiserRaces {
  /** The races in the index's order: the next deadline first, those without one after them. */
  private raceIds: string[] = [];
  private readonly views = new Map<string, RaceView>();
  /** What the organiser was last told of each race, in the page's language: the outcome of his last command on it. */
  private readonly outcomes = new Map<string, { text: () => string; refused: boolean }>();
  /** Told the races each time they are read: the championship form lists them. */
  listed: (races: RaceSummary[]) => void = () => undefined;

  constructor(private readonly token: () => string) {}

  /** Reads every race, then each as the organiser sees it. */
  async load(): Promise<void> {
    const status = byId('races-status');
    status.textContent = said().organiser.loading;
    try {
      const { races } = await api<{ races: { raceId: string }[] }>(API_ROUTES.listRaces);
      const views = await Promise.all(races.map(({ raceId }) => this.read(raceId)));
      this.raceIds = races.map(({ raceId }) => raceId);
      this.views.clear();
      for (const view of views) this.views.set(view.raceId, view);
      this.listed(views.map(({ raceId, title, createdAt }) => ({ raceId, title, createdAt: createdAt ?? '' })));
      this.render();
    } catch (failure) {
      status.textContent = said().organiser.failed(reasonOf(failure));
    }
  }

  /**
   * The race as the organiser sees it, with the submissions its open step holds: a command's
   * answer is the race its command left, which does not count them.
   */
  private async read(raceId: string): Promise<RaceView & { raceId: string }> {
    const { race } = await api<{ race: RaceView & { raceId: string } }>(API_ROUTES.race, { parameters: { id: raceId }, token: this.token() });
    return race;
  }

  render(): void {
    byId('races-status').textContent = this.raceIds.length === 0 ? said().races.none : said().organiser.count(this.raceIds.length);
    byId('organiser-races').replaceChildren(...this.raceIds.flatMap((raceId) => this.card(raceId) ?? []));
  }

  private card(raceId: string): HTMLElement | undefined {
    const view = this.views.get(raceId);
    if (view === undefined) return undefined;
    const words = said().organiser;
    const out = view.entries.filter((entry) => entry.status === 'out').map((entry) => said().car(entry.car, entry.name));
    const outcome = this.outcomes.get(raceId);
    const confirm = el('div', { class: 'confirm' });
    const actions = el('div', { class: 'actions' }, ...this.buttons(raceId, view, confirm));
    return el(
      'article',
      { class: 'organiser-race', 'data-race': raceId },
      el('h3', {}, el('a', { href: pathTo(API_ROUTES.race, { id: raceId }) }, view.title)),
      el('p', {}, words.game(organiserWordsOf(view.rulesetId)?.name ?? view.rulesetId, circuitText(view.circuitId), view.entries.length)),
      el('p', { class: 'state' }, stateOf(view)),
      view.deadline !== null && view.phase !== 'finished' && el('p', {}, words.deadline(formatInstant(view.deadline))),
      view.pause !== null &&
        el('p', {}, said().pause.paused(view.pause.by === 'organiser', view.pause.reason, view.pause.until === null ? null : formatInstant(view.pause.until))),
      awaitedOf(view, Date.now()),
      out.length > 0 && el('p', {}, words.out(out)),
      actions.childElementCount > 0 && actions,
      confirm,
      outcome && el('p', { class: outcome.refused ? 'error' : 'notice', role: outcome.refused ? 'alert' : 'status' }, outcome.text()),
    );
  }

  /** A button for each command the race allows now; each opens its question in `confirm`. */
  private buttons(raceId: string, view: RaceView, confirm: HTMLElement): HTMLButtonElement[] {
    const words = said().organiser;
    // In the page's language when it is said: the outcome is said again after a switch.
    const step = () => (view.step === null ? '' : stepName(view.rulesetId, view.step));
    const button = (label: string, ask: () => void) => {
      const made = el('button', { type: 'button' }, label);
      made.addEventListener('click', ask);
      return made;
    };
    const running = view.entries.filter((entry) => entry.status === 'in');
    const out = view.entries.filter((entry) => entry.status === 'out');
    return [
      view.actions.includes('closeRegistration') &&
        button(words.closeRegistration, () =>
          this.ask(raceId, confirm, [], words.closeConfirm, () => true, {
            route: RESOLVER_ROUTES.closeRegistration,
            body: () => undefined,
            done: () => said().organiser.closed,
          }),
        ),
      view.actions.includes('resolve') &&
        view.step !== null &&
        button(words.resolve, () =>
          this.ask(raceId, confirm, [], words.resolveConfirm(step()), () => true, {
            route: RESOLVER_ROUTES.resolve,
            // The step meant, so that a second click never plays the next one (README: the organiser's resolve).
            body: () => ({ step: view.step?.id }),
            done: () => said().organiser.resolved(step()),
          }),
        ),
      view.actions.includes('extendDeadline') && view.deadline !== null && this.deadlineButton(raceId, view, confirm, button),
      view.actions.includes('eliminate') && running.length > 0 && this.eliminateButton(raceId, running, confirm, button),
      view.actions.includes('eliminate') && running.length > 0 && this.carButton(raceId, running, confirm, button, 'withdraw'),
      view.actions.includes('reinstate') && this.carButton(raceId, out, confirm, button, 'reinstate'),
      view.actions.includes('handOverSeat') && running.length > 0 && this.handOverButton(raceId, view, running, confirm, button),
      view.phase !== 'finished' && view.entries.length > 0 && this.reissueButton(raceId, view.entries, confirm, button),
      view.actions.includes('pause') && this.pauseButton(raceId, confirm, button),
      view.actions.includes('resume') &&
        button(words.resume, () =>
          this.ask(raceId, confirm, [], words.resumeConfirm, () => true, {
            route: RESOLVER_ROUTES.resume,
            body: () => undefined,
            done: (race) => said().organiser.resumed(formatInstant(race.deadline)),
          }),
        ),
    ].filter((made): made is HTMLButtonElement => made instanceof HTMLButtonElement);
  }

  private deadlineButton(raceId: string, view: RaceView, confirm: HTMLElement, button: (label: string, ask: () => void) => HTMLButtonElement) {
    const words = said().organiser;
    const current = Date.parse(view.deadline ?? '');
    return button(words.deadlineButton, () => {
      // A day later at first; earlier too, but not past (SC-PBEM-4).
      const input = el('input', { type: 'datetime-local', min: localInput(Date.now() + 60_000) });
      input.value = localInput(current + 24 * HOUR);
      const chosen = () => (input.value === '' ? Number.NaN : new Date(input.value).getTime());
      this.ask(
        raceId,
        confirm,
        [field(input, words.deadlineLabel, { required: true }).node],
        () => words.deadlineConfirm(Number.isNaN(chosen()) ? '…' : formatInstant(new Date(chosen()).toISOString())),
        () => !Number.isNaN(chosen()),
        {
          route: RESOLVER_ROUTES.deadline,
          body: () => ({ deadline: new Date(chosen()).toISOString() }),
          done: (race) => said().organiser.deadlineMoved(formatInstant(race.deadline)),
        },
        [input],
      );
    });
  }

  /** Why, which the players read, and until when if he knows (docs/pauses.md). */
  private pauseButton(raceId: string, confirm: HTMLElement, button: (label: string, ask: () => void) => HTMLButtonElement) {
    const words = said().organiser;
    return button(words.pause, () => {
      const reason = el('input', { maxlength: '500', autocomplete: 'off' });
      const until = el('input', { type: 'datetime-local', min: localInput(Date.now() + 60_000) });
      const end = () => (until.value === '' ? undefined : new Date(until.value).toISOString());
      this.ask(
        raceId,
        confirm,
        [field(reason, words.pauseReason, { required: true }).node, field(until, words.pauseUntil).node],
        words.pauseConfirm,
        () => reason.value.trim() !== '',
        {
          route: RESOLVER_ROUTES.pause,
          body: () => ({ reason: reason.value.trim(), ...(end() ? { until: end() } : {}) }),
          done: () => said().organiser.paused,
        },
        [reason, until],
      );
    });
  }

  private eliminateButton(raceId: string, running: RaceView['entries'], confirm: HTMLElement, button: (label: string, ask: () => void) => HTMLButtonElement) {
    const words = said().organiser;
    return button(words.eliminate, () => {
      const { car, name } = carChoice(running);
      const reason = el('input', { maxlength: '500', autocomplete: 'off' });
      this.ask(
        raceId,
        confirm,
        [field(car, words.eliminateCar, { required: true }).node, field(reason, words.eliminateReason, { required: true }).node],
        () => words.eliminateConfirm(name(car.value)),
        () => reason.value.trim() !== '',
        {
          route: RESOLVER_ROUTES.eliminate,
          body: () => ({ car: car.value, reason: reason.value.trim() }),
          done: () => said().organiser.eliminated(name(car.value)),
        },
        [car, reason],
      );
    });
  }

  /**
   * A command on one car the organiser picks among `cars`: a withdrawal at its player's word, when
   * he cannot send it himself (no reason asked, since the player gave his), or a car withdrawn by
   * mistake brought back while registration is open (the race's view offers it only then).
   */
  private carButton(
    raceId: string,
    cars: RaceView['entries'],
    confirm: HTMLElement,
    button: (label: string, ask: () => void) => HTMLButtonElement,
    command: 'withdraw' | 'reinstate',
  ) {
    const words = said().organiser;
    const [label, carLabel, says] =
      command === 'withdraw' ? [words.withdraw, words.eliminateCar, words.withdrawConfirm] : [words.reinstate, words.reinstateCar, words.reinstateConfirm];
    return button(label, () => {
      const { car, name } = carChoice(cars);
      this.ask(
        raceId,
        confirm,
        [field(car, carLabel, { required: true }).node],
        () => says(name(car.value)),
        () => true,
        {
          route: RESOLVER_ROUTES[command],
          body: () => ({ car: car.value }),
          done: () => (command === 'withdraw' ? said().organiser.withdrawn : said().organiser.reinstated)(name(car.value)),
        },
        [car],
      );
    });
  }

  /** The seat of a car still in the race to a substitute, taken as registration takes a player (docs/substitutes.md). */
  /** A race that asks a minimum record lets the organiser waive it for this substitute (docs/substitutes.md). */
  private handOverButton(
    raceId: string,
    view: RaceView,
    running: RaceView['entries'],
    confirm: HTMLElement,
    button: (label: string, ask: () => void) => HTMLButtonElement,
  ) {
    const words = seatSaid();
    return button(words.handOver, () => {
      const { car, name } = carChoice(running);
      const substitute = el('input', { maxlength: '60', autocomplete: 'off' });
      const email = el('input', { type: 'email', maxlength: '254', autocomplete: 'off' });
      const language = el('select', {}, ...['it', 'en'].map((one) => el('option', { value: one }, words.languages[one] ?? one)));
      language.value = languageOf();
      const waive = view.minimumRecord ? el('input', { type: 'checkbox' }) : undefined;
      const ready = () => substitute.value.trim() !== '' && email.value.trim() !== '';
      this.ask(
        raceId,
        confirm,
        [
          field(car, words.seat, { required: true }).node,
          field(substitute, words.substitute, { required: true }).node,
          field(email, words.email, { required: true }).node,
          field(language, words.language).node,
          ...(waive ? [field(waive, words.waiveMinimum).node] : []),
        ],
        () => seatSaid().handOverConfirm(name(car.value), substitute.value.trim()),
        ready,
        {
          route: RESOLVER_ROUTES.handOverSeat,
          body: () => ({
            car: car.value,
            name: substitute.value.trim(),
            email: email.value.trim(),
            language: language.value,
            ...(waive?.checked ? { waiveMinimumRecord: true } : {}),
          }),
          done: () => seatSaid().handedOver(car.value, substitute.value.trim()),
        },
        [car, substitute, email, language],
      );
    });
  }

  /** A fresh token emailed to a car's player, whenever the last went out; the question's own key makes its retry send nothing more. */
  private reissueButton(raceId: string, entries: RaceView['entries'], confirm: HTMLElement, button: (label: string, ask: () => void) => HTMLButtonElement) {
    const words = seatSaid();
    return button(words.reissue, () => {
      const { car, name } = carChoice(entries);
      // One key a car for the question: sent again, it sends nothing more; another car is another request.
      const keys = new Map<string, string>();
      this.ask(
        raceId,
        confirm,
        [field(car, words.seat, { required: true }).node],
        () => seatSaid().reissueConfirm(name(car.value)),
        () => true,
        {
          route: RESOLVER_ROUTES.reissueToken,
          parameters: () => ({ car: car.value }),
          body: () => undefined,
          idempotencyKey: () => keys.get(car.value) ?? keys.set(car.value, freshKey()).get(car.value) ?? '',
          done: () => seatSaid().reissued(name(car.value)),
        },
        [car],
      );
    });
  }

  /** Asks before a command (ask.ts); once sent, the race is read again and redrawn with what came of it. */
  private ask(
    raceId: string,
    confirm: HTMLElement,
    fields: HTMLElement[],
    label: string | (() => string),
    ready: () => boolean,
    command: { route: Route; body: () => unknown; done: (race: RaceView) => string; parameters?: () => Record<string, string>; idempotencyKey?: () => string },
    inputs: (HTMLInputElement | HTMLSelectElement)[] = [],
  ): void {
    askBefore(confirm, {
      fields,
      label: typeof label === 'string' ? () => label : label,
      ready,
      inputs,
      send: async () => {
        try {
          await api(command.route, {
            parameters: { id: raceId, ...command.parameters?.() },
            token: this.token(),
            body: command.body(),
            ...(command.idempotencyKey ? { idempotencyKey: command.idempotencyKey() } : {}),
          });
          const race = await this.read(raceId);
          this.views.set(raceId, race);
          this.outcomes.set(raceId, { text: () => command.done(race), refused: false });
        } catch (failure) {
          this.outcomes.set(raceId, { text: () => said().organiser.refused(refusalOf(failure)), refused: true });
        }
        this.render();
      },
    });
  }
}
