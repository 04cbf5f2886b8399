import { createHash } from 'node:crypto';
import { GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { type Ballots, createBallots, latestSubmissions } from '../../functions/store/ballots.ts';
import { StoreValidationError } from '../../functions/store/errors.ts';
import { keys } from '../../functions/store/table.ts';
import { type LocalDynamo, startDynalite } from '../support/dynalite.ts';

const Submission = z.object({ type: z.literal('MoveSubmitted'), car: z.string(), turn: z.number().int(), move: z.string() });
type Submission = z.infer<typeof Submission>;

const move = (car: string, turn: number, text: string): Submission => ({ type: 'MoveSubmitted', car, turn, move: text });
/** `length` characters of base64 drawn from `seed`: what deflate cannot shrink much. */
const incompressible = (seed: string, length: number): string => {
  let text = '';
  for (let block = 0; text.length < length; block++) text += createHash('sha256').update(`${seed} ${block}`).digest('base64');
  return text.slice(0, length);
};

const SECOND = 1000;
let dynamo: LocalDynamo;
let time = Date.parse('2025-03-01T12:00:00.000Z');
let ballots: Ballots<Submission>;

beforeAll(async () => {
  dynamo = await startDynalite();
  ballots = createBallots({ client: dynamo.client, table: dynamo.table, eventSchema: Submission, clock: () => new Date(time) });
});
afterAll(() => dynamo.close());

/** The ballot item as stored. */
const stored = async (raceId: string, step: { phase: string; turn: number }) =>
  (await dynamo.client.send(new GetItemCommand({ TableName: dynamo.table, Key: { pk: { S: keys.ballot(raceId, step.phase) }, sk: { N: String(step.turn) } } })))
    .Item ?? {};

describe('ballots', () => {
  it('keeps the submissions of a car in order with their revisions, the highest counting, and answers with the cars that sent in', async () => {
    const step = { phase: 'racing', turn: 4 };
    expect(await ballots.submit('r1', step, '2', move('2', 4, '140'))).toEqual({ accepted: true, revision: 1, sent: ['2'], marked: 0 });
    expect(await ballots.submit('r1', step, '10', move('10', 4, '160'))).toEqual({ accepted: true, revision: 1, sent: ['2', '10'], marked: 0 });
    expect(await ballots.submit('r1', step, '2', move('2', 4, '120'))).toMatchObject({ accepted: true, revision: 2 });

    const ballot = await ballots.read('r1', step);
    expect(ballot).toEqual({
      submissions: {
        '2': [
          { revision: 1, event: move('2', 4, '140') },
          { revision: 2, event: move('2', 4, '120') },
        ],
        '10': [{ revision: 1, event: move('10', 4, '160') }],
      },
      closed: false,
    });
    expect(latestSubmissions(ballot)).toEqual([
      { revision: 2, event: move('2', 4, '120') },
      { revision: 1, event: move('10', 4, '160') },
    ]);
    expect(await ballots.read('r1', { phase: 'racing', turn: 5 })).toEqual({ submissions: {}, closed: false });
  });

  it('26 cars sending at once: every submission lands, and exactly one of them learns that all 26 are in', async () => {
    const step = { phase: 'racing', turn: 1 };
    const cars = Array.from({ length: 26 }, (_, i) => String(i + 1));
    const results = await Promise.all(cars.map((car) => ballots.submit('r26', step, car, move(car, 1, '100'))));

    expect(results.filter((result) => result.accepted && result.sent.length === 26)).toHaveLength(1);
    expect(Object.keys((await ballots.read('r26', step)).submissions)).toEqual(cars);
  });

  it('ten sends of one car at once get the revisions 1 to 10, one each, and the one told 10 is the one the closed ballot plays', async () => {
    const step = { phase: 'racing', turn: 3 };
    const texts = Array.from({ length: 10 }, (_, i) => `${100 + 20 * i}`);
    const results = await Promise.all(texts.map((text) => ballots.submit('r10', step, '1', move('1', 3, text))));

    const revisions = results.map((result) => (result.accepted ? result.revision : 0));
    expect([...revisions].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const counting = texts[revisions.indexOf(10)]!;
    expect(latestSubmissions(await ballots.close('r10', step))).toEqual([{ revision: 10, event: move('1', 3, counting) }]);
  });

  it('a closed ballot refuses what comes after, and closing again returns the same ballot', async () => {
    const step = { phase: 'qualifying', turn: 0 };
    await ballots.submit('r2', step, '1', move('1', 0, 'lap'));
    const closed = await ballots.close('r2', step);

    expect(closed).toEqual({ submissions: { '1': [{ revision: 1, event: move('1', 0, 'lap') }] }, closed: true });
    expect(await ballots.submit('r2', step, '2', move('2', 0, 'late'))).toEqual({ accepted: false, reason: 'closed' });
    expect(await ballots.close('r2', step)).toEqual(closed);
    expect(await ballots.close('r2', { phase: 'setup', turn: 0 })).toEqual({ submissions: {}, closed: true });
  });

  it('refuses an 11th send within a minute with the seconds until the window lets it in, for that car and that step only', async () => {
    const step = { phase: 'racing', turn: 9 };
    const start = time;
    const sent = await Promise.all(Array.from({ length: 11 }, (_, i) => ballots.submit('r3', step, '1', move('1', 9, `m${i}`))));

    expect(sent.filter((result) => result.accepted)).toHaveLength(10);
    expect(sent.filter((result) => !result.accepted)).toEqual([{ accepted: false, reason: 'tooFast', retryAfterSeconds: 60 }]);
    expect(await ballots.submit('r3', step, '2', move('2', 9, 'a'))).toMatchObject({ accepted: true, revision: 1 });
    expect(await ballots.submit('r3', { phase: 'racing', turn: 10 }, '1', move('1', 10, 'a'))).toMatchObject({ accepted: true, revision: 1 });

    time = start + 59.5 * SECOND;
    expect(await ballots.submit('r3', step, '1', move('1', 9, 'early'))).toEqual({ accepted: false, reason: 'tooFast', retryAfterSeconds: 1 });
    time = start + 60 * SECOND;
    expect(await ballots.submit('r3', step, '1', move('1', 9, 'on time'))).toMatchObject({ accepted: true, revision: 11 });
    expect(latestSubmissions(await ballots.read('r3', step))[0]).toEqual({ revision: 11, event: move('1', 9, 'on time') });
  });

  it('counts sends over a sliding minute, not per clock minute', async () => {
    const step = { phase: 'racing', turn: 2 };
    const start = time;
    for (let i = 0; i < 10; i++) {
      time = start + i * SECOND;
      expect(await ballots.submit('r6', step, '1', move('1', 2, `m${i}`))).toMatchObject({ accepted: true, revision: i + 1 });
    }
    time = start + 30 * SECOND;
    expect(await ballots.submit('r6', step, '1', move('1', 2, 'x'))).toEqual({ accepted: false, reason: 'tooFast', retryAfterSeconds: 30 });
    time = start + 60 * SECOND;
    expect(await ballots.submit('r6', step, '1', move('1', 2, 'm10'))).toMatchObject({ accepted: true, revision: 11 });
    // The sends at 1 s to 9 s and at 60 s are ten within the minute up to 60.5 s.
    time = start + 60.5 * SECOND;
    expect(await ballots.submit('r6', step, '1', move('1', 2, 'x'))).toEqual({ accepted: false, reason: 'tooFast', retryAfterSeconds: 1 });
    time = start + 61 * SECOND;
    expect(await ballots.submit('r6', step, '1', move('1', 2, 'm11'))).toMatchObject({ accepted: true, revision: 12 });
  });

  it('accepts an 11th and a 30th correction spaced out, keeping the newest ten while the revisions count on', async () => {
    const step = { phase: 'racing', turn: 8 };
    for (let i = 1; i <= 30; i++) {
      time += 10 * SECOND;
      expect(await ballots.submit('r7', step, '1', move('1', 8, `m${i}`))).toMatchObject({ accepted: true, revision: i });
    }
    const kept = (await ballots.read('r7', step)).submissions['1']!;
    expect(kept).toEqual(Array.from({ length: 10 }, (_, i) => ({ revision: 21 + i, event: move('1', 8, `m${21 + i}`) })));
    expect((await stored('r7', step)).sends1?.L).toHaveLength(10);
  });

  it('keeps only as many of a car’s large submissions as fit in its share of the item, the newest always', async () => {
    const step = { phase: 'qualifying', turn: 0 };
    // Kept packed: text that does not compress, about 2.6 KB of it deflated.
    const lap = (n: number) => move('1', 0, incompressible(`lap ${n}`, 3500));
    for (let i = 1; i <= 5; i++) {
      time += 10 * SECOND;
      await ballots.submit('r8', step, '1', lap(i));
    }
    expect((await ballots.read('r8', step)).submissions['1']).toEqual([
      { revision: 4, event: lap(4) },
      { revision: 5, event: lap(5) },
    ]);
    time += 10 * SECOND;
    const large = move('1', 0, incompressible('large', 9000));
    await ballots.submit('r8', step, '1', large);
    expect((await ballots.read('r8', step)).submissions['1']).toEqual([{ revision: 6, event: large }]);
  });

  it('numbers and trims right when a car’s submissions and their trims cross', async () => {
    const fast = createBallots({
      client: dynamo.client,
      table: dynamo.table,
      eventSchema: Submission,
      clock: () => new Date(time),
      rateLimit: { sends: 100, perMs: 60_000 },
    });
    const step = { phase: 'racing', turn: 5 };
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => fast.submit('r9', step, '1', move('1', 5, `m${i}`))));
    const revisions = results.map((result) => (result.accepted ? result.revision : 0));
    expect([...revisions].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));

    const kept = (await fast.read('r9', step)).submissions['1']!;
    expect(kept.length).toBeGreaterThanOrEqual(10);
    expect(kept.map(({ revision }) => revision)).toEqual(Array.from({ length: kept.length }, (_, i) => 31 - kept.length + i));
    expect(kept.at(-1)).toEqual({ revision: 30, event: move('1', 5, `m${revisions.indexOf(30)}`) });
    expect(kept.map(({ revision, event }) => [revision, event.move])).toEqual(kept.map(({ revision }) => [revision, `m${revisions.indexOf(revision)}`]));

    // Whatever crossing trims left over, the next submission trims.
    expect(await fast.submit('r9', step, '1', move('1', 5, 'last'))).toMatchObject({ accepted: true, revision: 31 });
    expect((await fast.read('r9', step)).submissions['1']!.map(({ revision }) => revision)).toEqual(Array.from({ length: 10 }, (_, i) => 22 + i));
  });

  it('keeps each submission deflated, in fewer bytes than its JSON, and still reads one written as plain JSON', async () => {
    const step = { phase: 'racing', turn: 8 };
    const submission = move('3', 8, JSON.stringify({ speed: 120, slipstream: false, braking: { first: 'WF', brakeCheck: false }, curve1: [], curve2: [] }));
    await ballots.submit('r11', step, '3', submission);
    const [kept] = (await stored('r11', step)).car3?.L ?? [];
    expect(kept?.S).toBeUndefined();
    expect(kept?.B?.byteLength).toBeLessThan(0.85 * JSON.stringify(submission).length);
    expect((await ballots.read('r11', step)).submissions['3']).toEqual([{ revision: 1, event: submission }]);
  });

  it('reads a ballot written before revisions as the submissions 1, 2, … and numbers on from there', async () => {
    const step = { phase: 'racing', turn: 6 };
    await dynamo.client.send(
      new PutItemCommand({
        TableName: dynamo.table,
        Item: {
          pk: { S: keys.ballot('r10', step.phase) },
          sk: { N: String(step.turn) },
          car1: { L: [{ S: JSON.stringify(move('1', 6, 'a')) }, { S: JSON.stringify(move('1', 6, 'b')) }] },
          sent: { SS: ['1'] },
          marked: { N: '0' },
        },
      }),
    );
    expect(latestSubmissions(await ballots.read('r10', step))).toEqual([{ revision: 2, event: move('1', 6, 'b') }]);
    expect(await ballots.submit('r10', step, '1', move('1', 6, 'c'))).toMatchObject({ accepted: true, revision: 3 });
  });

  it('answers each submission with the newest race commit marked on the ballot, a mark never going back', async () => {
    const step = { phase: 'racing', turn: 7 };
    await ballots.mark('r5', step, 41);
    expect(await ballots.submit('r5', step, '1', move('1', 7, '140'))).toEqual({ accepted: true, revision: 1, sent: ['1'], marked: 41 });
    await ballots.mark('r5', step, 40);
    await ballots.mark('r5', step, 43);
    expect(await ballots.submit('r5', step, '2', move('2', 7, '120'))).toEqual({ accepted: true, revision: 1, sent: ['1', '2'], marked: 43 });
    expect(await ballots.read('r5', step)).toEqual({
      submissions: { '1': [{ revision: 1, event: move('1', 7, '140') }], '2': [{ revision: 1, event: move('2', 7, '120') }] },
      closed: false,
    });
  });

  it('validates a submission against the event schema before writing it', async () => {
    const step = { phase: 'racing', turn: 2 };
    await expect(ballots.submit('r4', step, '1', { ...move('1', 2, 'x'), turn: 1.5 })).rejects.toBeInstanceOf(StoreValidationError);
    expect(await ballots.read('r4', step)).toEqual({ submissions: {}, closed: false });
  });
});
