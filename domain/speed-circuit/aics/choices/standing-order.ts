/**
 * An AICS standing order as choices to click (../standing-order.ts, SC-GNU-1, SC-GNU-2): the speed
 * (the GNU's own safe choice, the last turn's speed held, or a speed written), how a held or written
 * speed pays its curves (SC-AUTO-3), the slipstream whenever it can be had (SC-SLIP-1), and up to
 * three placement preferences, most wanted first (SC-NOTATION-8, SC-CUSTOM-1: one custom at most).
 * The summary says what the order is and, for a car racing, what the GNU would make of it next turn
 * with the cars where they stand now, in the move's own words; its warnings, the move's.
 *
 * Left out: the exact square (a standing order is played on any turn); a speed above the car's Top
 * Speed, which always needs a roll and so is never played (gnu/standing-order.ts).
 */
import { type ChoiceOption, type Choices, manyOf, type Picks, pickedOf, type Question } from '../../../race/choices.ts';
import type { Language } from '../../../race/language.ts';
import type { Entrant } from '../../../race/ruleset.ts';
import { oneWithDefault, projectedMove } from '../../choices/racing.ts';
import type { Circuit } from '../../circuit/types.ts';
import { bestFaces } from '../best-faces.ts';
import { PERFORMANCE_CHART } from '../car.ts';
import { situationOf } from '../gnu/choice.ts';
import { orderedMove } from '../gnu/standing-order.ts';
import { aicsMoveEngine } from '../move-engine.ts';
import { printMove } from '../notation.ts';
import type { AicsRaceState } from '../qualifying/index.ts';
import type { PlacementPreference } from '../schemas.ts';
import type { StandingOrder } from '../standing-order.ts';
import { AICS_CHOICE_WORDS } from './words.ts';

const SPEED_STEP = 20;
/** Three placement preferences, as in a move (SC-NOTATION-9). */
const MAX_PLACEMENTS = 3;
/** The fastest Top Speed of the Performance Chart: the speeds offered before the car's sheet is known. */
const CHART_TOP_SPEED = PERFORMANCE_CHART[PERFORMANCE_CHART.length - 1]!.topSpeed;

export interface StandingOrderInput {
  circuit: Circuit;
  state: AicsRaceState | undefined;
  car: string;
  picks: Picks;
  language: Language;
  entrants: readonly Entrant[];
}

export function standingOrderChoices({ circuit, state, car: carId, picks, language, entrants }: StandingOrderInput): Choices {
  const words = AICS_CHOICE_WORDS[language].order;
  const car = state?.cars[carId];
  const topSpeed = car?.sheet.topSpeed ?? CHART_TOP_SPEED;
  const speeds: ChoiceOption[] = [
    { id: 'safe', label: words.safe, detail: words.safeDetail },
    { id: 'hold', label: words.hold, detail: words.holdDetail },
    ...Array.from({ length: topSpeed / SPEED_STEP }, (_, i) => (i + 1) * SPEED_STEP).map((speed) => ({
      id: String(speed),
      label: words.mph(speed),
      detail: words.mphDetail,
    })),
  ];
  const speedQuestion = oneWithDefault(picks, { id: 'speed', label: words.speed, help: words.speedHelp }, speeds, 'safe');
  const questions: Question[] = [speedQuestion];
  const picked = speedQuestion.picked[0]!;
  const speed: StandingOrder['speed'] = picked === 'safe' || picked === 'hold' ? picked : Number(picked);

  let pay: StandingOrder['pay'] = 'wear';
  if (speed !== 'safe') {
    const question = oneWithDefault(
      picks,
      { id: 'pay', label: words.pay, help: words.payHelp },
      [
        { id: 'wear', label: words.payWith.wear },
        { id: 'die', label: words.payWith.die, detail: words.dieDetail },
      ],
      'wear',
    );
    questions.push(question);
    pay = question.picked[0] === 'die' ? 'die' : 'wear';
  }

  const slipstreamQuestion = oneWithDefault(
    picks,
    { id: 'slipstream', label: words.slipstream, help: words.slipstreamHelp },
    [
      { id: 'no', label: words.noSlipstream },
      { id: 'S', label: words.takeSlipstream },
    ],
    'no',
  );
  questions.push(slipstreamQuestion);

  const placements: { id: string; label: string; preference: PlacementPreference; custom: boolean }[] = [
    { id: 'I', label: words.inside, preference: { kind: 'inside' }, custom: false },
    { id: 'S', label: words.behindAny, preference: { kind: 'slipstream' }, custom: false },
    ...entrants
      .filter((entrant) => entrant.car !== carId)
      .map((entrant) => ({
        id: `S:${entrant.car}`,
        label: words.behind(entrant.car, entrant.name),
        preference: { kind: 'slipstream' as const, behind: entrant.car },
        custom: true,
      })),
    { id: 'NOSLIP', label: words.noSlip, preference: { kind: 'noSlipstream' }, custom: true },
  ];
  // The custom preference picked first keeps its place; the others may not join it.
  const customPicked = pickedOf(picks, 'placement').find((id) => placements.some((option) => option.custom && option.id === id));
  const placementQuestion = manyOf(
    picks,
    { id: 'placement', label: words.placement, help: words.placementHelp, min: 0, max: MAX_PLACEMENTS, ordered: true },
    placements.map(({ id, label, custom: isCustom }) => ({
      id,
      label,
      ...(isCustom && customPicked !== undefined && id !== customPicked ? { disabled: words.oneCustom } : {}),
    })),
  );
  questions.push(placementQuestion);
  const placement = placementQuestion.picked.map((id) => placements.find((option) => option.id === id)!.preference);

  const order: StandingOrder = { speed, pay, slipstream: slipstreamQuestion.picked[0] === 'S', placement };
  const summary = [words.is(speed, pay)];
  if (state === undefined || car?.status !== 'racing') return { questions, summary, warnings: [], submission: order };
  const move = orderedMove(situationOf(circuit, state, carId), order, bestFaces());
  if (move === null) return { questions, summary, warnings: [words.notPlayable], submission: order };
  const next = projectedMove(aicsMoveEngine(circuit, state, carId), move, language);
  return { questions, summary: [...summary, words.nextTurn(printMove(move)), ...next.summary], warnings: next.warnings, submission: order };
}
