/**
 * A race's settings: what the organiser chooses for the game when creating a race. The race knows
 * none of them; the game's `createSchema` judges them and fills in its defaults.
 */
import type * as z from 'zod';
import { invalid } from '../errors.ts';
import type { AnyRuleset } from './any-ruleset.ts';

/** Where a refused setting is named: the path of the issue, or of the key the game does not know. */
const fieldOf = (issue: z.core.$ZodIssue): string => [...issue.path, ...(issue.code === 'unrecognized_keys' ? [issue.keys[0]] : [])].join('.');

/**
 * The settings a race under `ruleset` is played with, defaults filled in. Throws `DomainError`
 * naming the setting the game refuses (`laps`, `options.finish`).
 */
export function raceSettings(ruleset: AnyRuleset, asked: Record<string, unknown>): Record<string, unknown> {
  const parsed = ruleset.createSchema.safeParse(asked);
  // A setting the game leaves out (as `undefined`) is not recorded at all.
  if (parsed.success) return Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined));
  const issue = parsed.error.issues[0]!;
  const field = fieldOf(issue);
  if (issue.code !== 'unrecognized_keys') throw invalid(field, issue.message);
  // A key inside a setting is one of the game's options (`options.finish`).
  throw invalid(
    field,
    issue.path.length === 0 ? `the ${ruleset.id} rules have no setting ${field}` : `the ${ruleset.id} rules have no option ${issue.keys[0]}`,
  );
}
