/**
 * The Long game's choices (LB-AUCT-1, LB-LONG-3 (4) with their Proposed, LB-GAP-10): the sealed
 * bid for the first choice, and a later race's turn of the Economic phase: exchanges of 2 cards
 * of a car's hand for one, then Car and Driver cards sold with their replacements from the
 * market, each with its price, its refund and the money it leaves.
 *
 * A bid is offered from nothing to all the money the seat has: a larger bid, which the rules allow
 * on debt (LB-AUCT-2 Proposed), is left to the API. A card taken from a face-down pile is the first
 * one there the car may hold, which the seat cannot see: the check refuses an exchange whose pile
 * holds none, and the option says so.
 */
import { type ChoiceOption, type Choices, countOf, manyOf, oneOf, type Picks, pickedOf, type Question } from '../../race/choices.ts';
import type { Language } from '../../race/language.ts';
import { BANKNOTE } from '../auction.ts';
import type { Board } from '../board/types.ts';
import { CARDS, type CardId, kindOf, priceOf } from '../cards.ts';
import { mayHold, RESALE_DISCOUNT } from '../economy.ts';
import { WORDS } from '../picture/words.ts';
import type { Known } from './known.ts';
import { tablePicture, tableSummary } from './table.ts';
import { CHOICE_WORDS, cardEffect, cardName } from './words.ts';

const cheapest = (kind: 'car' | 'driver'): number => Math.min(...CARDS[kind].map(({ price }) => price));

/** LB-AUCT-1: a bid in whole banknotes of $1,000, from nothing to the seat's money; the source's warning to keep enough for a car and a driver. */
export const bidChoices = (board: Board, known: Known, language: Language, picks: Picks): Choices => {
  const words = CHOICE_WORDS[language];
  const money = known.state.long?.money[known.seat] ?? 0;
  const question = countOf(picks, { id: 'amount', label: words.bid, help: words.bidHelp }, 0, Math.floor(Math.max(0, money) / BANKNOTE));
  const [count] = question.picked;
  const amount = count === undefined ? undefined : Number(count) * BANKNOTE;
  const needed = (cheapest('car') + cheapest('driver')) * known.state.draft.carsPerSeat;
  return {
    questions: [question],
    summary: [words.money(money), ...(amount === undefined ? [] : [words.bidSummary(amount, money - amount)])],
    warnings: amount !== undefined && money - amount < needed ? [words.keepEnough(needed)] : [],
    submission: amount === undefined ? null : { amount },
    picture: tablePicture(board, known, language, new Map()),
  };
};

interface Exchange {
  give: [CardId, CardId];
  take: string;
}

/**
 * LB-LONG-3 (4a): exchanges one after another while the picks answer them: 2 cards of one car's
 * hand given back (they then lie face up), one taken from a pile or face up; picking no card ends
 * them. The last question asked carries the marks on the table.
 */
const exchangesOf = (known: Known, language: Language, picks: Picks) => {
  const words = CHOICE_WORDS[language];
  const { state, cars } = known;
  const hands = new Map(cars.map((car) => [car, [...(state.murcielagos[car]?.hand ?? [])]]));
  let faceUp = [...state.draft.faceUp];
  const piles = { technology: known.piles.technology, manoeuvre: known.piles.manoeuvre };
  const questions: Question[] = [];
  const exchanges: Exchange[] = [];
  let marks = new Map<string, string>();
  const carOf = (id: CardId) => cars.find((car) => hands.get(car)!.includes(id));
  for (let number = 1; [...hands.values()].some((hand) => hand.length >= 2); number++) {
    const give = `give-${number}`;
    const [first] = pickedOf(picks, give).filter((id) => (hands.get(carOf(id) ?? '')?.length ?? 0) >= 2);
    const firstCar = first === undefined ? undefined : carOf(first);
    const options = cars.flatMap((car) =>
      hands.get(car)!.map((id): ChoiceOption => {
        const disabled = firstCar !== undefined && car !== firstCar ? words.notSameCar : hands.get(car)!.length < 2 ? words.fewerThanTwo : undefined;
        return {
          id,
          label: cars.length > 1 ? `${cardName(id, language)} · ${WORDS[language].car(car)}` : cardName(id, language),
          detail: cardEffect(id, language),
          ...(disabled === undefined ? {} : { disabled }),
          mark: `${give}.${id}`,
        };
      }),
    );
    const given = manyOf({ [give]: pickedOf(picks, give) }, { id: give, label: words.give(number), help: words.giveHelp, min: 0, max: 2 }, options);
    const question = { ...given, min: given.picked.length === 1 ? 2 : 0 };
    questions.push(question);
    marks = new Map(options.map((option) => [option.id, option.mark!]));
    if (question.picked.length < 2 || firstCar === undefined) break;
    const murcielago = state.murcielagos[firstCar]!;
    const take = `take-${number}`;
    const fromPiles = (['technology', 'manoeuvre'] as const).map(
      (pile): ChoiceOption => ({
        id: pile,
        label: words.fromPile(WORDS[language].piles[pile], piles[pile]),
        detail: words.pileRisk,
        ...(piles[pile] > 0 ? {} : { disabled: words.faceDown(0) }),
        mark: `${take}.${pile}`,
      }),
    );
    const faceUpOptions = faceUp.map(
      (id): ChoiceOption => ({
        id,
        label: cardName(id, language),
        detail: cardEffect(id, language),
        ...(mayHold(murcielago, id) ? {} : { disabled: words.otherBrand }),
        mark: `${take}.${id}`,
      }),
    );
    const taken = oneOf(picks, { id: take, label: words.take(number) }, [...fromPiles, ...faceUpOptions]);
    questions.push(taken);
    marks = new Map([
      ...fromPiles.map((option) => [`pile.${option.id}`, option.mark!] as const),
      ...faceUpOptions.map((option) => [option.id, option.mark!] as const),
    ]);
    const [took] = taken.picked;
    if (took === undefined) break;
    const pair = question.picked as [CardId, CardId];
    exchanges.push({ give: pair, take: took });
    hands.set(firstCar, [...hands.get(firstCar)!.filter((id) => !pair.includes(id)), ...(took === 'technology' || took === 'manoeuvre' ? [] : [took])]);
    if (took === 'technology' || took === 'manoeuvre') piles[took] -= 1;
    faceUp = [...faceUp.filter((id) => id !== took), ...pair];
  }
  // Only the last question asked is drawn to click.
  const unmarked = questions.map((question, index) =>
    index === questions.length - 1 ? question : { ...question, options: question.options.map(({ mark: _mark, ...option }) => option) },
  );
  return { questions: unmarked, exchanges, marks };
};

