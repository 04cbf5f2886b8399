/** The games the backend can referee, by ruleset id. */
import type { AnyRuleset } from './race/race-ruleset.ts';
import { aics } from './speed-circuit/aics/ruleset.ts';
import { classic } from './speed-circuit/classic/ruleset.ts';

export const rulesets: Record<string, AnyRuleset> = { [aics.id]: aics, [classic.id]: classic };
