import { describe, expect, it } from 'vitest';
import { CARDS, card } from '../../domain/lamborghini/cards.ts';
import { openDraft } from '../../domain/lamborghini/draft.ts';
import { qualify, qualifyingScore } from '../../domain/lamborghini/qualifying.ts';
import { checkPairing, defaultPairing, grant, grantBrands, paired, reshufflePiles } from '../../domain/lamborghini/setup.ts';
import { drawSpeed, formSpeedDeck } from '../../domain/lamborghini/speed-deck.ts';
import { scriptedDice } from '../support/dice.ts';
import { refusal } from '../support/refusal.ts';

const TECH = CARDS.technology.map(({ id }) => id);
const MAN = CARDS.manoeuvre.map(({ id }) => id);
/** The Technology card of `brand` and `type`, the n-th of them (T1 is the first Blue Aerodynamics). */
const tech = (brand: string, type: string, n = 0) => CARDS.technology.filter((one) => one.brand === brand && one.type === type)[n]!.id;
const technology = (id: string) => CARDS.technology.find((one) => one.id === id)!;

describe('the Set-up: pairing, granted cards and the Speed deck', () => {
  it('[LB-PREP-1] a player with 2 Murcielagos pairs each with a Car card, a Driver card and the cards chosen for it', () => {
    const held = ['CA', 'CB', 'D1', 'D2', tech('blue', 'engine'), tech('yellow', 'engine'), 'M1', 'M6'];
    const pairing = defaultPairing(['1', '2'], held);
    expect(pairing.cars).toEqual([
      { car: '1', carCard: 'CA', driverCard: 'D1', cards: [tech('blue', 'engine'), 'M1'] },
      { car: '2', carCard: 'CB', driverCard: 'D2', cards: [tech('yellow', 'engine'), 'M6'] },
    ]);
    expect(() => checkPairing(['1', '2'], held, pairing)).not.toThrow();
    expect(paired('1', held, pairing)).toMatchObject({
      cars: [
        { car: '1', brand: 'blue' },
        { car: '2', brand: 'yellow' },
      ],
    });
    const swapped = { cars: [{ ...pairing.cars[0]!, carCard: 'D2' }, pairing.cars[1]!] };
    expect(refusal(() => checkPairing(['1', '2'], held, swapped)).field).toBe('cars[0].carCard');
    const twice = { cars: [pairing.cars[0]!, { ...pairing.cars[1]!, driverCard: 'D1' }] };
    expect([refusal(() => checkPairing(['1', '2'], held, twice)).field, refusal(() => checkPairing(['1', '2'], held, twice)).message]).toEqual([
      'cars[1].driverCard',
      'D1 is given to two cars',
    ]);
    const forgotten = { cars: [pairing.cars[0]!, { ...pairing.cars[1]!, cards: ['M6'] }] };
    expect(refusal(() => checkPairing(['1', '2'], held, forgotten)).message).toBe(
      `${tech('yellow', 'engine')} is given to no car: every card chosen goes with one Murcielago`,
    );
  });

  it('[LB-BRAND-1] in the set-up each car gets one brand: Technology of two brands on one car is refused', () => {
    const held = ['CA', 'CB', 'D1', 'D2', tech('blue', 'engine'), tech('yellow', 'engine')];
    const mixed = {
      cars: [
        { car: '1', carCard: 'CA', driverCard: 'D1', cards: [tech('blue', 'engine'), tech('yellow', 'engine')] },
        { car: '2', carCard: 'CB', driverCard: 'D2', cards: [] },
      ],
    };
    const error = refusal(() => checkPairing(['1', '2'], held, mixed));
    expect([error.field, error.message]).toEqual(['cars[0].cards', 'a Murcielago may have Technology of one brand only, not blue and yellow (LB-BRAND-1)']);
    // A car given no Technology card is bound to the brand its player has left for it.
    const oneBrand = ['CA', 'CB', 'D1', 'D2', tech('red', 'engine')];
    expect(paired('1', oneBrand, defaultPairing(['1', '2'], oneBrand)).cars.map((car) => car.brand)).toEqual(['red', 'red']);
  });

  it('[LB-PREP-2] each Murcielago receives the cards its Car and Driver cards show: car A Engine and Aerodynamics, driver 1 Skilful and Manoeuvre', () => {
    const events = grant({ technology: TECH, manoeuvre: MAN }, [{ car: '1', carCard: 'CA', driverCard: 'D1', brand: 'blue' }]);
    expect(events.map((event) => (event.type === 'granted' ? card(event.card) : event)).map((one) => ('type' in one ? one.type : one))).toEqual([
      'engine',
      'aerodynamics',
      'skilful',
      'manoeuvre',
    ]);
    expect(events.every((event) => event.type === 'granted' && event.car === '1')).toBe(true);
  });

  it("[LB-PREP-3] granted Technology is of the car's brand; when it has run out, of a lower brand (Blue: Yellow then Red); a Red car then gets nothing", () => {
    expect(grantBrands('blue')).toEqual(['blue', 'yellow', 'red']);
    expect(grantBrands('yellow')).toEqual(['yellow', 'red']);
    expect(grantBrands('red')).toEqual(['red']);
    const noBlueEngine = TECH.filter((id) => technology(id).type !== 'engine' || technology(id).brand !== 'blue');
    const [blue] = grant({ technology: noBlueEngine, manoeuvre: [] }, [{ car: '1', carCard: 'CA', driverCard: 'D9', brand: 'blue' }]);
    expect(blue).toEqual({ type: 'granted', car: '1', card: tech('yellow', 'engine') });
    const noRedEngine = TECH.filter((id) => technology(id).type !== 'engine' || technology(id).brand !== 'red');
    const red = grant({ technology: noRedEngine, manoeuvre: [] }, [{ car: '2', carCard: 'CB', driverCard: 'D10', brand: 'red' }]);
    expect(red[0]).toEqual({ type: 'grantMissed', car: '2', grant: { kind: 'technology', type: 'engine' } });
  });

  it('[LB-PREP-3] [LB-PREP-4] cars are served in turn order, Car card first: the first served takes the last Blue Brakes and the second a Yellow one', () => {
    const pile = [tech('blue', 'brakes', 1), tech('yellow', 'brakes'), ...MAN.slice(0, 3)];
    const events = grant({ technology: pile, manoeuvre: [] }, [
      { car: '3', carCard: 'CC', driverCard: 'D9', brand: 'blue' },
      { car: '1', carCard: 'CC', driverCard: 'D10', brand: 'blue' },
    ]);
    expect(events).toEqual([
      { type: 'granted', car: '3', card: tech('blue', 'brakes', 1) },
      { type: 'granted', car: '1', card: tech('yellow', 'brakes') },
    ]);
  });

  it('[LB-PREP-4] a car bound to no brand takes the first card of the required type from the top, whatever its colour', () => {
    const pile = [tech('red', 'setUp'), tech('blue', 'setUp'), tech('yellow', 'fuelTank')];
    const events = grant({ technology: pile, manoeuvre: [] }, [{ car: '2', carCard: 'CE', driverCard: 'D9' }]);
    expect(events).toEqual([{ type: 'granted', car: '2', card: tech('red', 'setUp') }]);
  });

  it('[LB-PREP-4] before the grants the Technology and Manoeuvre cards left face up go back into their piles, each pile shuffled', () => {
    const dice = scriptedDice();
    const draft = openDraft({ order: ['1', '2'], carsPerSeat: 1, dice }).state;
    const events = reshufflePiles(draft, dice);
    expect(events.map((event) => event.type === 'pileShuffled' && [event.pile, event.cards.length, event.cards.slice(-2)])).toEqual([
      ['technology', 39, ['T1', 'T2']],
      ['manoeuvre', 39, ['M1', 'M2']],
    ]);
    expect(dice.shuffles.slice(-2).map(({ purpose }) => purpose)).toEqual(['technologyPile', 'manoeuvrePile']);
  });

  it('[LB-SPEED-1] [LB-GAP-9] the Speed deck is the Technology and Manoeuvre cards no player holds and all 39 Banknote cards, shuffled together', () => {
    const dice = scriptedDice();
    const left = [...TECH.slice(5), ...MAN.slice(7)];
    const event = formSpeedDeck(left, dice);
    expect(event.type === 'speedDeckShuffled' && event.cards.length).toBe(34 + 32 + 39);
    expect(event.type === 'speedDeckShuffled' && event.cards.filter((id) => id.startsWith('N'))).toHaveLength(39);
    expect(dice.shuffles.map(({ purpose, size }) => [purpose, size])).toEqual([['speedDeck', 105]]);
  });

  it('[LB-SPEED-1] [LB-CARD-1] every card drawn is discarded; once all are drawn the discards are reshuffled into a new deck', () => {
    const dice = scriptedDice();
    const first = drawSpeed({ pile: ['N1'], discard: ['N2', 'N3'] }, dice, '1', 'movement');
    expect(first).toMatchObject({ card: 'N1', deck: { pile: [], discard: ['N2', 'N3', 'N1'] } });
    const second = drawSpeed(first.deck, dice, '2', 'check');
    expect(second.events).toEqual([
      { type: 'speedDeckShuffled', cards: ['N2', 'N3', 'N1'] },
      { type: 'speedDrawn', car: '2', use: 'check', card: 'N2' },
    ]);
    expect(second.deck).toEqual({ pile: ['N3', 'N1'], discard: ['N2'] });
    expect(dice.shuffles.map(({ purpose, size }) => [purpose, size])).toEqual([['speedDeck', 3]]);
  });
});

