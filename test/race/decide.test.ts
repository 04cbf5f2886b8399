import { describe, expect, it } from 'vitest';
import { seedHash, verifyRoll } from '../../domain/dice/derive.ts';
import { CreateRace, type RaceCommand, RegisterEntry } from '../../domain/race/commands.ts';
import { createRace, type RaceEvent, type RaceState } from '../../domain/race/index.ts';
import { refusal } from '../support/refusal.ts';
import { toy } from './toy-ruleset.ts';

const race = createRace({ [toy.id]: toy });
const seed = 'c0ffee'.padEnd(64, '0');
const circuit = toy.shippedCircuits().oval;
const start = Date.parse('2025-03-01T12:00:00.000Z');
const at = (hours: number) => new Date(start + hours * 3_600_000).toISOString();

const decide = (state: RaceState, command: RaceCommand, hours = 0): RaceEvent[] => race.decide(state, command, { now: at(hours), circuit, seed });
const apply = (state: RaceState, events: RaceEvent[]): RaceState => events.reduce(race.evolve, state);
const run = (state: RaceState, command: RaceCommand, hours = 0): RaceState => apply(state, decide(state, command, hours));

const created = run(
  race.initialState,
  CreateRace.parse({ type: 'CreateRace', raceId: 'toy1', title: 'Toy GP', circuitId: 'oval', rulesetId: 'toy-1', laps: 1 }),
);
const register = (state: RaceState, name: string) =>
  run(state, RegisterEntry.parse({ type: 'RegisterEntry', name, email: `${name}@example.org`, tokenHash: name.charCodeAt(0).toString(16).padEnd(64, '0') }));
const registered = ['ada', 'bruno', 'carla'].reduce(register, created);
const qualifying = run(registered, { type: 'CloseRegistration' });
const withLaps = [
  { car: '1', turns: 12 },
  { car: '2', turns: 10 },
].reduce((s, { car, turns }) => run(s, { type: 'SubmitQualifying', car, qualifying: { turns } }, 1), qualifying);
const gridded = run(withLaps, { type: 'PublishGrid' }, 24);
const racing = run(gridded, { type: 'StartRace' }, 72);

