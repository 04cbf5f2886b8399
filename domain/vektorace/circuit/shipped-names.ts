/** The names of the circuits shipped with Vektorace (rules.ts), by language: "Otto curve" is a proper name. */
import type { CircuitNames } from '../../race/report.ts';

export const CIRCUIT_NAMES: CircuitNames = {
  en: { default: 'Default oval with chicane', 'otto-curve': 'Otto curve' },
  it: { default: 'Ovale predefinito con chicane', 'otto-curve': 'Otto curve' },
};
