/**
 * Who plays a Speed Circuit race, whichever rulebook: the pole laps to the grid (`qualifying`), the
 * setups to the start (`setup`), each turn (`racing`), and a car's elimination, each asked of the
 * rulebook's referee (rules.ts). Apart from the flow (flow.ts), which decides commands without it.
 */
import type { Referee, RefereedRuleset } from '../race/ruleset.ts';
import { type SpeedCircuitSettings, speedCircuitRuleset } from './flow.ts';
import type { RaceRuleset, RulesReferee } from './rules.ts';
import { QUALIFYING, RACING, SETUP } from './steps.ts';

/** The generic race's referee over a rulebook's; a submission reaches it as the kind's schema parsed it. */
export function speedCircuitReferee<Circuit, Qualifying, Setup, Move, State, Event, Options>(
  referee: RulesReferee<Circuit, Qualifying, Setup, Move, State, Event, Options>,
): Referee<Circuit, State, Event, SpeedCircuitSettings> {
  return {
    play: {
      [QUALIFYING]: ({ circuit, submissions, dice, entrants, settings }) =>
        referee.qualify({
          circuit,
          laps: settings.laps,
          maxStarters: settings.maxStarters,
          entrants: entrants.map(({ car, name }) => ({ car, name })),
          qualifying: submissions as Record<string, Qualifying | undefined>,
          dice,
          ...(settings.options === undefined ? {} : { options: settings.options as Options }),
        }),
      [SETUP]: ({ circuit, state, submissions }) => referee.start(circuit, state as State, submissions as Record<string, Setup | undefined>),
      [RACING]: ({ circuit, state, submissions, dice, standingOrders }) =>
        referee.resolveTurn(circuit, state as State, submissions as Record<string, Move | undefined>, dice, standingOrders),
    },
    eliminate: (state, car, reason) => referee.eliminate(state, car, reason),
    ...(referee.refuseQualifying
      ? { check: { [QUALIFYING]: (circuit, _state, _car, qualifying) => referee.refuseQualifying?.(circuit, qualifying as Qualifying) } }
      : {}),
  };
}

/** A rulebook whole as the generic race's ruleset with its referee, for what plays races with one rulebook alone (tests, tools). */
export const refereedSpeedCircuit = <Circuit, Qualifying, Setup, Move, State, Event, Options>(
  ruleset: RaceRuleset<Circuit, Qualifying, Setup, Move, State, Event, Options>,
): RefereedRuleset<Circuit, State, Event, SpeedCircuitSettings> => ({
  ...speedCircuitRuleset(ruleset),
  compileCircuit: (file) => ruleset.compileCircuit(file),
  shippedCircuits: () => ruleset.shippedCircuits(),
  referee: speedCircuitReferee(ruleset),
});
