/** The API's OpenAPI 3.1 description, generated from the same zod schemas that validate requests. */
import * as z from 'zod';
import { DEFAULT_RULESET_ID } from '../../domain/race/commands.ts';
import type { AnyRuleset } from '../../domain/race/index.ts';
import { CreateChampionshipBody } from './championships.ts';
import {
  CreateRaceBody,
  DeadlineBody,
  EliminateBody,
  MoveText,
  MyMove,
  MyQualifying,
  MySetup,
  Receipt,
  RegisterBody,
  ResolveBody,
  TokenRequestBody,
  UploadCircuitBody,
} from './schemas.ts';

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
const json = (schema: z.ZodType) => ({ 'application/json': { schema: jsonSchema(schema) } });
const problem = { description: 'refused: application/problem+json (RFC 9457)', content: { 'application/problem+json': {} } };
const notJson = {
  description: 'the body is not sent as application/json (or a +json type, in UTF-8): application/problem+json',
  content: { 'application/problem+json': {} },
};
const failed = {
  description: "failed: application/problem+json whose `requestId` names the failure in the server's log",
  content: { 'application/problem+json': {} },
};
const ok = { description: 'OK' };
const bearer = [{ bearer: [] }];
const tooFast = {
  ...problem,
  description: 'the car is sending too fast in this step: refused as application/problem+json, with the seconds to wait in Retry-After',
  headers: { 'Retry-After': { schema: { type: 'integer', minimum: 1 } } },
};

/** Every command may carry one: a retry with the same key gets the first answer and does nothing again. */
const idempotencyKey = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'A random key (8 to 255 printable ASCII characters) per request; a retry with the same key gets the first answer (`Idempotent-Replayed: true`), 409 while the first is still running, 422 if the key was used for another request.',
  schema: { type: 'string', minLength: 8, maxLength: 255 },
};

const operation = (summary: string, body?: z.ZodType, secured = false, { answer, required = true }: { answer?: z.ZodType; required?: boolean } = {}) => ({
  summary,
  ...(secured ? { security: bearer } : {}),
  ...(body ? { requestBody: { required, content: json(body) } } : {}),
  responses: { '200': answer ? { ...ok, content: json(answer) } : ok, ...(body ? { '415': notJson } : {}), '4XX': problem, '5XX': failed },
});

const command = (summary: string, body?: z.ZodType, secured = false, options: { answer?: z.ZodType; required?: boolean } = {}) => ({
  ...operation(summary, body, secured, options),
  parameters: [idempotencyKey],
});

/** A pole lap, setup or move: answered by a receipt, or refused for sending too fast. */
const submission = (summary: string, body: z.ZodType) => {
  const described = command(summary, body, true, { answer: Receipt });
  return { ...described, responses: { ...described.responses, '429': tooFast } };
};

/** The race's body with the options each game offers, since `CreateRaceBody` can only say they are the game's business. */
const createRaceBody = (rulesets: Record<string, AnyRuleset>) => {
  const offered = Object.values(rulesets).flatMap((ruleset) => (ruleset.optionsSchema ? [ruleset.optionsSchema] : []));
  return offered.length === 0 ? CreateRaceBody : CreateRaceBody.extend({ options: z.union(offered).optional() });
};