describe('qualifying', () => {
  // Speed values by card: N1 5, N2 6, N3 7, N4 8, N5 9, N6 10 (yellow arrow), N7 11 (orange), N8 12 (red), N9 5 …
  it("[LB-QUAL-1] a car's score is the Speed card's value plus its Car and Driver cards' speed values: 12 + 2 (car A) + 2 (driver 1) = 16", () => {
    expect(qualifyingScore({ carCard: 'CA', driverCard: 'D1' }, 'N8')).toBe(16);
    expect(qualifyingScore({ carCard: 'CE', driverCard: 'D10' }, 'N1')).toBe(5);
  });

  it('[LB-QUAL-2] [LB-QUAL-4] the highest score takes pole and the others follow in decreasing order; an arrow card makes no runaway', () => {
    const cars = [
      { car: '1', carCard: 'CE', driverCard: 'D10' },
      { car: '2', carCard: 'CA', driverCard: 'D1' },
      { car: '3', carCard: 'CC', driverCard: 'D4' },
    ];
    // Car 1 draws 12 (N8): 12; car 2 draws 5 (N1): 9; car 3 draws 9 (N5): 11.
    const { grid, events } = qualify(cars, { pile: ['N8', 'N1', 'N5'], discard: [] }, scriptedDice());
    expect(grid).toEqual(['1', '3', '2']);
    expect(events.map((event) => event.type)).toEqual(['speedDrawn', 'speedDrawn', 'speedDrawn', 'gridFormed']);
  });

  it('[LB-QUAL-2] [LB-QUAL-3] cars that tie repeat the draw among themselves until one prevails; a team qualifies its cars in the order named', () => {
    const cars = [
      { car: '2', carCard: 'CE', driverCard: 'D10' },
      { car: '1', carCard: 'CE', driverCard: 'D9' },
      { car: '3', carCard: 'CA', driverCard: 'D1' },
    ];
    // Car 2 draws 7, car 1 draws 7, car 3 draws 5 + 4 = 9: 2 and 1 tie at 7 and draw again, 6 against 8.
    const { grid, events } = qualify(cars, { pile: ['N3', 'N11', 'N1', 'N2', 'N4'], discard: [] }, scriptedDice());
    expect(grid).toEqual(['3', '1', '2']);
    expect(events.flatMap((event) => (event.type === 'speedDrawn' ? [`${event.car}:${event.card}`] : []))).toEqual(['2:N3', '1:N11', '3:N1', '2:N2', '1:N4']);
  });
});
