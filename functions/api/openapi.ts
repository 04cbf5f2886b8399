/** The API's OpenAPI 3.1 description, generated from the same zod schemas that validate requests. */
import * as z from 'zod';
import { Absence, AbsenceRequest } from '../../domain/absences.ts';
import { CarChoices, StepChoices } from '../../domain/race/choices.ts';
import { ChampionshipId, CircuitId, DiceCode, RaceId, SeasonId } from '../../domain/race/ids.ts';
import type { AnyRuleset } from '../../domain/race/index.ts';
import type { Assists } from '../../domain/race/ruleset.ts';
import { CreateChannelBody } from '../channels/channel.ts';
import { API_ROUTES, RESOLVER_ROUTES, type Route, type RouteName } from '../http/routes.ts';
import { NextSeasonBody } from '../race/next-season.ts';
import {
  CalendarFeedRequestBody,
  ChoicesBody,
  CreateRaceBody,
  DeadlineBody,
  EliminateBody,
  HandOverBody,
  MoveEnvelope,
  MoveText,
  MyMove,
  MyQualifying,
  MySetup,
  MySubmission,
  PauseBody,
  PauseVoteBody,
  ProblemBody,
  Receipt,
  RegisterBody,
  ReinstateBody,
  ResolveBody,
  ResumeBody,
  StandingOrderChoicesBody,
  SubmissionBody,
  TokenRequestBody,
  UploadCircuitBody,
  WithdrawBody,
} from '../race/schemas.ts';
import { CloseSeasonBody, CreateSeasonBody } from '../race/seasons.ts';
import { SeedTiersBody } from '../race/seeding.ts';
import { CreateChampionshipBody } from './championships.ts';

type JsonSchema = Record<string, unknown>;
const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema & { properties?: Record<string, JsonSchema> };
const json = (schema: z.ZodType | JsonSchema) => ({ 'application/json': { schema: schema instanceof z.ZodType ? jsonSchema(schema) : schema } });

/** Every 4XX and 5XX answer is this document (functions/http/problem.ts). */
const problemContent = { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } };
const problem = { description: 'refused: application/problem+json (RFC 9457)', content: problemContent };
const notJson = {
  description: 'the body is not sent as application/json (or a +json type, in UTF-8): application/problem+json',
  content: problemContent,
};
const failed = {
  description: "failed: application/problem+json whose `requestId` names the failure in the server's log",
  content: problemContent,
};
const tooFast = {
  description: 'the car is sending too fast in this step: refused as application/problem+json, with the seconds to wait in Retry-After',
  headers: { 'Retry-After': { schema: { type: 'integer', minimum: 1 } } },
  content: problemContent,
};
const svg = { 'image/svg+xml': { schema: { type: 'string' } } };
const calendar = { 'text/calendar': { schema: { type: 'string', description: 'iCalendar (RFC 5545)' } } };

/** Loose descriptions of the answers that have no zod schema of their own. */
const object = (description: string, properties: Record<string, JsonSchema> = {}, required = Object.keys(properties)): JsonSchema => ({
  type: 'object',
  description,
  properties,
  required,
});
/** A player's absences and what the year allows (functions/race/absences.ts `MyAbsences`). */
const myAbsences: Record<string, JsonSchema> = {
  absences: { type: 'array', items: jsonSchema(Absence) },
  allowance: object('the days a calendar year allows each player, and those your absences take by year', {
    days: { type: 'integer' },
    used: { type: 'object', additionalProperties: { type: 'integer' } },
  }),
};
const RaceView = object('the race as the caller may see it (`publicView`), with the actions allowed now');
const RaceAnswer = object('the race after the request', { race: RaceView });
/** A new driver's car, his secret token answered this once, whether it was emailed to him, and the race. */
const tokenAnswer = (description: string) =>
  object(description, { car: { type: 'string' }, token: { type: 'string' }, emailed: { type: 'boolean' }, race: RaceView });
