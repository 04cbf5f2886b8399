/**
 * Placement: the final square among those the movement can end on (SC-NOTATION-8..12, SC-AUTO-1,
 * SC-AUTO-2, SC-CUSTOM Proposed list, SC-SLOW-1 Proposed). Movement is settled first; placement
 * never changes it (SC-NOTATION-10).
 */
import type { Circuit, Square, SquareIndex } from '../../circuit/types.ts';
import type { PlacementPreference } from '../schemas.ts';
import { squareAt } from './context.ts';
import type { Leg } from './path.ts';

export interface PlacementQuery {
  circuit: Circuit;
  ends: Leg[];
  preferences: readonly PlacementPreference[];
  occupant: (square: SquareIndex) => string | undefined;
  /** Whether a car has already moved this turn (NOSLIP). */
  hasMoved: (car: string) => boolean;
  /** A slow car restarting after a rear-end or a spin is placed by the SM's rule (SC-SLOW-1 Proposed). */
  slowRestart: boolean;
}

/** The square directly ahead in the same lane (SC-NOTATION-3). */
function ahead(circuit: Circuit, square: Square): Square | undefined {
  return square.next.map((index) => squareAt(circuit, index)).find((next) => next.physicalLane === square.physicalLane);
}

/** The square directly behind in the same lane. */
function behind(circuit: Circuit, square: Square): Square | undefined {
  return circuit.squares.find((other) => other.physicalLane === square.physicalLane && other.next.includes(square.index));
}

/** As far inside as possible, then as far along as possible (SC-AUTO-1). */
function innermost(circuit: Circuit, legs: Leg[]): Leg | undefined {
  return [...legs].sort((a, b) => {
    const x = squareAt(circuit, a.square);
    const y = squareAt(circuit, b.square);
    return x.laneIndex - y.laneIndex || y.progress - x.progress;
  })[0];
}

function onArrow(circuit: Circuit, square: Square): boolean {
  return circuit.curves.some((curve) => curve.trajectories.some((t) => t.squares.includes(square.index)));
}

/** In slipstream: directly behind a car, the innermost such car unless one is named (SC-AUTO-2, SC-CUSTOM-2 Proposed). */
function slipstreamPlace(query: PlacementQuery, legs: Leg[], car: string | undefined): Leg | undefined {
  const { circuit } = query;
  const behindCar = legs.flatMap((leg) => {
    const front = ahead(circuit, squareAt(circuit, leg.square));
    const occupant = front === undefined ? undefined : query.occupant(front.index);
    return front !== undefined && occupant !== undefined && (car === undefined || occupant === car) ? [{ leg, front }] : [];
  });
  behindCar.sort((a, b) => a.front.laneIndex - b.front.laneIndex || b.front.progress - a.front.progress);
  return behindCar[0]?.leg;
}

export function place(query: PlacementQuery): Leg {
  const { circuit } = query;
  if (query.slowRestart) {
    const offArrows = query.ends.filter((leg) => !onArrow(circuit, squareAt(circuit, leg.square)));
    return innermost(circuit, offArrows) ?? innermost(circuit, query.ends)!;
  }
  let legs = query.ends;
  for (const preference of query.preferences) {
    if (preference.kind === 'noSlipstream') {
      const clear = legs.filter((leg) => {
        const back = behind(circuit, squareAt(circuit, leg.square));
        const occupant = back === undefined ? undefined : query.occupant(back.index);
        return occupant === undefined || !query.hasMoved(occupant);
      });
      if (clear.length > 0) legs = clear;
      continue;
    }
    const chosen =
      preference.kind === 'square'
        ? legs.find((leg) => squareAt(circuit, leg.square).id === preference.square)
        : preference.kind === 'inside'
          ? innermost(circuit, legs)
          : slipstreamPlace(query, legs, preference.behind);
    if (chosen !== undefined) return chosen;
  }
  return innermost(circuit, legs)!;
}
