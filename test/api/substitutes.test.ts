/**
 * A seat handed to a substitute through the HTTP API (docs/substitutes.md): the refusals, each
 * naming its field; the substitute's token answered once, again to a retry with the same
 * Idempotency-Key, even after a crash that lost the first answer; and a championship crediting the
 * seat's points by its policy, against points worked out by hand.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standings } from '../../domain/championship.ts';
import { refereedSpeedCircuit } from '../../domain/speed-circuit/referee.ts';
import { LEASE_MS } from '../../functions/api/idempotency.ts';
import { toy, toyRules } from '../race/toy-ruleset.ts';
import { type Api, bearer, organiser, startApi } from './world.ts';

/** The toy game scored 10, 6 and 4 points for the first three places. */
const PLACE_POINTS = [10, 6, 4];
const toyPoints = refereedSpeedCircuit({
  ...toyRules,
  id: 'toy-points',
  championship: {
    points: (state) => Object.fromEntries(toyRules.classification(state).map((car, place) => [car, PLACE_POINTS[place] ?? 0])),
    standings,
  },
});

let world: Api;
beforeAll(async () => {
  world = await startApi('speed-master-substitutes', { [toy.id]: toy, [toyPoints.id]: toyPoints });
});
afterAll(() => world.close());

const HOLD_HOURS = (LEASE_MS + 1000) / 3_600_000;
const key = (name: string) => ({ 'idempotency-key': `key-${name}-0123456789`, ...organiser });
const dario = { car: '2', name: 'Dario', email: 'dario@example.org', language: 'it' };
/** The tokens emailed to `to` about race `raceId` (every race of the toy is titled "Race <id>"). */
const tokensMailedTo = (to: string, raceId: string) =>
  world.mails.filter((m) => m.to === to && m.email.subject.startsWith(`Race ${raceId}:`)).map((m) => /\b[0-9a-f]{64}\b/.exec(m.email.text)?.[0]);

