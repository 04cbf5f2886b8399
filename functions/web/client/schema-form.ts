/**
 * A form made from a step kind's JSON Schema (the OpenAPI document's `<rulesetId>.<kind>`), so that
 * every step of a new game has a page without client code of its own: numbers, checkboxes, lists
 * and text for the flat fields, a fieldset for a nested object or a list of preferences, and JSON
 * to type where no input fits (other arrays, unions). Only what zod's JSON Schema of a submission says is read.
 */
import { type Child, el } from './dom.ts';
import { type Control, type FieldError, type FieldErrors, field, freshId, requiredMark, words } from './fields.ts';

export interface JsonSchema {
  type?: string | string[];
  description?: string;
  default?: unknown;
  const?: unknown;
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  maxLength?: number;
}

/** A part of the form: its block (none for an object that takes nothing) and the value typed, undefined when left empty. */
interface Part {
  node: HTMLElement | null;
  read(): unknown;
}

/** A field the form cannot read, such as JSON that does not parse: shown next to it like the API's refusals. */
export class InputError extends Error implements FieldError {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/** Strings that may be longer than this are written in a text area: a program of moves, not a name. */
const LONG_TEXT = 200;

/** Keywords that only narrow a value: an `allOf` of them (zod's patterns of a plain text) leaves the field what it was. */
const NARROWING = new Set(['pattern', 'minLength', 'maxLength', 'format', 'minimum', 'maximum', 'multipleOf']);

/**
 * The schema as a field shows it: an `allOf` of patterns dropped (the API checks them and names
 * the field), a type that may be null as that type (an empty field is left out, and the default
 * applies), and a choice of constants as the list it is (zod's `z.union([z.literal(24), z.literal(26)])`).
 */
function plain(schema: JsonSchema): JsonSchema {
  let shown = schema;
  if (shown.allOf?.every((part) => Object.keys(part).every((key) => NARROWING.has(key)))) {
    const { allOf: _, ...rest } = shown;
    shown = rest;
  }
  if (Array.isArray(shown.type) && shown.type.length === 2 && shown.type.includes('null'))
    shown = { ...shown, type: shown.type.find((type) => type !== 'null') };
  const choices = shown.anyOf ?? shown.oneOf;
  if (choices?.length && choices.every((choice) => choice.const !== undefined)) {
    const { anyOf: _, oneOf: __, ...rest } = shown;
    const values = choices.map((choice) => choice.const);
    shown = { ...rest, type: typeof values[0] === 'string' ? 'string' : 'number', enum: values };
  }
  return shown;
}

const isUnion = (schema: JsonSchema): boolean => Boolean(schema.oneOf ?? schema.anyOf ?? schema.allOf ?? schema.$ref);
const hasFields = (schema: JsonSchema): boolean => schema.type === 'object' && Object.keys(schema.properties ?? {}).length > 0;
/** `{}` with no other property allowed: a step where the player only says he is ready. */
const takesNothing = (schema: JsonSchema): boolean =>
  schema.type === 'object' && Object.keys(schema.properties ?? {}).length === 0 && schema.additionalProperties === false;

/** A value the schema takes, to show what its JSON looks like: the least one, with only the required properties. */
function exampleOf(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const first = (schema.oneOf ?? schema.anyOf)?.[0];
  if (first) return exampleOf(first);
  switch (schema.type) {
    case 'object':
      return Object.fromEntries((schema.required ?? []).map((name) => [name, exampleOf(schema.properties?.[name] ?? {})]));
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => exampleOf(schema.items ?? {}));
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return false;
    case 'string':
      return '';
    default:
      return null;
  }
}

const join = (path: string, name: string): string => (path === '' ? name : `${path}.${name}`);

/** A field's label from its property's name, and an option's from its value: the page's words where it has some. */
export interface Labels {
  field(name: string): string;
  value(value: string): string;
}

