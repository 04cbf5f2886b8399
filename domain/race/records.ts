/**
 * How a step is written in the race's log. Steps of every kind are `Submitted` and `StepPlayed`,
 * except the three kinds of step of the first games (Speed Circuit's pole laps, setups and turns),
 * which keep the events every one of their stored races holds: `QualifyingSubmitted` and
 * `GridPublished` for `qualifying`, `SetupSubmitted` and `RaceStarted` for `setup`, `MoveSubmitted`
 * and `TurnResolved` for `racing`. A game that names a kind of step so gets those events.
 */
import type { Roll, Shuffle } from '../dice.ts';
import type { Draft, StepRecord } from './events.ts';
import type { Step } from './ruleset.ts';

export const submissionDraft = (step: Step, car: string, payload: unknown): Draft => {
  switch (step.kind) {
    case 'qualifying':
      return { type: 'QualifyingSubmitted', car, qualifying: payload };
    case 'setup':
      return { type: 'SetupSubmitted', car, setup: payload };
    case 'racing':
      return { type: 'MoveSubmitted', car, turn: step.number, move: payload };
    default:
      return { type: 'Submitted', car, step: step.id, kind: step.kind, submission: payload };
  }
};

export interface Outcome {
  /** The step made the game's state: there was none before it. */
  created: boolean;
  /** The submissions it played, by car; `null` for a car the non-human player played. */
  locked: Record<string, unknown>;
  binding: string;
  result: { state: unknown; events: unknown[] };
  rolls: Roll[];
  shuffles: { shuffles?: Shuffle[] };
  /** The deadline of the step it opens. */
  deadline: string;
}

export const playedRecord = (step: Step, { created, locked, binding, result, rolls, shuffles, deadline }: Outcome): Draft => {
  const { events } = result;
  switch (step.kind) {
    case 'qualifying':
      return { type: 'GridPublished', qualifying: locked, binding, state: result.state, events, rolls, ...shuffles, deadline };
    case 'setup':
      // Its record has no place for dice: the first games roll none before the start.
      if (rolls.length > 0 || shuffles.shuffles) throw new Error('a setup step rolled dice, which its record (RaceStarted) cannot hold');
      return { type: 'RaceStarted', setups: locked, events, turn: 1, deadline };
    case 'racing':
      return { type: 'TurnResolved', turn: step.number, moves: locked, binding, events, rolls, ...shuffles, nextDeadline: deadline };
    default:
      return {
        type: 'StepPlayed',
        step: step.id,
        kind: step.kind,
        number: step.number,
        submissions: locked,
        binding,
        ...(created ? { state: result.state } : {}),
        events,
        rolls,
        ...shuffles,
        deadline,
      };
  }
};

/** The submissions a step locked and revealed, by car; `null` for a car the non-human player played. */
export const lockedOf = (event: StepRecord): Record<string, unknown> =>
  event.type === 'GridPublished'
    ? event.qualifying
    : event.type === 'RaceStarted'
      ? event.setups
      : event.type === 'TurnResolved'
        ? event.moves
        : event.submissions;

/** The step a record played, as clients name it: the inverse of `playedRecord`'s choice of event. */
export const playedStepOf = (record: StepRecord): { id: string; kind: string; number: number } => {
  switch (record.type) {
    case 'GridPublished':
      return { id: 'qualifying', kind: 'qualifying', number: 0 };
    case 'RaceStarted':
      return { id: 'setup', kind: 'setup', number: 0 };
    case 'TurnResolved':
      return { id: `turn-${record.turn}`, kind: 'racing', number: record.turn };
    case 'StepPlayed':
      return { id: record.step, kind: record.kind, number: record.number };
  }
};
