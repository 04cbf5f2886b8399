/**
 * A move's plan as questions (LB-MOVE-1..7, LB-SLIP-1, LB-BUMP-1, LB-CHECK-1..3, LB-TECH-2
 * Aerodynamics, LB-MAN-1 Gamble and Slipstream, with their Proposed and LB-GAP-7): one question a
 * square, each offering the steps the car may take from where the squares picked before leave it,
 * with where each leads and what it costs or risks, until its movement is planned. The way is
 * worked out as movement.ts plays it, with the same geometry (move.ts): a free square of a
 * slipstream, the check of a pass between two diagonal cars, a lane change losing Aerodynamics,
 * passing over once the car's 2 checks are used, and the rear-ends and pushes it may declare.
 *
 * A plan is walked on the board as it stands, each check assumed to change nothing: an incident
 * or a +1 square changes the way, and the move step then opens again for the rest (LB-MOVE-5,
 * docs/rules-decisions.md). For that reason a rear-end or push ends the plan: its checks decide
 * the movement left, which the player plans once they are made.
 */
import { type ChoiceOption, oneOf, type Picks, pickedOf, type Question } from '../../race/choices.ts';
import type { Language } from '../../race/language.ts';
import { ahead, finishDistance, squareKey } from '../board/geometry.ts';
import { type Board, HEADINGS } from '../board/types.ts';
import { bumpKind } from '../bump.ts';
import { CHECKS_PER_TURN } from '../check.ts';
import { directionEffect, OFF_TRACK_PENALTY } from '../incident.ts';
import { freeSteps, passesBetween, passOverEnd, slipstreamSquares } from '../move.ts';
import { manoeuvreOf, occupiedBy, onBoard } from '../race-flow.ts';
import type { Moving, PlanItem } from '../race-state.ts';
import type { LamborghiniState } from '../state.ts';
import { CHOICE_WORDS, type Risk } from './words.ts';

interface Place {
  row: number;
  lane: number;
}

/** The car as the plan leaves it. */
interface Walker extends Place {
  distance: number;
  remaining: number;
  slipstreamUsed: boolean;
  aerodynamics: number;
  checks: number;
  checkBonus: number;
}

/** What the player sends at the start of the movement: the cards played and the checks already made. */
export type Start = Pick<Moving, 'remaining' | 'slipstreamUsed' | 'aerodynamics' | 'gamble' | 'slipstreamCard' | 'clash'> & {
  checkBonus: number;
  checks: number;
};

/** A step the player may pick: what it sends, the squares it enters, what is left after it, and whether the plan ends with it. */
interface Step {
  option: ChoiceOption;
  item: PlanItem;
  /** Where its mark stands on the picture. */
  at: Place;
  entered: Place[];
  after: Walker;
  /** It makes a manoeuvre check (LB-MOVE-6). */
  checked?: boolean;
  ends?: 'bump' | 'passOver';
}

export interface Plan {
  questions: Question[];
  plan: PlanItem[];
  /** Every question is answered: the movement is planned, or the plan can go no further. */
  complete: boolean;
  path: Place[];
  /** The squares the next step may go to, with their marks. */
  targets: { row: number; lane: number; mark: string }[];
  summary: string[];
  warnings: string[];
}

/** LB-CHECK-1, LB-CHECK-2: the highest Speed card that gives an incident (a total of 7 or less), for a check with `modifier` added to the card. */
export const riskOf = (modifier: number): Risk => ({ incidentAt: 7 - modifier });

