/**
 * Runs `work` on every item with at most `limit` at once, and waits for every one to settle
 * before it answers: a failure never leaves work running behind the caller's back (an email
 * handed to SES whose marker nobody would write). Throws the first failure, after the others.
 */
export async function eachBounded<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const failures: unknown[] = [];
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      try {
        await work(item);
      } catch (error) {
        failures.push(error);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  if (failures.length > 0) throw failures[0];
}
