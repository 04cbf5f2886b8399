/**
 * A game of moves played one after another (leapfrog.ts) through the generic race and the HTTP
 * API: each step waits for one car, chosen by the game as the race goes; each has its own
 * deadline, at which the non-human player moves a car that sent nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRace } from '../../tools/audit/audit.ts';
import { type Api, bearer, organiser, startApi } from '../api/world.ts';
import { leapfrog } from './leapfrog.ts';

const rulesets = { [leapfrog.id]: leapfrog };
const HOUR = 3_600_000;
let api: Api;
beforeAll(async () => {
  api = await startApi('speed-master-leapfrog', rulesets);
});
afterAll(() => api.close());

type Loose = Record<string, any>;

const ok = async (method: string, path: string, body?: unknown, headers?: Record<string, string>) => {
  const answer = await api.call(method, path, body, headers);
  if (answer.status >= 300) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
};

/** A leapfrog race on the 12-square strip, `names` registered as cars 1, 2, … and registration closed: the tokens by car. */
const startRace = async (raceId: string, names: string[], settings: Record<string, unknown> = {}): Promise<Record<string, string>> => {
  await ok('POST', '/races', { id: raceId, title: `Leapfrog ${raceId}`, circuitId: 'strip', rulesetId: leapfrog.id, ...settings }, organiser);
  const tokens: Record<string, string> = {};
  for (const name of names) {
    const entry = await ok('POST', `/races/${raceId}/entries`, { name, email: `${name.toLowerCase()}@example.org` });
    tokens[entry.car] = entry.token;
  }
  await ok('POST', `/races/${raceId}/close-registration`, undefined, organiser);
  return tokens;
};

const raceOf = async (raceId: string): Promise<Loose> => (await ok('GET', `/races/${raceId}`)).race;
const squaresOf = (race: Loose): Record<string, number> => Object.fromEntries(Object.entries<Loose>(race.game.cars).map(([car, { square }]) => [car, square]));
/** The races the resolver played a step of (or finished): those it wrote to. */
const resolveDue = async (): Promise<string[]> =>
  (await api.resolver().resolveDue()).resolutions.filter((resolution) => resolution.events.length > 0).map((resolution) => resolution.raceId);
const later = (instant: string, hours: number): string => new Date(Date.parse(instant) + hours * HOUR).toISOString();

