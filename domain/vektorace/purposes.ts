/**
 * What Vektorace asks the dice for: the purpose every shuffle of the game names (docs/dice.md).
 * The cars move by choice alone; only the starting order is drawn.
 */
import * as z from 'zod';

export const VektoracePurpose = z.enum([
  'grid', // VK-START-1: the Grid tokens drawn for the starting order
]);
export type VektoracePurpose = z.infer<typeof VektoracePurpose>;
