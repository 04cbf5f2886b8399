/**
 * A request's input checked against its zod schema, or refused as problem+json naming each field
 * (problem.ts): what the HTTP API and the emailed replies parse their input with.
 */
import type * as z from 'zod';
import { type FieldError, fieldPath, fromZod, HttpProblem } from './problem.ts';

export const parse = <T extends z.ZodType>(schema: T, value: unknown): z.output<T> => {
  const result = schema.safeParse(value);
  if (!result.success) throw fromZod(result.error);
  return result.data;
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The keys of `input` that parsing dropped, at any depth: a stripping schema's unknown keys (its defaults only add keys). */
const droppedKeys = (input: unknown, output: unknown, path: PropertyKey[] = []): FieldError[] => {
  if (Array.isArray(input) && Array.isArray(output) && input.length === output.length)
    return input.flatMap((item, index) => droppedKeys(item, output[index], [...path, index]));
  if (!isRecord(input) || !isRecord(output)) return [];
  return Object.entries(input).flatMap(([key, value]) =>
    key in output ? droppedKeys(value, output[key], [...path, key]) : [{ field: fieldPath([...path, key]), reason: `Unrecognized key: "${key}"` }],
  );
};

/**
 * `parse`, refusing any key the schema does not know as a strict object would, at any depth: for
 * the game's bodies, whose schemas strip unknown keys in the domain (a move's misspelt `curve1`
 * would otherwise be dropped silently).
 */
export const parseStrictly = <T extends z.ZodType>(schema: T, value: unknown): z.output<T> => {
  const parsed = parse(schema, value);
  const unknown = droppedKeys(value, parsed);
  if (unknown.length > 0) throw new HttpProblem(400, 'the request does not match its schema', unknown);
  return parsed;
};
