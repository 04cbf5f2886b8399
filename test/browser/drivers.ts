/**
 * How a player of each game decides what to click on the race page, as a person decides by looking
 * at the table: the game's own non-human player's choice for his car where the game has one (hex
 * rally's order, Vektorace's move, its end clicked on the picture), a player who means to race in
 * Lamborghini (the piles, cards and squares clicked on the pictures). Each reads the race as its
 * organiser sees it, to know the step and the cars.
 */
import { expect } from 'vitest';
import { picksOf } from '../../domain/hex-rally/choices/declaration.ts';
import { chooseOrder } from '../../domain/hex-rally/non-human.ts';
import { hexRally } from '../../domain/hex-rally/ruleset.ts';
import type { HexRallyState } from '../../domain/hex-rally/state.ts';
import { START } from '../../domain/vektorace/id.ts';
import { vektorace } from '../../domain/vektorace/ruleset.ts';
import type { VektoraceState } from '../../domain/vektorace/state.ts';
import { intendedPicks, nearestGear, onThePicture } from '../vektorace/intent.ts';
import { type Answer, raceOf, SHOWN_MS, type ShownQuestion, type Strategy } from './play.ts';
import type { Session } from './session.ts';

/** What a player decided for a step, decided once however many questions it answers: the non-human players' choices take a while. */
const decided = new Map<string, unknown>();
const once = <T>(key: string, decide: () => T): T => {
  if (!decided.has(key)) decided.set(key, decide());
  return decided.get(key) as T;
};

/** A hex rally player: an orc for the English player and a human for the Italian, the non-human player's order, a coupon whenever he has one. */
export const hexRallyDriver =
  (session: Session, raceId: string, circuitId: string): Strategy =>
  async (question, seat) => {
    const race = await raceOf(session, raceId);
    const game = race.game as HexRallyState;
    if (race.step.kind === 'driver') return { driver: seat.language === 'en' ? 'orc' : 'human' }[question.id];
    if (race.step.kind === 'reaction') {
      const { coupons } = game.cars[seat.car]!;
      return { coupon: coupons.reroll > 0 ? 'reroll' : coupons.extraDie > 0 ? 'extraDie' : 'none' }[question.id];
    }
    const track = hexRally.shippedCircuits()[circuitId]!;
    const picks = once(`${raceId}/${race.step.id}/${seat.car}`, () => picksOf(chooseOrder(track, game, seat.car)));
    return picks[question.id]?.[0];
  };

/** A Vektorace player: 4 points on the tyres and the 4th gear from pole, then the non-human player's move, its end clicked on its dart on the picture. */
export const vektoraceDriver =
  (session: Session, raceId: string, circuitId: string): Strategy =>
  async (question, seat) => {
    const race = await raceOf(session, raceId);
    if (race.step.kind === START) return { points: 'gomma-4', firstGear: 'gear-4' }[question.id];
    if (question.id !== 'end' && question.id !== 'gear') return undefined;
    const wanted = once(`${raceId}/${race.step.id}/${seat.car}`, () =>
      intendedPicks(vektorace.shippedCircuits()[circuitId]!, race.game as VektoraceState, seat.car),
    );
    if (question.id === 'gear') return nearestGear(question.options, wanted.gear!).id;
    if (!onThePicture(wanted.end)) return wanted.end;
    // The end's dart, which a person clicks: the ends of one cell share its octagon, and the last drawn covers it.
    await seat.page.locator(`.choice-picture [data-choice="${wanted.end}"] .end-mark`).click();
    await expect
      .poll(() => seat.page.locator(`#step-form button.option[data-option="${wanted.end}"]`).getAttribute('aria-pressed'), { timeout: SHOWN_MS })
      .toBe('true');
    return undefined;
  };

/** Of a Lamborghini movement's square: a free one of a slipstream, else straight on, else the first. */
const squareOf = (question: ShownQuestion): string | undefined => {
  const free = question.options.filter((option) => !option.disabled);
  return (free.find(({ id }) => id.startsWith('slip-')) ?? free.find(({ id }) => id === 'forward') ?? free[0])?.id;
};

/**
 * A Lamborghini player who means to race: a Car or Driver card while he lacks one, no card played
 * in his movement, his Brakes left as they are; the piles, cards, squares and directions clicked
 * on the pictures where the page draws them there (`clicked` is told each kind of step that was).
 */
export const lamborghiniDriver =
  (session: Session, raceId: string, clicked: (kind: string) => void = () => undefined): Strategy =>
  async (question, seat) => {
    const kind = (await raceOf(session, raceId)).step.kind as string;
    /** The mark of an option on the step's picture, when the page draws one to click there. */
    const onPicture = async (mark: string, id: string): Promise<Answer> => {
      if ((await seat.page.locator(`.choice-picture [data-choice="${mark}"][role="button"]`).count()) === 0) return id;
      clicked(kind);
      return { mark };
    };
    const free = question.options.filter((option) => !option.disabled && !option.pressed);
    if (kind === 'turnUp') return onPicture(`pile.${free[0]!.id}`, free[0]!.id);
    if (kind === 'choose') {
      if (await seat.page.locator('#step-form button[type="submit"]').isEnabled()) return undefined;
      const card = free.find(({ id }) => /^[CD]/.test(id)) ?? free[0]!;
      return onPicture(`card.${card.id}`, card.id);
    }
    if (kind === 'move' && question.id.startsWith('step-')) {
      const id = squareOf(question);
      return id === undefined ? undefined : onPicture(`${question.id}.${id}`, id);
    }
    if (question.id === 'heading') return onPicture(`heading.${free[0]!.id}`, free[0]!.id);
    return question.type === 'one' && question.id !== 'brakes' ? free[0]?.id : undefined;
  };