const Commits = {
  type: 'array',
  items: object('one commit of the log', { commit: { type: 'integer' }, at: { type: 'string' }, events: { type: 'array', items: { type: 'object' } } }),
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
const query = (name: string, schema: JsonSchema, description: string, required = false) => ({ name, in: 'query', required, description, schema });

/** Who may call: a bearer token (organiser's or player's) is required, changes what is shown, or is not looked at. */
type Auth = 'token' | 'optional' | 'none';
const securityOf: Record<Auth, unknown[]> = { token: [{ bearer: [] }], optional: [{}, { bearer: [] }], none: [] };

interface Described {
  body?: z.ZodType | JsonSchema;
  auth?: Auth;
  answer?: z.ZodType | JsonSchema;
  /** The answer's media type when it is not JSON. */
  media?: Record<string, unknown>;
  status?: '200' | '201' | '202' | '204';
  required?: boolean;
  parameters?: unknown[];
}

const operation = (summary: string, { body, auth = 'none', answer, media, status = '200', required = true, parameters }: Described = {}) => ({
  summary,
  security: securityOf[auth],
  ...(parameters ? { parameters } : {}),
  ...(body ? { requestBody: { required, content: json(body) } } : {}),
  responses: {
    [status]: {
      description: status === '201' ? 'Created' : status === '202' ? 'Accepted' : status === '204' ? 'No Content' : 'OK',
      ...(media ? { content: media } : answer ? { content: json(answer) } : {}),
    },
    ...(body ? { '415': notJson } : {}),
    '4XX': problem,
    '5XX': failed,
  },
});

const command = (summary: string, described: Described = {}) =>
  operation(summary, { ...described, parameters: [idempotencyKey, ...(described.parameters ?? [])] });

/** A pole lap, setup or move: answered by a receipt, or refused for sending too fast. */
const submission = (summary: string, body: z.ZodType | JsonSchema) => {
  const described = command(summary, { body, auth: 'token', answer: Receipt });
  return { ...described, responses: { ...described.responses, '429': tooFast } };
};

/** The move as the API takes it: the game's structured move with the turn it is meant for, no other key (routes/submissions.ts). */
const structuredMove = (schema: z.ZodType | undefined) =>
  schema instanceof z.ZodObject ? z.strictObject({ ...schema.shape, turn: MoveEnvelope.shape.turn }) : (schema ?? z.unknown());

/** Each path's ids, of the kinds domain/race/ids.ts gives, by the path's first segment: a race's, a circuit's, a roll's code, … */
const ID_KINDS: Record<string, z.ZodType<string>> = { races: RaceId, circuits: CircuitId, championships: ChampionshipId, seasons: SeasonId, dice: DiceCode };

const pathParameter = (path: string, name: string) => {
  if (name === 'name')
    return { name, in: 'path', required: true, description: 'the name a driver enters races under', schema: { type: 'string', minLength: 1, maxLength: 100 } };
  const of = path.split('/')[1] ?? '';
  const kind = ID_KINDS[of] ?? z.string();
  if (name === 'feed')
    return {
      name,
      in: 'path',
      required: true,
      description: "the calendar feed's secret id, as emailed, followed by `.ics`",
      schema: { type: 'string', pattern: '^[0-9a-f]{64}\\.ics$' },
    };
  if (name === 'absence')
    return { name, in: 'path', required: true, description: "the absence's id, as declared", schema: { type: 'string', pattern: '^[0-9a-f]{16}$' } };
  if (name === 'file') {
    const { pattern } = jsonSchema(CircuitId) as { pattern: string };
    const schema = { type: 'string', pattern: `${pattern.replace(/\$$/, '')}\\.svg$` };
    return { name, in: 'path', required: true, description: "a circuit's id followed by `.svg`", schema };
  }
  const { $schema: _, ...schema } = jsonSchema(kind);
  const description = name === 'code' ? "a roll's or a shuffle's code" : `the ${of.replace(/s$/, '')}'s id`;
  return { name, in: 'path', required: true, description, schema };
};

/** `post` of the path of `RESOLVER_ROUTES.closeRegistration` → `postRacesByIdCloseRegistration`. */
const operationId = (method: string, path: string) =>
  method +
  path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const name = /^\{(\w+)\}$/.exec(segment)?.[1];
      const words = (name ? `by-${name}` : segment).split(/[^A-Za-z0-9]+/).filter(Boolean);
      return words.map((word) => word[0]?.toUpperCase() + word.slice(1)).join('');
    })
    .join('');

