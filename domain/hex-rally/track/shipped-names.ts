/** The names of the tracks shipped with hex rally (rules.ts), by language. */
import type { CircuitNames } from '../../race/report.ts';

export const TRACK_NAMES: CircuitNames = {
  en: { 'test-loop': 'Test loop', 'orc-pass': 'Orc Pass' },
  it: { 'test-loop': 'Anello di prova', 'orc-pass': 'Passo degli Orchi' },
};
