/** The names of the circuits shipped with Speed Circuit (ids.ts), by language: proper names stay as they are. */
import type { Language } from '../../race/language.ts';
import { type CircuitNames, circuitName } from '../../race/report.ts';
import type { Circuit } from './types.ts';

export const CIRCUIT_NAMES: CircuitNames = {
  en: { 'test-oval': 'Test Oval', monza: 'Monza', monaco: 'Monaco' },
  it: { 'test-oval': 'Ovale di prova', monza: 'Monza', monaco: 'Monaco' },
};

/** The circuit's name in `language` (English when absent); an uploaded circuit's as its file gives it. */
export const nameOf = (circuit: Circuit, language: Language = 'en'): string => circuitName(CIRCUIT_NAMES, circuit.id, language, circuit.name);
