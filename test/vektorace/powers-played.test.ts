/**
 * What the referee plays of the Super Power tokens (VK-SP), of BOX-BOX (VK-PIT-5), of the lost turn
 * beside the inside line (VK-LIMIT-6 A) and of the restart on the table edge (VK-LIMIT-6 B), in the
 * rulebook's units on the default circuit, and the non-human player with the tokens.
 */
import { describe, expect, it } from 'vitest';
import type { VektoraceEvent } from '../../domain/vektorace/events.ts';
import { fold } from '../../domain/vektorace/evolve.ts';
import { toStored } from '../../domain/vektorace/geometry.ts';
import { chooseMove } from '../../domain/vektorace/non-human.ts';
import { parseMove, printMove } from '../../domain/vektorace/notation.ts';
import { playMove, skipsPits } from '../../domain/vektorace/play.ts';
import { vektoraceReporter } from '../../domain/vektorace/report.ts';
import type { CarState, VektoraceState } from '../../domain/vektorace/state.ts';
import type { SuperPower } from '../../domain/vektorace/superpower.ts';
import { surroundingsOf } from '../../domain/vektorace/surroundings.ts';
import { turnOptions } from '../../domain/vektorace/turn.ts';
import { scriptedDice } from '../support/dice.ts';
import { playRace, settingsOf, startRace } from './drivers.ts';
import { at, car, DEFAULT, raceOn } from './support.ts';

const raceOf = (cars: Record<string, CarState>, reserve?: SuperPower[]): VektoraceState =>
  raceOn(cars, { round: 1, toMove: ['1'], ...(reserve ? { reserve } : {}) });
const play = (state: VektoraceState, text: string) => playMove(DEFAULT, state, '1', parseMove(text));
const ofType = <T extends VektoraceEvent['type']>(events: VektoraceEvent[], type: T) =>
  events.filter((e): e is Extract<VektoraceEvent, { type: T }> => e.type === type);
const holding = (power: SuperPower, more: Partial<CarState> = {}): Partial<CarState> => ({ power: { power, used: false }, ...more });
const field = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { field?: string }).field;
  }
  return undefined;
};

