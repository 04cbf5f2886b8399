import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createBallots, latestSubmissions, type Ballots } from '../../functions/store/ballots.ts';
import { StoreValidationError } from '../../functions/store/errors.ts';
import { startDynalite, type LocalDynamo } from '../support/dynalite.ts';

const Submission = z.object({ type: z.literal('MoveSubmitted'), car: z.string(), turn: z.number().int(), move: z.string() });
type Submission = z.infer<typeof Submission>;

const move = (car: string, turn: number, text: string): Submission => ({ type: 'MoveSubmitted', car, turn, move: text });

let dynamo: LocalDynamo;
let ballots: Ballots<Submission>;

beforeAll(async () => {
  dynamo = await startDynalite();
  ballots = createBallots({ client: dynamo.client, table: dynamo.table, eventSchema: Submission, maxPerCar: 3 });
});
afterAll(() => dynamo.close());

describe('ballots', () => {
  it('keeps every submission of a car in order, the latest counting, and answers with the cars that sent in', async () => {
    const step = { phase: 'racing', turn: 4 };
    expect(await ballots.submit('r1', step, '2', move('2', 4, '140'))).toEqual({ accepted: true, sent: ['2'], marked: 0 });
    expect(await ballots.submit('r1', step, '10', move('10', 4, '160'))).toEqual({ accepted: true, sent: ['2', '10'], marked: 0 });
    await ballots.submit('r1', step, '2', move('2', 4, '120'));

    const ballot = await ballots.read('r1', step);
    expect(ballot).toEqual({ submissions: { '2': [move('2', 4, '140'), move('2', 4, '120')], '10': [move('10', 4, '160')] }, closed: false });
    expect(latestSubmissions(ballot)).toEqual([move('2', 4, '120'), move('10', 4, '160')]);
    expect(await ballots.read('r1', { phase: 'racing', turn: 5 })).toEqual({ submissions: {}, closed: false });
  });

  it('26 cars sending at once: every submission lands, and exactly one of them learns that all 26 are in', async () => {
    const step = { phase: 'racing', turn: 1 };
    const cars = Array.from({ length: 26 }, (_, i) => String(i + 1));
    const results = await Promise.all(cars.map((car) => ballots.submit('r26', step, car, move(car, 1, '100'))));

    expect(results.filter((result) => result.accepted && result.sent.length === 26)).toHaveLength(1);
    expect(Object.keys((await ballots.read('r26', step)).submissions)).toEqual(cars);
  });

  it('a closed ballot refuses what comes after, and closing again returns the same ballot', async () => {
    const step = { phase: 'qualifying', turn: 0 };
    await ballots.submit('r2', step, '1', move('1', 0, 'lap'));
    const closed = await ballots.close('r2', step);

    expect(closed).toEqual({ submissions: { '1': [move('1', 0, 'lap')] }, closed: true });
    expect(await ballots.submit('r2', step, '2', move('2', 0, 'late'))).toEqual({ accepted: false, reason: 'closed' });
    expect(await ballots.close('r2', step)).toEqual(closed);
    expect(await ballots.close('r2', { phase: 'setup', turn: 0 })).toEqual({ submissions: {}, closed: true });
  });

  it('refuses a car’s submission past its allowance, and other cars still send', async () => {
    const step = { phase: 'racing', turn: 9 };
    for (const text of ['a', 'b', 'c']) await ballots.submit('r3', step, '1', move('1', 9, text));

    expect(await ballots.submit('r3', step, '1', move('1', 9, 'd'))).toEqual({ accepted: false, reason: 'full' });
    expect(await ballots.submit('r3', step, '2', move('2', 9, 'a'))).toMatchObject({ accepted: true });
  });

  it('answers each submission with the newest race commit marked on the ballot, a mark never going back', async () => {
    const step = { phase: 'racing', turn: 7 };
    await ballots.mark('r5', step, 41);
    expect(await ballots.submit('r5', step, '1', move('1', 7, '140'))).toEqual({ accepted: true, sent: ['1'], marked: 41 });
    await ballots.mark('r5', step, 40);
    await ballots.mark('r5', step, 43);
    expect(await ballots.submit('r5', step, '2', move('2', 7, '120'))).toEqual({ accepted: true, sent: ['1', '2'], marked: 43 });
    expect(await ballots.read('r5', step)).toEqual({ submissions: { '1': [move('1', 7, '140')], '2': [move('2', 7, '120')] }, closed: false });
  });

  it('validates a submission against the event schema before writing it', async () => {
    const step = { phase: 'racing', turn: 2 };
    await expect(ballots.submit('r4', step, '1', { ...move('1', 2, 'x'), turn: 1.5 })).rejects.toBeInstanceOf(StoreValidationError);
    expect(await ballots.read('r4', step)).toEqual({ submissions: {}, closed: false });
  });
});
