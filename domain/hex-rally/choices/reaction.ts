/**
 * The choices of a reaction (HX-DECL-3, HX-DECL-4, HX-GAP-9 Proposed): after seeing his failed
 * roll, the player spends a coupon the car still has on it, or none; each option says what it
 * could make of that roll: the re-roll's chance of a success (its second roll stands, even if
 * worse), the faces of the extra die that make it a success or a lesser failure, and what
 * keeping the roll adds to the next manoeuvre's difficulty (HX-ROLL-1).
 */
import { type ChoiceOption, type Choices, oneOf, type Picks } from '../../race/choices.ts';
import { printOrder } from '../notation.ts';
import { degreeOf, INCREASE_PER_DEGREE, totalOf, waysAtLeast, withExtraDie } from '../roll.ts';
import type { Coupon } from '../settings.ts';
import type { HexRallyState } from '../state.ts';
import { type ChoiceWords, type Improvement, modifiersInWords } from './words.ts';

const FACES = [1, 2, 3, 4, 5, 6];

/** The best the extra die can make of the roll, and from which face on; undefined when no face changes its degree. */
const bestExtraDie = (declared: NonNullable<HexRallyState['declared']>[string], failures: number): Improvement | undefined => {
  const degreeWith = (face: number) =>
    degreeOf(totalOf(withExtraDie(declared.dice, face), declared.modifiers), { difficulty: declared.difficulty, original: declared.original, failures });
  const best = Math.min(...FACES.map(degreeWith));
  if (best >= declared.degree) return undefined;
  // A higher die never makes the roll worse: the faces that reach the best are the highest ones.
  const faces = FACES.filter((face) => degreeWith(face) === best);
  return { degree: best, face: faces[0]!, ways: faces.length };
};

export function reactionChoices({ state, car, picks, words }: { state: HexRallyState; car: string; picks: Picks; words: ChoiceWords }): Choices {
  const { coupons, failures } = state.cars[car]!;
  const declared = state.declared![car]!;
  const modifiers = modifiersInWords(words, declared.modifiers);
  const need = declared.difficulty - totalOf([], declared.modifiers);
  const increase = declared.degree * INCREASE_PER_DEGREE;
  const left: Record<Coupon, (count: number) => string> = { reroll: words.reaction.reroll, extraDie: words.reaction.extraDie };
  const detail: Record<Coupon, string> = {
    reroll: words.reaction.rerollDetail({ difficulty: declared.difficulty, need, ways: waysAtLeast(need) }),
    extraDie: words.reaction.extraDieDetail(Math.min(...declared.dice), bestExtraDie(declared, failures)),
  };
  const options: ChoiceOption[] = [
    ...(['reroll', 'extraDie'] as const).map((coupon) =>
      coupons[coupon] > 0
        ? { id: coupon, label: left[coupon](coupons[coupon]), detail: detail[coupon] }
        : { id: coupon, label: left[coupon](0), disabled: words.reaction.noneLeft },
    ),
    { id: 'none', label: words.reaction.none, detail: words.reaction.kept(declared.degree, increase) },
  ];
  const question = oneOf(picks, { id: 'coupon', label: words.reaction.question, help: words.reaction.help }, options);
  const [coupon] = question.picked;
  return {
    questions: [question],
    summary: [words.reaction.rolled(printOrder(declared.order, 'latin'), declared.dice, modifiers, declared.total, declared.difficulty, declared.degree)],
    warnings: [],
    submission: coupon === undefined ? null : { coupon },
  };
}
