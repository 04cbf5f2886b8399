/**
 * The games of `rules.ts`, in its order, each built when first asked for: what the API function
 * takes (functions/race/rulesets-on-demand.ts), so that its cold start builds no game's schemas before a request
 * names that game. Inside esbuild's single-file bundle a dynamically imported module stays
 * uninitialised until its import runs (bench/bundle.ts measures the start).
 */
import { HEX_RALLY_ID } from './hex-rally/id.ts';
import { LAMBORGHINI_ID } from './lamborghini/id.ts';
import type { AnyRuleset } from './race/any-ruleset.ts';
import { AICS_ID } from './speed-circuit/aics/id.ts';
import { CLASSIC_ID } from './speed-circuit/classic/id.ts';
import { VEKTORACE_ID } from './vektorace/id.ts';

export const rulesetLoaders: Readonly<Record<string, () => Promise<AnyRuleset>>> = {
  [AICS_ID]: async () => {
    const [{ speedCircuitRuleset }, { aicsRules }] = await Promise.all([import('./speed-circuit/flow.ts'), import('./speed-circuit/aics/rules.ts')]);
    return speedCircuitRuleset(aicsRules);
  },
  [CLASSIC_ID]: async () => {
    const [{ speedCircuitRuleset }, { classicRules }] = await Promise.all([import('./speed-circuit/flow.ts'), import('./speed-circuit/classic/rules.ts')]);
    return speedCircuitRuleset(classicRules);
  },
  [HEX_RALLY_ID]: async () => (await import('./hex-rally/rules.ts')).hexRallyRules,
  [VEKTORACE_ID]: async () => (await import('./vektorace/rules.ts')).vektoraceRules,
  [LAMBORGHINI_ID]: async () => (await import('./lamborghini/rules.ts')).lamborghiniRules,
};
