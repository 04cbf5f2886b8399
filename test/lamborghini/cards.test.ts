import { describe, expect, it } from 'vitest';
import { BRANDS, CARDS, carCard, driverCard, speedCard } from '../../domain/lamborghini/cards.ts';

const tally = (values: readonly (string | number)[]): Record<string, number> => {
  const count: Record<string, number> = {};
  for (const value of values) count[String(value)] = (count[String(value)] ?? 0) + 1;
  return count;
};

describe('the cards as data', () => {
  it('[LB-COMP-1] 5 Car cards, 10 Driver cards, 39 Technology (13 Red, 13 Yellow, 13 Blue), 39 Manoeuvre, 39 Banknotes (13 each of $1,000, $5,000, $20,000)', () => {
    expect([CARDS.car.length, CARDS.driver.length, CARDS.technology.length, CARDS.manoeuvre.length, CARDS.banknote.length]).toEqual([5, 10, 39, 39, 39]);
    expect(tally(CARDS.technology.map(({ brand }) => brand))).toEqual({ blue: 13, yellow: 13, red: 13 });
    expect(tally(CARDS.banknote.map(({ value }) => value))).toEqual({ 1000: 13, 5000: 13, 20000: 13 });
    const ids = Object.values(CARDS).flatMap((cards) => cards.map(({ id }) => id));
    expect(new Set(ids).size).toBe(5 + 10 + 3 * 39);
  });

  it('[LB-GAP-1] Car and Driver cards carry price, speed, manoeuvre and granted cards: car A $30,000, 2, 2, Engine and Aerodynamics; driver 9 $6,000, 0, −1, none', () => {
    expect(carCard('CA')).toMatchObject({
      price: 30000,
      speed: 2,
      manoeuvre: 2,
      grants: [
        { kind: 'technology', type: 'engine' },
        { kind: 'technology', type: 'aerodynamics' },
      ],
    });
    expect(carCard('CE')).toMatchObject({ price: 10000, speed: 0, manoeuvre: 0, grants: [{ kind: 'technology', type: 'setUp' }] });
    expect(driverCard('D1')).toMatchObject({ price: 25000, speed: 2, manoeuvre: 2, grants: [{ type: 'skilful' }, { type: 'manoeuvre' }] });
    expect(driverCard('D9')).toMatchObject({ price: 6000, speed: 0, manoeuvre: -1, grants: [] });
    expect(CARDS.driver.map(({ price }) => price)).toEqual([25000, 20000, 20000, 15000, 15000, 10000, 10000, 8000, 6000, 5000]);
  });

  it('[LB-COMP-2] only Technology, Manoeuvre and Banknote cards carry a speed value; Car and Driver cards never go into the Speed deck', () => {
    expect(speedCard('T1').speed).toBeGreaterThanOrEqual(5);
    expect(speedCard('N39').speed).toBeGreaterThanOrEqual(5);
    expect(() => speedCard('CA')).toThrow(/never in the Speed deck/);
    expect(() => speedCard('D10')).toThrow(/never in the Speed deck/);
  });

  it('[LB-GAP-2] each kind has speed values 5 to 11 five times and 12 four times, two 10s on yellow, two 11s on orange and two 12s on red arrows', () => {
    for (const kind of [CARDS.technology, CARDS.manoeuvre, CARDS.banknote]) {
      expect(tally(kind.map(({ speed }) => speed))).toEqual({ 5: 5, 6: 5, 7: 5, 8: 5, 9: 5, 10: 5, 11: 5, 12: 4 });
      const arrows = kind.filter(({ arrow }) => arrow !== undefined).map(({ speed, arrow }) => `${speed} ${arrow}`);
      expect(tally(arrows)).toEqual({ '10 yellow': 2, '11 orange': 2, '12 red': 2 });
    }
  });

  it('[LB-GAP-3] [LB-TECH-1] each brand has Aerodynamics 2, Brakes 2, Set-up 2, Engine 2, Tyres 2, Fuel tank 2, Team 1; Blue, the best brand, has the higher value', () => {
    for (const brand of BRANDS)
      expect(tally(CARDS.technology.filter((card) => card.brand === brand).map(({ type }) => type))).toEqual({
        aerodynamics: 2,
        brakes: 2,
        setUp: 2,
        engine: 2,
        tyres: 2,
        fuelTank: 2,
        team: 1,
      });
    const value = (type: string) => BRANDS.map((brand) => CARDS.technology.find((card) => card.brand === brand && card.type === type)!.value);
    // Aerodynamics +4 / +3, Engine +3 / +2, Tyres and Fuel tank 3 / 2 turns, Set-up +3 / +2 / +1, Brakes 3 / 2 / 1 damages.
    expect(['aerodynamics', 'engine', 'tyres', 'fuelTank', 'setUp', 'brakes'].map(value)).toEqual([
      [4, 3, 3],
      [3, 2, 2],
      [3, 2, 2],
      [3, 2, 2],
      [3, 2, 1],
      [3, 2, 1],
    ]);
  });

  it('[LB-GAP-4] the Manoeuvre cards split Skilful 5, Gamble 4, Luck 4, Manoeuvre 5, Slipstream 5, Clash 4, Fast 4, Winner 4, Willpower 4', () => {
    expect(tally(CARDS.manoeuvre.map(({ type }) => type))).toEqual({
      skilful: 5,
      gamble: 4,
      luck: 4,
      manoeuvre: 5,
      slipstream: 5,
      clash: 4,
      fast: 4,
      winner: 4,
      willpower: 4,
    });
  });
});
