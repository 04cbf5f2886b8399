/**
 * Rulesets loaded when a race or a circuit first names one (domain/ruleset-loaders.ts): the API
 * function's, whose cold start then builds no game's schemas before a request needs them. The
 * stores wait for a race's game before they read the race (`ready`), so whatever runs after a
 * read finds the game in `rulesets`.
 */
import { own } from '../../domain/own.ts';
import type { AnyRuleset } from '../../domain/race/any-ruleset.ts';

export interface RulesetsOnDemand {
  /** The games loaded so far by ruleset id, in the loaders' order: one object, which grows as games load. */
  rulesets: Record<string, AnyRuleset>;
  /** The game of a race or a circuit created without naming one: the first loader's. */
  defaultRulesetId: string;
  /** Resolves once the game of `rulesetId` (every game without one) is in `rulesets`; an unknown id loads nothing. */
  ready(rulesetId?: string): Promise<void>;
}

export function rulesetsOnDemand(loaders: Readonly<Record<string, () => Promise<AnyRuleset>>>): RulesetsOnDemand {
  const rulesets: Record<string, AnyRuleset> = {};
  const order = Object.keys(loaders);
  const loading = new Map<string, Promise<void>>();

  // In the loaders' order whatever order they load in, as the registry of every game has them:
  // a race written before its commits kept their game is read with the first game's schema first.
  const shelve = (rulesetId: string, ruleset: AnyRuleset): void => {
    const loaded = { ...rulesets, [rulesetId]: ruleset };
    for (const id of order) delete rulesets[id];
    for (const id of order) {
      const game = own(loaded, id);
      if (game) rulesets[id] = game;
    }
  };

  const load = (rulesetId: string): Promise<void> => {
    const loader = own(loaders, rulesetId);
    if (!loader) return Promise.resolve();
    const known =
      loading.get(rulesetId) ??
      loader().then(
        (ruleset) => shelve(rulesetId, ruleset),
        (error: unknown) => {
          loading.delete(rulesetId);
          throw error;
        },
      );
    loading.set(rulesetId, known);
    return known;
  };

  return {
    rulesets,
    defaultRulesetId: order[0] ?? '',
    ready: async (rulesetId) => {
      await Promise.all(rulesetId === undefined ? order.map(load) : [load(rulesetId)]);
    },
  };
}
