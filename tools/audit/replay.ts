/**
 * How a public log is replayed. Each commit is one command's outcome: the referee's and the
 * organiser's commands are rebuilt from their events and decided again; the players' submissions
 * are folded as recorded. The export leaves the submissions' payloads out, and the step that
 * locks them (grid, start, turn) reveals them, so the replay hands them to the decider from there.
 */
import type { RaceCommand } from '../../domain/race/commands.ts';
import { isStepRecord } from '../../domain/race/events.ts';
import type { RaceEvent, RaceState } from '../../domain/race/index.ts';
import { lockedOf } from '../../domain/race/records.ts';

/** Stands for a submission's payload until the step that locks it reveals it. */
const NOT_REVEALED = '(sent, not revealed)';

const SUBMISSION_PAYLOAD: Partial<Record<RaceEvent['type'], string>> = {
  QualifyingSubmitted: 'qualifying',
  SetupSubmitted: 'setup',
  MoveSubmitted: 'move',
  Submitted: 'submission',
};

/** Events whose export leaves fields out: players' submissions, registrations and substitutes (emails, token hashes) and new tokens (token hashes). */
export const isRedacted = (event: RaceEvent): boolean =>
  event.type === 'EntryRegistered' || event.type === 'EntryTokenIssued' || event.type === 'SeatHandedOver' || SUBMISSION_PAYLOAD[event.type] !== undefined;

/** The event to fold: a submission keeps its place in the state even when its payload is not shown. */
export const asRecorded = (event: RaceEvent): RaceEvent => {
  const field = SUBMISSION_PAYLOAD[event.type];
  return field && !(field in event) ? ({ ...event, [field]: NOT_REVEALED } as RaceEvent) : event;
};

/**
 * The state the referee decided on: each hidden submission carries what the commit reveals of it.
 * A car revealed with a payload it never sent, or sent one the step shows as missing, still diverges.
 */
export function revealed(state: RaceState, events: RaceEvent[]): RaceState {
  const locking = events.find(isStepRecord);
  if (!locking) return state;
  const locked = lockedOf(locking);
  const pending = Object.fromEntries(
    Object.entries(state.pending).map(([car, payload]) => [car, payload === NOT_REVEALED && locked[car] != null ? locked[car] : payload]),
  );
  return { ...state, pending };
}

/**
 * The referee's or organiser's command that produced `events`; undefined for a player's submission.
 * Steps are replayed forced: the organiser may play a step before its deadline (SC-PBEM-4), and the
 * log does not say who played it, so the audit checks what a step did, not when it was allowed.
 */
export function commandOf(events: RaceEvent[], state: RaceState): RaceCommand | undefined {
  const turn = events.find((e) => e.type === 'TurnResolved');
  if (turn) return { type: 'ResolveTurn', turn: turn.turn, force: true };
  const step = events.find((e) => e.type === 'StepPlayed');
  if (step) return { type: 'PlayStep', step: step.step, force: true };
  const [first] = events;
  switch (first?.type) {
    case 'RaceCreated': {
      // What a race that follows another starts from is that race's to check: this log records it
      // as given, as it records the organiser's settings, and its own steps are replayed from it.
      if (first.carried !== undefined) return undefined;
      const { type: _type, v: _v, at: _at, seedHash: _seedHash, ...settings } = first;
      return { type: 'CreateRace', ...settings };
    }
    case 'RegistrationClosed':
      return { type: 'CloseRegistration' };
    case 'GridPublished':
      return { type: 'PublishGrid', force: true };
    case 'RaceStarted':
      return { type: 'StartRace', force: true };
    case 'DeadlineExtended':
      // A deadline the race's time policy moved read the players' absences, which the log does not hold: folded as recorded.
      return first.reason === undefined ? { type: 'ExtendDeadline', deadline: first.deadline } : undefined;
    case 'CarWithdrawn':
      return { type: 'WithdrawCar', car: first.car };
    case 'CarReinstated':
      return { type: 'ReinstateCar', car: first.car };
    case 'CarEliminated':
      // Several eliminations in one commit come only from a step that cars missed too often (SC-GNU-2);
      // one that ends the race without the step gives the same events as the organiser's elimination.
      return events.filter((e) => e.type === 'CarEliminated').length > 1
        ? { type: 'PlayStep', ...(state.step ? { step: state.step.id } : {}), force: true }
        : { type: 'EliminateCar', car: first.car, reason: first.reason };
    default:
      return undefined;
  }
}

/** Long after any commit: an absence the log shows only by its effect is taken to last through the commit. */
const AWAY = '9999-12-31T00:00:00.000Z';

/** The cars a commit's step played as absent (`MissesExcused`), which the referee was told of: what the replay tells it. */
export const absentIn = (events: RaceEvent[]): Record<string, string> =>
  Object.fromEntries(events.flatMap((event) => (event.type === 'MissesExcused' ? Object.keys(event.cars).map((car) => [car, AWAY]) : [])));
