/** A race of each shipped game, on one of its shipped circuits, its id starting with `prefix`. */
export const shippedRaces = (prefix: string) => [
  { id: `${prefix}_aics`, rulesetId: 'aics-3.06', circuitId: 'test-oval' },
  { id: `${prefix}_classic`, rulesetId: 'classic', circuitId: 'test-oval' },
  { id: `${prefix}_hex`, rulesetId: 'hex-rally', circuitId: 'test-loop' },
  { id: `${prefix}_vk`, rulesetId: 'vektorace', circuitId: 'default' },
  { id: `${prefix}_lb`, rulesetId: 'lamborghini', circuitId: 'circuit-a' },
];
