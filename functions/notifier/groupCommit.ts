/**
 * Writes that come while one is on its way wait for it and then go together, at most `most` in
 * one (a group commit): a caller's promise settles with the write that holds its item, so it
 * knows its item is stored, and items that come at once cost one call rather than one each.
 */
export function groupCommit<T>(write: (items: T[]) => Promise<void>, most: number): (item: T) => Promise<void> {
  const waiting: { item: T; resolve: () => void; reject: (error: unknown) => void }[] = [];
  let writing = false;
  const drain = async () => {
    while (waiting.length > 0) {
      const group = waiting.splice(0, most);
      try {
        await write(group.map(({ item }) => item));
        for (const { resolve } of group) resolve();
      } catch (error) {
        for (const { reject } of group) reject(error);
      }
    }
    writing = false;
  };
  return (item) =>
    new Promise((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (writing) return;
      writing = true;
      // After the I/O that is already in: the items it brings go in the same write.
      setImmediate(drain);
    });
}
