import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freshDurability } from '../../domain/hex-rally/car.ts';
import { type Direction, type Hex, hexKey } from '../../domain/hex-rally/hex.ts';
import { moveCars, type Starter } from '../../domain/hex-rally/movement.ts';
import { hexRallyReferee } from '../../domain/hex-rally/referee.ts';
import { hexRally } from '../../domain/hex-rally/ruleset.ts';
import { HexRallyCreate } from '../../domain/hex-rally/settings.ts';
import { playDeclarations } from '../../domain/hex-rally/turn.ts';
import { scriptedDice } from '../support/dice.ts';
import { DEFAULT_CAR, openTrack, order, stateOn } from './support.ts';

const at = (q: number, r: number): Hex => ({ q, r });
const LINE = [-1, 0, 1, 2].map((r) => at(20, r));
const TRACK = openTrack({ q0: -4, q1: 24, r0: -6, r1: 6 }, { slot: at(0, 0), line: LINE, walls: [at(10, 0), at(10, 1)] });

/** A car whose route is `steps`, ending facing `facing` (its start facing unless told) at `speed` (its steps unless told). */
const starter = (
  car: string,
  hex: Hex,
  steps: Direction[],
  more: Partial<Starter> & { facing?: Direction; end?: Direction; speed?: number } = {},
): Starter => ({
  car,
  hex,
  facing: more.facing ?? 1,
  durability: more.durability ?? freshDurability(DEFAULT_CAR),
  laps: more.laps ?? 0,
  route: { steps, facing: more.end ?? more.facing ?? 1, speed: more.speed ?? steps.length },
});
const E = (n: number): Direction[] => Array(n).fill(1);
const move = (...starters: Starter[]) => moveCars(TRACK, starters, 1);
const movedOf = (result: ReturnType<typeof move>, car: string) => result.moved.find((m) => m.car === car)!;

