/** The API's OpenAPI 3.1 description, generated from the same zod schemas that validate requests. */
import * as z from 'zod';
import type { AnyRuleset } from '../../domain/race/index.ts';
import { CreateChampionshipBody } from './championships.ts';
import { CreateRaceBody, DeadlineBody, EliminateBody, MoveText, MyMove, MyQualifying, MySetup, Receipt, RegisterBody, UploadCircuitBody } from './schemas.ts';

const jsonSchema = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
const json = (schema: z.ZodType) => ({ 'application/json': { schema: jsonSchema(schema) } });
const problem = { description: 'refused: application/problem+json (RFC 9457)', content: { 'application/problem+json': {} } };
const ok = { description: 'OK' };
const bearer = [{ bearer: [] }];
const tooFast = {
  ...problem,
  description: 'the car is sending too fast in this step: refused as application/problem+json, with the seconds to wait in Retry-After',
  headers: { 'Retry-After': { schema: { type: 'integer', minimum: 1 } } },
};

const operation = (summary: string, body?: z.ZodType, secured = false, answer?: z.ZodType) => ({
  summary,
  ...(secured ? { security: bearer } : {}),
  ...(body ? { requestBody: { required: true, content: json(body) } } : {}),
  responses: { '200': answer ? { ...ok, content: json(answer) } : ok, '4XX': problem },
});

/** A pole lap, setup or move: answered by a receipt, or refused for sending too fast. */
const submission = (summary: string, body: z.ZodType) => {
  const described = operation(summary, body, true, Receipt);
  return { ...described, responses: { ...described.responses, '429': tooFast } };
};

/** The race's body with the options each game offers, since `CreateRaceBody` can only say they are the game's business. */
const createRaceBody = (rulesets: Record<string, AnyRuleset>) => {
  const offered = Object.values(rulesets).flatMap((ruleset) => (ruleset.optionsSchema ? [ruleset.optionsSchema] : []));
  return offered.length === 0 ? CreateRaceBody : CreateRaceBody.extend({ options: z.union(offered).optional() });
};

export const openApi = (rulesets: Record<string, AnyRuleset>) => {
  const ruleset = rulesets['aics-3.06'] ?? Object.values(rulesets)[0];
  const gameBody = (schema: z.ZodType | undefined) => (schema ? schema : z.unknown());
  return {
    openapi: '3.1.0',
    info: { title: 'Speed Master', version: '1', description: `Game bodies follow the ${ruleset?.id ?? 'default'} ruleset.` },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths: {
      '/races': { get: operation('List races'), post: operation('Create a race (organiser)', createRaceBody(rulesets), true) },
      '/races/{id}': { get: operation('The race as the caller may see it, with the actions allowed now') },
      '/races/{id}/entries': { post: operation('Register; answers the secret token once', RegisterBody) },
      '/races/{id}/close-registration': { post: operation('Close registration (organiser)', undefined, true) },
      '/races/{id}/qualifying': { post: submission('Send or replace the car build and pole lap', gameBody(ruleset?.qualifyingSchema)) },
      '/races/{id}/qualifying/mine': { get: operation('Your pole lap that qualifying will play, with its revision', undefined, true, MyQualifying) },
      '/races/{id}/setup': { post: submission('Send or replace the pre-race choices', gameBody(ruleset?.setupSchema)) },
      '/races/{id}/setup/mine': { get: operation('Your pre-race choices that the start will play, with their revision', undefined, true, MySetup) },
      '/races/{id}/moves': {
        post: submission('Send or replace this turn\'s move, structured or as text', z.union([gameBody(ruleset?.moveSchema), MoveText])),
      },
      '/races/{id}/moves/mine': { get: operation('Your move that this turn will play, with its revision', undefined, true, MyMove) },
      '/races/{id}/moves/preview': {
        get: {
          ...operation('The speeds your car may declare this turn, where each lane or trajectory of the coming curve leads, and the path of `move`', undefined, true),
          parameters: [{ name: 'move', in: 'query', required: false, description: 'A move in the game\'s move text', schema: { type: 'string', maxLength: 2000 } }],
        },
      },
      '/races/{id}/standing-order': {
        get: operation('Your standing order', undefined, true),
        put: operation('Set the order the non-human player plays on the turns you miss', gameBody(ruleset?.standingOrderSchema), true),
        delete: operation('Clear your standing order', undefined, true),
      },
      '/races/{id}/withdraw': { post: operation('Withdraw your car', undefined, true) },
      '/races/{id}/events': { get: operation('Public history after a commit (`?after=N`)') },
      '/races/{id}/export': { get: operation('The whole public log; the seed once the race is finished') },
      '/races/{id}/resolve': { post: operation('Play the current step now, before its deadline too (organiser)', undefined, true) },
      '/races/{id}/deadline': { post: operation('Extend the deadline (organiser)', DeadlineBody, true) },
      '/races/{id}/eliminate': { post: operation('Eliminate a car (organiser)', EliminateBody, true) },
      '/races/{id}/circuit.svg': { get: operation('The race\'s picture (image/svg+xml), or right after a turn (`?turn=N`)') },
      '/dice/{code}': { get: operation('What a roll was for, its result, and its verification once the seed is revealed') },
      '/circuits': { get: operation('Circuits by ruleset'), post: operation('Upload a circuit file (organiser)', UploadCircuitBody, true) },
      '/circuits/{id}.svg': { get: operation('The circuit\'s picture (image/svg+xml)') },
      '/circuits/{id}/best-lap': {
        get: {
          ...operation('The fastest lap without dice of a car (the car\'s characteristics as query parameters), as a move program (organiser)', undefined, true),
          parameters: Object.entries(jsonSchema(ruleset?.bestLap?.carSchema ?? z.object({})).properties ?? {}).map(([name, schema]) => ({ name, in: 'query', required: true, schema })),
        },
      },
      '/championships': { post: operation('Group races into a championship (organiser)', CreateChampionshipBody, true) },
      '/championships/{id}': { get: operation('The championship, its races and the standings over the races finished so far') },
      '/openapi.json': { get: operation('This document') },
    },
  };
};
