/**
 * The crash harness's only source of chance: mulberry32, a 32-bit seeded generator. Every choice a
 * schedule makes (which call runs next, where the process dies, what the players send) comes from
 * one of these, so a seed replays its schedule.
 */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A generator of its own, derived from this one's seed and `label`: drawing from it leaves this one as it was. */
  fork(label: string): Rng;
}

/** FNV-1a, to turn labels into seeds. */
export const hash32 = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h >>> 0;
};

export function mulberry32(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from nothing');
      return items[int(items.length)] as T;
    },
    fork: (label) => mulberry32(hash32(`${seed}/${label}`)),
  };
}