describe('race lifecycle', () => {
  it('[SC-GAME-5] goes through registration, pole laps, grid, setup and turns to the finish', () => {
    expect([created, qualifying, gridded, racing].map((s) => s.phase)).toEqual(['registration', 'qualifying', 'setup', 'racing']);
    let state = racing;
    let hours = 72;
    while (state.phase === 'racing') {
      hours += 48;
      for (const car of race.awaited(state)) state = run(state, { type: 'SubmitMove', car, turn: state.turn, move: { speed: 6 } }, hours);
      state = run(state, { type: 'ResolveTurn', turn: state.turn }, hours);
    }
    expect(state.phase).toBe('finished');
    expect(state.turn).toBe(3);
    expect(state.classification).toEqual(['2', '1', '3']);
    expect(state.seed).toBe(seed);
  });

  it('publishes the sha256 of the seed at creation and keeps the seed itself out of the log until the finish', () => {
    const events = decide(race.initialState, CreateRace.parse({ type: 'CreateRace', raceId: 'x', title: 'X', circuitId: 'oval', rulesetId: 'toy-1' }));
    expect(events).toMatchObject([{ type: 'RaceCreated', seedHash: seedHash(seed), laps: 6, maxStarters: 24, qualifyingWindow: 'PT24H', turnWindow: 'PT48H' }]);
    expect(JSON.stringify([events, racing])).not.toContain(seed);
  });

  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'])(
    'refuses a race under the ruleset %s, which every object inherits and no table holds',
    (rulesetId) => {
      const refused = refusal(() => decide(race.initialState, CreateRace.parse({ type: 'CreateRace', raceId: 'x', title: 'X', circuitId: 'oval', rulesetId })));
      expect([refused.kind, refused.field]).toEqual(['invalid', 'rulesetId']);
    },
  );

  it('[SC-QUAL-1] sets the pole-lap deadline 24 hours after registration closes', () => {
    expect(qualifying.deadline).toBe(at(24));
  });

  it('[SC-QUAL-2] refuses a late pole lap, so the car is drawn for the last rows', () => {
    const late = refusal(() => decide(qualifying, { type: 'SubmitQualifying', car: '3', qualifying: { turns: 9 } }, 24));
    expect([late.kind, late.field]).toEqual(['conflict', 'deadline']);
    expect(gridded.grid).toEqual(['2', '1', '3']);
    const [grid] = decide(withLaps, { type: 'PublishGrid' }, 24);
    expect(grid).toMatchObject({ type: 'GridPublished', qualifying: { '1': { turns: 12 }, '2': { turns: 10 }, '3': null } });
  });

  it('[SC-QUAL-12] only the first maxStarters of the pole-lap ranking take the start', () => {
    const many = Array.from({ length: 25 }, (_, i) => `p${i}`).reduce(register, created);
    const grid = run(run(many, { type: 'CloseRegistration' }), { type: 'PublishGrid' }, 24);
    expect(grid.grid).toHaveLength(24);
    const reserve = Object.keys(grid.entries).find((car) => !grid.grid.includes(car)) ?? '';
    expect(refusal(() => decide(grid, { type: 'SubmitSetup', car: reserve, setup: { tyres: 'soft' } }, 25)).kind).toBe('conflict');
    expect(race.publicView(grid, { role: 'player', car: reserve })?.actions).toEqual(['withdraw', 'votePause']);
  });

  it('binds the qualifying draw to the locked pole laps, and every roll verifies once the seed is known', () => {
    const [grid] = decide(withLaps, { type: 'PublishGrid' }, 24);
    if (grid?.type !== 'GridPublished') throw new Error('no grid');
    expect(grid.rolls.map((r) => r.purpose)).toEqual(['qualifyingDraw']);
    const verdict = verifyRoll({ seed, raceId: 'toy1', turn: 0, binding: grid.binding, roll: grid.rolls[0]! });
    expect(verdict.valid).toBe(true);
  });

  it('[SC-PBEM-3] sets each turn deadline 48 hours after the last update', () => {
    expect(racing.deadline).toBe(at(72 + 48));
  });
});

