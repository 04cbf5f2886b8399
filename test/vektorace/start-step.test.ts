/**
 * The start step (VK-START-2, VK-START-4, VK-SP-2): after the cars are placed every player sends
 * at once his split of the 8 points, the pole player the gear of everybody's first move, and, with
 * the Super Power tokens, the tokens he wants in order of preference; the referee deals the tokens
 * from the last car up to the pole. As data and as text, refused by the field the rule is about.
 */
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/errors.ts';
import type { Step } from '../../domain/race/ruleset.ts';
import type { VektoraceEvent } from '../../domain/vektorace/events.ts';
import { fold } from '../../domain/vektorace/evolve.ts';
import { START } from '../../domain/vektorace/id.ts';
import { vektoraceReporter } from '../../domain/vektorace/report.ts';
import { vektorace } from '../../domain/vektorace/ruleset.ts';
import { parseStartChoice, printStartChoice, type StartChoice } from '../../domain/vektorace/start-choice.ts';
import type { VektoraceState } from '../../domain/vektorace/state.ts';
import { scriptedDice } from '../support/dice.ts';
import { settingsOf } from './drivers.ts';
import { DEFAULT } from './support.ts';

const entrants = (n: number) => Array.from({ length: n }, (_, i) => ({ car: String(i + 1), name: `p${i + 1}`, seat: String(i + 1) }));
const cars = (n: number) => entrants(n).map((e) => e.car);
const placed = (n: number, superPowers = false) =>
  vektorace.referee!.begin!({ circuit: DEFAULT, entrants: entrants(n), settings: settingsOf(3, { superPowers }), dice: scriptedDice() });
const startStep = (state: VektoraceState, n: number): Step => vektorace.next({ state, played: undefined, cars: cars(n), settings: settingsOf(3) })!;
const playStart = (state: VektoraceState, n: number, submissions: Record<string, StartChoice | undefined>, superPowers = false) =>
  vektorace.referee!.play[START]!({
    circuit: DEFAULT,
    state,
    step: startStep(state, n),
    submissions,
    dice: scriptedDice(),
    standingOrders: {},
    entrants: entrants(n),
    settings: settingsOf(3, { superPowers }),
  });
const check = (state: VektoraceState, car: string, choice: unknown) => vektorace.kinds[START]!.check(DEFAULT, state, car, choice);
const refusal = (run: () => unknown): { field: string; message: string } | undefined => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { field: error.field, message: error.message };
    throw error;
  }
  return undefined;
};
const ofType = <T extends VektoraceEvent['type']>(events: VektoraceEvent[], type: T) =>
  events.filter((e): e is Extract<VektoraceEvent, { type: T }> => e.type === type);

