/**
 * The choices of a movement turn (LB-MOVE-4, LB-CARD-1, LB-TECH-2, LB-MAN-1, LB-RUN-1, LB-GAP-8 with
 * their Proposed): the cards of the hand to play as the move begins, each with what it does this
 * turn, judged by the rules' own `moveProblem` (so what a card in effect allows is the referee's
 * word); then the plan, square by square (plan.ts), from the movement the cards give; and the
 * standing instruction for the car's Brakes in another car's turn. Luck is played alone: the move
 * is planned once its card is face up. The continuation of a move plans the movement left.
 */

import { conflict } from '../../errors.ts';
import { type ChoiceOption, type Choices, manyOf, oneOf, type Picks, pickedOf, type Question } from '../../race/choices.ts';
import type { Language } from '../../race/language.ts';
import type { Board } from '../board/types.ts';
import { type CardId, speedCard } from '../cards.ts';
import { RUNAWAY_PENALTY, runawayDue } from '../check.ts';
import { renderRace } from '../picture/draw.ts';
import { raceView } from '../picture/view.ts';
import { brakesOf, checkBonusOf, lastingOf } from '../play.ts';
import { manoeuvreOf, moveProblem, racing, typeOf } from '../race-flow.ts';
import { BrakesOutOfTurn, type Moving } from '../race-state.ts';
import { playCards, turnMovement } from '../race-steps.ts';
import { AFFECTS_SPEED } from '../speed.ts';
import { type LamborghiniState, recorder } from '../state.ts';
import type { Known } from './known.ts';
import { planOf, riskOf, type Start } from './plan.ts';
import { CHOICE_WORDS, cardEffect, cardName, cardNames } from './words.ts';

/** The race once `cards` are played as the move begins (a Team's repair made), as the referee plays them (race-steps.ts). */
const afterPlaying = (state: LamborghiniState, car: string, cards: readonly CardId[]): LamborghiniState => {
  const log = recorder(state);
  playCards(log, car, cards);
  return log.state;
};

/** Why a card may not join `kept`, in the reader's words, once `moveProblem` has refused it. */
const refusalOf = (state: LamborghiniState, car: string, kept: readonly CardId[], id: CardId, language: Language): string => {
  const words = CHOICE_WORDS[language];
  const played = [...state.race.turn!.played, ...kept];
  if ([...played, id].some((one) => typeOf(one) === 'luck')) return words.luckAlone;
  if (played.length === 0) return words.notNow;
  const extra = state.race.cars[car]!.lasting.length > 0 || played.some((one) => lastingOf(one) !== undefined);
  return extra && played.length === 1 ? words.notAffectingSpeed : words.oneCard;
};

/** LB-RUN-1, LB-CHECK-1: the runaway check due, with the check cards played for it, as a line of the summary. */
const runawayLine = (state: LamborghiniState, car: string, cards: readonly CardId[], language: Language): string | undefined => {
  const turn = state.race.turn!;
  if (!runawayDue(turn)) return undefined;
  const { arrow } = speedCard(turn.drawn!);
  const penalty = RUNAWAY_PENALTY[arrow!];
  const bonus = cards.reduce((sum, id) => sum + checkBonusOf(id), 0);
  const words = CHOICE_WORDS[language];
  return words.runaway(words.arrows[arrow!], penalty, riskOf(manoeuvreOf(state, car) - penalty + bonus));
};

/** A move going on from where its plan ran out: what is left of it. */
const movingOn = (moving: Moving): Omit<Start, 'checks'> => ({
  remaining: moving.remaining,
  slipstreamUsed: moving.slipstreamUsed,
  aerodynamics: moving.aerodynamics,
  gamble: moving.gamble,
  slipstreamCard: moving.slipstreamCard,
  clash: moving.clash,
  checkBonus: moving.checkBonus ?? 0,
});

