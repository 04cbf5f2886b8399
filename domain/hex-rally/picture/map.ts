/**
 * The track as players see it: its hexes, each with the id the rules and their messages name it by
 * (`q,r`, HX-GAP-2 Proposed), the walls around it (HX-GAP-7 Proposed: every hex that is not track),
 * the grid slots with their numbers and the direction the cars face there, and the finish line
 * along the sides of its hexes that cars cross it by (docs/hex-tracks.md). The rules define no
 * surfaces: every track hex is drawn alike.
 */
import type { Page } from '../../picture/document.ts';
import { element, group, type Point, points, textElement } from '../../picture/svg.ts';
import { DIRECTIONS, type Direction, type Hex, hexKey, neighbour, opposite } from '../hex.ts';
import { crossing } from '../track/line.ts';
import type { Track } from '../track/types.ts';
import { angleOf, HEX_WIDTH, type MapLayout, mapLayout, RADIUS, toward } from './geometry.ts';
import { chequered } from './marks.ts';
import { STYLE } from './style.ts';

/**
 * The page of the bare track, for the race picture to draw on: the map's layers, and the hex ids
 * apart, for the race to draw the paths under them and the cars over them.
 */
export function trackPage(track: Track, title: string): { page: Omit<Page, 'footer'>; ids: string; layout: MapLayout } {
  const layout = mapLayout(track);
  const slots = new Set(track.grid.map((slot) => hexKey(slot.hex)));
  const hexes = [...track.cells.values()].map((cell) => cell.hex);
  return {
    layout,
    page: {
      title,
      size: HEX_WIDTH,
      width: layout.width,
      height: layout.height,
      style: STYLE,
      defs: [],
      layers: [
        group(
          'walls',
          layout.walls.map((hex) => element('polygon', { class: 'wall', points: points(layout.corners(hex)), 'data-hex': hexKey(hex) })),
        ),
        group(
          'hexes',
          hexes.map((hex) =>
            element('polygon', { class: slots.has(hexKey(hex)) ? 'hex slot' : 'hex', points: points(layout.corners(hex)), 'data-hex': hexKey(hex) }),
          ),
        ),
        group(
          'finish-line',
          finishSides(track).map(({ hex, side }) => chequered(layout.side(hex, side))),
        ),
        group(
          'grid',
          track.grid.map((slot, i) => {
            const at = layout.centre(slot.hex);
            return element('g', { class: 'grid-slot', 'data-slot': i + 1, 'data-hex': hexKey(slot.hex), 'data-facing': slot.facing }, [
              textElement('text', { class: 'slot-number', x: at.x, y: at.y - 0.5 * RADIUS, dy: '0.35em' }, String(i + 1)),
              facingMark({ x: at.x, y: at.y + 0.58 * RADIUS }, slot.facing),
            ]);
          }),
        ),
      ],
    },
    ids: group(
      'ids',
      hexes.map((hex) => {
        const at = layout.centre(hex);
        return textElement('text', { class: 'id', x: at.x, y: at.y + 0.08 * RADIUS, dy: '0.35em' }, hexKey(hex));
      }),
    ),
  };
}

/** The sides of the line's hexes a car crosses the line forward by: from a track hex off the line, toward the line's direction or within 60° of it. */
export function finishSides(track: Pick<Track, 'cells' | 'line' | 'lineDirection'>): { hex: Hex; side: Direction }[] {
  return [...track.line].flatMap((key) => {
    const hex = track.cells.get(key)!.hex;
    return DIRECTIONS.filter((side) => {
      const from = neighbour(hex, side);
      return track.cells.has(hexKey(from)) && crossing(track, from, hex, opposite(side)) === 1;
    }).map((side) => ({ hex, side }));
  });
}

/** A small arrowhead below the slot's id, pointing where the cars face there. */
function facingMark(at: Point, facing: Direction): string {
  const angle = angleOf(facing);
  const tip = toward(at, angle, 0.2 * RADIUS);
  const back = toward(at, angle + Math.PI, 0.14 * RADIUS);
  return element('polygon', {
    class: 'facing',
    points: points([tip, toward(back, angle + Math.PI / 2, 0.18 * RADIUS), toward(back, angle - Math.PI / 2, 0.18 * RADIUS)]),
  });
}
