/**
 * Every game names, in each language of the pages, each of its race settings and each value of its
 * settings' lists, for the organiser's page makes the game's create form from its schema and
 * would otherwise show a setting by its property's name, in English on an Italian page.
 */
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { HEX_RALLY_ID } from '../../domain/hex-rally/id.ts';
import { LAMBORGHINI_ID } from '../../domain/lamborghini/id.ts';
import { Language } from '../../domain/race/language.ts';
import { reporters } from '../../domain/reports.ts';
import { rulesets } from '../../domain/rulesets.ts';
import { AICS_ID } from '../../domain/speed-circuit/aics/id.ts';

interface Schema {
  properties?: Record<string, Schema>;
  enum?: unknown[];
  anyOf?: Schema[];
}

/** The names of a schema's properties, nested ones too, and the text values of its lists. */
const wordsOf = (schema: Schema): string[] => [
  ...Object.entries(schema.properties ?? {}).flatMap(([name, property]) => [name, ...wordsOf(property)]),
  ...(schema.enum ?? []).filter((value): value is string => typeof value === 'string'),
  ...(schema.anyOf ?? []).flatMap(wordsOf),
];

describe("the games' words on the organiser's page", () => {
  for (const ruleset of Object.values(rulesets))
    it(`names every setting of ${ruleset.id} in every language`, () => {
      const needed = wordsOf(z.toJSONSchema(ruleset.createSchema, { io: 'input', unrepresentable: 'any' }) as Schema);
      expect(needed.length).toBeGreaterThan(0);
      for (const language of Language.options) {
        const words = reporters[ruleset.id]?.organiser?.[language];
        expect(words?.name, `${ruleset.id} in ${language}`).toBeTruthy();
        expect(
          needed.filter((name) => !words?.settings[name]),
          `${ruleset.id} in ${language}`,
        ).toEqual([]);
      }
    });
});

describe("the shipped circuits' names", () => {
  for (const ruleset of Object.values(rulesets))
    it(`names every circuit ${ruleset.id} ships in every language, in English as its file does`, () => {
      const names = reporters[ruleset.id]?.circuits;
      const shipped = Object.entries(ruleset.shippedCircuits?.() ?? {}) as [string, { name: string }][];
      expect(shipped.map(([id]) => id)).toEqual([...ruleset.circuitIds]);
      expect(Object.fromEntries(shipped.map(([id, circuit]) => [id, circuit.name]))).toEqual(names?.en);
      expect(Object.keys(names?.it ?? {}).sort()).toEqual([...ruleset.circuitIds].sort());
    });

  it('gives the Italian pages an Italian name where the circuit has one, and keeps proper names', () => {
    expect(reporters[HEX_RALLY_ID]?.circuits?.it['orc-pass']).toBe('Passo degli Orchi');
    expect(reporters[AICS_ID]?.circuits?.it).toMatchObject({ 'test-oval': 'Ovale di prova', monza: 'Monza' });
    expect(reporters[LAMBORGHINI_ID]?.circuits?.it['circuit-a']).toBe('Circuito A');
  });
});
