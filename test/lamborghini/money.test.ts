import { describe, expect, it } from 'vitest';
import { auctionOrder, finalStandings, PRIZES, prizes, startingMoney } from '../../domain/lamborghini/money.ts';

describe("the Long game's money", () => {
  it('[LB-SETUP-6] each player starts with $60,000 with 2 to 4 players, $52,000 with 5', () => {
    expect([2, 3, 4, 5].map(startingMoney)).toEqual([60_000, 60_000, 60_000, 52_000]);
  });

  it('[LB-AUCT-1] the highest bidder chooses first, then the next highest; a bid may be zero; a tie goes by the draw', () => {
    expect(auctionOrder({ ada: 5_000, bruno: 20_000, carla: 0 }, ['ada', 'bruno', 'carla'])).toEqual(['bruno', 'ada', 'carla']);
    expect(auctionOrder({ ada: 1_000, bruno: 1_000, carla: 6_000 }, ['bruno', 'carla', 'ada'])).toEqual(['carla', 'bruno', 'ada']);
  });

  it('[LB-LONG-1] [LB-LONG-2] prizes go to the cars that crossed the line: $50,000, $35,000, $20,000, $10,000, $5,000; a stopped car gets none', () => {
    expect(PRIZES).toEqual([50_000, 35_000, 20_000, 10_000, 5_000]);
    expect(prizes(['3', '1', '5'])).toEqual({ 3: 50_000, 1: 35_000, 5: 20_000 });
  });

  it('[LB-LONG-4] the most money wins; on a tie, the player whose car placed better in the last race', () => {
    expect(finalStandings({ ada: 90_000, bruno: 120_000, carla: 90_000 }, ['bruno', 'carla', 'ada'])).toEqual(['bruno', 'carla', 'ada']);
  });
});