describe('a game of one move at a time, through the HTTP API', () => {
  it('waits for the car furthest behind of those still to move this round, so that a car bumped back moves sooner, within the round; finished, it audits', async () => {
    const tokens = await startRace('frog1', ['Ada', 'Bruno', 'Carla']);
    // Each step: the car awaited, the squares it moves, and where every car stands then.
    const script: [string, 1 | 2 | 3, Record<string, number>][] = [
      // Round 1: all on square 0, in car order; cars 2 and 3 each land on car 1 and bump it back.
      ['1', 3, { 1: 3, 2: 0, 3: 0 }],
      ['2', 3, { 1: 2, 2: 3, 3: 0 }],
      ['3', 2, { 1: 1, 2: 3, 3: 2 }],
      // Round 2 opens in the order 1, 3, 2; car 1 bumps car 2 back beside car 3, and car 2 moves before it.
      ['1', 2, { 1: 3, 2: 2, 3: 2 }],
      ['2', 1, { 1: 2, 2: 3, 3: 2 }],
      ['3', 3, { 1: 2, 2: 3, 3: 5 }],
      // Round 3: car 1 bumps car 3.
      ['1', 3, { 1: 5, 2: 3, 3: 4 }],
      ['2', 3, { 1: 5, 2: 6, 3: 4 }],
      ['3', 3, { 1: 5, 2: 6, 3: 7 }],
      ['1', 3, { 1: 8, 2: 6, 3: 7 }],
      ['2', 3, { 1: 8, 2: 9, 3: 7 }],
      ['3', 3, { 1: 8, 2: 9, 3: 10 }],
      // Round 5: car 2 reaches the end and the race is over.
      ['1', 3, { 1: 11, 2: 9, 3: 10 }],
      ['2', 3, { 1: 11, 2: 12, 3: 10 }],
    ];
    let before: Record<string, number> = { 1: 0, 2: 0, 3: 0 };
    for (const [index, [car, squares, after]] of script.entries()) {
      const open = await raceOf('frog1');
      expect(squaresOf(open)).toEqual(before);
      expect(open).toMatchObject({ phase: 'move', step: { id: `move-${index}`, kind: 'move', number: index, cars: [car], notation: true }, waitingFor: [car] });
      // The one car's move makes the step due: the resolver plays it at once, or the organiser does.
      const body = index % 2 === 0 ? { submission: { squares } } : { step: `move-${index}`, text: ` ${squares}` };
      expect(await ok('POST', '/races/frog1/submissions', body, bearer(tokens[car]!))).toMatchObject({
        car,
        step: `move-${index}`,
        submission: { squares },
        waitingFor: [],
      });
      if (index % 3 === 2) await ok('POST', '/races/frog1/resolve', { step: `move-${index}` }, organiser);
      else expect(await resolveDue()).toEqual(['frog1']);
      before = after;
    }
    const finished = await raceOf('frog1');
    expect(finished).toMatchObject({ phase: 'finished', step: null, classification: ['2', '1', '3'] });
    expect(squaresOf(finished)).toEqual(before);
    // Every player is told of every move, once.
    expect(api.mails.filter(({ email }) => email.subject === 'Leapfrog frog1: move-3 played').map(({ to }) => to)).toEqual([
      'ada@example.org',
      'bruno@example.org',
      'carla@example.org',
    ]);
    expect(auditRace(await ok('GET', '/races/frog1/export'), rulesets)).toEqual({ ok: true, turns: script.length, rolls: 0 });
  });

  it('refuses a car that is not awaited naming the car, a step that is not open naming the step, and a bad move naming the field', async () => {
    const tokens = await startRace('frog2', ['Dora', 'Ezio']);
    const refused = async (token: string, body: unknown) => {
      const answer = await api.call('POST', '/races/frog2/submissions', body, bearer(token));
      expect(answer.type).toBe('application/problem+json');
      return { status: answer.status, fields: answer.body.errors.map((error: Loose) => error.field) };
    };
    expect(await refused(tokens['2']!, { submission: { squares: 2 } })).toEqual({ status: 409, fields: ['car'] });
    expect(await refused(tokens['1']!, { step: 'move-99', submission: { squares: 2 } })).toEqual({ status: 409, fields: ['step'] });
    expect(await refused(tokens['1']!, { submission: { squares: 4 } })).toEqual({ status: 400, fields: ['squares'] });
    expect(await refused(tokens['1']!, { text: '4' })).toEqual({ status: 400, fields: ['text'] });
    await ok('POST', '/races/frog2/submissions', { step: 'move-0', submission: { squares: 2 } }, bearer(tokens['1']!));
    expect(await resolveDue()).toEqual(['frog2']);
    // Car 1's step is played: a move for it is too late, and car 2 is the one awaited now.
    expect(await refused(tokens['1']!, { step: 'move-0', submission: { squares: 2 } })).toEqual({ status: 409, fields: ['step'] });
    expect(await refused(tokens['1']!, { submission: { squares: 2 } })).toEqual({ status: 409, fields: ['car'] });
    expect((await raceOf('frog2')).waitingFor).toEqual(['2']);
  });

  it("gives each move its own deadline: the non-human player moves a car that sent nothing once its move's deadline has passed, and no other", async () => {
    const tokens = await startRace('frog3', ['Fede', 'Gina'], { moveWindow: 'PT6H' });
    api.advance(1);
    await startRace('frog4', ['Hugo', 'Iris'], { moveWindow: 'PT6H' });
    const first = await raceOf('frog3');
    const other = await raceOf('frog4');
    expect(first.deadline).toBe(later(other.deadline, -1));

    api.advance(4.5);
    expect(await resolveDue()).toEqual([]);
    api.advance(0.5);
    expect(await resolveDue()).toEqual(['frog3']);
    const second = await raceOf('frog3');
    expect(squaresOf(second)).toEqual({ 1: 1, 2: 0 });
    expect(second).toMatchObject({ step: { id: 'move-1', cars: ['2'] }, deadline: later(api.now().toISOString(), 6) });
    expect((await api.events('frog3')).find((event) => event.type === 'StepPlayed')).toMatchObject({
      step: 'move-0',
      submissions: { 1: null },
      events: [{ type: 'moved', car: '1', from: 0, to: 1, byNonHuman: true }],
    });
    expect(await raceOf('frog4')).toMatchObject({ step: { id: 'move-0', cars: ['1'] }, deadline: other.deadline });

    // Gina moves at once: her move is played, and Fede's next one has its own six hours from then.
    api.advance(0.5);
    await ok('POST', '/races/frog3/submissions', { text: '3' }, bearer(tokens['2']!));
    expect(await resolveDue()).toEqual(['frog3']);
    expect(await raceOf('frog3')).toMatchObject({ step: { id: 'move-2', cars: ['1'] }, deadline: later(api.now().toISOString(), 6) });
    expect(await raceOf('frog4')).toMatchObject({ step: { id: 'move-0' }, deadline: other.deadline });
    api.advance(0.5);
    expect(await resolveDue()).toEqual(['frog4']);
    expect(squaresOf(await raceOf('frog4'))).toEqual({ 1: 1, 2: 0 });
  });

  it('eliminates a car that misses more moves in a row than the race allows, however many moves of other cars come between', async () => {
    const tokens = await startRace('frog5', ['Luca', 'Mara'], { moveWindow: 'PT1H', maxMissedMoves: 1 });
    api.advance(1);
    expect(await resolveDue()).toEqual(['frog5']);
    await ok('POST', '/races/frog5/submissions', { text: '1' }, bearer(tokens['2']!));
    expect(await resolveDue()).toEqual(['frog5']);
    // Both on square 1, car 1 to move: it misses its second move in a row, and leaves the race before it.
    expect(await raceOf('frog5')).toMatchObject({ step: { id: 'move-2', cars: ['1'] } });
    api.advance(1);
    expect(await resolveDue()).toEqual(['frog5']);
    const after = await raceOf('frog5');
    expect(after.entries.map(({ car, status }: Loose) => [car, status])).toEqual([
      ['1', 'out'],
      ['2', 'in'],
    ]);
    expect(after).toMatchObject({ step: { id: 'move-3', cars: ['2'] }, waitingFor: ['2'] });
    expect((await api.events('frog5')).filter((event) => event.type === 'CarEliminated')).toMatchObject([
      { car: '1', reason: 'missed more than 1 moves in a row' },
    ]);
    while ((await raceOf('frog5')).phase !== 'finished') {
      await ok('POST', '/races/frog5/submissions', { text: '3' }, bearer(tokens['2']!));
      await resolveDue();
    }
    expect(await raceOf('frog5')).toMatchObject({ classification: ['2', '1'] });
    expect(auditRace(await ok('GET', '/races/frog5/export'), rulesets)).toMatchObject({ ok: true });
  });
});