describe('the start step (VK-START-2, VK-START-4, VK-SP-2)', () => {
  it('opens once the cars are placed, for every car in starting order, with its own deadline; the pole car’s first move follows it', () => {
    const { state } = placed(3);
    const step = startStep(state, 3);
    expect(step).toEqual({ id: 'start', kind: START, number: 0, rank: 0, cars: ['1', '2', '3'], window: 'PT24H' });
    expect(vektorace.rankOf('start')).toBe(0);
    expect(vektorace.createSchema.parse({ startWindow: 'PT48H' })).toMatchObject({ startWindow: 'PT48H' });
    const { state: started } = playStart(state, 3, {});
    expect(vektorace.next({ state: started, played: step, cars: cars(3), settings: settingsOf(3) })).toMatchObject({ id: 'move-1', cars: ['1'] });
    // The players table shows no points or gear before the start is played; then the pole car's move is the first (VK-START-4).
    expect(vektoraceReporter.playerColumns(state, 'en').headers).toEqual(['Order', 'Gear', 'Gomma', 'Nitro', 'Laps', 'Status']);
    expect(vektoraceReporter.playerColumns(state, 'en').cells('1')).toEqual(['1', '-', '-', '-', '0/3', 'racing']);
    expect(vektoraceReporter.playerColumns(started, 'en').cells('1')).toEqual(['1', '4', '4', '4', '0/3', 'moves now']);
    expect(vektoraceReporter.playerColumns(started, 'it').cells('3')).toEqual(['3', '4', '4', '4', '0/3', 'in gara']);
    // Every player is told the start at once, with everybody's choices.
    expect(vektorace.rounds!.closes(playStart(state, 3, {}).events)).toBe(true);
    expect(vektorace.rounds!.closed(started)).toMatchObject({ name: 'start', cars: [] });
    expect(ofType(vektorace.rounds!.closed(started).events, 'PointsChosen')).toHaveLength(3);
  });

  it('[VK-START-2] each player splits his 8 points between Nitro and Gomma as he prefers', () => {
    const { state } = placed(3);
    const { state: started, events } = playStart(state, 3, {
      '1': { gomma: 3, nitro: 5, firstGear: 4 },
      '2': { gomma: 8, nitro: 0 },
      '3': { gomma: 0, nitro: 8 },
    });
    expect(ofType(events, 'PointsChosen').map((e) => [e.car, e.gomma, e.nitro])).toEqual([
      ['1', 3, 5],
      ['2', 8, 0],
      ['3', 0, 8],
    ]);
    expect(['1', '2', '3'].map((c) => started.cars[c]!.gomma + started.cars[c]!.nitro)).toEqual([8, 8, 8]);
  });

  it('[VK-START-2] a split that does not make 8 points is refused, naming the field or the column', () => {
    const parsed = vektorace.kinds[START]!.schema.safeParse({ gomma: 5, nitro: 4 });
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['nitro', 'the Gomma and Nitro points make 8 in all (VK-START-2)']]);
    expect(vektorace.kinds[START]!.schema.safeParse({ gomma: 9, nitro: -1 }).error?.issues.map((i) => i.path.join('.'))).toEqual(['gomma', 'nitro']);
    expect(refusal(() => parseStartChoice('G5N4'))).toEqual({ field: 'text[1]', message: 'the Gomma and Nitro points make 8 in all (VK-START-2)' });
    expect(refusal(() => parseStartChoice('4 4'))?.field).toBe('text[1]');
  });

  it('[VK-START-4] the pole player chooses 3rd, 4th or 5th gear for everybody’s first move; no other player may', () => {
    const { state } = placed(3);
    const { state: started, events } = playStart(state, 3, { '1': { gomma: 4, nitro: 4, firstGear: 5 }, '2': { gomma: 4, nitro: 4 } });
    expect(ofType(events, 'FirstGearChosen')).toEqual([{ type: 'FirstGearChosen', gear: 5 }]);
    expect(Object.values(started.cars).map((c) => c.gear)).toEqual([5, 5, 5]);
    expect(refusal(() => check(state, '1', { gomma: 4, nitro: 4 }))).toEqual({
      field: 'firstGear',
      message: "car 1 starts from pole: its player chooses the first move's gear, 3, 4 or 5 (VK-START-4)",
    });
    expect(refusal(() => check(state, '2', { gomma: 4, nitro: 4, firstGear: 3 }))?.field).toBe('firstGear');
    expect(refusal(() => check(state, '1', { gomma: 4, nitro: 4, firstGear: 3 }))).toBeUndefined();
    for (const gear of [2, 6])
      expect(vektorace.kinds[START]!.schema.safeParse({ gomma: 4, nitro: 4, firstGear: gear }).error?.issues[0]?.path).toEqual(['firstGear']);
    expect(refusal(() => parseStartChoice('G4N4 >2'))?.field).toBe('text[7]');
  });

  it('[VK-START-2] [VK-START-4] a player who sends nothing has the non-human player’s choice: the organiser’s split and first gear', () => {
    const { state } = placed(2);
    const settings = settingsOf(3, { gomma: 6, firstGear: 3 });
    const { events } = vektorace.referee!.play[START]!({
      circuit: DEFAULT,
      state,
      step: startStep(state, 2),
      submissions: { '2': { gomma: 1, nitro: 7 } },
      dice: scriptedDice(),
      standingOrders: {},
      entrants: entrants(2),
      settings,
    });
    expect(events).toEqual([
      { type: 'PointsChosen', car: '1', gomma: 6, nitro: 2 },
      { type: 'PointsChosen', car: '2', gomma: 1, nitro: 7 },
      { type: 'FirstGearChosen', gear: 3 },
    ]);
  });

  it('[VK-SP-2] with the tokens, from the last car up to the pole each takes the first token it wants still in the reserve; one may take none', () => {
    const { state } = placed(4, true);
    expect(state.reserve).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    const { state: started, events } = playStart(
      state,
      4,
      {
        '1': { gomma: 4, nitro: 4, firstGear: 4, powers: ['C', 'G', 'A'] },
        '2': { gomma: 4, nitro: 4, powers: ['C', 'G'] },
        '3': { gomma: 4, nitro: 4, powers: [] },
        '4': { gomma: 4, nitro: 4, powers: ['C', 'E'] },
      },
      true,
    );
    // Car 4 chooses first and takes C; car 3 takes none; car 2 finds C gone and takes G; car 1, on pole, finds C and G gone and takes A.
    expect(ofType(events, 'SuperPowerChosen').map((e) => [e.car, e.power])).toEqual([
      ['4', 'C'],
      ['2', 'G'],
      ['1', 'A'],
    ]);
    expect(started.cars['3']!.power).toBeUndefined();
    expect(started.reserve).toEqual(['B', 'D', 'E', 'F', 'H']);
    // The players table shows each car's token, and which it has played (VK-SP-3).
    const table = vektoraceReporter.playerColumns(started, 'en');
    expect(table.headers.at(-1)).toBe('Super Power');
    expect(['1', '3', '4'].map((car) => table.cells(car).at(-1))).toEqual(['A', '-', 'C']);
    const played = fold(started, [{ type: 'SuperPowerUsed', car: '4', power: 'C' }]);
    expect(vektoraceReporter.playerColumns(played, 'it').cells('4').at(-1)).toBe('C (usato)');
  });

  it('[VK-SP-2] a player whose tokens are all taken before his turn to choose takes none; one who sends nothing takes the non-human player’s', () => {
    const { state } = placed(3, true);
    const { events } = playStart(state, 3, { '1': { gomma: 4, nitro: 4, firstGear: 4, powers: ['C'] }, '3': { gomma: 4, nitro: 4, powers: ['C'] } }, true);
    // Car 3 takes C; car 2 sent nothing, and its non-human player takes G, the first of its preference left; car 1 wanted C only.
    expect(ofType(events, 'SuperPowerChosen').map((e) => [e.car, e.power])).toEqual([
      ['3', 'C'],
      ['2', 'G'],
    ]);
  });

  it('[VK-SP-2] the tokens wanted are refused in a race without them, each token may be named once, and naming none takes none', () => {
    const without = placed(2).state;
    const withTokens = placed(2, true).state;
    expect(refusal(() => check(without, '2', { gomma: 4, nitro: 4, powers: ['A'] }))?.field).toBe('powers');
    expect(refusal(() => check(without, '2', { gomma: 4, nitro: 4, powers: [] }))).toBeUndefined();
    expect(refusal(() => check(withTokens, '2', { gomma: 4, nitro: 4 }))).toBeUndefined();
    const { events } = playStart(withTokens, 2, { '1': { gomma: 4, nitro: 4, firstGear: 4 }, '2': { gomma: 4, nitro: 4, powers: [] } }, true);
    expect(ofType(events, 'SuperPowerChosen')).toEqual([]);
    expect(vektorace.kinds[START]!.schema.safeParse({ gomma: 4, nitro: 4, powers: ['A', 'A'] }).error?.issues[0]?.path).toEqual(['powers']);
    expect(refusal(() => parseStartChoice('G4N4 PACA'))).toEqual({ field: 'text[9]', message: 'token A is named twice' });
    expect(refusal(() => parseStartChoice('G4N4 PAX'))?.field).toBe('text[8]');
    expect(refusal(() => check(withTokens, '9', { gomma: 4, nitro: 4, powers: [] }))?.field).toBe('car');
  });

  it('writes the start choices as text and reads them back: G3N5 >5 PCGA, G8N0, G4N4 P-', () => {
    expect(parseStartChoice('g3n5 >5 pcga')).toEqual({ gomma: 3, nitro: 5, firstGear: 5, powers: ['C', 'G', 'A'] });
    expect(parseStartChoice('G8N0')).toEqual({ gomma: 8, nitro: 0 });
    expect(parseStartChoice('G4N4 P-')).toEqual({ gomma: 4, nitro: 4, powers: [] });
    for (const text of ['G3N5 >5 PCGA', 'G8N0', 'G4N4 P-', 'G0N8 >3']) expect(printStartChoice(parseStartChoice(text))).toBe(text);
    expect(refusal(() => parseStartChoice('G4N4 PC >4'))?.field).toBe('text[9]');
    expect(refusal(() => parseStartChoice('G4N4 P'))?.field).toBe('text[7]');
  });
});
