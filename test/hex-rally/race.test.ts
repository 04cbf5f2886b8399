/**
 * A seeded race of hex rally played to the finish through the generic race's decider
 * (`createRace({ 'hex-rally': hexRally })`), written down as the store would and audited: Ada
 * types her orders in the notation, Boris sends his as data every other turn, Chen sends
 * nothing and the non-human player drives for him.
 */
import { describe, expect, it } from 'vitest';
import { chooseOrder } from '../../domain/hex-rally/non-human.ts';
import { printDeclaration } from '../../domain/hex-rally/notation.ts';
import { HexRallyPurpose } from '../../domain/hex-rally/purposes.ts';
import { hexRally } from '../../domain/hex-rally/ruleset.ts';
import type { HexRallyState } from '../../domain/hex-rally/state.ts';
import { CreateRace, type RaceCommand } from '../../domain/race/commands.ts';
import { raceEventSchema } from '../../domain/race/events.ts';
import { createRace, type RaceEvent } from '../../domain/race/index.ts';
import { auditRace } from '../../tools/audit/audit.ts';
import { recordRace } from '../audit/record.ts';

const rulesets = { [hexRally.id]: hexRally };
const race = createRace(rulesets);
const TRACK = hexRally.shippedCircuits()['orc-pass']!;
const SEED = '0dd5'.padEnd(64, 'e');

const playRace = () => {
  const recorder = recordRace(rulesets, TRACK, SEED);
  const events: RaceEvent[] = [];
  let hours = 0;
  const run = (command: RaceCommand) => events.push(...recorder.run(command, hours));
  /** A submission as the API sends it: parsed by its kind's schema first. */
  const submit = (car: string, kind: string, submission: unknown) =>
    run({ type: 'Submit', car, step: race.step(recorder.state)!.id, submission: hexRally.kinds[kind]!.schema.parse(submission) });

  run(
    CreateRace.parse({
      type: 'CreateRace',
      raceId: 'orcpass1',
      title: 'Orc Pass',
      circuitId: 'orc-pass',
      rulesetId: 'hex-rally',
      maxConsecutiveMissedTurns: 60,
      coupons: { reroll: 2, extraDie: 1 },
    }),
  );
  for (const name of ['ada', 'boris', 'chen']) run({ type: 'RegisterEntry', name, email: `${name}@example.org`, language: 'en', tokenHash: 'c'.repeat(64) });
  run({ type: 'CloseRegistration' });
  for (let steps = 0; recorder.state.phase !== 'finished' && steps < 120; steps++) {
    const step = race.step(recorder.state)!;
    const game = recorder.state.game as HexRallyState | undefined;
    if (step.kind === 'driver') {
      submit('1', 'driver', { driver: 'orc' });
      submit('2', 'driver', { driver: 'human' });
    }
    if (step.kind === 'declaration' && game) {
      const text = (car: string) => printDeclaration({ order: chooseOrder(TRACK, game, car) }, 'latin');
      if (step.cars.includes('1')) submit('1', 'declaration', hexRally.kinds.declaration!.notation!.parse(text('1')));
      if (step.cars.includes('2') && step.number % 2 === 0) submit('2', 'declaration', { order: chooseOrder(TRACK, game, '2'), description: 'steady on' });
    }
    if (step.kind === 'reaction' && game) {
      for (const car of step.cars.filter((c) => c !== '3'))
        submit(car, 'reaction', { coupon: game.cars[car]!.coupons.reroll > 0 ? 'reroll' : game.cars[car]!.coupons.extraDie > 0 ? 'extraDie' : 'none' });
    }
    // Played once every car has sent, or at the deadline for the car that never does.
    if (!race.isDue(recorder.state, new Date(Date.parse('2025-03-01T12:00:00Z') + hours * 3_600_000).toISOString())) hours += 49;
    run({ type: 'PlayStep', step: step.id });
  }
  return { recorder, events };
};

const { recorder, events } = playRace();
const played = events.filter((e): e is Extract<RaceEvent, { type: 'StepPlayed' }> => e.type === 'StepPlayed');
const gameEvents = played.flatMap((e) => e.events as { type: string; car?: string }[]);

describe('a seeded race of hex rally through the generic race', () => {
  it('runs from registration to the finish, every car classified', () => {
    expect(recorder.state.phase).toBe('finished');
    const finished = events.at(-1)!;
    expect(finished).toMatchObject({ type: 'RaceFinished', seed: SEED });
    expect(finished.type === 'RaceFinished' && [...finished.classification].sort()).toEqual(['1', '2', '3']);
    expect(hexRally.isFinished(recorder.state.game as HexRallyState)).toBe(true);
  });

  it('records its steps as Submitted and StepPlayed: the drivers, the declarations of every turn, the reactions to failed rolls', () => {
    const kinds = new Set(played.map((e) => e.kind));
    expect([...kinds].sort()).toEqual(['declaration', 'driver', 'reaction']);
    expect(played[0]).toMatchObject({ step: 'driver', submissions: { 1: { driver: 'orc' }, 2: { driver: 'human' }, 3: null } });
    const turns = played.filter((e) => e.kind === 'declaration');
    expect(turns.map((e) => e.number)).toEqual(turns.map((_, i) => i + 1));
    // Chen's car, driven by the non-human player, until it has finished and is waited for no more.
    expect(turns[0]!.submissions[3]).toBeNull();
    expect(turns.every((e) => !('3' in e.submissions) || e.submissions[3] === null)).toBe(true);
    expect(events.filter((e) => e.type === 'Submitted').map((e) => e.type === 'Submitted' && e.kind)).toContain('reaction');
    expect(gameEvents.some((e) => e.type === 'CouponUsed')).toBe(true);
  });

  it('keeps every event in the shape the store validates, and every roll has a purpose of the game and a code of its own', () => {
    const schema = raceEventSchema(hexRally);
    for (const event of events) expect(schema.safeParse(JSON.parse(JSON.stringify(event))).error).toBeUndefined();
    const rolls = played.flatMap((e) => e.rolls);
    expect(rolls.every((roll) => HexRallyPurpose.safeParse(roll.purpose).success)).toBe(true);
    expect(new Set(rolls.map((roll) => roll.code)).size).toBe(rolls.length);
  });

  it('is audited: replayed with the revealed seed, every roll and the grid’s shuffle recomputed', () => {
    const audit = auditRace(recorder.exported(), rulesets);
    expect(audit).toMatchObject({ ok: true, shuffles: 1 });
    expect(audit.ok && audit.rolls).toBe(played.flatMap((e) => e.rolls).length);
  });

  it('plays the same race again from the same seed and the same submissions', () => {
    expect(JSON.stringify(playRace().events)).toBe(JSON.stringify(events));
  });
});
