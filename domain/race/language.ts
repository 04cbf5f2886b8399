/** The languages a player reads the race in, chosen at registration: his emails and his pages. */
import * as z from 'zod';

export const Language = z.enum(['it', 'en']);
export type Language = z.infer<typeof Language>;
