/** The game's words of the emails, by ruleset id. */
import { aics } from '../../domain/speed-circuit/aics/ruleset.ts';
import { classic } from '../../domain/speed-circuit/classic/ruleset.ts';
import { aicsReporter } from './aics.ts';
import { classicReporter } from './classic.ts';
import type { RaceReporter } from '../../domain/race/report.ts';

export const reporters: Record<string, RaceReporter> = { [aics.id]: aicsReporter, [classic.id]: classicReporter };