describe('the Super Power tokens as the referee plays them (VK-SP)', () => {
  it('[VK-SP-2] with the advanced rules and no player choosing, the non-human player takes a token for each car, the last in starting order first; the rest is the reserve', () => {
    const entrants = ['1', '2', '3'].map((c) => ({ car: c, name: `p${c}`, seat: c }));
    const { state, events } = startRace(DEFAULT, entrants, settingsOf(3, { superPowers: true }), scriptedDice());
    const placed = ofType(events, 'CarPlaced').map((e) => e.car);
    const chosen = ofType(events, 'SuperPowerChosen');
    expect(chosen.map((e) => e.car)).toEqual([...placed].reverse());
    expect(chosen.map((e) => e.power)).toEqual(['C', 'G', 'A']);
    expect(state.reserve).toEqual(['B', 'D', 'E', 'F', 'H']);
    expect(ofType(startRace(DEFAULT, entrants, settingsOf(3), scriptedDice()).events, 'SuperPowerChosen')).toEqual([]);
  });

  it('[VK-SP-3] [VK-SP-5] B: BOOST 5 in 1st gear from (10, 15) reaches (17, 15) for one Nitro point, and the token is turned over', () => {
    const state = raceOf({ 1: car(10, 15, 0, 1, holding('B')) });
    const events = play(state, '1 F B5 PB F0 >2');
    expect(events[0]).toEqual({ type: 'SuperPowerUsed', car: '1', power: 'B' });
    expect(ofType(events, 'CarMoved')[0]).toMatchObject({ position: toStored(at(17, 15)), nitro: 3 });
    const after = fold(state, events);
    expect(after.cars['1']!.power).toEqual({ power: 'B', used: true });
    expect(field(() => play({ ...after, toMove: ['1'] }, '2 F B5 PB F0 >2'))).toBe('end');
  });

  it('[VK-SP-5] C: with no Gomma left, the lateral shift’s Gomma point is paid by the token, which is turned over', () => {
    const dry = { gomma: 0 };
    expect(field(() => play(raceOf({ 1: car(10, 15, 0, 3, dry) }), '3 SL F0 >3'))).toBe('end');
    const events = play(raceOf({ 1: car(10, 15, 0, 3, holding('C', dry)) }), '3 SL F0 >3');
    expect(ofType(events, 'SuperPowerUsed')).toEqual([{ type: 'SuperPowerUsed', car: '1', power: 'C' }]);
    expect(ofType(events, 'CarMoved')[0]).toMatchObject({ gomma: 0, nitro: 4 });
  });

  it('[VK-SP-5] D: at the start of its turn a car that declared 3rd moves in 4th for one Nitro point, from (10, 15) to (15, 15); two gears is refused', () => {
    const events = play(raceOf({ 1: car(10, 15, 0, 3, holding('D')) }), '3 F F0 >4 PD4');
    expect(events[0]).toEqual({ type: 'SuperPowerUsed', car: '1', power: 'D' });
    expect(ofType(events, 'CarMoved')[0]).toMatchObject({ position: toStored(at(15, 15)), nitro: 3, gomma: 4, move: { gear: 3, shift: 4 } });
    const down = play(raceOf({ 1: car(10, 15, 0, 3, holding('D')) }), '3 F F0 >2 PD2');
    expect(ofType(down, 'CarMoved')[0]).toMatchObject({ position: toStored(at(13, 15)), nitro: 4, gomma: 3 });
    expect(field(() => play(raceOf({ 1: car(10, 15, 0, 3, holding('D')) }), '3 F F0 >5 PD5'))).toBe('shift');
    expect(field(() => play(raceOf({ 1: car(10, 15, 0, 3) }), '3 F F0 >4 PD4'))).toBe('shift');
    expect(printMove(parseMove('3 F F0 >4 PD4'))).toBe('3 F F0 >4 PD4');
  });

  it('[VK-SP-5] E: a car knocked last round may not drop from 4th to 3rd, unless it plays the token, which cancels the knock', () => {
    const knocked = { knocked: true };
    expect(field(() => play(raceOf({ 1: car(10, 15, 0, 4, knocked) }), '4 F F0 >3'))).toBe('next');
    const events = play(raceOf({ 1: car(10, 15, 0, 4, holding('E', knocked)) }), '4 F F0 >3 PE');
    expect(events[0]).toEqual({ type: 'SuperPowerUsed', car: '1', power: 'E' });
    expect(ofType(events, 'CarMoved')[0]).toMatchObject({ gear: 3 });
    expect(field(() => play(raceOf({ 1: car(10, 15, 0, 4, holding('E')) }), '4 F F0 >3 PE'))).toBe('cancel');
  });

  it('[VK-SP-5] G: from 5th to 1st for one Gomma point instead of 3, declared with G; without G the 3 points', () => {
    const withG = play(raceOf({ 1: car(10, 15, 0, 5, holding('G')) }), '5 F F0 >1G');
    expect(withG[0]).toEqual({ type: 'SuperPowerUsed', car: '1', power: 'G' });
    expect(ofType(withG, 'CarMoved')[0]).toMatchObject({ gear: 1, gomma: 3 });
    const plain = play(raceOf({ 1: car(10, 15, 0, 5, holding('G')) }), '5 F F0 >1');
    expect([ofType(plain, 'SuperPowerUsed'), ofType(plain, 'CarMoved')[0]?.gomma]).toEqual([[], 1]);
    expect(field(() => play(raceOf({ 1: car(10, 15, 0, 5) }), '5 F F0 >1G'))).toBe('nextWithG');
    expect(vektoraceReporter.describe('1', withG, 'en')[0]).toBe('played Super Power token G');
  });

  it('[VK-SP-5] H: with no Gomma, a Nitro point converted before the move pays the lateral shift: 0 Gomma and 3 Nitro after', () => {
    const events = play(raceOf({ 1: car(10, 15, 0, 3, holding('H', { gomma: 0 })) }), '3 SL F0 >3 PHG');
    expect(events[0]).toEqual({ type: 'SuperPowerUsed', car: '1', power: 'H' });
    expect(ofType(events, 'CarMoved')[0]).toMatchObject({ gomma: 0, nitro: 3 });
    expect(field(() => play(raceOf({ 1: car(10, 15, 0, 3, holding('H', { nitro: 0 })) }), '3 F F0 >3 PHG'))).toBe('convert');
  });

  it('[VK-SP-4] the move that ends a lap swaps the token: the one named, else the reserve’s first by preference; the old one joins the reserve', () => {
    const lap = () => raceOf({ 1: car(16, 1.75, 0, 2, { due: 7, power: { power: 'F', used: true } }) }, ['A', 'B']);
    const named = play(lap(), '2 F F0 >2 G5N3 TB');
    expect(ofType(named, 'SuperPowerSwapped')).toEqual([{ type: 'SuperPowerSwapped', car: '1', power: 'B' }]);
    expect(fold(lap(), named).reserve).toEqual(['A', 'F']);
    expect(vektoraceReporter.describe('1', named, 'it')).toContain('fine giro: ha cambiato il Super Potere con B');
    expect(ofType(play(lap(), '2 F F0 >2 G5N3'), 'SuperPowerSwapped')[0]?.power).toBe('A');
    expect(field(() => play(lap(), '2 F F0 >2 G5N3 TC'))).toBe('take');
    expect(field(() => play(raceOf({ 1: car(10, 15, 0, 3) }, ['A']), '3 F F0 >3 TA'))).toBe('take');
  });
});

