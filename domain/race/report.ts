/**
 * A game's words, for the emails and the web page: what its events did to a car, its columns of
 * the players table and its points. Pure text and structure, apart from the ruleset
 * (domain/reports.ts), so that what only answers commands never loads them.
 */
import type { Language } from './events.ts';

export interface RaceReporter {
  /**
   * Plain-words clauses about what the ruleset events of one turn did to one car, or lines about
   * the whole race when `car` is null. A clause that names a roll's verification code tells that
   * roll; the email lists the rolls no clause tells.
   */
  describe(car: string | null, events: unknown[], language: Language): string[];
  /** The game's columns of the players table (SC-PBEM-7: wear, tyres, reliability, damage). */
  playerColumns(game: unknown, language: Language): { headers: string[]; cells(car: string): string[] };
  /** Points of the classified cars (SC-WIN-3 for AICS); absent cars score nothing. */
  points(game: unknown, classification: string[]): Record<string, number>;
}
