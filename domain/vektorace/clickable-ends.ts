/**
 * The ends of a car's move as the web page offers them to click (issue 14 point 7): every legal
 * end of the preview (preview.ts), the emergency stop's too when the player may brake, drawn on the
 * race picture with its `data-end`, and for each the moves that reach it, one per way and next gear
 * the car may then declare, cheapest first. Only the declared gear's ends (VK-GEAR-2, VK-GAP-16).
 */
import type { ClickableEnd, ClickableEnds } from '../race/ruleset.ts';
import type { Circuit } from './circuit/types.ts';
import type { EndPosition } from './picture.ts';
import { vektoraceRaceWithEnds } from './picture.ts';
import { type PreviewEnd, type PreviewWay, previewMove } from './preview.ts';
import type { VektoraceState } from './state.ts';
import { addCost, type Cost } from './vectors.ts';

const costWords = (cost: Cost): string => {
  const parts = [cost.gomma > 0 ? `${cost.gomma} Gomma` : '', cost.nitro > 0 ? `${cost.nitro} Nitro` : ''].filter(Boolean);
  return parts.length === 0 ? 'free' : parts.join(' and ');
};

const waysOf = (way: PreviewWay): { text: string; label: string; total: number }[] =>
  way.next.map((next) => {
    const cost = addCost(way.cost, next.cost);
    const text = `${way.move} >${next.gear}${next.withG ? 'G' : ''}`;
    const notes = [costWords(cost), ...(way.wrongSide ? ['crosses the inside line: the curve is not passed'] : []), ...(way.pitStop ? ['the pit stop'] : [])];
    return { text, label: `${text}: ${notes.join(', ')}`, total: cost.gomma + cost.nitro };
  });

const endOf = (end: PreviewEnd, id: string, braking: boolean): ClickableEnd => {
  const ways = end.ways
    .flatMap(waysOf)
    .sort((a, b) => a.total - b.total)
    .map(({ text, label }) => ({ text, label }));
  const place = `(${end.at.x}, ${end.at.y}) facing ${end.heading * 45}°`;
  return { id, label: `${braking ? 'Emergency stop to ' : 'End at '}${place}: ${ways.length === 1 ? 'one move' : `${ways.length} moves`}`, ways };
};

export const clickableEnds = (circuit: Circuit, state: VektoraceState, car: string): ClickableEnds => {
  const preview = previewMove(circuit, state, car);
  const listed = [
    ...preview.ends.map((end, i) => ({ end, clickable: endOf(end, `end-${i + 1}`, false) })),
    ...(preview.braking?.ends ?? []).map((end, i) => ({ end, clickable: endOf(end, `stop-${i + 1}`, true) })),
  ];
  const marks: EndPosition[] = listed.map(({ end, clickable }) => ({ id: clickable.id, position: end.position, heading: end.heading, label: clickable.label }));
  return {
    picture: vektoraceRaceWithEnds(circuit, state, state.lastRound, 'en', { ends: marks, closeUp: true, car }),
    ends: listed.map(({ clickable }) => clickable),
  };
};
