/**
 * A race's time policy (issue 30, docs/absences.md): what a declared absence does under each of
 * the three policies, and the missed-step ladder from the grace to retirement. The toy game's
 * turns last 48 hours (SC-PBEM-3) and turn 1's deadline falls at hour 120; each expectation is
 * counted by hand from those.
 */
import { describe, expect, it } from 'vitest';
import { stepsOf } from '../../domain/league/driver-record.ts';
import { CreateRace, type RaceCommand } from '../../domain/race/commands.ts';
import { createRace, type RaceEvent, type RaceState } from '../../domain/race/index.ts';
import type { TimePolicy } from '../../domain/race/time-policy.ts';
import { at, threeSeatsAtTurnOne } from './three-seats.ts';
import { toy } from './toy-ruleset.ts';

const race = createRace({ [toy.id]: toy });
const seed = 'beef'.padEnd(64, '0');
const circuit = toy.shippedCircuits().oval;

type Absent = Record<string, string>;
const decide = (state: RaceState, command: RaceCommand, hours: number, absent?: Absent): RaceEvent[] =>
  race.decide(state, command, { now: at(hours), circuit, seed, ...(absent ? { absent } : {}) });
const apply = (state: RaceState, events: RaceEvent[]): RaceState => events.reduce(race.evolve, state);
const run = (state: RaceState, command: RaceCommand, hours: number, absent?: Absent): RaceState => apply(state, decide(state, command, hours, absent));

/** A three-car race of three laps (30 squares) at its first turn, deadline hour 120, under `timePolicy`. */
const racingUnder = (timePolicy?: TimePolicy): RaceState =>
  threeSeatsAtTurnOne(race.initialState, run, { raceId: 'away', title: 'Away GP', ...(timePolicy ? { timePolicy } : {}) });

/** Cars 1 and 2 send a speed of 1 an hour before `hours`, car 3 nothing; then the turn is asked to play at `hours`. */
const withMoves = (state: RaceState, hours: number): RaceState =>
  ['1', '2'].reduce((s, car) => (s.pending[car] ? s : run(s, { type: 'SubmitMove', car, turn: s.turn, move: { speed: 1 } }, hours - 1)), state);
const playAt = (state: RaceState, hours: number, absent?: Absent): { events: RaceEvent[]; state: RaceState } => {
  const ready = withMoves(state, hours);
  const events = decide(ready, { type: 'ResolveTurn', turn: ready.turn }, hours, absent);
  return { events, state: apply(ready, events) };
};

describe('a race without a time policy', () => {
  it('plays the step at its deadline whoever is absent, and counts the miss, as every race always did', () => {
    const racing = racingUnder();
    expect(racing.deadline).toBe(at(120));
    const { events, state } = playAt(racing, 120, { '3': at(200) });
    expect(events.map((e) => e.type)).toEqual(['TurnResolved']);
    expect(state.missedMoves['3']).toBe(1);
    expect(state.deadline).toBe(at(168));
  });
});