describe('movement and collisions', () => {
  it('[HX-COLL-1] every car has its route and all advance one hex at a time, so the faster car takes a hex first', () => {
    // Car 1 (4 steps) passes (2, 0) at time 2/4; car 2 (2 steps) would enter it at time 1/2 too: the longer route goes first.
    const result = move(starter('1', at(0, 0), E(4)), starter('2', at(2, 1), [3, 3], { facing: 3 }));
    expect(result.events).toEqual([
      { type: 'Collided', car: '2', with: '1', at: at(2, 1), toward: 3, side: 'front', otherSide: 'frontRight', pushed: at(2, -1) },
    ]);
    // Pushed off its line, car 1 goes on from where it was pushed to: a route is directions, not hexes.
    expect(movedOf(result, '1')).toMatchObject({ path: [at(1, 0), at(2, 0), at(2, -1), at(3, -1), at(4, -1)], hex: at(4, -1), speed: 3 });
    expect(movedOf(result, '2')).toMatchObject({ path: [at(2, 0)], hex: at(2, 0), speed: 1 });
  });

  it('[HX-GAP-5] steps go in the order of their times i / L; at equal times the longer route, then the lower car number', () => {
    // Step 2 of 4 and step 3 of 6 are both at 1/2; both aim at (2, 0).
    const longer = move(starter('1', at(0, 0), [...E(2), 1, 1]), starter('2', at(-1, 0), E(6)));
    expect(longer.events).toMatchObject([{ type: 'Collided', car: '2', with: '1' }]);
    const equal = move(starter('2', at(0, 0), E(2)), starter('1', at(2, 2), [3, 3], { facing: 3 }));
    expect(equal.events).toMatchObject([{ type: 'Collided', car: '2', with: '1' }]);
  });

  it('[HX-GAP-5] a queue at one speed moves as one: the car behind waits for the car ahead stepping at the same instant', () => {
    const queue = move(starter('1', at(0, 0), E(3)), starter('2', at(1, 0), E(3)));
    expect(queue.events).toEqual([]);
    expect([movedOf(queue, '1').hex, movedOf(queue, '2').hex]).toEqual([at(3, 0), at(4, 0)]);
  });

  it('[HX-COLL-2] a car running into another pushes it one hex on instead of advancing; both lose 1 speed and a point on the side hit', () => {
    const result = move(starter('1', at(0, 0), E(4)), starter('2', at(2, 0), [], { speed: 0 }));
    expect(result.events).toEqual([
      { type: 'Collided', car: '1', with: '2', at: at(1, 0), toward: 1, side: 'front', otherSide: 'rear', pushed: at(3, 0) },
      { type: 'Collided', car: '1', with: '2', at: at(2, 0), toward: 1, side: 'front', otherSide: 'rear', pushed: at(4, 0) },
    ]);
    expect(movedOf(result, '1')).toMatchObject({ hex: at(2, 0), speed: 2 });
    expect(movedOf(result, '2')).toMatchObject({ hex: at(4, 0), speed: 0, path: [at(3, 0), at(4, 0)] });
  });

  it('[HX-COLL-2] the car hit stays put when the hex beyond is a wall or a car; the next rolls of both take −3', () => {
    const blocked = move(starter('1', at(7, 0), E(2)), starter('2', at(9, 0), [], { speed: 0 }));
    expect(blocked.events).toEqual([{ type: 'Collided', car: '1', with: '2', at: at(8, 0), toward: 1, side: 'front', otherSide: 'rear' }]);
    expect(movedOf(blocked, '2').hex).toEqual(at(9, 0));
    const state = stateOn(TRACK, [
      { car: '1', hex: at(7, 0), speed: 2 },
      { car: '2', hex: at(9, 0), speed: 0 },
    ]);
    const played = playDeclarations(TRACK, state, { 1: { order: order('М0') }, 2: { order: order('М0') } }, scriptedDice(3, 3, 3, 3, 3, 3));
    expect(played.state.cars[1]).toMatchObject({ speed: 1, penalties: { collision: true, honked: false }, durability: { front: 2 } });
    expect(played.state.cars[2]).toMatchObject({ speed: 0, penalties: { collision: true, honked: false }, durability: { rear: 2 } });
  });

  it('[HX-COLL-3] a car that has to move into a wall does not move, loses 1 speed and a point, and takes −3 on its next roll', () => {
    const result = move(starter('1', at(8, 0), E(3)));
    expect(result.events).toEqual([
      { type: 'Collided', car: '1', with: 'wall', at: at(9, 0), toward: 1, side: 'front' },
      { type: 'Collided', car: '1', with: 'wall', at: at(9, 0), toward: 1, side: 'front' },
    ]);
    expect(movedOf(result, '1')).toMatchObject({ hex: at(9, 0), speed: 1, status: 'racing' });
  });

  it('[HX-COLL-4] every colliding step counts: head-on into a wall costs a point a step, the car out when its front goes below 0', () => {
    const result = move(starter('1', at(9, 0), E(6)));
    expect(result.events.map((e) => e.type)).toEqual(['Collided', 'Collided', 'Collided', 'Collided', 'CarRetired']);
    expect(result.events.at(-1)).toEqual({ type: 'CarRetired', car: '1', reason: 'durability' });
    expect(movedOf(result, '1')).toMatchObject({ status: 'out', hex: at(9, 0) });
  });

  it('[HX-COLL-4] however many colliding steps, the next roll takes the collision penalty once', () => {
    const state = stateOn(TRACK, [{ car: '1', hex: at(8, 0), speed: 3 }]);
    const crashed = playDeclarations(TRACK, state, { 1: { order: order('М0') } }, scriptedDice(3, 3, 3)).state;
    expect(crashed.cars[1]).toMatchObject({ speed: 1, durability: { front: 1 }, penalties: { collision: true } });
    const next = playDeclarations(TRACK, crashed, { 1: { order: order('М4Л1') } }, scriptedDice(6, 6, 6));
    expect(next.events.find((e) => e.type === 'ManoeuvreRolled')).toMatchObject({ modifiers: [{ reason: 'collision', value: -3 }] });
  });

  it('[HX-GAP-6] a car is out at the colliding step that breaks it, both cars taking the step first; its hex is free at once', () => {
    const worn = { ...freshDurability(DEFAULT_CAR), rear: 0 };
    const result = move(starter('1', at(0, 0), E(4)), starter('2', at(2, 0), [], { speed: 0, durability: worn }));
    expect(result.events).toEqual([
      { type: 'Collided', car: '1', with: '2', at: at(1, 0), toward: 1, side: 'front', otherSide: 'rear', pushed: at(3, 0) },
      { type: 'CarRetired', car: '2', reason: 'durability' },
    ]);
    // Pushed to (3, 0) and out, car 2 no longer blocks car 1's last step into that hex.
    expect(movedOf(result, '2')).toMatchObject({ status: 'out', hex: at(3, 0) });
    expect(movedOf(result, '1')).toMatchObject({ path: [at(1, 0), at(2, 0), at(3, 0)], speed: 3 });
  });

  it('[HX-CORE-6] the speed lost in collisions does not shorten the route', () => {
    // Three of car 1's five steps are blocked by car 2, pushed on each time: it still takes all five, and ends 3 slower.
    const result = move(starter('1', at(0, 0), E(5)), starter('2', at(1, 0), [], { speed: 0 }));
    const collisions = result.events.filter((e) => e.type === 'Collided' && e.car === '1').length;
    expect([collisions, movedOf(result, '1').path.length]).toEqual([3, 2]);
    expect(movedOf(result, '1')).toMatchObject({ hex: at(2, 0), speed: 2 });
    expect(movedOf(result, '2').hex).toEqual(at(4, 0));
  });

  it('[HX-COLL-2] each car loses its point on the side facing the other: a car running into another’s flank', () => {
    const fromBehindRight = move(starter('1', at(3, 1), [2], { facing: 2 }), starter('2', at(4, 0), [], { speed: 0 }));
    expect(fromBehindRight.events[0]).toMatchObject({ type: 'Collided', car: '1', with: '2', side: 'front', otherSide: 'rearRight' });
    // A lane change to the left runs into a car beside it with its front-left.
    const sideways = move(starter('1', at(3, 1), [2]), starter('2', at(4, 0), [], { speed: 0, facing: 1 }));
    expect(sideways.events[0]).toMatchObject({ side: 'frontLeft', otherSide: 'rearRight' });
  });

  it('[HX-CORE-1] at the end of every turn each car still racing has a hex of its own, one of the six directions and a speed from 0 up', () => {
    const hexes = [...TRACK.cells.values()].map((cell) => cell.hex).filter((hex) => Math.abs(hex.q) < 6 && Math.abs(hex.r) < 4);
    const car = fc.record({
      from: fc.constantFrom(...hexes),
      facing: fc.constantFrom<Direction>(1, 2, 3, 4, 5, 6),
      steps: fc.array(fc.constantFrom<Direction>(1, 2, 3, 4, 5, 6), { maxLength: 10 }),
    });
    fc.assert(
      fc.property(fc.uniqueArray(car, { minLength: 2, maxLength: 6, selector: (c) => hexKey(c.from) }), (cars) => {
        const result = move(...cars.map((c, i) => starter(String(i + 1), c.from, c.steps, { facing: c.facing })));
        const racing = result.moved.filter((m) => m.status === 'racing');
        expect(new Set(racing.map((m) => hexKey(m.hex))).size).toBe(racing.length);
        for (const m of racing) {
          expect(TRACK.cells.has(hexKey(m.hex))).toBe(true);
          expect([1, 2, 3, 4, 5, 6]).toContain(m.facing);
          expect(m.speed).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});

describe('the start and the finish', () => {
  it('[HX-GAP-7] every car starts on its grid slot, facing the grid’s way, at speed 0, the slots drawn by a shuffle', () => {
    const loop = hexRally.shippedCircuits()['test-loop']!;
    const dice = scriptedDice();
    const entrants = ['1', '2', '3'].map((car) => ({ car, name: `P${car}`, seat: car }));
    const { state, events } = hexRallyReferee.begin!({ circuit: loop, entrants, settings: HexRallyCreate.parse({ laps: 2 }), dice });
    expect(dice.shuffles).toMatchObject([{ purpose: 'grid', size: 3 }]);
    expect(events.map((e) => e.type === 'CarPlaced' && [e.car, e.hex])).toEqual([
      ['1', loop.grid[0]!.hex],
      ['2', loop.grid[1]!.hex],
      ['3', loop.grid[2]!.hex],
    ]);
    expect(Object.values(state.cars).every((c) => c.speed === 0 && c.facing === 1 && c.laps === 0 && c.status === 'racing')).toBe(true);
    expect(state.lapsToFinish).toBe(2);
  });

  it('[HX-GAP-7] the first to cross the line finishes first: the earlier step, at equal times the longer route, and leaves the track at once', () => {
    // Car 2 crosses at step 2 of 4 (time 1/2), car 1 at step 3 of 6 (1/2 too, the longer route): car 1 first.
    const result = move(starter('1', at(17, 0), E(6)), starter('2', at(18, 1), E(4)), starter('3', at(19, -1), E(1)));
    expect(result.events.filter((e) => e.type === 'CarFinished')).toEqual([
      { type: 'CarFinished', car: '1' },
      { type: 'CarFinished', car: '2' },
      { type: 'CarFinished', car: '3' },
    ]);
    expect(movedOf(result, '1')).toMatchObject({ status: 'finished', hex: at(20, 0), path: [at(18, 0), at(19, 0), at(20, 0)] });
  });

  it('[HX-GAP-7] a lap is a forward crossing less the backward ones: backing over the line and on again gains nothing', () => {
    const backwards = moveCars(TRACK, [starter('1', at(20, 0), [4, 1, 1], { facing: 4 })], 2);
    expect(backwards.events).toEqual([
      { type: 'LineCrossed', car: '1', laps: -1 },
      { type: 'LineCrossed', car: '1', laps: 0 },
    ]);
  });

  it('[HX-GAP-7] a car pushed over the line crosses it', () => {
    const result = move(starter('1', at(18, 0), E(1)), starter('2', at(19, 0), [], { speed: 0 }));
    expect(result.events).toEqual([
      { type: 'Collided', car: '1', with: '2', at: at(18, 0), toward: 1, side: 'front', otherSide: 'rear', pushed: at(20, 0) },
      { type: 'LineCrossed', car: '2', laps: 1 },
      { type: 'CarFinished', car: '2' },
    ]);
  });
});
