/** What the hex-rally tests share: the default car and its rules, and orders by their text. */
import type { CarStats } from '../../domain/hex-rally/car.ts';
import type { Declaring } from '../../domain/hex-rally/legality.ts';
import { parseDeclaration } from '../../domain/hex-rally/notation.ts';
import type { Order } from '../../domain/hex-rally/order.ts';
import { HexRallyCreate, type HumanRules } from '../../domain/hex-rally/settings.ts';

/** HX-GAP-6 Proposed: maximum speed 10, acceleration 3, maximum braking 5, durability 3. */
export const DEFAULT_CAR: CarStats = HexRallyCreate.parse({}).car;
export const DEFAULT_HUMANS: HumanRules = HexRallyCreate.parse({}).humans;

export const order = (text: string): Order => parseDeclaration(text).order;

/** An orc in the default car at `speed`, with no increase, unless told. */
export const declaring = (speed: number, more: Partial<Declaring> = {}): Declaring => ({
  stats: DEFAULT_CAR,
  humans: DEFAULT_HUMANS,
  driver: 'orc',
  speed,
  increase: 0,
  ...more,
});
