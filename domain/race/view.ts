/**
 * What a viewer may see of a race (contract 4). Every read path goes through `publicView` and
 * `redactEvent`: a pending move, a pole lap or a setup is seen by its author only until the event
 * that reveals it, a standing order until the finish; emails and token hashes are never shown to
 * anyone else. A shuffle's order is seen by nobody until the finish reveals the seed, from which
 * anyone can then recompute it: it is the order of cards lying face down, which the game shows as
 * they are turned up.
 */
import type { Shuffle } from '../dice.ts';
import type { AnyRuleset } from './any-ruleset.ts';
import type { RaceEvent } from './events.ts';
import { votePauseDaysOf, votePausesLeft, votesNeeded } from './pause.ts';
import type { GameViewer } from './ruleset.ts';
import { carsOfSeat, type OpenStep, type RaceState, seatOf } from './state.ts';
import { handedOverSeats } from './tenure.ts';

export type Viewer = { role: 'public' } | { role: 'player'; car: string } | { role: 'organiser' };

/** Legal actions, by the name of the API command that performs them. */
export type Action =
  | 'register'
  | 'closeRegistration'
  | 'submitQualifying'
  | 'submitSetup'
  | 'submitMove'
  | 'submit'
  | 'resolve'
  | 'extendDeadline'
  | 'eliminate'
  | 'handOverSeat'
  | 'withdraw'
  | 'reinstate'
  | 'setStandingOrder'
  | 'pause'
  | 'resume'
  | 'votePause';

const privatePayload: Partial<Record<RaceEvent['type'], string>> = {
  QualifyingSubmitted: 'qualifying',
  SetupSubmitted: 'setup',
  MoveSubmitted: 'move',
  Submitted: 'submission',
  StandingOrderSet: 'order',
};

/** The cars of the viewer's seat: none for the public and the organiser. */
const seatCars = (state: RaceState | undefined, viewer: Viewer): string[] => {
  if (viewer.role !== 'player') return [];
  const entry = state?.entries[viewer.car];
  return state && entry ? carsOfSeat(state, seatOf(entry)) : [viewer.car];
};

export interface Disclosure {
  /** The race has finished and its seed is out: the shuffles' orders are shown. */
  seedRevealed?: boolean;
  /** The race the event belongs to, as it stands: its game says what of the game's events each viewer sees. */
  state?: RaceState;
}

/** What a shuffle shows before the finish: what it was for, of how many items, and its code. */
const sealed = ({ order: _order, ...shuffle }: Shuffle): Omit<Shuffle, 'order'> => shuffle;

const CARRYING_GAME_STATE: ReadonlySet<string> = new Set(['RegistrationClosed', 'GridPublished', 'StepPlayed']);

/** The events that reveal what a viewer may see of the game: through the game's `view` and `viewEvent`, for games that hide some. */
const gameParts = (ruleset: AnyRuleset | undefined, event: Record<string, unknown>, who: GameViewer): Record<string, unknown> => {
  if (!ruleset?.view && !ruleset?.viewEvent) return event;
  const shown = { ...event };
  if (ruleset.viewEvent && Array.isArray(event.events)) {
    const viewEvent = ruleset.viewEvent;
    shown.events = event.events.map((e) => viewEvent(e, who)).filter((e) => e !== undefined);
  }
  if (ruleset.view && CARRYING_GAME_STATE.has(String(event.type)) && event.state !== undefined) shown.state = ruleset.view(event.state, who);
  return shown;
};

/** The submissions of a step whose kind keeps them secret: each seen by its author, all of them once the race is over. */
const secretSubmissions = (locked: Record<string, unknown>, who: GameViewer): Record<string, unknown> =>
  who.finished ? locked : Object.fromEntries(Object.entries(locked).map(([car, submission]) => [car, who.cars.includes(car) ? submission : '(secret)']));

/** The history's events as each viewer may see them, for races under the games `rulesetOf` finds. */
export const redactor =
  (rulesetOf: (state: RaceState) => AnyRuleset | undefined) =>
  (event: RaceEvent, viewer: Viewer, { seedRevealed = false, state }: Disclosure = {}): Record<string, unknown> => {
    const cars = seatCars(state, viewer);
    const isAuthor = (car: string): boolean => cars.includes(car);
    const ruleset = state && rulesetOf(state);
    const who: GameViewer = { cars, finished: state?.phase === 'finished' };
    if (event.type === 'EntryRegistered' || event.type === 'SeatHandedOver') {
      // A seat handed over is seen by its substitute, to whom its earlier drivers' addresses are none of his business.
      const { tokenHash: _tokenHash, email, ...rest } = event;
      const drives = (state?.entries[event.car]?.email ?? email) === email;
      return isAuthor(event.car) && drives ? { ...rest, email } : rest;
    }
    if (event.type === 'EntryTokenIssued') {
      const { tokenHash: _tokenHash, ...rest } = event;
      return rest;
    }
    let shown: Record<string, unknown> = gameParts(ruleset, event, who);
    // The steps that shuffle carry no private payload of a player: their shuffles' orders are all they hide until the finish.
    if ('shuffles' in event && event.shuffles && !seedRevealed) shown = { ...shown, shuffles: event.shuffles.map(sealed) };
    if (event.type === 'StepPlayed' && ruleset?.kinds[event.kind]?.secret) shown = { ...shown, submissions: secretSubmissions(event.submissions, who) };
    const field = privatePayload[event.type];
    if (!field || !('car' in event) || isAuthor(event.car)) return shown;
    return Object.fromEntries(Object.entries(shown).filter(([key]) => key !== field));
  };

