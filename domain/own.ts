/**
 * A table's entry for a key that comes from outside (a request, an export, a stored event). A
 * plain `table[key]` also finds what every object inherits, so `constructor`, `toString` or
 * `__proto__` would name a ruleset or a circuit that is none.
 */
export const own = <V>(table: Readonly<Record<string, V>>, key: string): V | undefined => (Object.hasOwn(table, key) ? table[key] : undefined);
