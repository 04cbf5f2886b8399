/**
 * A Speed Circuit race played over HTTP by players who only click (clicker.ts): the race created
 * and its players registered, each step clicked through `POST /submissions/choices` and its
 * submission sent to `POST /submissions`, and the turns played to the finish with the organiser
 * resolving each one. Both rulebooks' race tests play this way.
 */
import { expect } from 'vitest';
import type { RaceView } from '../../domain/race/index.ts';
import { eventsOf, type Json } from '../support/local-api.ts';
import type { localRaceStack } from '../support/local-race.ts';
import { type Answer, clickThrough, ENGLISH, foreignWords, ITALIAN, type Picks, wordsOf } from './clicker.ts';

export interface Clicker {
  name: string;
  email: string;
  language: 'en' | 'it';
  car: string;
  token: string;
  /** Every word his answers showed him. */
  words: string[];
}

const MAX_TURNS = 40;

export function clickingRace(stack: ReturnType<typeof localRaceStack>, race: string) {
  const { call, ok, organiser, resolve } = stack;
  const raceView = async (): Promise<RaceView> => (await ok('GET', `/races/${race}`)).race as RaceView;

  /** The race created for 1 lap of the test oval, the players registered, registration closed. */
  async function register(rulesetId: string, players: Clicker[]): Promise<void> {
    const created = await call('POST', '/races', {
      token: organiser(),
      body: { id: race, title: `${race} GP`, circuitId: 'test-oval', rulesetId, laps: 1, seed: 'c1c4'.repeat(16) },
    });
    expect(created.status).toBe(201);
    for (const player of players) {
      const { body } = await call('POST', `/races/${race}/entries`, { body: { name: player.name, email: player.email, language: player.language } });
      Object.assign(player, { car: String(body.car), token: String(body.token) });
    }
    expect((await ok('POST', `/races/${race}/close-registration`, { token: organiser() })).race.phase).toBe('qualifying');
  }

  /** The player clicks through the open step and sends the choices' submission, as the page would. */
  async function clicks(player: Clicker, step: { id: string }, wanted: Picks = {}): Promise<Answer> {
    const ask = async (picks: Picks) =>
      (await ok('POST', `/races/${race}/submissions/choices`, { token: player.token, body: { step: step.id, picks } })) as Answer;
    const answer = await clickThrough(ask, wanted, (seen) => player.words.push(...wordsOf(seen)));
    expect(answer).toMatchObject({ step: step.id, car: player.car });
    const receipt = await ok('POST', `/races/${race}/submissions`, {
      token: player.token,
      body: { step: step.id, car: player.car, submission: answer.submission },
    });
    expect(receipt).toMatchObject({ car: player.car, step: step.id });
    return answer;
  }

  /** Every turn clicked by every player until the race is over; each move played must be the one his clicks made. */
  async function playTurns(players: Clicker[]): Promise<RaceView> {
    let view = await raceView();
    const sent: Record<string, Record<string, unknown>> = {};
    for (let turns = 0; view.phase !== 'finished'; turns++) {
      if (turns === MAX_TURNS) throw new Error(`the race did not finish in ${MAX_TURNS} turns: still at ${view.step?.id}`);
      const step = view.step!;
      sent[step.id] = {};
      for (const player of players.filter((candidate) => step.cars.includes(candidate.car))) {
        const answer = await clicks(player, step);
        expect(answer.text).toMatch(/^\d+/);
        sent[step.id]![player.car] = answer.submission;
      }
      expect(await resolve(), step.id).toContain('TurnResolved');
      view = await raceView();
    }
    const turns = eventsOf((await ok('GET', `/races/${race}/export`)) as Json).flatMap((event) => (event.type === 'TurnResolved' ? [event] : []));
    expect(turns.length).toBeGreaterThan(2);
    for (const turn of turns) {
      expect(turn.moves, `turn ${turn.turn}`).toEqual(sent[`turn-${turn.turn}`]);
      expect(
        (turn.events as { type: string }[]).filter((event) => event.type === 'MoveDefaulted'),
        `turn ${turn.turn}`,
      ).toEqual([]);
    }
    return view;
  }

  return { raceView, register, clicks, playTurns };
}

/** Each player was shown his choices in his own language only. */
export function expectOwnLanguage(english: Clicker, italian: Clicker): void {
  expect(foreignWords(italian.words, ENGLISH)).toEqual([]);
  expect(foreignWords(english.words, ITALIAN)).toEqual([]);
  expect(italian.words).toContain('Velocità');
  expect(english.words).toContain('Speed');
}