describe('an absence under each policy', () => {
  it('wait: the deadline moves to a turn window (48 h) after the absence ends, hour 130 + 48 = 178, and the turn plays then', () => {
    const racing = racingUnder({ absence: 'wait', waitCap: 'P3D' });
    const waited = playAt(racing, 120, { '3': at(130) });
    expect(waited.events).toMatchObject([{ type: 'DeadlineExtended', deadline: at(178), reason: 'absence', cars: ['3'] }]);
    expect(waited.state.waited).toBe(58 * 3_600_000);
    expect(waited.state.turn).toBe(1);
    // Back at hour 130, he sends before the moved deadline.
    const sent = run(waited.state, { type: 'SubmitMove', car: '3', turn: 1, move: { speed: 2 } }, 140);
    const played = playAt(sent, 178);
    expect(played.events).toMatchObject([{ type: 'TurnResolved', turn: 1, moves: { '1': { speed: 1 }, '2': { speed: 1 }, '3': { speed: 2 } } }]);
  });

  it('wait: the cap (P3D) holds the deadline to hour 120 + 72 = 192, and the miss after the cap is excused', () => {
    const racing = racingUnder({ absence: 'wait', waitCap: 'P3D' });
    const waited = playAt(racing, 120, { '3': at(300) });
    expect(waited.events).toMatchObject([{ type: 'DeadlineExtended', deadline: at(192), reason: 'absence', cars: ['3'] }]);
    expect(waited.state.waited).toBe(72 * 3_600_000);
    const played = playAt(waited.state, 192, { '3': at(300) });
    expect(played.events.map((e) => e.type)).toEqual(['MissesExcused', 'TurnResolved']);
    expect(played.events[0]).toMatchObject({ step: 'turn-1', cars: { '3': 'excused' } });
    expect(played.state.missedMoves['3']).toBe(0);
    // The cap is spent for the race: turn 2 waits no more.
    const next = playAt(played.state, 240, { '3': at(300) });
    expect(next.events.map((e) => e.type)).toEqual(['MissesExcused', 'TurnResolved']);
  });

  it('bot: the turn plays at its deadline with the non-human player driving car 3, and no miss is counted', () => {
    const racing = racingUnder({ absence: 'bot' });
    const { events, state } = playAt(racing, 120, { '3': at(200) });
    expect(events.map((e) => e.type)).toEqual(['MissesExcused', 'TurnResolved']);
    expect(events[0]).toMatchObject({ step: 'turn-1', cars: { '3': 'bot' } });
    expect(events[1]).toMatchObject({ moves: { '3': null } });
    expect(state.missedMoves['3']).toBe(0);
    expect(state.deadline).toBe(at(168));
  });

  it('excused: three absent turns are three excused misses, none toward retirement after 2 in a row', () => {
    let state = racingUnder({ absence: 'excused', retireAfter: 2 });
    for (const hours of [120, 168, 216]) {
      const played = playAt(state, hours, { '3': at(300) });
      expect(played.events.map((e) => e.type)).toEqual(['MissesExcused', 'TurnResolved']);
      expect(played.events[0]).toMatchObject({ cars: { '3': 'excused' } });
      state = played.state;
    }
    expect(state.entries['3']?.status).toBe('in');
    expect(state.missedMoves['3']).toBe(0);
  });

  it('an absence ended before the deadline does nothing: the miss counts', () => {
    const { events, state } = playAt(racingUnder({ absence: 'bot' }), 120, { '3': at(119) });
    expect(events.map((e) => e.type)).toEqual(['TurnResolved']);
    expect(state.missedMoves['3']).toBe(1);
  });

  it('the organiser playing the turn early excuses the absent car but never waits', () => {
    const ready = withMoves(racingUnder({ absence: 'wait' }), 100);
    const events = decide(ready, { type: 'ResolveTurn', turn: 1, force: true }, 100, { '3': at(200) });
    expect(events.map((e) => e.type)).toEqual(['MissesExcused', 'TurnResolved']);
  });
});

describe('the missed-step ladder', () => {
  it('grace PT12H once, then the non-human player, then retirement at the 3rd counted miss in a row', () => {
    const racing = racingUnder({ grace: 'PT12H', retireAfter: 3 });
    // Turn 1, deadline 120: car 3's first miss moves the deadline by the grace, to 132.
    const graced = playAt(racing, 120);
    expect(graced.events).toMatchObject([{ type: 'DeadlineExtended', deadline: at(132), reason: 'grace', cars: ['3'] }]);
    expect(graced.state.graced).toEqual(['3']);
    // 132: the turn plays, car 3 driven by the non-human player: counted miss 1; turn 2's deadline 132 + 48 = 180.
    const first = playAt(graced.state, 132);
    expect(first.events).toMatchObject([{ type: 'TurnResolved', turn: 1, moves: { '3': null }, nextDeadline: at(180) }]);
    expect(first.state.missedMoves['3']).toBe(1);
    // 180: no second grace; counted miss 2; turn 3's deadline 228.
    const second = playAt(first.state, 180);
    expect(second.events).toMatchObject([{ type: 'TurnResolved', turn: 2, nextDeadline: at(228) }]);
    expect(second.state.missedMoves['3']).toBe(2);
    // 228: the 3rd miss in a row retires car 3 before the turn, which the others play.
    const third = playAt(second.state, 228);
    expect(third.events.map((e) => e.type)).toEqual(['CarEliminated', 'TurnResolved']);
    expect(third.events[0]).toMatchObject({ car: '3', reason: 'missed 3 counted steps in a row' });
    expect(third.state.entries['3']?.status).toBe('out');
    expect(Object.keys((third.events[1] as Extract<RaceEvent, { type: 'TurnResolved' }>).moves)).toEqual(['1', '2']);
  });

  it('a car that sends starts its count again, and its grace stays spent', () => {
    const racing = racingUnder({ grace: 'PT12H', retireAfter: 2 });
    const graced = playAt(racing, 120).state;
    const missed = playAt(graced, 132).state;
    expect(missed.missedMoves['3']).toBe(1);
    const sent = run(missed, { type: 'SubmitMove', car: '3', turn: 2, move: { speed: 1 } }, 150);
    const back = playAt(sent, 180).state;
    expect(back.missedMoves['3']).toBe(0);
    const again = playAt(back, 228);
    expect(again.events.map((e) => e.type)).toEqual(['TurnResolved']);
    expect(again.state.missedMoves['3']).toBe(1);
  });

  it('an absent car under bot gets no grace, and a present one beside it does', () => {
    const racing = racingUnder({ absence: 'bot', grace: 'PT6H' });
    const ready = ['1'].reduce((s, car) => run(s, { type: 'SubmitMove', car, turn: 1, move: { speed: 1 } }, 100), racing);
    const events = decide(ready, { type: 'ResolveTurn', turn: 1 }, 120, { '3': at(200) });
    expect(events).toMatchObject([{ type: 'DeadlineExtended', deadline: at(126), reason: 'grace', cars: ['2'] }]);
  });

  it('without retireAfter the game keeps its own limit (SC-GNU-2: more than 5 misses)', () => {
    let state = racingUnder({ grace: 'PT1H' });
    state = playAt(state, 120).state;
    let hours = 121;
    for (let miss = 1; miss <= 5; miss++, hours += 48) state = playAt(state, hours).state;
    expect(state.missedMoves['3']).toBe(5);
    const sixth = playAt(state, hours);
    expect(sixth.events[0]).toMatchObject({ type: 'CarEliminated', car: '3' });
  });
});

