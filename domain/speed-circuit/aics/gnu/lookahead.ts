/**
 * Braking for the curves ahead (SC-GNU-4 Proposed (3)): whether a car, where its movement leaves
 * it, can still be driven for the next turns without a die and within the wear it may spend, on an
 * open track. The answer depends only on the car's sheet, where and how it stands, and that wear,
 * so it is kept per circuit: cars on the same line ask the same questions turn after turn.
 */
import type { Circuit } from '../../circuit/types.ts';
import { allowedSpeeds, speedContext } from '../speed.ts';
import type { CarState } from '../state.ts';
import { softStopDue, wearPerLap } from './budget.ts';
import { remembered } from './memo.ts';
import { finishAfter, landed, landing, speedCost } from './simulate.ts';
import { plainMove, waysToDrive, withBox } from './ways.ts';

export interface Road {
  circuit: Circuit;
  laps: number;
  track: 'dry' | 'wet';
}

/** Turns ahead the GNU makes sure it can still be driven. */
export const LOOKAHEAD = 2;
/** No look-ahead spends more W than this (nor more than the car has): the answers are kept by allowance. */
const MAX_ALLOWANCE = 12;
const MAX_KEPT = 200_000;

const answers = new WeakMap<Circuit, Map<string, boolean>>();

function keptFor(circuit: Circuit): Map<string, boolean> {
  let kept = answers.get(circuit);
  if (kept === undefined || kept.size > MAX_KEPT) {
    kept = new Map();
    answers.set(circuit, kept);
  }
  return kept;
}

function keyOf(road: Road, car: CarState, allowance: number, depth: number): string {
  const { sheet, curve, position } = car;
  return [
    sheet.startSpeed,
    sheet.acc,
    sheet.dec,
    sheet.topSpeed,
    position.at === 'track' ? position.square : position.at,
    car.previousSpeed,
    car.standstill === null,
    curve === null
      ? '-'
      : `${curve.curve}:${curve.paidUnits}:${curve.excess}:${curve.speed}:${curve.wrongTyres}:${curve.trajectory?.name}:${curve.trajectory?.step}`,
    Math.min(finishAfter(car, road.laps), 2),
    car.tyres === road.track,
    car.brakeFailures > 0,
    allowance,
    Math.min(car.brakeWear, MAX_ALLOWANCE),
    car.softTyres && !car.softStopMade ? car.lap : '-',
    wearPerLap(car, road.laps).toFixed(2),
    depth,
  ].join('|');
}

/** A movement that crosses the line while the soft-tyre stop is owed skips the stop (SC-SOFT-3). */
export const skipsStop = (car: CarState, laps: number, crossings: number, pits: boolean): boolean => softStopDue(car, laps) && !pits && crossings > 0;

function search(road: Road, car: CarState, allowance: number, depth: number): boolean {
  for (const { speed } of allowedSpeeds(speedContext(car))) {
    const cost = speedCost(car, speed);
    if (cost === null) continue;
    if (speed === 0) return true;
    for (const { move, outcome } of waysToDrive({ ...road, car, bonus: 0 }, speed, (choice) => plainMove(speed, withBox(car, road.laps, speed, choice)))) {
      for (const passage of outcome.passages) {
        const arrival = landing(passage, car, cost);
        if (arrival.risky || arrival.W > allowance || skipsStop(car, road.laps, arrival.leg.crossings, outcome.pits)) continue;
        const next = landed(car, move.speed, arrival, outcome.pits);
        const refill = arrival.leg.crossings > 0 || outcome.pits ? wearPerLap(car, road.laps) : 0;
        if (canGoOn(road, next, Math.floor(allowance - arrival.W + refill), depth - 1)) return true;
      }
    }
  }
  return false;
}

/**
 * The car can be driven `depth` more turns without a die, spending at most `allowance` W (plus
 * one lap's share at each crossing of the line), and without skipping a soft-tyre stop it owes.
 */
export function canGoOn(road: Road, car: CarState, allowance: number, depth: number): boolean {
  if (depth === 0 || car.status !== 'racing' || car.position.at === 'off') return true;
  const spendable = Math.min(allowance, car.wear, MAX_ALLOWANCE);
  return remembered(keptFor(road.circuit), keyOf(road, car, spendable, depth), () => search(road, car, spendable, depth));
}
