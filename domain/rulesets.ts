/**
 * The games the backend can referee, by ruleset id: each game of `rules.ts`, in its order (the
 * first is the default), with its circuits (compiler and shipped circuits) and its referee. What
 * plays races takes it: the resolver, local mode, the tools and the tests.
 */
import { HEX_RALLY_ID } from './hex-rally/id.ts';
import { hexRallyReferee } from './hex-rally/referee.ts';
import * as hexRallyTracks from './hex-rally/track/index.ts';
import { compileBoard, shippedBoards } from './lamborghini/board/index.ts';
import { LAMBORGHINI_ID } from './lamborghini/id.ts';
import { lamborghiniReferee } from './lamborghini/referee.ts';
import type { AnyReferee, GameCircuits, RefereedRuleset } from './race/race-ruleset.ts';
import { rules } from './rules.ts';
import { AICS_ID } from './speed-circuit/aics/id.ts';
import { aicsReferee } from './speed-circuit/aics/referee.ts';
import { CLASSIC_ID } from './speed-circuit/classic/id.ts';
import { classicReferee } from './speed-circuit/classic/referee.ts';
import { speedCircuitReferee } from './speed-circuit/referee.ts';
import * as vektoraceCircuits from './vektorace/circuit/index.ts';
import { VEKTORACE_ID } from './vektorace/id.ts';
import { vektoraceReferee } from './vektorace/referee.ts';

const referees: Record<string, AnyReferee> = {
  [AICS_ID]: speedCircuitReferee(aicsReferee),
  [CLASSIC_ID]: speedCircuitReferee(classicReferee),
  [HEX_RALLY_ID]: hexRallyReferee,
  [VEKTORACE_ID]: vektoraceReferee,
  [LAMBORGHINI_ID]: lamborghiniReferee,
};

const circuitsOf = ({ compileCircuit, shippedCircuits }: GameCircuits): GameCircuits => ({ compileCircuit, shippedCircuits });

const circuits: Record<string, GameCircuits> = {
  [AICS_ID]: circuitsOf(aicsReferee),
  [CLASSIC_ID]: circuitsOf(classicReferee),
  [HEX_RALLY_ID]: circuitsOf(hexRallyTracks),
  [VEKTORACE_ID]: circuitsOf(vektoraceCircuits),
  [LAMBORGHINI_ID]: { compileCircuit: compileBoard, shippedCircuits: shippedBoards },
};

export const rulesets: Record<string, RefereedRuleset> = Object.fromEntries(
  Object.entries(rules).map(([id, game]) => [id, { ...game, ...circuits[id], referee: referees[id] } as RefereedRuleset]),
);