describe('the token words of the notation', () => {
  it('[VK-SP-5] [VK-SP-4] D, E, H, the token taken and the restart heading follow the move in the grammar’s order, read and printed back', () => {
    for (const text of ['3 F F0 >4 PD4', '4 F F0 >3 PE', '3 SL F0 >3 PHG TA', '2 F F0 >2 G5N3 TB', '3 F F0 >1 H6'])
      expect(printMove(parseMove(text))).toBe(text);
    expect(parseMove('3 SL F0 >3 PHN TC H2')).toMatchObject({ convert: 'nitro', take: 'C', restartHeading: 2 });
    expect(field(() => parseMove('3 F F0 >3 TA PE'))).toBe('text[14]');
    expect(field(() => parseMove('3 F F0 >3 PD6'))).toBe('text[11]');
  });
});

describe('BOX-BOX, the lost turn and the restart (VK-PIT-5, VK-LIMIT-6)', () => {
  const boxBox = () => car(15.5, 8, 0, 2, { due: 7, boxBox: true });

  it('[VK-PIT-5] after BOX-BOX the car may not cross the finish line x = 18 outside the pit area while another move is possible; the pit stop refills', () => {
    expect(field(() => play(raceOf({ 1: boxBox() }), '2 F F0 >2'))).toBe('end');
    expect(ofType(play(raceOf({ 1: car(15.5, 8, 0, 2, { due: 7 }) }), '2 F F0 >2'), 'CarMoved')[0]).toMatchObject({ laps: 1 });
    expect(ofType(play(raceOf({ 1: boxBox() }), '2 F L0 >2'), 'CarMoved')[0]).toMatchObject({ laps: 0, boxBox: true });
    const stop = play(raceOf({ 1: car(16, 1.75, 0, 2, { due: 7, boxBox: true }) }), '2 F F0 >2 G5N3');
    expect(ofType(stop, 'Refilled')).toEqual([{ type: 'Refilled', car: '1', gomma: 5, nitro: 3 }]);
  });

  it('[VK-PIT-5] the non-human player of a car that called BOX-BOX drives towards the pits, never across the line outside them', () => {
    const state = raceOf({ 1: boxBox() });
    const move = chooseMove(DEFAULT, state, '1');
    const events = playMove(DEFAULT, state, '1', move);
    expect(ofType(events, 'CarMoved')[0]).toMatchObject({ laps: 0, boxBox: true });
    const option = turnOptions(surroundingsOf(DEFAULT, state, '1'), state.cars['1']!);
    expect(option.kind === 'move' && option.moves.some((o) => skipsPits(DEFAULT, 3, state.cars['1']!, o))).toBe(true);
  });

  it('[VK-LIMIT-6] A: at (40, 8.5) in 2nd every move crosses the inside line of curve 1, and so does every 1st-gear move after braking: the turn may be lost', () => {
    const events = play(raceOf({ 1: car(40, 8.5, 0, 2) }), 'PASS');
    expect(events).toEqual([{ type: 'TurnLost', car: '1', heading: 0 }]);
    expect(field(() => play(raceOf({ 1: car(10, 15, 0, 3) }), 'PASS'))).toBe('move');
  });

  it('[VK-LIMIT-6] B: running east off the table at x = 47.5 the car restarts heading 90° or 270° as the player says, 90° when he says nothing', () => {
    const off = () => raceOf({ 1: car(46.5, 15, 0, 3) });
    const heading = (text: string) => ofType(play(off(), text), 'CarMoved')[0]?.heading;
    expect([heading('3 F F0 >1 H6'), heading('3 F F0 >1')]).toEqual([6, 2]);
    expect(field(() => play(off(), '3 F F0 >1 H0'))).toBe('restartHeading');
    expect(field(() => play(raceOf({ 1: car(10, 15, 0, 3) }), '3 F F0 >3 H2'))).toBe('restartHeading');
    const chosen = chooseMove(DEFAULT, off(), '1');
    expect(chosen).toMatchObject({ kind: 'drive', next: 1 });
    expect([2, 6]).toContain((chosen as { restartHeading?: number }).restartHeading);
  });
});

describe('the non-human player with the tokens', () => {
  it('[VK-SP-5] over 6 seeded races with the advanced rules every move it makes is legal, it plays tokens, swaps them at each lap, and finishes', () => {
    let used = 0;
    let swapped = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const { state } = playRace(DEFAULT, { cars: 3, laps: 2, seed, driver: 'nonHuman', superPowers: true }, (_, events) => {
        used += (events as VektoraceEvent[]).filter((e) => e.type === 'SuperPowerUsed').length;
        swapped += (events as VektoraceEvent[]).filter((e) => e.type === 'SuperPowerSwapped').length;
      });
      expect(Object.values(state.cars).every((c) => c.status === 'finished')).toBe(true);
    }
    expect(used).toBeGreaterThan(0);
    expect(swapped).toBe(6 * 3);
  });
});
