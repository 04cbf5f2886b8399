/**
 * A race that follows another (`follows`): for a game whose races go on from one another, the new
 * race records at its creation what the finished race it follows hands on
 * (`Ruleset.championship.carry`), and gives it to the game's `begin`. Played with the hidden-hands
 * toy game given a carry: each player's square by name.
 */
import { describe, expect, it } from 'vitest';
import { CreateRace, type RaceCommand, RegisterEntry } from '../../domain/race/commands.ts';
import { createRace, type RaceEvent, type RaceState } from '../../domain/race/index.ts';
import type { Ruleset } from '../../domain/race/ruleset.ts';
import { cards } from '../flow/cards.ts';
import { begun, type CardsState, going } from '../flow/going-on.ts';
import { refusal } from '../support/refusal.ts';

const race = createRace({ [going.id]: going, [cards.id]: cards as unknown as Ruleset });
const seed = 'f011'.padEnd(64, '0');
const circuit = { id: 'table' };
const now = '2026-03-01T12:00:00.000Z';

const decide = (state: RaceState, command: RaceCommand, follows?: RaceState): RaceEvent[] =>
  race.decide(state, command, { now, circuit, seed, ...(follows ? { follows } : {}) });
const run = (state: RaceState, command: RaceCommand, follows?: RaceState): RaceState => decide(state, command, follows).reduce(race.evolve, state);
const create = (raceId: string, extra: Record<string, unknown> = {}) =>
  CreateRace.parse({ type: 'CreateRace', raceId, title: raceId, circuitId: 'table', rulesetId: 'going-on', finishSquare: 1, ...extra });
const register = (state: RaceState, name: string) =>
  run(state, RegisterEntry.parse({ type: 'RegisterEntry', name, email: `${name}@example.org`, tokenHash: name.charCodeAt(0).toString(16).padEnd(64, '0') }));

const entered = (state: RaceState) => ['ada', 'bruno'].reduce(register, state);
const first = run(entered(run(race.initialState, create('r1'))), { type: 'CloseRegistration' });
const finished = run(first, { type: 'PlayStep', force: true });

describe('a race that follows another', () => {
  it('records what the finished race it follows hands on, and the game begins from it', () => {
    expect(finished.phase).toBe('finished');
    const [createdEvent] = decide(race.initialState, create('r2', { follows: 'r1' }), finished);
    const squares = (finished.game as CardsState).cars;
    const carried = { 'ada/1': squares['1']!.square, 'ada/2': squares['2']!.square, 'bruno/3': squares['3']!.square, 'bruno/4': squares['4']!.square };
    expect(createdEvent).toMatchObject({ type: 'RaceCreated', follows: 'r1', carried });
    const second = run(entered(run(race.initialState, create('r2', { follows: 'r1' }), finished)), { type: 'CloseRegistration' });
    expect(second.phase).not.toBe('registration');
    expect(begun.at(-1)).toEqual(carried);
  });

  it('refuses to follow a race that is not finished, that is not there, or of a game whose races do not go on', () => {
    expect([refusal(() => decide(race.initialState, create('r3', { follows: 'r1' }), first))].map(({ kind, field }) => [kind, field])).toEqual([
      ['conflict', 'follows'],
    ]);
    expect(refusal(() => decide(race.initialState, create('r3', { follows: 'nope' }))).field).toBe('follows');
    const toy = CreateRace.parse({ type: 'CreateRace', raceId: 'r4', title: 'r4', circuitId: 'table', rulesetId: cards.id, follows: 'r1' });
    expect(refusal(() => decide(race.initialState, toy, finished)).message).toContain('do not go on');
  });
});
