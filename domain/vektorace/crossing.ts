/**
 * VK-GAP-9 item 4: how a path segment crosses a curve line or the finish line, exactly. The
 * crossing point X = P + (Q − P)·α/(α − β) is never divided out: its position s along the gate is
 * compared after multiplying through by β − α, which is positive for a forward crossing.
 */
import type { Gate } from './circuit/types.ts';
import { compare, mul, neg, type Surd, scale, sign, sub, ZERO } from './exact.ts';
import { dot, minus, type Point, sideOf, unit } from './geometry.ts';

/** What a forward crossing met: the gate, the inside line, or the line beyond both. */
export type Crossing = 'gate' | 'inside' | 'beyond';

const where = (gate: Gate, p: Point, q: Point, alpha: Surd, beta: Surd): Crossing => {
  const g = unit(gate.direction);
  const weight = sub(beta, alpha);
  // s·(β − α) = (P − C)·g·(β − α) + (Q − P)·g·(−α), in units of 4 × quarter units (g is 4 × u).
  const s = sub(mul(dot(minus(p, gate.origin), g), weight), mul(dot(minus(q, p), g), alpha));
  const bound = (length: Surd) => mul(scale(length, 4n), weight);
  if (sign(s) >= 0) return gate.length === undefined || compare(s, bound(gate.length)) <= 0 ? 'gate' : 'beyond';
  return compare(s, neg(bound(gate.inside))) >= 0 ? 'inside' : 'beyond';
};

/**
 * The forward crossing of segment PQ over the gate's line (α < 0 ≤ β, ε = 0), where it meets it;
 * undefined for no forward crossing. Backward crossings count for nothing.
 */
export const crossForward = (gate: Gate, p: Point, q: Point): Crossing | undefined => {
  // The moves of one placement share their path's first segments: each is tested once per line.
  let byEnd = seen.get(p);
  if (!byEnd) {
    byEnd = new WeakMap();
    seen.set(p, byEnd);
  }
  let byGate = byEnd.get(q);
  if (!byGate) {
    byGate = new Map();
    byEnd.set(q, byGate);
  }
  if (byGate.has(gate)) return byGate.get(gate);
  const crossing = crossLine(gate, p, q);
  byGate.set(gate, crossing);
  return crossing;
};

const seen = new WeakMap<Point, WeakMap<Point, Map<Gate, Crossing | undefined>>>();

const crossLine = (gate: Gate, p: Point, q: Point): Crossing | undefined => {
  if (sideOf(p, gate.origin, gate.travel) >= 0 || sideOf(q, gate.origin, gate.travel) < 0) return undefined;
  const t = unit(gate.travel);
  const alpha = dot(minus(p, gate.origin), t);
  const beta = dot(minus(q, gate.origin), t);
  if (sign(alpha) >= 0 || sign(beta) < 0) return undefined;
  return where(gate, p, q, alpha, beta);
};

/** Whether p is behind the gate's line (α < 0). */
export const behind = (gate: Gate, p: Point): boolean => compare(dot(minus(p, gate.origin), unit(gate.travel)), ZERO) < 0;