describe('handing a seat over', () => {
  it('is refused, naming the field, for an unknown car, an address or a name in the race, a malformed body, and anyone but the organiser', async () => {
    const { tokens } = await world.racingRace('refusals');
    const handOver = (body: unknown, headers: Record<string, string> = organiser) => world.call('POST', '/races/refusals/hand-over', body, headers);
    const cases: [unknown, number, string][] = [
      [{ ...dario, car: '9' }, 404, 'car'],
      [{ ...dario, email: 'DRIVER1@example.org' }, 409, 'email'],
      [{ ...dario, name: 'driver 2' }, 409, 'name'],
      [{ ...dario, email: 'not an address' }, 400, 'email'],
      [{ ...dario, timeZone: 'Mars/Olympus' }, 400, 'timeZone'],
      // The token is the server's to make: a body naming its hash is refused whole.
      [{ ...dario, tokenHash: 'a'.repeat(64) }, 400, 'body'],
    ];
    for (const [body, status, field] of cases) {
      const refused = await handOver(body);
      expect(refused.status, JSON.stringify(body)).toBe(status);
      expect(refused.type).toContain('application/problem+json');
      expect(refused.body.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await handOver(dario, {})).status).toBe(401);
    const player = await handOver(dario, bearer(tokens['1']!));
    expect(player.status).toBe(403);
    expect(player.body.errors).toEqual([{ field: 'authorization', reason: 'not the organiser' }]);
    expect((await world.events('refusals')).filter((e) => e.type === 'SeatHandedOver')).toEqual([]);
  });

  it('is refused while registration is open, for a car out of the race and once the race is finished', async () => {
    await world.call('POST', '/races', { id: 'open', title: 'Open', circuitId: 'oval' }, organiser);
    await world.call('POST', '/races/open/entries', { name: 'Ada', email: 'ada@example.org' });
    const open = await world.call('POST', '/races/open/hand-over', { ...dario, car: '1' }, organiser);
    expect([open.status, open.body.errors]).toEqual([409, [{ field: 'phase', reason: expect.stringContaining('registration is open') }]]);

    await world.racingRace('out');
    await world.call('POST', '/races/out/eliminate', { car: '2', reason: 'left the league' }, organiser);
    const out = await world.call('POST', '/races/out/hand-over', dario, organiser);
    expect([out.status, out.body.errors]).toEqual([409, [{ field: 'car', reason: 'car 2 is out of the race' }]]);

    await world.call('POST', '/races/out/eliminate', { car: '1', reason: 'left the league' }, organiser);
    expect((await world.call('GET', '/races/out')).body.race.phase).toBe('finished');
    const finished = await world.call('POST', '/races/out/hand-over', { ...dario, car: '1' }, organiser);
    expect([finished.status, finished.body.errors]).toEqual([409, [{ field: 'phase', reason: 'the race is in its finished phase' }]]);
  });

  it('answers the same token once more to a retry with the same Idempotency-Key, handing the seat over once and emailing once', async () => {
    await world.racingRace('retried');
    const first = await world.call('POST', '/races/retried/hand-over', dario, key('dario'));
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ car: '2', emailed: true, race: { tenures: { 2: [{ name: 'Driver 2' }, { name: 'Dario' }] } } });
    const retry = await world.call('POST', '/races/retried/hand-over', dario, key('dario'));
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect((await world.events('retried')).filter((e) => e.type === 'SeatHandedOver')).toHaveLength(1);
    expect(tokensMailedTo(dario.email, 'retried')).toEqual([first.body.token]);
    // The same body under another key is a second handover, of an address that now drives the seat: refused.
    const again = await world.call('POST', '/races/retried/hand-over', dario, key('dario-again'));
    expect([again.status, again.body.errors[0].field]).toEqual([409, 'email']);
  });

  it('answers a retry after a crash that lost the first answer with the same working token, and the previous driver is told once', async () => {
    const { tokens } = await world.racingRace('crashed');
    const dying = world.callWith({ idempotency: world.dyingBeforeTheAnswer() });
    expect((await dying('POST', '/races/crashed/hand-over', dario, key('crash'))).status).toBe(500);
    world.advance(HOLD_HOURS);
    const retry = await world.call('POST', '/races/crashed/hand-over', dario, key('crash'));
    expect(retry.status).toBe(201);
    expect(tokensMailedTo(dario.email, 'crashed')).toEqual([retry.body.token]);
    expect(world.mails.filter((m) => m.to === 'driver2@example.org' && m.email.subject === 'Race crashed: you no longer drive your seat')).toHaveLength(1);
    expect((await world.events('crashed')).filter((e) => e.type === 'SeatHandedOver')).toHaveLength(1);
    expect((await world.call('GET', '/races/crashed/moves/mine', undefined, bearer(retry.body.token))).body).toMatchObject({ car: '2' });
    expect((await world.call('GET', '/races/crashed/moves/mine', undefined, bearer(tokens['2']!))).status).toBe(403);
    // The seat's history is his to read, but not the address it was registered under.
    const history = JSON.stringify((await world.call('GET', '/races/crashed/events', undefined, bearer(retry.body.token))).body);
    expect(history).toContain(dario.email);
    expect(history).not.toContain('driver2@example.org');
    // Her reissued tokens go with the seat too: a token asked for by the old address is nobody's.
    expect((await world.call('POST', '/races/crashed/entries/token', { email: 'driver2@example.org' })).status).toBe(202);
    expect(tokensMailedTo('driver2@example.org', 'crashed').filter((token) => token !== undefined && token !== tokens['2'])).toEqual([]);
  });
});

