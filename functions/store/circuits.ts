/**
 * Where a race's circuit comes from: the circuits shipped with its ruleset, or one the organiser
 * uploaded (stored as a file and compiled by the ruleset, once per process). The API function's
 * games come without their circuits (domain/ruleset-loaders.ts): there a circuit is only known to exist,
 * for what needs it compiled (a submission's check, a step, a picture, an upload) is served by
 * the functions that have them (`RESOLVER_ROUTES` in functions/http/routes.ts).
 */
import { DomainError } from '../../domain/errors.ts';
import { own } from '../../domain/own.ts';
import type { AnyRuleset } from '../../domain/race/any-ruleset.ts';
import type { Records } from './records.ts';

interface Upload {
  rulesetId: string;
  file: unknown;
}

export interface Circuits {
  /** The compiled circuit (undefined where the game comes without its circuits), or `DomainError` notFound naming `circuitId`. */
  load(rulesetId: string, circuitId: string): Promise<unknown>;
  /** Compiles (throwing the ruleset's `DomainError` naming the square or segment) and stores a new circuit. */
  upload(rulesetId: string, circuitId: string, file: unknown): Promise<void>;
  /** Shipped circuits, by ruleset id. */
  shipped(): Promise<Record<string, string[]>>;
}

const unknownCircuit = (circuitId: string) => new DomainError('notFound', 'circuitId', `no circuit ${circuitId}`);

export function createCircuits({
  records,
  rulesets,
  ready = () => Promise.resolve(),
}: {
  records: Pick<Records, 'saveCircuit' | 'loadCircuit'>;
  rulesets: Record<string, AnyRuleset>;
  /** Loads a game into `rulesets` (every game without an id), where games load on demand (functions/race/rulesets-on-demand.ts). */
  ready?: (rulesetId?: string) => Promise<void>;
}): Circuits {
  const compiled = new Map<string, unknown>();

  const rulesetOf = async (rulesetId: string): Promise<AnyRuleset> => {
    await ready(rulesetId);
    const ruleset = own(rulesets, rulesetId);
    if (!ruleset) throw new DomainError('invalid', 'rulesetId', `unknown ruleset ${rulesetId}`);
    return ruleset;
  };

  return {
    async load(rulesetId, circuitId) {
      const ruleset = await rulesetOf(rulesetId);
      const key = `${rulesetId}/${circuitId}`;
      if (compiled.has(key)) return compiled.get(key);
      const shipped = ruleset.circuitIds.includes(circuitId);
      const upload = shipped ? undefined : ((await records.loadCircuit(circuitId)) as Upload | undefined);
      if (!shipped && upload?.rulesetId !== rulesetId) throw unknownCircuit(circuitId);
      const circuit = shipped ? own(ruleset.shippedCircuits?.() ?? {}, circuitId) : ruleset.compileCircuit?.(upload?.file);
      compiled.set(key, circuit);
      return circuit;
    },

    async upload(rulesetId, circuitId, file) {
      const ruleset = await rulesetOf(rulesetId);
      if (!ruleset.compileCircuit) throw new Error(`the ${rulesetId} rules come here without their circuit compiler: uploads go to the resolver`);
      ruleset.compileCircuit(file);
      await ready();
      const taken = Object.values(rulesets).some((r) => r.circuitIds.includes(circuitId));
      if (taken || !(await records.saveCircuit(circuitId, { rulesetId, file } satisfies Upload)))
        throw new DomainError('conflict', 'id', `circuit id ${circuitId} is already taken`);
    },

    shipped: async () => {
      await ready();
      return Object.fromEntries(Object.entries(rulesets).map(([id, ruleset]) => [id, [...ruleset.circuitIds]]));
    },
  };
}