/** Every route of the tables (functions/http/routes.ts), with its operation: each path item with its path parameters declared, each operation with its id. */
const pathsOf = (operations: Record<RouteName, object>) => {
  const routes: Record<RouteName, Route> = { ...API_ROUTES, ...RESOLVER_ROUTES };
  const items: Record<string, Record<string, object>> = {};
  for (const [name, described] of Object.entries(operations) as [RouteName, object][]) {
    const { method, path } = routes[name];
    items[path] = { ...items[path], [method]: { operationId: operationId(method, path), ...described } };
  }
  return Object.fromEntries(
    Object.entries(items).map(([path, item]) => {
      const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
      return [path, { ...(names.length > 0 ? { parameters: names.map((name) => pathParameter(path, name)) } : {}), ...item }];
    }),
  );
};

/** The race's body for each game, with the settings it takes, since `CreateRaceBody` can only say they are the game's business. */
const createRaceBody = (rulesets: Record<string, AnyRuleset>) => {
  const [first, ...others] = Object.values(rulesets).map((ruleset, index) =>
    CreateRaceBody.extend({
      // The first game is the default (domain/rulesets.ts).
      rulesetId: index === 0 ? z.literal(ruleset.id).optional() : z.literal(ruleset.id),
      ...ruleset.createSchema.shape,
    }).strict(),
  );
  if (first === undefined) return CreateRaceBody;
  return others.length === 0 ? first : z.union([first, ...others]);
};

/** Each game's kinds of step, by `<game>.<kind>`: what `RESOLVER_ROUTES.submit` takes as `submission`. */
const stepSchemas = (rulesets: Record<string, AnyRuleset>): Record<string, JsonSchema> =>
  Object.fromEntries(
    Object.values(rulesets).flatMap((ruleset) =>
      Object.entries(ruleset.kinds).map(([kind, { schema }]) => [
        `${ruleset.id}.${kind}`,
        { ...jsonSchema(schema), description: `a ${kind} of ${ruleset.id}` },
      ]),
    ),
  );