/** A kind of step's action: the first games' kinds keep the names of their commands. */
const SUBMIT_ACTION: Record<string, Action> = { qualifying: 'submitQualifying', setup: 'submitSetup', racing: 'submitMove' };

const playerActions = (state: RaceState, cars: string[], step: OpenStep | undefined, standingOrders: boolean): Action[] => {
  if (!cars.some((car) => state.entries[car]?.status === 'in') || state.phase === 'finished') return [];
  const awaited = step !== undefined && cars.some((car) => step.cars.includes(car));
  const seat = cars[0] === undefined ? undefined : state.entries[cars[0]];
  const mayVote = step !== undefined && !state.pause && seat !== undefined && !state.pauseVotes?.[seatOf(seat)] && votePausesLeft(state) > 0;
  return [
    ...(awaited ? [SUBMIT_ACTION[step.kind] ?? 'submit'] : []),
    'withdraw',
    ...(standingOrders ? ['setStandingOrder' as const] : []),
    ...(mayVote ? ['votePause' as const] : []),
  ];
};

const organiserActions = (state: RaceState, step: OpenStep | undefined): Action[] => {
  if (state.phase === 'registration') {
    const withdrawn = Object.values(state.entries).some((entry) => entry.status === 'out');
    return ['closeRegistration', 'eliminate', ...(withdrawn ? ['reinstate' as const] : [])];
  }
  if (step && state.pause) return ['resume', 'eliminate', 'handOverSeat'];
  if (step) return ['resolve', 'extendDeadline', 'eliminate', 'handOverSeat', 'pause'];
  return [];
};

/** The one view of a race every read path serves. */
export const viewer =
  (rulesetOf: (state: RaceState) => AnyRuleset | undefined, stepOf: (state: RaceState) => OpenStep | undefined) => (state: RaceState, who: Viewer) => {
    const settings = state.settings;
    if (!settings) return undefined;
    const ruleset = rulesetOf(state);
    const step = stepOf(state);
    const cars = seatCars(state, who);
    // Who has still to send: a car whose submission is in may still replace it, but is waited for no more.
    const waitingFor = (step?.cars ?? []).filter((car) => state.pending[car] === undefined);
    const own = who.role === 'player' ? state.entries[who.car] : undefined;
    const actions: Action[] =
      who.role === 'organiser'
        ? organiserActions(state, step)
        : who.role === 'player'
          ? playerActions(state, cars, step, ruleset?.standingOrderSchema !== undefined)
          : state.phase === 'registration'
            ? ['register']
            : [];
    const game = state.game === undefined ? null : ruleset?.view ? ruleset.view(state.game, { cars, finished: state.phase === 'finished' }) : state.game;
    return {
      ...settings,
      createdAt: state.createdAt,
      phase: state.phase,
      turn: state.turn,
      /**
       * The step open now: its name, its kind, its number among the steps of its kind (which, with the
       * kind, the game's words name it by: `RaceReporter.stepName`), the cars it waits for, and whether the
       * game writes its submissions as text (its notation); the kind's schema is `<rulesetId>.<kind>` in the OpenAPI document.
       */
      step: step ? { id: step.id, kind: step.kind, number: step.number, cars: step.cars, notation: ruleset?.kinds[step.kind]?.notation !== undefined } : null,
      deadline: state.deadline ?? null,
      /** While the race is paused (docs/pauses.md): by whom, why, since and until when; the deadline is null meanwhile. */
      pause: state.pause ? { by: state.pause.by, reason: state.pause.reason, at: state.pause.at, until: state.pause.until ?? null } : null,
      /** The open step's votes to pause: how many seats voted, how many votes pause the race, how many pauses by vote it has left, of how many days at most. */
      pauseVotes: {
        votes: Object.keys(state.pauseVotes ?? {}).length,
        needed: votesNeeded(state),
        pausesLeft: Math.max(0, votePausesLeft(state)),
        maxDays: votePauseDaysOf(state),
      },
      entries: Object.values(state.entries).map((e) => ({
        car: e.car,
        name: e.name,
        status: e.status,
        sent: state.pending[e.car] !== undefined,
      })),
      waitingFor,
      grid: state.grid,
      classification: state.classification ?? (ruleset && state.game !== undefined ? ruleset.classification(state.game) : []),
      /** The game's state as this viewer may see it (SC-PBEM-7: positions and the players table, public from the grid on). */
      game,
      you: own
        ? {
            car: own.car,
            ...(cars.length > 1 ? { cars } : {}),
            name: own.name,
            email: own.email,
            language: own.language,
            ...(own.timeZone ? { timeZone: own.timeZone } : {}),
            status: own.status,
            pending: state.pending[own.car] ?? null,
            standingOrder: state.standingOrders?.[own.car] ?? null,
          }
        : null,
      actions,
      /** The drivers of each seat handed over to a substitute, by its first car, with the steps each drove (names only). */
      tenures: handedOverSeats(state),
      seed: state.seed ?? null,
      finishedAt: state.finishedAt ?? null,
    };
  };

export type RaceView = NonNullable<ReturnType<ReturnType<typeof viewer>>>;
