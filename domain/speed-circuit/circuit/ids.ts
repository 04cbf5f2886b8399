/** The ids of the circuits shipped with Speed Circuit (index.ts), which deciding a command needs without the circuits. */
export const SHIPPED_CIRCUIT_IDS: readonly string[] = ['test-oval', 'monza', 'monaco'];