export const openApi = (rulesets: Record<string, AnyRuleset>, assists: Record<string, Assists> = {}) => {
  const ruleset = Object.values(rulesets)[0];
  const steps = stepSchemas(rulesets);
  const anySubmission = { anyOf: Object.keys(steps).map((name) => ({ $ref: `#/components/schemas/${encodeURIComponent(name)}` })) };
  const submissionBody = jsonSchema(SubmissionBody);
  const kind = (name: string) => ruleset?.kinds[name]?.schema;
  const gameBody = (schema: z.ZodType | undefined) => (schema ? schema : z.unknown());
  const organiserCommand = (summary: string, body?: z.ZodType, options: Described = {}) =>
    command(summary, { ...options, ...(body ? { body } : {}), auth: 'token', answer: RaceAnswer });
  const standingOrder = object('your standing order; null when there is none', { car: { type: 'string' }, order: {} });
  const standingOrderSet = object('your standing order, with what you should know of it for the coming step; null when there is none', {
    car: { type: 'string' },
    order: {},
    warnings: jsonSchema(Receipt.shape.warnings),
  });
  const carSchema = jsonSchema(Object.values(assists).find((assist) => assist.bestLap)?.bestLap?.carSchema ?? z.object({}));
  return {
    openapi: '3.1.0',
    info: { title: 'Speed Master', version: '1', description: `Game bodies follow the ${ruleset?.id ?? 'default'} ruleset.` },
    servers: [{ url: '/', description: 'the same origin as this document' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      schemas: { Problem: jsonSchema(ProblemBody), ...steps },
    },
    paths: pathsOf({
      listRaces: operation('List races', {
        answer: object('every race, the soonest deadline first and those without one last', {
          races: {
            type: 'array',
            items: object(
              'a race in the index',
              {
                raceId: { type: 'string' },
                status: { type: 'string' },
                title: { type: 'string' },
                circuit: { type: 'string' },
                nextDeadline: {
                  type: 'string',
                  format: 'date-time',
                  description: "none while the race is in registration or once it is finished; while it is paused, the pause's end if it has one",
                },
              },
              ['raceId', 'status', 'title', 'circuit'],
            ),
          },
        }),
      }),
      createRace: organiserCommand('Create a race (organiser)', createRaceBody(rulesets), { status: '201' }),
      race: operation('The race as the caller may see it, with the actions allowed now', { auth: 'optional', answer: RaceAnswer }),
      register: command(
        "Register; answers the secret token once (again to a retry with the same Idempotency-Key); 403 naming `name` when the race asks a minimum record (the race's `minimumRecord`) that the driver's, read by his name, falls short of",
        {
          body: RegisterBody,
          status: '201',
          answer: tokenAnswer('the car registered, its secret token, and the race as its player sees it'),
        },
      ),
      requestToken: command('Email a new token to the address registered (202 whether or not it is; one every 10 minutes at most)', {
        body: TokenRequestBody,
        status: '202',
        answer: object('the same answer whether or not the address is registered', { detail: { type: 'string' } }),
      }),
      closeRegistration: organiserCommand('Close registration (organiser)'),
      submit: submission('Send or replace your submission for the open step of any game (its kind names the schema), as data or as text', {
        ...submissionBody,
        properties: { ...submissionBody.properties, submission: anySubmission },
      }),
      submissionPreview: operation(
        'What a submission for the open step would do before it is sent (a pole lap driven as if every roll passed), for games that preview it',
        {
          body: { ...submissionBody, properties: { ...submissionBody.properties, submission: anySubmission } },
          auth: 'token',
          answer: object("the game's preview of the submission", { step: { type: 'string' }, car: { type: 'string' }, preview: { type: 'object' } }),
        },
      ),
      choices: operation(
        'What your car may pick in the open step, given your picks so far, in your language: every legal choice with what it costs or risks, and the submission to send once every question is answered, for games that offer choices',
        { body: ChoicesBody, auth: 'token', answer: StepChoices },
      ),
      ends: operation(
        'The ends your car may reach in the open step, drawn on the race picture to click, with the submissions that reach each, for games whose moves end at places on the picture',
        {
          auth: 'token',
          answer: object('the picture and its ends', {
            step: { type: 'string' },
            car: { type: 'string' },
            picture: { type: 'string', description: 'SVG; each end an element with its id in `data-end`' },
            ends: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  id: { type: 'string' },
                  label: { type: 'string' },
                  ways: { type: 'array', items: { type: 'object', properties: { text: { type: 'string' }, label: { type: 'string' } } } },
                },
              },
            },
          }),
          parameters: [query('car', { type: 'string' }, 'Another car of your seat')],
        },
      ),
      mySubmission: operation('Your submission that the open step will play, with its revision (`?car=` for another car of your seat)', {
        auth: 'token',
        answer: {
          ...jsonSchema(MySubmission),
          properties: { ...jsonSchema(MySubmission).properties, submission: { anyOf: [...anySubmission.anyOf, { type: 'null' }] } },
        },
        parameters: [query('car', { type: 'string' }, 'Another car of your seat')],
      }),
      submitQualifying: submission('Send or replace the car build and pole lap', gameBody(kind('qualifying'))),
      myQualifying: operation('Your pole lap that qualifying will play, with its revision', {
        auth: 'token',
        answer: MyQualifying.extend({ qualifying: gameBody(kind('qualifying')).nullable() }),
      }),
      submitSetup: submission('Send or replace the pre-race choices', gameBody(kind('setup'))),
      mySetup: operation('Your pre-race choices that the start will play, with their revision', {
        auth: 'token',
        answer: MySetup.extend({ setup: gameBody(kind('setup')).nullable() }),
      }),
      submitMove: submission("Send or replace this turn's move, structured or as text", z.union([structuredMove(kind('racing')), MoveText])),
      myMove: operation('Your move that this turn will play, with its revision', {
        auth: 'token',
        answer: MyMove.extend({ move: gameBody(kind('racing')).nullable() }),
      }),
      movePreview: operation('The speeds your car may declare this turn, where each lane or trajectory of the coming curve leads, and the path of `move`', {
        auth: 'token',
        answer: object("the ruleset's preview", { preview: { type: 'object' } }),
        parameters: [query('move', { type: 'string', maxLength: 2000 }, "A move in the game's move text")],
      }),
      standingOrderChoices: operation('What your standing order may be, as choices to pick as for a step, for games that list them', {
        body: StandingOrderChoicesBody,
        auth: 'token',
        answer: CarChoices,
      }),
      standingOrder: operation('Your standing order', { auth: 'token', answer: standingOrder }),
      setStandingOrder: command('Set the order the non-human player plays on the turns you miss', {
        body: gameBody(ruleset?.standingOrderSchema),
        auth: 'token',
        answer: standingOrderSet,
      }),
      clearStandingOrder: command('Clear your standing order', { auth: 'token', answer: standingOrderSet }),
      withdraw: command('Withdraw your car with your token, no body; or, with the organiser token, the car the body names', {
        auth: 'token',
        body: WithdrawBody,
        required: false,
        answer: RaceAnswer,
      }),
      events: operation('Public history after a commit (`?after=N`)', {
        auth: 'optional',
        answer: object('the commits after `after`, as the caller may see them, and the last commit number', { commits: Commits, last: { type: 'integer' } }),
        parameters: [query('after', { type: 'integer', minimum: 0, default: 0 }, 'The commit to read after (0: from the start)')],
      }),
      export: operation('The whole public log; the seed once the race is finished', {
        answer: object('the public log, with the seed hash and the seed once revealed, and the drivers of each seat handed over to a substitute', {
          raceId: { type: 'string' },
          seedHash: { type: 'string' },
          seed: {},
          tenures: { type: 'object', description: "by the seat's first car: each driver's name, the step he drove from and how many he drove" },
          commits: Commits,
        }),
      }),
      resolve: organiserCommand(
        'Play the step named (or the one open now), before its deadline too; a step played already answers the race (organiser)',
        ResolveBody,
        { required: false },
      ),
      deadline: organiserCommand("Move the open step's deadline, later or earlier but not past (organiser)", DeadlineBody),
      eliminate: organiserCommand('Eliminate a car (organiser)', EliminateBody),
      reinstate: organiserCommand('Bring back a car withdrawn while registration is still open (organiser); once the race has begun, 409', ReinstateBody),
      reissueToken: command(
        "Email the player of a car's seat a fresh token, whenever the last was sent (organiser); his earlier tokens stay valid, and a retry with the same Idempotency-Key sends nothing more",
        {
          auth: 'token',
          status: '202',
          answer: object("the seat's first car and whether the email went out", { car: { type: 'string' }, emailed: { type: 'boolean' } }),
        },
      ),
      pause: organiserCommand(
        "Pause the race (organiser): the open step's clock stops, nothing is due and nobody is reminded until it resumes, by the organiser or at `until` (docs/pauses.md)",
        PauseBody,
      ),
      resume: organiserCommand("Resume a paused race (organiser): the open step's deadline is now plus the time it had left", ResumeBody, { required: false }),
      votePause: command(
        'Vote to pause the race for some days or until an instant: a majority of the seats still in the race pauses it, as many times as the race allows (`votePauses`, 2 by default) for at most `votePauseDays` days (7) each; the votes lapse with the step',
        { body: PauseVoteBody, auth: 'token', answer: RaceAnswer },
      ),
      handOverSeat: command(
        "Hand the seat of a car to a substitute from the step open now (organiser): its cars, hand and money stay, every token of the seat is replaced by the substitute's, answered once (again to a retry with the same Idempotency-Key) and emailed to him. A substitute short of the minimum record the race asks is refused (403 naming name) unless the organiser sends waiveMinimumRecord",
        {
          body: HandOverBody,
          auth: 'token',
          status: '201',
          answer: tokenAnswer("the seat's first car, the substitute's secret token, and the race as the organiser sees it"),
        },
      ),
      racePicture: operation("The race's picture (image/svg+xml), or right after a turn (`?turn=N`)", {
        media: svg,
        parameters: [query('turn', { type: 'integer', minimum: 1 }, 'The picture right after this turn was resolved; the picture now without it')],
      }),
      roll: operation("What a roll or a shuffle was for, its result, and its verification once the seed is revealed (a shuffle's order too)", {
        answer: object('the roll or shuffle', { kind: { type: 'string' }, verification: {} }, ['kind']),
      }),
      circuits: operation('Circuits by ruleset', { answer: object('the circuits shipped', { shipped: {} }) }),
      uploadCircuit: command('Upload a circuit file (organiser)', {
        body: UploadCircuitBody,
        auth: 'token',
        status: '201',
        answer: object('the circuit stored', { id: { type: 'string' }, rulesetId: { type: 'string' } }),
      }),
      circuitPicture: operation("The circuit's picture (image/svg+xml)", { media: svg }),
      bestLap: operation("The fastest lap without dice of a car (the car's characteristics as query parameters), as a move program (organiser)", {
        auth: 'token',
        answer: object('the fastest lap', { circuitId: { type: 'string' }, rulesetId: { type: 'string' }, car: { type: 'object' }, bestLap: {} }),
        parameters: Object.entries(carSchema.properties ?? {}).map(([name, schema]) => ({
          name,
          in: 'query',
          required: (carSchema.required as string[] | undefined)?.includes(name) ?? true,
          schema,
        })),
      }),
      createChampionship: command('Group races into a championship (organiser)', {
        body: CreateChampionshipBody,
        auth: 'token',
        status: '201',
        answer: object('the championship created', { championship: { type: 'object' } }),
      }),
      championship: operation('The championship, its races and the standings over the races finished so far', { answer: { type: 'object' } }),
      racePng: operation(
        "The race's picture as PNG (image/png), for the chats a league channel posts to; right after a step with `?step=` or a turn with `?turn=`",
        {
          media: { 'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } } },
          parameters: [
            query('turn', { type: 'integer', minimum: 1 }, 'The picture right after this turn was resolved'),
            query('step', { type: 'string' }, 'The picture right after this step was played'),
            query('language', { type: 'string', enum: ['en', 'it'] }, "The picture's words"),
          ],
        },
      ),
      createChannel: ((bound) => {
        const described = command(
          "Bind a league channel (Discord's or Slack's incoming webhook, or a Telegram bot and chat) to races or a championship's races (organiser): each step's summary and picture, who is late, and the finish are posted to it once, in its language. Its address or bot token is a secret, answered never again; binding the same again answers the channel made (200)",
          { body: CreateChannelBody, auth: 'token', status: '201', answer: bound },
        );
        return { ...described, responses: { ...described.responses, '200': { description: 'Bound before', content: json(bound) } } };
      })(object('the channel bound, its address masked', { channel: { type: 'object' } })),
      channels: operation('The league channels, each address masked (organiser)', {
        auth: 'token',
        answer: object('every channel', { channels: { type: 'array', items: { type: 'object' } } }),
      }),
      deleteChannel: command('Unbind a league channel: nothing more is posted to it (organiser)', { auth: 'token', status: '204' }),
      createSeason: command(
        'Create a season of a league: its tiers, top first, each a list of races over the same calendar, and how drivers move between tiers (organiser)',
        {
          body: CreateSeasonBody,
          auth: 'token',
          status: '201',
          answer: object('the season created', { season: { type: 'object' } }),
        },
      ),
      season: operation(
        "The season: each tier's races, standings over the races finished so far and final order by the season's tie-breaks, and its close once closed",
        {
          answer: object('the season', { season: { type: 'object' } }),
        },
      ),
      closeSeason: command(
        "Close the season once all its races are finished: next season's tiers, each driver promoted, relegated, staying or leaving; closed already, the first close's outcome (organiser)",
        {
          body: CloseSeasonBody,
          required: false,
          auth: 'token',
          answer: object("the season's close", { closing: { type: 'object' } }),
        },
      ),
      nextSeason: command(
        "Start the next season of a closed one: its tiers are the close's, each tier's races created over the calendar given, every driver registered in his tier's races with his last entry's address and his token emailed; a retry finishes what the first began (organiser)",
        { body: NextSeasonBody, auth: 'token', status: '201', answer: object('the next season', { season: { type: 'object' } }) },
      ),
      ratings: operation(
        "Every driver's rating in each ruleset, from every finished race in the order they finished, with each race's change (docs/leagues.md)",
        {
          answer: object('the ratings by ruleset, then by driver', { ratings: { type: 'object' } }),
        },
      ),
      seedTiers: operation(
        "A league's tiers seeded by rating in a game, top first: the drivers given cut into the sizes given in rating order, highest first; drivers level on rating, and those never rated after them, in the order given (docs/leagues.md). Writes nothing",
        {
          body: SeedTiersBody,
          answer: object('each tier, top first: its drivers with their rating in points (null for one never rated) and the races it counts', {
            tiers: { type: 'array' },
          }),
        },
      ),
      driver: operation(
        "A driver's record, by the name he enters races under: each race with his place, points and the steps that waited for him and those he missed, his totals (on-time share: steps sent in time over steps awaited) and his rating in each ruleset",
        { answer: object('the record', { record: { type: 'object' } }) },
      ),
      requestCalendarFeed: command(
        'Email the calendar feed of every deadline waiting for your cars to the address you registered with, revoking the one it had (202 whether or not it is registered; one every 10 minutes at most)',
        {
          body: CalendarFeedRequestBody,
          status: '202',
          answer: object('the same answer whether or not the address is registered', { detail: { type: 'string' } }),
        },
      ),
      calendarFeed: operation(
        'Your calendar feed (text/calendar): an event at the deadline of each open step that waits for one of your cars, the same event as the deadline moves; 404 once revoked',
        { media: calendar },
      ),
      organiserToken: operation(
        "Whether the bearer token is the organiser's: 200 when it is, 401 without a token, 403 with another (the organiser's page signs in so)",
        {
          auth: 'token',
          answer: object('the caller', { role: { type: 'string', enum: ['organiser'] } }),
        },
      ),
      declareAbsence: command(
        "Declare an absence ahead, from a day to a day in your time zone, for every race you drive in (the token of any of your cars proves your address); what it does in each race is that race's time policy (docs/absences.md). Refused for a first day not after today, one overlapping an absence declared, or past the days a calendar year allows",
        {
          body: AbsenceRequest,
          auth: 'token',
          status: '201',
          answer: object('the absence, and all of yours', { absence: jsonSchema(Absence), ...myAbsences }),
        },
      ),
      myAbsences: operation('Your absences, and the days each calendar year allows and you used', {
        auth: 'token',
        answer: object('your absences', myAbsences),
      }),
      cancelAbsence: command('Cancel an absence that has not begun', { auth: 'token', answer: object('your absences left', myAbsences) }),
      openApi: operation('This document', { answer: object('an OpenAPI 3.1 document', { openapi: { type: 'string' } }) }),
      createFollowingRaces: command(
        "Create the races of a next season whose ruleset's races go on from one another that can be created now: each race whose tier's race before it has finished, following it, every driver of that race registered and his token emailed; the others wait. Nothing is created or registered twice, so it may be called again at any time (organiser)",
        {
          auth: 'token',
          answer: object('the races this call created, and those still waiting for the race they follow to finish', {
            created: { type: 'array', items: { type: 'string' } },
            waiting: { type: 'array', items: { type: 'string' } },
          }),
        },
      ),
      seasons: operation(
        "Every season of the league in the order created: its id, title, ruleset, tiers with their races' ids, and whether it is closed (organiser)",
        {
          auth: 'token',
          answer: object('every season', {
            seasons: {
              type: 'array',
              items: object('a season', {
                id: { type: 'string' },
                title: { type: 'string' },
                rulesetId: { type: 'string' },
                tiers: { type: 'array', items: object('a tier', { name: { type: 'string' }, races: { type: 'array', items: { type: 'string' } } }) },
                closed: { type: 'boolean' },
              }),
            },
          }),
        },
      ),
    }),
  };
};
