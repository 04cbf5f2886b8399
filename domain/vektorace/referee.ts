/**
 * The referee of a Vektorace race: the cars placed when registration closes (flying-start.ts), the
 * start step's choices (start-step.ts), each car's move played (play.ts) with the non-human
 * player's for a car that sent none or sent one that can no longer be made, and a car's retirement.
 */
import { DomainError } from '../errors.ts';
import type { Referee } from '../race/ruleset.ts';
import type { Circuit } from './circuit/types.ts';
import type { VektoraceEvent } from './events.ts';
import { fold, initialState } from './evolve.ts';
import { flyingStart } from './flying-start.ts';
import { MOVE, START } from './id.ts';
import { chooseMove } from './non-human.ts';
import type { Move } from './notation.ts';
import { beforeMove, playMove, roundStart } from './play.ts';
import type { VektoraceSettings } from './settings.ts';
import type { StartChoice } from './start-choice.ts';
import { playStart } from './start-step.ts';
import type { VektoraceState } from './state.ts';
import type { Gear } from './vectors.ts';

/** The move as sent when it can be made, else the non-human player's. */
const movesOf = (circuit: Circuit, state: VektoraceState, car: string, sent: Move | undefined): VektoraceEvent[] => {
  if (sent !== undefined) {
    try {
      return playMove(circuit, state, car, sent);
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return playMove(circuit, state, car, chooseMove(circuit, state, car));
};

export const vektoraceReferee: Referee<Circuit, VektoraceState, VektoraceEvent, VektoraceSettings> = {
  begin: ({ circuit, entrants, settings, dice }) => {
    const events = flyingStart(
      circuit,
      entrants.map((e) => e.car),
      settings.superPowers === true,
      dice,
    );
    return { state: fold(initialState(settings.laps), events), events };
  },
  play: {
    [START]: ({ state, submissions, settings }) => {
      const events = playStart(state!, submissions as Record<string, StartChoice | undefined>, {
        gomma: settings.gomma,
        firstGear: settings.firstGear as Gear,
      });
      return { state: fold(state!, events), events };
    },
    [MOVE]: ({ circuit, state, step, submissions }) => {
      // The step's car may have been eliminated since it opened (the missed-move limit): it then waits for nobody, and nothing happens.
      const car = step.cars.find((c) => Object.hasOwn(submissions, c) && state?.cars[c]?.status === 'racing');
      if (state === undefined || car === undefined) return { state: state!, events: [] };
      const started = roundStart(state);
      const moves = movesOf(circuit, fold(state, started), car, submissions[car] as Move | undefined);
      const after = fold(state, [...started, ...moves]);
      const ended: VektoraceEvent[] = after.toMove.length === 0 ? [{ type: 'RoundEnded', round: after.round }] : [];
      const events = [...started, ...moves, ...ended];
      return { state: fold(after, ended), events };
    },
  },
  check: {
    [MOVE]: (circuit, state, car, submission) => {
      if (state !== undefined) playMove(circuit, beforeMove(state), car, submission as Move);
    },
  },
  eliminate: (state, car, reason) => {
    // A car that has finished keeps its place: it is out of nothing.
    const events: VektoraceEvent[] = state.cars[car]?.status === 'racing' ? [{ type: 'CarRetired', car, reason }] : [];
    return { state: fold(state, events), events };
  },
};
