/**
 * Remembering what was worked out: the GNU and the solver ask the same questions many times over,
 * and every answer depends only on its key (pure functions of the race state or the circuit).
 */

/** The value kept under `key`, worked out and kept the first time it is asked for. */
export function remembered<K, V>(known: { get(key: K): V | undefined; set(key: K, value: V): unknown }, key: K, work: () => V): V {
  let value = known.get(key);
  if (value === undefined) {
    value = work();
    known.set(key, value);
  }
  return value;
}
