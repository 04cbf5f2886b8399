/**
 * The rulesets the backend can referee, by id: each of `deciding-rulesets.ts`, in its order (the
 * first is the default), with its circuits (compiler and shipped circuits) and its referee. What
 * plays races takes them: the resolver, local mode, the tools and the tests.
 */

import { decidingRulesets } from './deciding-rulesets.ts';
import { HEX_RALLY_ID } from './hex-rally/id.ts';
import { hexRallyReferee } from './hex-rally/referee.ts';
import * as hexRallyTracks from './hex-rally/track/index.ts';
import { compileBoard, shippedBoards } from './lamborghini/board/index.ts';
import { LAMBORGHINI_ID } from './lamborghini/id.ts';
import { lamborghiniReferee } from './lamborghini/referee.ts';
import type { AnyReferee, AnyRefereedRuleset, RulesetCircuits } from './race/any-ruleset.ts';
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

const circuitsOf = ({ compileCircuit, shippedCircuits }: RulesetCircuits): RulesetCircuits => ({ compileCircuit, shippedCircuits });

const circuits: Record<string, RulesetCircuits> = {
  [AICS_ID]: circuitsOf(aicsReferee),
  [CLASSIC_ID]: circuitsOf(classicReferee),
  [HEX_RALLY_ID]: circuitsOf(hexRallyTracks),
  [VEKTORACE_ID]: circuitsOf(vektoraceCircuits),
  [LAMBORGHINI_ID]: { compileCircuit: compileBoard, shippedCircuits: shippedBoards },
};

export const rulesets: Record<string, AnyRefereedRuleset> = Object.fromEntries(
  Object.entries(decidingRulesets).map(([id, ruleset]) => [id, { ...ruleset, ...circuits[id], referee: referees[id] } as AnyRefereedRuleset]),
);
