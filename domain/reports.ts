/**
 * The words of the games that have them, by ruleset id (domain/rulesets.ts), kept apart from the
 * rules: the resolver's emails and the web page load them, the API Lambda never does, and the web
 * page does not load the rules engine with them.
 */
import { HEX_RALLY_ID } from './hex-rally/id.ts';
import { hexRallyReporter } from './hex-rally/report.ts';
import { LAMBORGHINI_ID } from './lamborghini/id.ts';
import { lamborghiniReporter } from './lamborghini/report.ts';
import type { RaceReporter } from './race/report.ts';
import { AICS_ID } from './speed-circuit/aics/id.ts';
import { aicsReporter } from './speed-circuit/aics/report.ts';
import { CLASSIC_ID } from './speed-circuit/classic/id.ts';
import { classicReporter } from './speed-circuit/classic/report.ts';
import { VEKTORACE_ID } from './vektorace/id.ts';
import { vektoraceReporter } from './vektorace/report.ts';

export const reporters: Record<string, RaceReporter> = {
  [AICS_ID]: aicsReporter,
  [CLASSIC_ID]: classicReporter,
  [HEX_RALLY_ID]: hexRallyReporter,
  [VEKTORACE_ID]: vektoraceReporter,
  [LAMBORGHINI_ID]: lamborghiniReporter,
};
