/**
 * The choices of the Strategic phase (LB-DRAFT, LB-AUCT-2, LB-BRAND-1): the two piles a player
 * turns up from, then the face-up cards he chooses, each with its face in words, and why a card
 * he may not take is refused: his Car and Driver cards are all there, his brand, or (Long game)
 * its price. The rules' own `mayTake` and the Long game's `mayBuy` judge each card.
 */
import { type ChoiceOption, type Choices, manyOf, oneOf, type Picks, pickedOf } from '../../race/choices.ts';
import type { Language } from '../../race/language.ts';
import type { Board } from '../board/types.ts';
import { type CardId, card, priceOf } from '../cards.ts';
import { type DraftState, isDraftOver, mayTake, type Pile, seatOfTurn } from '../draft.ts';
import { mayAlsoOf } from '../long-flow.ts';
import { WORDS } from '../picture/words.ts';
import type { Known } from './known.ts';
import { tablePicture, tableSummary } from './table.ts';
import { CHOICE_WORDS, cardEffect, cardName } from './words.ts';

/** LB-DRAFT-5, LB-DRAFT-7 Proposed (c): a Technology or Manoeuvre pile, then a Driver or Car pile, each with how many cards it holds. */
export const turnUpChoices = (board: Board, known: Known, language: Language, picks: Picks): Choices => {
  const words = CHOICE_WORDS[language];
  const piles = WORDS[language].piles;
  const option = (pile: Pile, other: Pile): ChoiceOption => {
    const size = known.piles[pile];
    const detail = size > 0 ? words.faceDown(size) : known.piles[other] > 0 ? words.emptyInstead(piles[other]) : words.bothEmpty;
    return { id: pile, label: piles[pile], detail, mark: `pile.${pile}` };
  };
  const first = oneOf(picks, { id: 'first', label: words.turnUpFirst }, [option('technology', 'manoeuvre'), option('manoeuvre', 'technology')]);
  const second = oneOf(picks, { id: 'second', label: words.turnUpSecond }, [option('driver', 'car'), option('car', 'driver')]);
  const [pickedFirst] = first.picked;
  const [pickedSecond] = second.picked;
  const marks = new Map<string, string>(['technology', 'manoeuvre', 'driver', 'car'].map((pile) => [`pile.${pile}`, `pile.${pile}`]));
  return {
    questions: [first, second],
    summary: [...tableSummary(known, language), words.thenChoose(seatOfTurn(known.state.draft).choices)],
    warnings: [],
    submission: pickedFirst !== undefined && pickedSecond !== undefined ? { first: pickedFirst, second: pickedSecond } : null,
    picture: tablePicture(board, known, language, marks),
  };
};

/**
 * LB-DRAFT-5..7 with their Proposed, LB-AUCT-2, LB-BRAND-1: the face-up cards, picked one after the
 * other up to the turn's choices. The picks that may be taken in their order are kept; a card he
 * may not take after them is shown with the reason. He must pick while a card is one he may take,
 * and may not once the phase has ended.
 */
export const chooseChoices = (board: Board, known: Known, language: Language, picks: Picks): Choices => {
  const words = CHOICE_WORDS[language];
  const { state, seat } = known;
  const { choices } = seatOfTurn(state.draft);
  const may = mayAlsoOf(state, seat);
  const money = state.long?.money[seat];
  const refusal = (draft: DraftState, id: CardId): string | undefined => {
    const held = draft.held[seat] ?? [];
    const found = card(id);
    if (isDraftOver(draft)) return words.phaseOver;
    if (!mayTake(draft, held, id)) {
      if (found.kind === 'car' || found.kind === 'driver') return words.holdsEnough(found.kind);
      const brands = new Set(
        held.flatMap((one) => {
          const own = card(one);
          return own.kind === 'technology' ? [WORDS[language].brands[own.brand]] : [];
        }),
      );
      return words.boundTo([...brands].join(', '));
    }
    if (may?.(held, id) === undefined) return undefined;
    const spent = held.slice((state.draft.held[seat] ?? []).length).reduce((sum, one) => sum + priceOf(one), 0);
    return words.cannotPay(priceOf(id), (money ?? 0) - spent);
  };
  let draft = state.draft;
  const kept: CardId[] = [];
  for (const id of pickedOf(picks, 'cards')) {
    if (kept.length === choices || !draft.faceUp.includes(id) || refusal(draft, id) !== undefined) break;
    kept.push(id);
    draft = { ...draft, faceUp: draft.faceUp.filter((other) => other !== id), held: { ...draft.held, [seat]: [...(draft.held[seat] ?? []), id] } };
  }
  const open = kept.length < choices && draft.faceUp.some((id) => refusal(draft, id) === undefined);
  const options = state.draft.faceUp.map((id): ChoiceOption => {
    const price = money === undefined ? 0 : priceOf(id);
    const disabled = kept.includes(id) ? undefined : refusal(draft, id);
    return {
      id,
      label: cardName(id, language),
      detail: price > 0 ? `${cardEffect(id, language)}; ${words.costs(price)}` : cardEffect(id, language),
      ...(disabled === undefined ? {} : { disabled }),
      mark: `card.${id}`,
    };
  });
  // The turn's cards are all to be taken while one may be (the page says "pick 2"); once none may, those kept are all.
  const min = open ? choices : kept.length;
  const nothing = kept.length === 0 && !open;
  const questions = nothing
    ? []
    : [
        manyOf(
          { cards: kept },
          { id: 'cards', label: words.choose(choices), help: words.chooseHelp, min, max: open ? choices : kept.length, ordered: choices > 1 },
          options,
        ),
      ];
  const spent = kept.reduce((sum, id) => sum + priceOf(id), 0);
  return {
    questions,
    summary: [...tableSummary(known, language), ...(money === undefined || spent === 0 ? [] : [words.moneyAfter(money - spent)])],
    warnings: nothing ? [words.nothingToTake] : [],
    submission: open ? null : { cards: kept },
    picture: tablePicture(board, known, language, new Map(options.map((option) => [option.id, option.mark!]))),
  };
};
