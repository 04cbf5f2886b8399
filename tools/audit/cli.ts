/**
 * `npm run audit -- <export file or race URL> [--circuit <circuit file>]`: exit 0 when the race
 * is verified, 1 at the first divergence, 2 when the input cannot be audited at all.
 */
import { readFile } from 'node:fs/promises';
import { own } from '../../domain/own.ts';
import type { AnyRuleset } from '../../domain/race/index.ts';
import { type AuditResult, auditRace, type Divergence } from './audit.ts';
import { describeError } from './divergence.ts';
import { parseExport } from './export.ts';
import { ratingsFromExports } from './ratings.ts';

export interface Io {
  out(line: string): void;
  err(line: string): void;
}

const USAGE =
  'usage: npm run audit -- <export.json | http(s)://host/races/<id>> [--circuit <circuit.json>]\n       npm run audit -- --ratings <export.json | race URL>...';

const isUrl = (input: string): boolean => /^https?:\/\//i.test(input);

const readJsonFile = async (path: string): Promise<unknown> => JSON.parse(await readFile(path, 'utf8')) as unknown;

/** A race's URL, or its export URL itself. */
async function fetchExport(url: string): Promise<unknown> {
  const exportUrl = /\/export\/?$/.test(url) ? url : `${url.replace(/\/+$/, '')}/export`;
  const response = await fetch(exportUrl);
  if (!response.ok) throw new Error(`GET ${exportUrl} answered ${response.status}`);
  return (await response.json()) as unknown;
}

/** An uploaded circuit is not in the export: the auditor compiles the file it is given for the race's circuit. */
function circuitsFor(exported: unknown, file: unknown, rulesets: Record<string, AnyRuleset>): Record<string, unknown> {
  const created = parseExport(exported).commits[0]?.events[0];
  const { rulesetId, circuitId } = (created ?? {}) as { rulesetId?: string; circuitId?: string };
  const ruleset = rulesetId === undefined ? undefined : own(rulesets, rulesetId);
  if (!ruleset?.compileCircuit || circuitId === undefined) throw new Error('the export does not start with RaceCreated naming a known ruleset');
  return { [circuitId]: ruleset.compileCircuit(file) };
}

const show = (value: unknown): string => JSON.stringify(value) ?? 'nothing';

export function describeDivergence(d: Divergence): string[] {
  const place = [`commit ${d.commit}`, ...(d.turn === undefined ? [] : [`turn ${d.turn}`]), `event ${d.event}`].join(', ');
  return [`race diverges at ${place}${d.path ? `, ${d.path}` : ''}`, `  ${d.what}`, `  expected: ${show(d.expected)}`, `  found:    ${show(d.found)}`];
}

/** `--ratings`: every driver's rating recomputed from the races given, printed as JSON. */
async function printRatings(inputs: string[], rulesets: Record<string, AnyRuleset>, io: Io): Promise<number> {
  if (inputs.length === 0) {
    io.err(USAGE);
    return 2;
  }
  try {
    const exports = await Promise.all(inputs.map((input) => (isUrl(input) ? fetchExport(input) : readJsonFile(input))));
    io.out(JSON.stringify(ratingsFromExports(exports, rulesets), null, 2));
    return 0;
  } catch (error) {
    io.err(`cannot rate: ${describeError(error)}`);
    return 2;
  }
}

export async function runAudit(args: string[], rulesets: Record<string, AnyRuleset>, io: Io): Promise<number> {
  if (args[0] === '--ratings') return printRatings(args.slice(1), rulesets, io);
  const circuitFlag = args.indexOf('--circuit');
  const circuitPath = circuitFlag >= 0 ? args[circuitFlag + 1] : undefined;
  const inputs = args.filter((_, i) => circuitFlag < 0 || (i !== circuitFlag && i !== circuitFlag + 1));
  const [input] = inputs;
  if (inputs.length !== 1 || input === undefined || (circuitFlag >= 0 && circuitPath === undefined)) {
    io.err(USAGE);
    return 2;
  }
  let result: AuditResult;
  try {
    const exported = isUrl(input) ? await fetchExport(input) : await readJsonFile(input);
    const circuits = circuitPath === undefined ? {} : circuitsFor(exported, await readJsonFile(circuitPath), rulesets);
    result = auditRace(exported, rulesets, circuits);
  } catch (error) {
    io.err(`cannot audit ${input}: ${describeError(error)}`);
    return 2;
  }
  if (result.ok) {
    io.out(`race verified: ${result.turns} turns, ${result.rolls} rolls${result.shuffles === undefined ? '' : `, ${result.shuffles} shuffles`}`);
    return 0;
  }
  for (const line of describeDivergence(result.divergence)) io.out(line);
  return 1;
}