const byName: Labels = { field: words, value: words };

/** Where each refusal goes, and whether the field must be filled: the whole path from the submission down is required. */
interface At {
  path: string;
  label: string;
  required: boolean;
  errors: FieldErrors;
  labels: Labels;
}

/** A control's part, its error registered under its path. */
function controlPart(control: Control, schema: JsonSchema, at: At, read: () => unknown, help = schema.description): Part {
  const { node, error } = field(control, at.label, { help, required: at.required && control.type !== 'checkbox' });
  at.errors.add(at.path, control, error);
  return { node, read };
}

function numberPart(schema: JsonSchema, at: At): Part {
  const input = el('input', { type: 'number', step: String(schema.multipleOf ?? (schema.type === 'integer' ? 1 : 'any')) });
  if (schema.type === 'integer') input.inputMode = 'numeric';
  if (schema.minimum !== undefined) input.min = String(schema.minimum);
  if (schema.maximum !== undefined) input.max = String(schema.maximum);
  if (typeof schema.default === 'number') input.value = String(schema.default);
  return controlPart(input, schema, at, () => (input.value === '' ? undefined : Number(input.value)));
}

/** Unticked is `false` only where that differs from leaving the field out: a required field, or one whose default is true. */
function checkboxPart(schema: JsonSchema, at: At): Part {
  const input = el('input', { type: 'checkbox' });
  input.checked = schema.default === true;
  return controlPart(input, schema, at, () => (input.checked ? true : at.required || schema.default === true ? false : undefined));
}

/** A list of the enum's values, each read back as the value it is (a number stays a number). */
function selectPart(schema: JsonSchema, at: At): Part {
  const values = schema.enum ?? [];
  const select = el(
    'select',
    {},
    el('option', { value: '' }, at.required ? 'Choose…' : '—'),
    ...values.map((value) => el('option', { value: String(value) }, at.labels.value(String(value)))),
  );
  select.value = schema.default === undefined ? '' : String(schema.default);
  return controlPart(select, schema, at, () => values.find((value) => String(value) === select.value));
}

function textPart(schema: JsonSchema, at: At): Part {
  const long = (schema.maxLength ?? 0) > LONG_TEXT;
  const control = long ? el('textarea', { rows: '8' }) : el('input', {});
  control.spellcheck = false;
  control.setAttribute('autocomplete', 'off');
  if (schema.maxLength !== undefined) control.maxLength = schema.maxLength;
  if (typeof schema.default === 'string') control.value = schema.default;
  return controlPart(control, schema, at, () => (control.value === '' ? undefined : control.value));
}

/** A group of fields under its legend, with the schema's help and the place its refusal is shown. */
function fieldset(schema: JsonSchema, at: At, children: readonly Child[]): { node: HTMLElement; error: HTMLElement } {
  const id = freshId('group');
  const error = el('p', { id: `${id}-error`, class: 'error' });
  const help = schema.description ? el('p', { id: `${id}-help`, class: 'help' }, schema.description) : null;
  const node = el(
    'fieldset',
    { 'aria-describedby': [help?.id, error.id].filter(Boolean).join(' ') },
    el('legend', {}, at.label, at.required && requiredMark()),
    help,
    error,
    ...children,
  );
  return { node, error };
}

/** A list of distinct values of an enum, most wanted first (a player's preferences): one list of choices per place, empty places left out. */
const isPreferences = (schema: JsonSchema): boolean =>
  schema.type === 'array' && schema.items?.type === 'string' && Array.isArray(schema.items.enum) && schema.maxItems !== undefined;

