/**
 * The choices of the pairing (LB-PREP-1, LB-DRAFT-2, LB-BRAND-1): a team's player gives his first
 * car one of his Car cards and one of his Driver cards, and the cards that go with it; the others go
 * with his second car. Holding Technology of two brands, he gives each car one brand's cards whole.
 * The cars are served in the order of the seat (LB-PREP-4 Proposed); another order is left to the API.
 */
import type { ChoiceOption, Choices, Picks, Question } from '../../race/choices.ts';
import { manyOf, oneOf } from '../../race/choices.ts';
import type { Language } from '../../race/language.ts';
import type { Board } from '../board/types.ts';
import { type Brand, type CardId, card, kindOf } from '../cards.ts';
import { WORDS } from '../picture/words.ts';
import { checkPairing, defaultPairing, type Pairing } from '../setup.ts';
import type { Known } from './known.ts';
import { tablePicture, tableSummary } from './table.ts';
import { CHOICE_WORDS, cardEffect, cardName, cardNames } from './words.ts';

const brandOf = (id: CardId): Brand | undefined => {
  const found = card(id);
  return found.kind === 'technology' ? found.brand : undefined;
};

export const pairingChoices = (board: Board, known: Known, language: Language, picks: Picks): Choices => {
  const words = CHOICE_WORDS[language];
  const { state, seat } = known;
  const cars = state.seats[seat] ?? [seat];
  const held = state.draft.held[seat] ?? [];
  const [first, second] = cars;
  const of = (kind: string) => held.filter((id) => kindOf(id) === kind);
  const face = (id: CardId): ChoiceOption => ({ id, label: cardName(id, language), detail: cardEffect(id, language) });
  const brands = [...new Set(held.flatMap((id) => brandOf(id) ?? []))];
  const questions: Question[] = [];
  let pairing: Pairing | undefined;
  if (first === undefined || second === undefined) pairing = defaultPairing(cars, held);
  else {
    const carCard = oneOf(picks, { id: 'carCard', label: words.pairCar(first, second) }, of('car').map(face));
    const driverCard = oneOf(picks, { id: 'driverCard', label: words.pairDriver(first, second) }, of('driver').map(face));
    const split = brands.length > 1;
    const brand = split
      ? oneOf(
          picks,
          { id: 'brand', label: words.pairBrand(first, second) },
          brands.map((one) => ({
            id: one,
            label: WORDS[language].brands[one],
            detail: cardNames(
              held.filter((id) => brandOf(id) === one),
              language,
            ),
          })),
        )
      : undefined;
    const free = held.filter((id) => kindOf(id) === 'manoeuvre' || (!split && kindOf(id) === 'technology'));
    const cards = manyOf(picks, { id: 'cards', label: words.pairCards(first, second), min: 0, max: free.length }, free.map(face));
    questions.push(carCard, driverCard, ...(brand ? [brand] : []), ...(free.length > 0 ? [cards] : []));
    const [pickedCar] = carCard.picked;
    const [pickedDriver] = driverCard.picked;
    const [pickedBrand] = brand?.picked ?? [];
    if (pickedCar !== undefined && pickedDriver !== undefined && (!split || pickedBrand !== undefined)) {
      const mine = [...cards.picked, ...held.filter((id) => split && brandOf(id) === pickedBrand)];
      const rest = (kind: string, taken: CardId) => of(kind).find((id) => id !== taken)!;
      pairing = {
        cars: [
          { car: first, carCard: pickedCar, driverCard: pickedDriver, cards: mine },
          {
            car: second,
            carCard: rest('car', pickedCar),
            driverCard: rest('driver', pickedDriver),
            cards: held.filter((id) => !mine.includes(id) && (kindOf(id) === 'technology' || kindOf(id) === 'manoeuvre')),
          },
        ],
      };
    }
  }
  if (pairing) checkPairing(cars, held, pairing);
  return {
    questions,
    summary: [
      ...tableSummary(known, language),
      ...(pairing?.cars.map((entry) => words.paired(entry.car, cardNames([entry.carCard, entry.driverCard, ...entry.cards], language))) ?? []),
    ],
    warnings: [],
    submission: pairing ?? null,
    picture: tablePicture(board, known, language, new Map()),
  };
};