describe('moves', () => {
  const move = (state: RaceState, car: string, speed: number, hours = 80) => run(state, { type: 'SubmitMove', car, move: { speed } }, hours);

  it("a new move replaces the player's earlier one for the same turn", () => {
    const state = move(move(racing, '1', 2), '1', 5);
    const [resolved] = decide(state, { type: 'ResolveTurn', turn: 1 }, 72 + 48);
    expect(resolved).toMatchObject({ type: 'TurnResolved', moves: { '1': { speed: 5 } } });
  });

  it('[SC-PBEM-5] accepts a late move until the turn resolves', () => {
    const late = move(racing, '2', 3, 72 + 60);
    expect(late.pending['2']).toEqual({ speed: 3 });
  });

  it('[SC-PBEM-6] resolves early once every car has moved, not before', () => {
    const two = move(move(racing, '1', 3), '2', 3);
    expect(refusal(() => decide(two, { type: 'ResolveTurn', turn: 1 }, 80)).kind).toBe('conflict');
    const all = move(two, '3', 3);
    expect(race.isDue(all, at(80))).toBe(true);
    expect(run(all, { type: 'ResolveTurn', turn: 1 }, 80).turn).toBe(2);
  });

  it('[SC-GNU-1] a car without a move is driven by the non-human player, and its move is revealed as null', () => {
    const [resolved] = decide(move(racing, '1', 4), { type: 'ResolveTurn', turn: 1 }, 72 + 48);
    expect(resolved).toMatchObject({ moves: { '1': { speed: 4 }, '2': null, '3': null } });
    if (resolved?.type !== 'TurnResolved') throw new Error('not resolved');
    expect(resolved.rolls.map((r) => [r.purpose, r.car])).toEqual([
      ['gnu', '2'],
      ['gnu', '3'],
    ]);
  });

  it('refuses a move for another turn, a second resolution of the same turn, and a move in the wrong phase with a conflict', () => {
    const wrongTurn = refusal(() => decide(racing, { type: 'SubmitMove', car: '1', turn: 2, move: { speed: 3 } }));
    expect([wrongTurn.kind, wrongTurn.field]).toEqual(['conflict', 'turn']);
    const resolved = run(racing, { type: 'ResolveTurn', turn: 1 }, 72 + 48);
    expect(refusal(() => decide(resolved, { type: 'ResolveTurn', turn: 1 }, 200)).kind).toBe('conflict');
    expect(refusal(() => decide(gridded, { type: 'SubmitMove', car: '1', move: { speed: 3 } })).kind).toBe('conflict');
    expect(refusal(() => decide(racing, { type: 'RegisterEntry', name: 'z', email: 'z@x.org', language: 'en', tokenHash: 'a'.repeat(64) })).kind).toBe(
      'conflict',
    );
  });

  it("passes the ruleset's refusal of an unplayable move through, naming the field", () => {
    const error = refusal(() => decide(racing, { type: 'SubmitMove', car: '1', move: { speed: 8 } }));
    expect([error.kind, error.field]).toEqual(['invalid', 'speed']);
  });

  it('[SC-GNU-2] eliminates a car that would miss a sixth consecutive move', () => {
    let state = racing;
    let hours = 72;
    const events: RaceEvent[] = [];
    for (let turn = 1; turn <= 6 && state.phase === 'racing'; turn++) {
      hours += 48;
      state = move(state, '1', 1, hours);
      state = move(state, '2', 1, hours);
      const produced = decide(state, { type: 'ResolveTurn', turn }, hours);
      events.push(...produced);
      state = apply(state, produced);
    }
    const eliminated = events.filter((e) => e.type === 'CarEliminated');
    expect(eliminated).toMatchObject([{ car: '3' }]);
    expect(events.findIndex((e) => e.type === 'CarEliminated')).toBe(5);
    expect(state.entries['3']?.status).toBe('out');
  });
});

