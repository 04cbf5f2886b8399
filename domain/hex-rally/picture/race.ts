/**
 * The hex rally pictures: the bare track with its legend, and the race right after a step, each
 * car on its hex with its nose toward its heading, the hexes it entered in the last turn drawn as
 * a line in its colour ending at it, and the legend's line for every car.
 */

import { svgDocument } from '../../picture/document.ts';
import { carStyle } from '../../picture/palette.ts';
import { element, group, points } from '../../picture/svg.ts';
import type { Language } from '../../race/language.ts';
import { circuitName } from '../../race/report.ts';
import { hexKey } from '../hex.ts';
import { TRACK_NAMES } from '../track/shipped-names.ts';
import type { Track } from '../track/types.ts';
import { type MapLayout, RADIUS } from './geometry.ts';
import { carLine, raceLegend, trackLegend } from './legend.ts';
import { trackPage } from './map.ts';
import { carMarker, markedCar } from './marks.ts';
import type { CarOnPicture, RaceView } from './view.ts';
import { WORDS } from './words.ts';

const nameOf = (track: Track, language: Language): string => circuitName(TRACK_NAMES, track.id, language, track.name);

export function renderTrack(track: Track, language: Language): string {
  const words = WORDS[language];
  const { page, ids } = trackPage(track, nameOf(track, language));
  const legend = trackLegend(words, page.width, page.height);
  return svgDocument({ ...page, footer: legend.height, layers: [...page.layers, ids, legend.layer] }, {});
}

export function renderRace(track: Track, view: RaceView, language: Language): string {
  const words = WORDS[language];
  const name = nameOf(track, language);
  const title = view.turn === 0 ? words.grid(name) : words.afterTurn(name, view.turn);
  const { page, ids, layout } = trackPage(track, title);
  const legend = raceLegend(view, words, page.width, page.height);
  const onMap = view.cars.filter((car) => car.onMap);
  // The cars that left the track in the turn go under those still on it, which may have driven over their hexes since.
  const drawOrder = [
    ...onMap.filter((car) => car.condition === 'finished' || car.condition === 'out'),
    ...onMap.filter((car) => car.condition !== 'finished' && car.condition !== 'out'),
  ];
  return svgDocument(
    {
      ...page,
      footer: legend.height,
      layers: [
        ...page.layers,
        group(
          'paths',
          view.cars.filter((car) => car.path.length > 0).map((car) => travelled(car, layout)),
        ),
        ids,
        group(
          'cars',
          drawOrder.map((car) => carMarker(markedCar(car), layout.centre(car.hex), { class: 'car', 'data-hex': hexKey(car.hex) }, carLine(car, view, words))),
        ),
        legend.layer,
      ],
    },
    {},
  );
}

/** The dark casing keeps the light colours visible on the pale hexes; a dot marks each hex entered. */
function travelled(car: CarOnPicture, layout: MapLayout): string {
  const centres = car.path.map(layout.centre);
  const { fill } = carStyle(car.colour);
  return element('g', { class: 'path-of', 'data-car': car.car, 'data-path': car.path.map(hexKey).join(' ') }, [
    element('polyline', { class: 'path-casing', points: points(centres) }),
    element('polyline', { class: 'path', stroke: fill, points: points(centres) }),
    ...centres.map(({ x, y }) => element('circle', { class: 'step', fill, cx: x, cy: y, r: 0.16 * RADIUS })),
  ]);
}
