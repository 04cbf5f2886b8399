/**
 * Step 4 of Appendix A: reliability drops (SC-REL-4 Proposed), eliminations (SC-START-3, SC-ACC-6,
 * SC-DEC-7, SC-SOFT-3 Proposed), the weather roll (SC-RAIN-7), the classification (SC-WIN-1..3).
 */
import { total } from '../../../dice.ts';
import { carOf, emit } from '../../turn.ts';
import { endOfTurnReliability, reliabilityDrop } from '../reliability.ts';
import { classify } from '../scoring.ts';
import type { EliminationReason } from '../state.ts';
import { moveMarker } from '../weather.ts';
import { racingCars, type Turn } from './context.ts';

/** A soft-tyre car that starts lap 5 without its stop is out (SC-SOFT-3 Proposed). */
const SOFT_STOP_DEADLINE_LAP = 5;

function dropReliability(turn: Turn): void {
  const drops = new Map<string, number>();
  for (const event of turn.events) {
    if (event.type === 'ReliabilityRolled') drops.set(event.car, (drops.get(event.car) ?? 0) + reliabilityDrop(event.check));
  }
  for (const [carId, drop] of drops) {
    const car = carOf(turn, carId);
    if (car.status === 'eliminated') continue;
    emit(turn, { type: 'ReliabilityDropped', car: carId, drops: drop, reliability: endOfTurnReliability(car.reliability, drop) });
  }
}

function eliminations(turn: Turn): void {
  for (const car of racingCars(turn.state)) {
    const verdict: [EliminationReason, string] | null =
      car.stalledTurns >= 2
        ? ['startFailed', 'SC-START-3']
        : car.engineFailures >= 2
          ? ['engineBlown', 'SC-ACC-6']
          : car.brakeFailures >= 2
            ? ['brakesFailed', 'SC-DEC-7']
            : car.softTyres && !car.softStopMade && car.lap >= SOFT_STOP_DEADLINE_LAP
              ? ['softTyreStopMissed', 'SC-SOFT-3']
              : null;
    if (verdict !== null) emit(turn, { type: 'CarEliminated', car: car.car, reason: verdict[0], rule: verdict[1] });
  }
}

/** Once the moves are completed, a new change takes effect at once (SC-RAIN-7; cars in a curve keep theirs, SC-RAIN-8). */
function weather(turn: Turn): void {
  if (!turn.events.some((event) => event.type === 'CloudLineCrossed')) return;
  const roll = turn.dice.roll({ purpose: 'weather', count: 2, sides: 6 });
  const before = turn.state.weather;
  const after = moveMarker(before, total(roll));
  emit(turn, { type: 'WeatherRolled', roll, weather: after, trackChanged: after.track !== before.track });
}

export function endTurn(turn: Turn): void {
  dropReliability(turn);
  eliminations(turn);
  weather(turn);
  const cars = Object.values(turn.state.cars);
  if (turn.state.classification === null && cars.every((car) => car.status !== 'racing')) {
    const finishers = turn.state.finishers.flatMap((id) => {
      const finish = turn.state.cars[id]?.finish;
      return finish ? [{ car: id, ...finish }] : [];
    });
    emit(turn, { type: 'RaceClassified', classification: classify(finishers) });
  }
  const removed = cars.filter((car) => car.status === 'finished' && car.position.at === 'track').map((car) => car.car);
  emit(turn, { type: 'TurnEnded', turn: turn.number, removed });
}