describe('organiser and withdrawals', () => {
  it('[SC-PBEM-3] [SC-PBEM-4] moves the deadline later, or earlier but never past', () => {
    expect(racing.deadline).toBe(at(120));
    expect(run(racing, { type: 'ExtendDeadline', deadline: at(300) }, 80).deadline).toBe(at(300));
    expect(run(racing, { type: 'ExtendDeadline', deadline: at(90) }, 80).deadline).toBe(at(90));
    expect(refusal(() => decide(racing, { type: 'ExtendDeadline', deadline: at(80) }, 80)).field).toBe('deadline');
    expect(refusal(() => decide(racing, { type: 'ExtendDeadline', deadline: at(79) }, 80)).field).toBe('deadline');
    expect(refusal(() => decide(racing, { type: 'ExtendDeadline', deadline: at(120) }, 80)).field).toBe('deadline');
  });

  it('a withdrawn or eliminated car stops being awaited, and the race finishes when no car is left', () => {
    const withdrawn = run(racing, { type: 'WithdrawCar', car: '2' });
    expect(race.awaited(withdrawn)).toEqual(['1', '3']);
    const last = run(run(withdrawn, { type: 'EliminateCar', car: '1', reason: 'abusive' }), { type: 'EliminateCar', car: '3', reason: 'abusive' });
    expect(last.phase).toBe('finished');
    expect(refusal(() => decide(last, { type: 'WithdrawCar', car: '1' })).kind).toBe('conflict');
  });

  it('refuses a second registration with the same email or name', () => {
    expect(refusal(() => register(registered, 'ada')).field).toBe('email');
  });

  it('brings back a car withdrawn while registration is open, with its number and token, and races it', () => {
    const withdrawn = run(registered, { type: 'WithdrawCar', car: '2' });
    expect(race.publicView(withdrawn, { role: 'organiser' })?.actions).toEqual(['closeRegistration', 'eliminate', 'reinstate']);
    const back = run(withdrawn, { type: 'ReinstateCar', car: '2' });
    expect(back.entries['2']).toEqual(registered.entries['2']);
    expect(race.publicView(back, { role: 'organiser' })?.actions).toEqual(['closeRegistration', 'eliminate']);
    expect(race.awaited(run(back, { type: 'CloseRegistration' }))).toEqual(['1', '2', '3']);
    expect(refusal(() => decide(back, { type: 'ReinstateCar', car: '2' }))).toMatchObject({ kind: 'conflict', field: 'car' });
    expect(refusal(() => decide(back, { type: 'ReinstateCar', car: '9' }))).toMatchObject({ kind: 'notFound', field: 'car' });
  });

  it('never brings back a car once the race has begun: every step since depends on the cars that stayed', () => {
    const withdrawn = run(racing, { type: 'WithdrawCar', car: '2' });
    expect(race.publicView(withdrawn, { role: 'organiser' })?.actions).not.toContain('reinstate');
    expect(refusal(() => decide(withdrawn, { type: 'ReinstateCar', car: '2' }))).toMatchObject({ kind: 'conflict', field: 'phase' });
  });

  it("gives a withdrawn seat's place to the next player, and then has no room to bring it back", () => {
    const twoSeats = { ...toy, limits: (settings: Parameters<typeof toy.limits>[0]) => ({ ...toy.limits(settings), maxSeats: 2 }) };
    const small = createRace({ [toy.id]: twoSeats });
    const go = (state: RaceState, command: RaceCommand) => small.decide(state, command, { now: at(0), circuit, seed }).reduce(small.evolve, state);
    const enter = (state: RaceState, name: string) =>
      go(state, RegisterEntry.parse({ type: 'RegisterEntry', name, email: `${name}@example.org`, tokenHash: name.charCodeAt(0).toString(16).padEnd(64, '0') }));
    const full = ['ada', 'bruno'].reduce(
      enter,
      go(small.initialState, CreateRace.parse({ type: 'CreateRace', raceId: 'toy2', title: 'Toy GP', circuitId: 'oval', rulesetId: 'toy-1', laps: 1 })),
    );
    expect(refusal(() => enter(full, 'carla'))).toMatchObject({ kind: 'conflict', field: 'entries' });
    const withCarla = enter(go(full, { type: 'WithdrawCar', car: '2' }), 'carla');
    expect(Object.values(withCarla.entries).map(({ car, name, status }) => `${car} ${name} ${status}`)).toEqual(['1 ada in', '2 bruno out', '3 carla in']);
    expect(refusal(() => go(withCarla, { type: 'ReinstateCar', car: '2' }))).toMatchObject({ kind: 'conflict', field: 'entries' });
  });
});

describe('a game registered without its referee, as the API function has them', () => {
  const { referee: _referee, ...deciding } = toy;
  const api = createRace({ [toy.id]: deciding });
  const decideWith = (state: RaceState, command: RaceCommand) => api.decide(state, command, { now: at(100), circuit, seed });

  it('decides what the API decides: a registration, a submission', () => {
    expect(
      decideWith(created, RegisterEntry.parse({ type: 'RegisterEntry', name: 'dino', email: 'dino@example.org', tokenHash: 'd'.repeat(64) })),
    ).toMatchObject([{ type: 'EntryRegistered', car: '1' }]);
    expect(decideWith(racing, { type: 'SubmitMove', car: '1', turn: 1, move: { speed: 6 } })).toMatchObject([{ type: 'MoveSubmitted', car: '1' }]);
  });

  it('refuses to play a step, begin a race or eliminate a car with a plain error, a wiring mistake rather than a refusal of the command', () => {
    for (const [state, command] of [
      [racing, { type: 'ResolveTurn', turn: 1, force: true }],
      [registered, { type: 'CloseRegistration' }],
      [racing, { type: 'EliminateCar', car: '1', reason: 'protest' }],
    ] as const) {
      const thrown = (() => {
        try {
          decideWith(state, command);
        } catch (error) {
          return error;
        }
      })();
      expect(thrown, command.type).toBeInstanceOf(Error);
      expect(thrown, command.type).not.toHaveProperty('field');
      expect((thrown as Error).message).toBe('the toy-1 game was registered without its referee: this function cannot play');
    }
  });
});
