/**
 * Every id and string the API takes is bounded before it reaches the store: every route of the
 * OpenAPI document, with each of its path and query parameters in turn set to a value of 1, 2,049
 * or 100,000 characters or to an odd one (an encoded slash, unicode, control characters, "..",
 * nothing), sent by every kind of caller, is answered without a 5xx, and every refusal is
 * problem+json naming the field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rulesets } from '../../domain/rulesets.ts';
import { type Api, bearer, organiser, startApi } from './world.ts';

let api: Api;
let player = '';
let document: { paths: Record<string, Record<string, Operation | Parameter[]>> };
beforeAll(async () => {
  api = await startApi('speed-master-bounds', rulesets);
  await api.call('POST', '/races', { id: 'walk', title: 'Walk GP', circuitId: 'test-oval', rulesetId: 'aics-3.06' }, organiser);
  player = (await api.call('POST', '/races/walk/entries', { name: 'Ada', email: 'ada@example.org' })).body.token;
  document = (await api.call('GET', '/openapi.json')).body;
});
afterAll(() => api.close());

interface Parameter {
  name: string;
  in: string;
}
interface Operation {
  parameters?: Parameter[];
}

const ODD = {
  '1 character': 'a',
  '2,049 characters': 'a'.repeat(2049),
  '100,000 characters': 'a'.repeat(100_000),
  'an encoded slash': 'a/b',
  unicode: 'é🏁名',
  'control characters': 'a\u0000\u001b\u007f\u0085b',
  '..': '..',
  nothing: '',
};

/** A value each parameter may have, for the parameters not under test. */
const VALID: Record<string, string> = { id: 'walk', code: 'walk-1-1B1-0000', file: 'test-oval.svg', car: '1', after: '0', turn: '1', move: '' };
const validFor = (path: string, name: string) =>
  name === 'id' && path.startsWith('/circuits') ? 'test-oval' : name === 'id' && path.startsWith('/championships') ? 'none' : (VALID[name] ?? '1');

/** The names a refusal may give the parameter: its own, or the kind of id it is. */
const namesOf = (path: string, name: string): string[] => {
  const kind = path.startsWith('/races') ? 'raceId' : path.startsWith('/circuits') ? 'circuitId' : undefined;
  return [name, ...(kind && (name === 'id' || name === 'file') ? [kind] : [])];
};

const CALLERS = { nobody: () => ({}), player: () => bearer(player), organiser: () => organiser };
const METHODS = ['get', 'put', 'post', 'delete'] as const;

describe('every parameter of every route', () => {
  it('is bounded: no 5xx for any value or caller, every refusal problem+json naming the field', async () => {
    const failures: string[] = [];
    let requests = 0;
    for (const [path, item] of Object.entries(document.paths)) {
      const shared = (item.parameters as Parameter[] | undefined) ?? [];
      for (const method of METHODS.filter((m) => m in item)) {
        const operation = item[method] as Operation;
        const parameters = [...shared, ...(operation.parameters ?? [])].filter((p) => p.in === 'path' || p.in === 'query');
        for (const parameter of parameters)
          for (const [label, odd] of Object.entries(ODD))
            for (const [caller, headers] of Object.entries(CALLERS)) {
              // A circuit's picture is its id followed by ".svg", a calendar feed its id followed by ".ics": the odd value is the id.
              const suffix: Record<string, string> = { file: '.svg', feed: '.ics' };
              const value = (p: Parameter) => (p !== parameter ? validFor(path, p.name) : `${odd}${suffix[p.name] ?? ''}`);
              const url =
                path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(value(parameters.find((p) => p.name === name) as Parameter))) +
                `?${new URLSearchParams(parameters.filter((p) => p.in === 'query').map((p) => [p.name, value(p)]))}`;
              const answer = await api.call(method.toUpperCase(), url, method === 'get' ? undefined : {}, headers());
              requests++;
              const errors = (answer.body?.errors ?? []) as { field?: unknown }[];
              const what = `${method} ${path} with ${parameter.name} ${label}, by ${caller}: ${answer.status}`;
              if (answer.status >= 500) failures.push(`${what} ${JSON.stringify(answer.body).slice(0, 200)}`);
              else if (
                answer.status >= 400 &&
                (answer.type !== 'application/problem+json' || errors.length === 0 || errors.some((e) => typeof e.field !== 'string'))
              )
                failures.push(`${what} names no field: ${answer.type} ${JSON.stringify(answer.body).slice(0, 200)}`);
              // A value too long for any store, refused as bad or as naming nothing, is refused for itself.
              else if (
                [400, 404].includes(answer.status) &&
                odd.length > 2048 &&
                !errors.some((e) => namesOf(path, parameter.name).includes(e.field as string))
              )
                failures.push(`${what} names ${JSON.stringify(errors.map((e) => e.field))}, not ${parameter.name}`);
            }
      }
    }
    expect(requests).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 300_000);
});