export const moveChoices = (board: Board, known: Known, car: string, language: Language, picks: Picks): Choices => {
  const words = CHOICE_WORDS[language];
  const { state } = known;
  const turn = state.race.turn;
  if (!turn || turn.car !== car || turn.choices.length > 0) throw conflict('car', `it is not car ${car}'s move`);
  const at = state.race.cars[car]!;
  const hand = state.murcielagos[car]?.hand ?? [];
  const continuation = turn.moving;
  const questions: Question[] = [];
  const summary: string[] = [];
  const warnings: string[] = [];
  let played: CardId[] = [];
  let handMarks = new Map<string, string>();
  if (!racing(at)) summary.push(words.stopped);
  else if (continuation === undefined) {
    const kept: CardId[] = [];
    for (const id of pickedOf(picks, 'cards')) if (!kept.includes(id) && moveProblem(state, car, { cards: [...kept, id] }) === undefined) kept.push(id);
    const options = hand.map((id): ChoiceOption => {
      const refused = !kept.includes(id) && moveProblem(state, car, { cards: [...kept, id] }) !== undefined;
      const type = typeOf(id);
      const withIt = [...kept.filter((one) => one !== id), id];
      const now =
        refused || type === 'luck'
          ? undefined
          : AFFECTS_SPEED.has(type as never) || type === 'team'
            ? words.thisTurn(turnMovement(afterPlaying(state, car, withIt), car, withIt).remaining)
            : checkBonusOf(id) > 0 && runawayDue(turn)
              ? runawayLine(afterPlaying(state, car, withIt), car, withIt, language)
              : undefined;
      return {
        id,
        label: cardName(id, language),
        detail: now === undefined ? cardEffect(id, language) : `${cardEffect(id, language)}; ${now}`,
        ...(refused ? { disabled: refusalOf(state, car, kept, id, language) } : {}),
        mark: `card.${id}`,
      };
    });
    handMarks = new Map(options.map((option) => [option.id, option.mark!]));
    const cards = manyOf({ cards: kept }, { id: 'cards', label: words.cardsToPlay, help: words.cardsHelp, min: 0, max: 2 }, options);
    questions.push(cards);
    played = cards.picked;
    summary.push(words.speedCard(speedCard(turn.drawn!).speed));
  }
  const luck = played.some((id) => typeOf(id) === 'luck');
  let plan: ReturnType<typeof planOf> | undefined;
  if (luck) summary.push(words.luckPlayed);
  else if (racing(at)) {
    const begun = afterPlaying(state, car, played);
    const due = continuation === undefined && runawayDue(turn);
    const checks = begun.race.cars[car]!.checks + (due ? 1 : 0);
    const start: Start = continuation
      ? { ...movingOn(continuation), checks }
      : {
          ...turnMovement(begun, car, played),
          // LB-GAP-8: the check cards are for the car's next check, the runaway check when one is due.
          checkBonus: due ? 0 : played.reduce((sum, id) => sum + checkBonusOf(id), 0),
          checks,
        };
    const runaway = due ? runawayLine(begun, car, played, language) : undefined;
    if (runaway) {
      summary.push(runaway);
      warnings.push(words.afterIncident);
    }
    summary.push(continuation ? words.movementLeft(start.remaining) : words.movement(start.remaining));
    plan = planOf({ board, state: begun, car, start, language, picks });
    questions.push(...plan.questions);
    summary.push(...plan.summary);
    warnings.push(...plan.warnings);
  }
  const left = hand.filter((id) => !played.includes(id));
  if (left.some((id) => brakesOf(id) !== undefined)) {
    const now = words.brakesOutOfTurn[at.brakesOutOfTurn ?? 'always'];
    questions.push(
      oneOf(
        picks,
        { id: 'brakes', label: words.brakes, help: words.brakesNow(now), optional: true },
        BrakesOutOfTurn.options.map((id) => ({ id, label: words.brakesOutOfTurn[id] })),
      ),
    );
  }
  summary.push(words.hand(car, cardNames(hand, language)));
  const [brakes] = questions.find(({ id }) => id === 'brakes')?.picked ?? [];
  const complete = plan?.complete ?? true;
  const drawn = turn.drawn === undefined ? [] : [{ type: 'speedDrawn', car, card: turn.drawn }];
  const lastPlayed = [...drawn, ...turn.played.map((id) => ({ type: 'cardPlayed', car, card: id }))];
  return {
    questions,
    summary,
    warnings: [...new Set(warnings)],
    submission: complete
      ? {
          ...(played.length > 0 ? { cards: played } : {}),
          ...(plan && plan.plan.length > 0 ? { plan: plan.plan } : {}),
          ...(brakes === undefined ? {} : { brakesOutOfTurn: brakes }),
        }
      : null,
    picture: renderRace(board, raceView(board, known.view, lastPlayed), language, known.cars, {
      squares: plan?.targets ?? [],
      path: plan?.path ?? [],
      cards: handMarks,
    }),
  };
};