/** LB-LONG-3 (4b, 4c), LB-GAP-10: Car and Driver cards sold for $5,000 less than their price, each replaced from the market at its price, as the money allows. */
const replacementsOf = (known: Known, language: Language, picks: Picks) => {
  const words = CHOICE_WORDS[language];
  const { state, cars, seat } = known;
  const long = state.long!;
  const own = cars.flatMap((car) => {
    const murcielago = state.murcielagos[car];
    return murcielago ? [murcielago.carCard, murcielago.driverCard] : [];
  });
  const refundOf = (id: CardId) => Math.max(0, priceOf(id) - RESALE_DISCOUNT);
  const sellOptions = own.map((id): ChoiceOption => {
    const kind = kindOf(id) as 'car' | 'driver';
    const market = long.market.some((one) => kindOf(one) === kind);
    return {
      id,
      label: words.sellCard(cardName(id, language), kind),
      detail: words.refund(refundOf(id)),
      ...(market ? {} : { disabled: words.noneOnMarket }),
    };
  });
  const sell = manyOf(picks, { id: 'sell', label: words.sell, min: 0, max: own.length }, sellOptions);
  const questions: Question[] = [sell];
  const replace: { card: CardId; by: CardId }[] = [];
  let money = (long.money[seat] ?? 0) + sell.picked.reduce((sum, id) => sum + refundOf(id), 0);
  for (const sold of sell.picked) {
    const options = long.market
      .filter((id) => kindOf(id) === kindOf(sold))
      .map((id): ChoiceOption => {
        const disabled = replace.some(({ by }) => by === id) ? words.pickedElsewhere : priceOf(id) > money ? words.cannotPay(priceOf(id), money) : undefined;
        return {
          id,
          label: cardName(id, language),
          detail: `${cardEffect(id, language)}; ${words.costs(priceOf(id))}`,
          ...(disabled === undefined ? {} : { disabled }),
        };
      });
    const buy = oneOf(picks, { id: `buy-${sold}`, label: words.replace(cardName(sold, language)) }, options);
    questions.push(buy);
    const [by] = buy.picked;
    if (by === undefined) continue;
    replace.push({ card: sold, by });
    money -= priceOf(by);
  }
  return { questions, replace, money };
};

export const economyChoices = (board: Board, known: Known, language: Language, picks: Picks): Choices => {
  const words = CHOICE_WORDS[language];
  const exchanges = exchangesOf(known, language, picks);
  const replacements = replacementsOf(known, language, picks);
  const questions = [...exchanges.questions, ...replacements.questions];
  const complete = questions.every((question) => question.picked.length >= question.min);
  return {
    questions,
    summary: [...tableSummary(known, language), ...(replacements.replace.length > 0 ? [words.moneyAfter(replacements.money)] : [])],
    warnings: [],
    submission: complete
      ? {
          ...(exchanges.exchanges.length > 0 ? { exchanges: exchanges.exchanges } : {}),
          ...(replacements.replace.length > 0 ? { replace: replacements.replace } : {}),
        }
      : null,
    picture: tablePicture(board, known, language, exchanges.marks),
  };
};