describe('a championship crediting a seat handed over', () => {
  /**
   * Three cars on the toy's 2-lap oval (finish at square 20), the grid by pole laps of 7, 8 and 9
   * turns (squares 0, -1, -2), every car sending its one speed each turn: Ada 6 (6, 12, 18, 24:
   * finished at turn 4), car 2 at 4 (3, 7, …, 23: turn 6), Carla 3 (1, 4, …, 22: turn 8). The race
   * plays 10 steps (the grid, the start, 8 turns); Bruno's seat goes to Dario at turn 3, after 4.
   */
  it('gives the seat its points, shares them by the steps each drove, or gives them to who started, as the championship says', async () => {
    const race = 'scored';
    await world.call('POST', '/races', { id: race, title: 'Scored', circuitId: 'oval', rulesetId: toyPoints.id, laps: 2 }, organiser);
    const players = [
      { name: 'Ada', turns: 7, speed: 6 },
      { name: 'Bruno', turns: 8, speed: 4 },
      { name: 'Carla', turns: 9, speed: 3 },
    ];
    const tokens: string[] = [];
    for (const { name } of players)
      tokens.push((await world.call('POST', `/races/${race}/entries`, { name, email: `${name.toLowerCase()}@example.org` })).body.token);
    await world.call('POST', `/races/${race}/close-registration`, undefined, organiser);
    for (const [index, { turns }] of players.entries()) await world.call('POST', `/races/${race}/qualifying`, { turns }, bearer(tokens[index]!));
    await world.call('POST', `/races/${race}/resolve`, undefined, organiser);
    for (const token of tokens) await world.call('POST', `/races/${race}/setup`, { tyres: 'soft' }, bearer(token));
    await world.call('POST', `/races/${race}/resolve`, undefined, organiser);
    for (let turn = 1; turn <= 8; turn++) {
      if (turn === 3)
        tokens[1] = (await world.call('POST', `/races/${race}/hand-over`, { car: '2', name: 'Dario', email: 'dario@example.org' }, organiser)).body.token;
      const { race: view } = (await world.call('GET', `/races/${race}`)).body;
      for (const [index, { speed }] of players.entries())
        if (view.step.cars.includes(String(index + 1)))
          expect((await world.call('POST', `/races/${race}/moves`, { speed, turn }, bearer(tokens[index]!))).status).toBe(200);
      await world.call('POST', `/races/${race}/resolve`, undefined, organiser);
    }
    const finished = (await world.call('GET', `/races/${race}`)).body.race;
    expect([finished.phase, finished.classification]).toEqual(['finished', ['1', '2', '3']]);
    expect(finished.tenures).toEqual({
      2: [
        { name: 'Bruno', from: 1, steps: 4 },
        { name: 'Dario', from: 5, step: 'turn-3', steps: 6 },
      ],
    });

    const pointsUnder = async (policy?: string) => {
      const id = `scored_${policy ?? 'default'}`;
      const created = await world.call('POST', '/championships', { id, title: id, races: [race], ...(policy ? { points: policy } : {}) }, organiser);
      expect(created.status).toBe(201);
      const { standings } = (await world.call('GET', `/championships/${id}`)).body.championship;
      return Object.fromEntries(standings.map(({ player, points }: { player: string; points: number }) => [player, points]));
    };
    // The seat's 6 points: to Dario, who drove its last step; 4/10 and 6/10 of them to Bruno and Dario; to Bruno, who started.
    expect(await pointsUnder()).toEqual({ Ada: 10, Dario: 6, Carla: 4 });
    expect(await pointsUnder('seat')).toEqual({ Ada: 10, Dario: 6, Carla: 4 });
    expect(await pointsUnder('tenure')).toEqual({ Ada: 10, Bruno: 2.4, Dario: 3.6, Carla: 4 });
    expect(await pointsUnder('driver')).toEqual({ Ada: 10, Bruno: 6, Carla: 4 });
    const refused = await world.call('POST', '/championships', { id: 'scored_bad', title: 'bad', races: [race], points: 'car' }, organiser);
    expect([refused.status, refused.body.errors[0].field]).toEqual([400, 'points']);
  });

  it('reads a championship stored before its points policy as crediting the seat', async () => {
    await world.backend.records.putIfAbsent('CHAMPIONSHIP#stored_before', 0, {
      championship: JSON.stringify({ id: 'stored_before', title: 'Before', races: ['scored'], rulesetId: toyPoints.id }),
    });
    const { championship } = (await world.call('GET', '/championships/stored_before')).body;
    expect(championship.points).toBe('seat');
    expect(Object.fromEntries(championship.standings.map(({ player, points }: { player: string; points: number }) => [player, points]))).toEqual({
      Ada: 10,
      Dario: 6,
      Carla: 4,
    });
  });
});
