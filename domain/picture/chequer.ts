/**
 * The chequered marks of a finish, as the games on a board of their own draw them: a stretch of
 * the finish line, a white band with two rows of black squares, and the ring of squares round a
 * car that has finished. `side` is a square's side in the drawing's units.
 */
import { cssLength, element, type Point } from './svg.ts';

/** A stretch of the finish line from `from` to `to`. */
export function chequeredLine(from: Point, to: Point, side: number): string {
  const length = Math.hypot(to.x - from.x, to.y - from.y);
  const across = { x: (-(to.y - from.y) / length) * (side / 2), y: ((to.x - from.x) / length) * (side / 2) };
  const segment = (sign: number, attrs: Record<string, string | number>) =>
    element('line', { x1: from.x + sign * across.x, y1: from.y + sign * across.y, x2: to.x + sign * across.x, y2: to.y + sign * across.y, ...attrs });
  return element('g', { class: 'finish' }, [
    segment(0, { class: 'base' }),
    segment(1, { class: 'checks' }),
    segment(-1, { class: 'checks', 'stroke-dashoffset': side }),
  ]);
}

/** Two rows of squares round `centre`, their middle at `radius`. */
export function chequerRing({ x, y }: Point, radius: number, side: number): string[] {
  const ring = (className: string, r: number) => element('circle', { class: className, cx: x, cy: y, r });
  return [ring('chequer-base', radius), ring('chequer', radius - side / 2), ring('chequer shifted', radius + side / 2)];
}

/** The squares' style: of the line's (its white band is the game's), and of the ring's. */
export const chequeredLineStyle = (side: number): string =>
  `.finish .checks{stroke:#1c1917;stroke-width:${cssLength(side)};stroke-dasharray:${cssLength(side)}}`;

export const chequerRingStyle = (side: number): string[] => [
  `.chequer-base{fill:#ffffff;stroke:#ffffff;stroke-width:${cssLength(2 * side)}}`,
  `.chequer{fill:none;stroke:#1c1917;stroke-width:${cssLength(side)};stroke-dasharray:${cssLength(side)}}`,
  `.chequer.shifted{stroke-dashoffset:${cssLength(side)}}`,
];
