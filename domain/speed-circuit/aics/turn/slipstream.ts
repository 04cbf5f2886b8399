/**
 * Slipstream (SC-SLIP-1..8 with the Proposed readings): judged on the positions at the start of
 * the turn and on the declared speeds; the bonus squares never change the declared speed.
 */
import type { Circuit } from '../../circuit/types.ts';
import type { CarState } from '../state.ts';
import { occupantAt, squareAt, trackSquare } from './context.ts';

export type Slipstream = { behind: string; bonus: 1 | 2 } | { reason: string };

/** The minimum speed of the car in front (SC-SLIP-4) and where the bonus grows to 2 (SC-SLIP-5). */
const MIN_LEADER_SPEED = 120;
const TWO_SQUARES_FROM = 180;

export function slipstream(
  circuit: Circuit,
  start: { cars: Record<string, Pick<CarState, 'car' | 'position'>> },
  carId: string,
  declared: Record<string, number>,
): Slipstream {
  const follower = start.cars[carId];
  const from = follower === undefined ? undefined : trackSquare(circuit, follower);
  if (from === undefined) return { reason: 'the car is not on the track' };
  if (from.speed !== undefined) return { reason: `the car stands on curve square ${from.id}` };
  const ahead = from.next.map((index) => squareAt(circuit, index)).find((square) => square.physicalLane === from.physicalLane);
  const leader = ahead === undefined ? undefined : occupantAt(start, ahead.index);
  if (ahead === undefined || leader === undefined) return { reason: `no car directly ahead of ${from.id}` };
  if (ahead.speed !== undefined) return { reason: `the car in front stands on curve square ${ahead.id}` };
  const leaderSpeed = declared[leader] ?? 0;
  if (leaderSpeed < MIN_LEADER_SPEED) return { reason: `car ${leader} in front travels at ${leaderSpeed} mph, below ${MIN_LEADER_SPEED}` };
  const speed = declared[carId] ?? 0;
  if (speed > leaderSpeed) return { reason: `${speed} mph is faster than car ${leader} in front at ${leaderSpeed} mph` };
  return { behind: leader, bonus: leaderSpeed >= TWO_SQUARES_FROM ? 2 : 1 };
}