export const planOf = (input: { board: Board; state: LamborghiniState; car: string; start: Start; language: Language; picks: Picks }): Plan => {
  const { board, state, car, start, language, picks } = input;
  const words = CHOICE_WORDS[language];
  const occupied = occupiedBy(state, car);
  const at = state.race.cars[car]!;
  const finish = finishDistance(board);
  const summary: string[] = [];
  const path: Place[] = [];
  let walker: Walker = { row: at.row, lane: at.lane, distance: at.distance, ...start };

  /** Enters a square: a step's movement unless free, and a lane change's Aerodynamics (LB-TECH-2 Proposed). */
  const enter = (from: Walker, to: Place, free: boolean): Walker => {
    const lost = to.lane !== from.lane ? from.aerodynamics : 0;
    return {
      ...from,
      row: to.row,
      lane: to.lane,
      distance: from.distance + 1,
      remaining: Math.max(0, from.remaining - (free ? 0 : 1) - lost),
      aerodynamics: lost > 0 ? 0 : from.aerodynamics,
    };
  };
  const details = (from: Walker, to: Walker, extra: string[]): string =>
    [
      words.to(to.row, to.lane),
      ...extra,
      ...(from.aerodynamics > 0 && to.aerodynamics === 0 ? [words.aerodynamicsLost(from.aerodynamics)] : []),
      ...(from.distance < finish && to.distance >= finish ? [words.crossesLine] : []),
    ].join('; ');

  // LB-GAP-7: an incident direction fixes the first square of the movement.
  if (at.direction !== undefined) {
    summary.push(words.directionFixed(words.heading[at.direction]));
    const effect = directionEffect(board, walker, at.direction, occupied);
    if (effect.kind === 'leftTrack') walker = { ...walker, remaining: Math.max(0, walker.remaining - OFF_TRACK_PENALTY) };
    if (effect.kind === 'square') {
      walker = enter(walker, effect.square, false);
      if (effect.square.offTrack) walker = { ...walker, remaining: Math.max(0, walker.remaining - OFF_TRACK_PENALTY) };
      path.push(effect.square);
    }
  }

  const own = manoeuvreOf(state, car);
  const stepsFrom = (from: Walker, step: number): Step[] => {
    const mark = (id: string) => `step-${step}.${id}`;
    const steps: Step[] = [];
    if (!from.slipstreamUsed)
      for (const side of slipstreamSquares(board, from, occupied)) {
        const entered = [side.square];
        let after = { ...enter(from, side.square, true), slipstreamUsed: true };
        // LB-MAN-1 Slipstream: one more free square forward, if it is free.
        const further = start.slipstreamCard ? freeSteps(board, side.square, occupied).find(({ heading }) => heading === 'forward') : undefined;
        if (further) {
          after = enter(after, further.square, true);
          entered.push(further.square);
        }
        const id = `slip-${side.heading}`;
        steps.push({
          option: { id, label: words.slipstream(words.heading[side.heading]), detail: details(from, after, [words.free]), mark: mark(id) },
          item: { heading: side.heading, slipstream: true },
          at: side.square,
          entered,
          after,
        });
      }
    const checksLeft = from.checks < CHECKS_PER_TURN;
    for (const { heading, square } of freeSteps(board, from, occupied)) {
      const between = passesBetween(board, from, heading, occupied);
      if (between && !checksLeft) continue;
      const checked = between && !start.gamble;
      const after = { ...enter(from, square, false), ...(checked ? { checks: from.checks + 1, checkBonus: 0 } : {}) };
      steps.push({
        option: {
          id: heading,
          label: words.heading[heading],
          detail: details(from, after, checked ? [words.check(riskOf(own + from.checkBonus))] : []),
          mark: mark(heading),
        },
        item: { heading },
        at: square,
        entered: [square],
        after,
        ...(checked ? { checked } : {}),
      });
    }
    if (!checksLeft)
      // LB-CHECK-3 Proposed: past its checks the car passes over the cars in front, to the free square its movement reaches.
      for (const heading of HEADINGS) {
        const to = ahead(board, from, heading);
        if (!occupied.has(squareKey(to.row, to.lane)) && !passesBetween(board, from, heading, occupied)) continue;
        const end = passOverEnd(board, from, from.remaining, occupied);
        if (end === undefined) continue;
        const rows = (end.row - from.row + board.rows) % board.rows;
        const after = { ...from, row: end.row, lane: end.lane, distance: from.distance + rows, remaining: 0 };
        steps.push({
          option: { id: heading, label: `${words.passOver} (${words.heading[heading]})`, detail: words.passOverEnds(end.row, end.lane), mark: mark(heading) },
          item: { heading },
          at: end,
          entered: [end],
          after,
          ends: 'passOver',
        });
      }
    else
      for (const [other, them] of Object.entries(state.race.cars)) {
        const kind = other === car || !onBoard(them) ? undefined : bumpKind(board, from, them);
        if (kind === undefined) continue;
        const clash = start.clash ? 1 : 0;
        const id = `${kind}-${other}`;
        steps.push({
          option: {
            id,
            label: kind === 'rearEnd' ? words.rearEnd(other) : words.push(other),
            detail: words.bumpChecks(riskOf(own + from.checkBonus + clash), riskOf(manoeuvreOf(state, other) - clash)),
            mark: mark(id),
          },
          item: { bump: kind, car: other },
          at: them,
          entered: [],
          after: from,
          ends: 'bump',
        });
      }
    return steps;
  };

  const questions: Question[] = [];
  const plan: PlanItem[] = [];
  const warnings: string[] = [];
  let targets: Plan['targets'] = [];
  let complete = true;
  let ended: Step['ends'];
  for (let number = 1; walker.remaining > 0; number++) {
    const steps = stepsFrom(walker, number);
    if (steps.length === 0) break;
    const id = `step-${number}`;
    const chosen = steps.find(({ option }) => option.id === pickedOf(picks, id)[0]);
    // Only the square to pick next is drawn to click, once: an answered square, or a second way to the same square, has no mark.
    const marked = new Set<string>();
    const options = steps.map(({ at: square, option }): ChoiceOption => {
      const { mark: _mark, ...plain } = option;
      const key = squareKey(square.row, square.lane);
      if (chosen !== undefined || marked.has(key)) return plain;
      marked.add(key);
      return option;
    });
    questions.push(oneOf(picks, { id, label: words.square(number), help: words.squareHelp(walker.remaining) }, options));
    if (chosen === undefined) {
      complete = false;
      targets = steps.flatMap(({ at: square }, index) => {
        const mark = options[index]!.mark;
        return mark === undefined ? [] : [{ row: square.row, lane: square.lane, mark }];
      });
      break;
    }
    plan.push(chosen.item);
    path.push(...chosen.entered);
    if (chosen.checked) warnings.push(words.afterIncident);
    walker = chosen.after;
    ended = chosen.ends;
    if (ended !== undefined) break;
  }
  if (complete) {
    const last = path.at(-1);
    if (last) summary.push(words.planEnds(last.row, last.lane));
    if (ended === 'bump') warnings.push(words.afterBump);
    else if (walker.remaining > 0) warnings.push(words.unplanned(walker.remaining));
  }
  return { questions, plan, complete, path, targets, summary, warnings: [...new Set(warnings)] };
};