describe('the policy in the log', () => {
  it('is recorded in RaceCreated, and refused with its field named when wrong', () => {
    const events = decide(
      race.initialState,
      CreateRace.parse({ type: 'CreateRace', raceId: 'p', title: 'P', circuitId: 'oval', rulesetId: 'toy-1', timePolicy: { absence: 'bot', grace: 'PT6H' } }),
      0,
    );
    expect(events[0]).toMatchObject({ type: 'RaceCreated', timePolicy: { absence: 'bot', grace: 'PT6H' } });
    const wrong = CreateRace.safeParse({ type: 'CreateRace', raceId: 'p', title: 'P', circuitId: 'oval', timePolicy: { absence: 'sleep' } });
    expect(wrong.error?.issues[0]?.path).toEqual(['timePolicy', 'absence']);
  });

  it('replays: folding the recorded events alone, without the absences, gives the same state', () => {
    const racing = racingUnder({ absence: 'wait', grace: 'PT12H', retireAfter: 2 });
    const recorded: RaceEvent[] = [];
    let state = racing;
    for (const [hours, absent] of [
      [120, { '3': at(130) }],
      [178, undefined],
      [190, undefined],
    ] as const) {
      const sent = ['1', '2'].flatMap((car) =>
        state.pending[car] ? [] : decide(state, { type: 'SubmitMove', car, turn: state.turn, move: { speed: 1 } }, hours - 1),
      );
      const ready = apply(state, sent);
      const decided = decide(ready, { type: 'ResolveTurn', turn: ready.turn }, hours, absent);
      recorded.push(...sent, ...decided);
      state = apply(ready, decided);
    }
    expect(recorded.filter((e) => e.type !== 'MoveSubmitted')).toMatchObject([
      { type: 'DeadlineExtended', reason: 'absence', deadline: at(178) },
      { type: 'DeadlineExtended', reason: 'grace', deadline: at(190) },
      { type: 'TurnResolved', turn: 1 },
    ]);
    expect(state).toMatchObject({ waited: 58 * 3_600_000, graced: ['3'], missedMoves: { '3': 1 } });
    expect(apply(racing, JSON.parse(JSON.stringify(recorded)))).toEqual(state);
  });
});

describe("a driver's record", () => {
  it.each([
    ['excused', { awaited: 1, missed: 1, excused: 1 }],
    ['bot', { awaited: 1, missed: 1, excused: 0 }],
  ] as const)('under %s: an absent turn, then a turn missed at home, give %o', (absence, expected) => {
    const first = playAt(racingUnder({ absence }), 120, { '3': at(150) });
    const second = playAt(first.state, 168);
    expect(second.events.map((e) => e.type)).toEqual(['TurnResolved']);
    expect(stepsOf([...first.events, ...second.events], new Set(['3']))).toEqual(expected);
  });
});
