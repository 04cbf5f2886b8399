/**
 * Race options: the choices a game lets the organiser make when creating a race. The race knows
 * none of them; the ruleset's `optionsSchema` judges them and fills in its defaults.
 */
import { invalid } from '../errors.ts';
import type { AnyRuleset } from './race-ruleset.ts';

/**
 * The options a race under `ruleset` is played with, defaults filled in; undefined for a game that
 * offers none. Throws `DomainError` naming `options.<name>` for an option the game refuses.
 */
export function raceOptions(ruleset: AnyRuleset, options: Record<string, unknown> = {}): Record<string, unknown> | undefined {
  if (!ruleset.optionsSchema) {
    const [name] = Object.keys(options);
    if (name !== undefined) throw invalid(`options.${name}`, `the ${ruleset.id} rules have no race options`);
    return undefined;
  }
  const parsed = ruleset.optionsSchema.safeParse(options);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  if (issue.code === 'unrecognized_keys') throw invalid(`options.${issue.keys[0]}`, `the ${ruleset.id} rules have no option ${issue.keys[0]}`);
  throw invalid(`options.${issue.path.join('.')}`, issue.message);
}