export const openApi = (rulesets: Record<string, AnyRuleset>) => {
  const ruleset = rulesets[DEFAULT_RULESET_ID] ?? Object.values(rulesets)[0];
  const gameBody = (schema: z.ZodType | undefined) => (schema ? schema : z.unknown());
  return {
    openapi: '3.1.0',
    info: { title: 'Speed Master', version: '1', description: `Game bodies follow the ${ruleset?.id ?? 'default'} ruleset.` },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths: {
      '/races': { get: operation('List races'), post: command('Create a race (organiser)', createRaceBody(rulesets), true) },
      '/races/{id}': { get: operation('The race as the caller may see it, with the actions allowed now') },
      '/races/{id}/entries': { post: command('Register; answers the secret token once (again to a retry with the same Idempotency-Key)', RegisterBody) },
      '/races/{id}/entries/token': {
        post: command('Email a new token to the address registered (202 whether or not it is; one every 10 minutes at most)', TokenRequestBody),
      },
      '/races/{id}/close-registration': { post: command('Close registration (organiser)', undefined, true) },
      '/races/{id}/qualifying': { post: submission('Send or replace the car build and pole lap', gameBody(ruleset?.qualifyingSchema)) },
      '/races/{id}/qualifying/mine': {
        get: operation('Your pole lap that qualifying will play, with its revision', undefined, true, { answer: MyQualifying }),
      },
      '/races/{id}/setup': { post: submission('Send or replace the pre-race choices', gameBody(ruleset?.setupSchema)) },
      '/races/{id}/setup/mine': { get: operation('Your pre-race choices that the start will play, with their revision', undefined, true, { answer: MySetup }) },
      '/races/{id}/moves': {
        post: submission("Send or replace this turn's move, structured or as text", z.union([gameBody(ruleset?.moveSchema), MoveText])),
      },
      '/races/{id}/moves/mine': { get: operation('Your move that this turn will play, with its revision', undefined, true, { answer: MyMove }) },
      '/races/{id}/moves/preview': {
        get: {
          ...operation(
            'The speeds your car may declare this turn, where each lane or trajectory of the coming curve leads, and the path of `move`',
            undefined,
            true,
          ),
          parameters: [
            { name: 'move', in: 'query', required: false, description: "A move in the game's move text", schema: { type: 'string', maxLength: 2000 } },
          ],
        },
      },
      '/races/{id}/standing-order': {
        get: operation('Your standing order', undefined, true),
        put: command('Set the order the non-human player plays on the turns you miss', gameBody(ruleset?.standingOrderSchema), true),
        delete: command('Clear your standing order', undefined, true),
      },
      '/races/{id}/withdraw': { post: command('Withdraw your car', undefined, true) },
      '/races/{id}/events': { get: operation('Public history after a commit (`?after=N`)') },
      '/races/{id}/export': { get: operation('The whole public log; the seed once the race is finished') },
      '/races/{id}/resolve': {
        post: command(
          'Play the step named (or the one open now), before its deadline too; a step played already answers the race (organiser)',
          ResolveBody,
          true,
          { required: false },
        ),
      },
      '/races/{id}/deadline': { post: command('Extend the deadline (organiser)', DeadlineBody, true) },
      '/races/{id}/eliminate': { post: command('Eliminate a car (organiser)', EliminateBody, true) },
      '/races/{id}/circuit.svg': { get: operation("The race's picture (image/svg+xml), or right after a turn (`?turn=N`)") },
      '/dice/{code}': {
        get: operation("What a roll or a shuffle was for, its result, and its verification once the seed is revealed (a shuffle's order too)"),
      },
      '/circuits': { get: operation('Circuits by ruleset'), post: command('Upload a circuit file (organiser)', UploadCircuitBody, true) },
      '/circuits/{id}.svg': { get: operation("The circuit's picture (image/svg+xml)") },
      '/circuits/{id}/best-lap': {
        get: {
          ...operation("The fastest lap without dice of a car (the car's characteristics as query parameters), as a move program (organiser)", undefined, true),
          parameters: Object.entries(jsonSchema(ruleset?.bestLap?.carSchema ?? z.object({})).properties ?? {}).map(([name, schema]) => ({
            name,
            in: 'query',
            required: true,
            schema,
          })),
        },
      },
      '/championships': { post: command('Group races into a championship (organiser)', CreateChampionshipBody, true) },
      '/championships/{id}': { get: operation('The championship, its races and the standings over the races finished so far') },
      '/openapi.json': { get: operation('This document') },
    },
  };
};
