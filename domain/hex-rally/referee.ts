/**
 * The referee of a hex rally race: the grid drawn when registration closes, the drivers, each
 * turn's declarations and reactions played (turn.ts) with the non-human player for the cars that
 * sent nothing, and a car's retirement.
 */
import { conflict } from '../errors.ts';
import type { Referee } from '../race/ruleset.ts';
import type { HexRallyEvent } from './events.ts';
import { hexKey } from './hex.ts';
import type { HexRallySettings } from './settings.ts';
import { fold, type HexRallyState } from './state.ts';
import { DECLARATION, DRIVER, REACTION } from './steps.ts';
import type { Declaration, DriverChoice, Reaction } from './submissions.ts';
import type { Track } from './track/types.ts';
import { playDeclarations, playReactions } from './turn.ts';

const begin: Referee<Track, HexRallyState, HexRallyEvent, HexRallySettings>['begin'] = ({ circuit, entrants, settings, dice }) => {
  if (entrants.length > circuit.grid.length) throw conflict('entries', `${circuit.name} has ${circuit.grid.length} grid slots for ${entrants.length} cars`);
  const drawn = dice.shuffle({ purpose: 'grid', items: entrants.map((e) => e.car) }).items;
  const empty: HexRallyState = {
    lapsToFinish: circuit.kind === 'stage' ? 1 : settings.laps,
    stats: settings.car,
    humans: settings.humans,
    coupons: settings.coupons,
    turn: 0,
    cars: {},
    finishers: [],
    retired: [],
  };
  const events: HexRallyEvent[] = drawn.map((car, i) => {
    const slot = circuit.grid[i]!;
    return { type: 'CarPlaced', car, hex: slot.hex, facing: slot.facing, toGo: circuit.toGo.get(hexKey(slot.hex))! };
  });
  return { state: fold(empty, events), events };
};

export const hexRallyReferee: Referee<Track, HexRallyState, HexRallyEvent, HexRallySettings> = {
  begin,
  play: {
    [DRIVER]: ({ state, step, submissions }) => {
      // A player who does not choose drives an orc, the driver the rules do not handicap (HX-GAP-10).
      const events: HexRallyEvent[] = step.cars.map((car) => ({
        type: 'DriverChosen',
        car,
        driver: (submissions[car] as DriverChoice | undefined)?.driver ?? 'orc',
      }));
      return { state: fold(state!, events), events };
    },
    [DECLARATION]: ({ circuit, state, submissions, dice }) => playDeclarations(circuit, state!, submissions as Record<string, Declaration | undefined>, dice),
    [REACTION]: ({ circuit, state, submissions, dice }) => playReactions(circuit, state!, submissions as Record<string, Reaction | undefined>, dice),
  },
  eliminate: (state, car, reason) => {
    // A car that has finished keeps its place: it is out of nothing.
    const events: HexRallyEvent[] = state.cars[car]?.status === 'racing' ? [{ type: 'CarRetired', car, reason }] : [];
    return { state: fold(state, events), events };
  },
};