function preferencesPart(schema: JsonSchema, at: At): Part {
  const values = (schema.items?.enum ?? []).map(String);
  const selects = Array.from({ length: schema.maxItems ?? 0 }, () =>
    el('select', {}, el('option', { value: '' }, '—'), ...values.map((value) => el('option', { value }, at.labels.value(value)))),
  );
  const { node, error } = fieldset(
    schema,
    at,
    selects.map((select, i) => field(select, `Choice ${i + 1}`).node),
  );
  at.errors.add(at.path, selects[0] ?? node, error, false);
  const read = () => {
    const chosen = selects.map((select) => select.value).filter((value) => value !== '');
    return chosen.length === 0 && !at.required ? undefined : chosen;
  };
  return { node, read };
}

/** Whether the form shows every field of `schema` with a control of its own, none of it typed as JSON. */
export const fieldByField = (shown: JsonSchema): boolean => {
  const schema = plain(shown);
  if (isUnion(schema)) return false;
  if (hasFields(schema)) return Object.values(schema.properties ?? {}).every(fieldByField);
  if (takesNothing(schema) || isPreferences(schema)) return true;
  if (schema.type === 'string' || schema.enum) return true;
  return schema.type === 'integer' || schema.type === 'number' || schema.type === 'boolean';
};

/** What no input fits, typed as JSON: prefilled with an example when it must be sent, empty (left out) otherwise. */
function jsonPart(schema: JsonSchema, at: At): Part {
  const example = JSON.stringify(exampleOf(schema));
  const textarea = el('textarea', { rows: '4', class: 'json' });
  textarea.spellcheck = false;
  if (at.required) textarea.value = example;
  const help = [schema.description, `Written in JSON, such as ${example}.`].filter(Boolean).join(' ');
  const read = () => {
    if (textarea.value.trim() === '') return undefined;
    try {
      return JSON.parse(textarea.value) as unknown;
    } catch (error) {
      throw new InputError(at.path, `this is not JSON (${error instanceof Error ? error.message : String(error)})`);
    }
  };
  return controlPart(textarea, schema, { ...at, label: `${at.label} (JSON)` }, read, help);
}

/** An object's fields, in a fieldset below the submission itself; left out when optional and nothing in it is filled. */
function objectPart(schema: JsonSchema, at: At, top: boolean): Part {
  const parts = Object.entries(schema.properties ?? {}).map(
    ([name, property]) =>
      [
        name,
        part(property, {
          ...at,
          path: join(at.path, name),
          label: at.labels.field(name),
          required: at.required && (schema.required ?? []).includes(name),
        }),
      ] as const,
  );
  const read = () => {
    const value = Object.fromEntries(parts.map(([name, one]) => [name, one.read()]).filter(([, one]) => one !== undefined));
    return Object.keys(value).length === 0 && !at.required ? undefined : value;
  };
  const children = parts.map(([, one]) => one.node);
  if (top) return { node: el('div', {}, ...children), read };
  const { node, error } = fieldset(schema, at, children);
  // A refusal of the whole object (a build that spends too many points) is shown at its legend; focus goes to its first field.
  at.errors.add(at.path, node.querySelector<HTMLElement>('input, select, textarea') ?? node, error, false);
  return { node, read };
}

function part(shown: JsonSchema, at: At, top = false): Part {
  const schema = plain(shown);
  if (isUnion(schema)) return jsonPart(schema, at);
  if (hasFields(schema)) return objectPart(schema, at, top);
  if (takesNothing(schema)) return { node: null, read: () => (at.required ? {} : undefined) };
  if (schema.enum) return selectPart(schema, at);
  if (schema.type === 'string') return textPart(schema, at);
  if (schema.type === 'integer' || schema.type === 'number') return numberPart(schema, at);
  if (schema.type === 'boolean') return checkboxPart(schema, at);
  if (isPreferences(schema)) return preferencesPart(schema, at);
  return jsonPart(schema, at);
}

/** The form of a submission of `schema`; `label` names it when it is a single field (a submission that is not an object of fields). */
export const schemaForm = (schema: JsonSchema, label: string, errors: FieldErrors, labels: Labels = byName): Part =>
  part(schema, { path: '', label, required: true, errors, labels }, true);
