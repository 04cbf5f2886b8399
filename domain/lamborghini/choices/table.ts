/**
 * The table as the choices of the Strategic and Economic phases show it, drawn (picture/table.ts)
 * and in words: the piles, the cards face up, what each seat holds face up and its money, the
 * reader's own hands.
 */

import type { Language } from '../../race/language.ts';
import { boardName } from '../board/shipped-names.ts';
import type { Board } from '../board/types.ts';
import { kindOf } from '../cards.ts';
import { renderTable } from '../picture/table.ts';
import { WORDS } from '../picture/words.ts';
import { phaseOf } from '../state.ts';
import type { Known } from './known.ts';
import { CHOICE_WORDS, cardNames } from './words.ts';

/** The cards a seat shows in front of it: those it chose, in the draft; its Car and Driver cards, once paired. */
const shownBy = (known: Known, seat: string): string[] => {
  const { state } = known;
  if (phaseOf(state) === 'draft' || Object.keys(state.murcielagos).length === 0) return state.draft.held[seat] ?? [];
  return (state.seats[seat] ?? []).flatMap((car) => {
    const murcielago = state.murcielagos[car];
    return murcielago ? [murcielago.carCard, murcielago.driverCard] : [];
  });
};

/** The reader's hands, once his cars are paired. */
const handsOf = (known: Known) => known.cars.flatMap((car) => (known.state.murcielagos[car] ? [{ car, cards: known.state.murcielagos[car]!.hand }] : []));

export const tablePicture = (board: Board, known: Known, language: Language, marks: ReadonlyMap<string, string>): string => {
  const { state } = known;
  return renderTable(
    {
      title: WORDS[language].title(boardName(board, language)),
      piles: known.piles,
      faceUp: state.draft.faceUp,
      seats: state.draft.order.map((seat, colour) => ({ seat, colour, cards: shownBy(known, seat), money: state.long?.money[seat] })),
      hands: handsOf(known),
    },
    language,
    marks,
  );
};

/** The seat's cards, the Car and Driver cards it still needs in the draft, what lies face up, and its money, in words. */
export const tableSummary = (known: Known, language: Language): string[] => {
  const words = CHOICE_WORDS[language];
  const { state, seat } = known;
  const shown = shownBy(known, seat);
  const lacking = (kind: 'car' | 'driver') => Math.max(0, state.draft.carsPerSeat - shown.filter((id) => kindOf(id) === kind).length);
  const money = state.long?.money[seat];
  return [
    words.held(cardNames(shown, language)),
    ...(phaseOf(state) === 'draft' ? [words.needs(lacking('car'), lacking('driver'))] : []),
    ...handsOf(known).map(({ car, cards }) => words.hand(car, cardNames(cards, language))),
    words.faceUp(cardNames(state.draft.faceUp, language)),
    ...(money === undefined ? [] : [words.money(money)]),
  ];
};
