/**
 * The import graph of the project's source, and its loops. Read with TypeScript's own
 * pre-processor, which finds every `import`, `import type`, `export … from` and `import()` of a
 * file, whatever its comments and strings hold: a type-only import ties two modules' meanings as
 * much as any other.
 */
import { dirname, join, normalize, sep } from 'node:path';
import ts from 'typescript';
import { sources, text } from './sources.ts';

/** Every folder of the project's own source, all but the tests (tsconfig.json's `include`). */
export const SOURCE_FOLDERS = ['domain', 'functions', 'infra', 'bench', 'tools', 'types'];

/** The project's modules `file` imports: its relative specifiers, each naming its `.ts` file (tsconfig.json's `allowImportingTsExtensions`). */
const importsOf = (file: string): string[] =>
  ts
    .preProcessFile(text(file), true, true)
    .importedFiles.map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.') && specifier.endsWith('.ts'))
    .map((specifier) => normalize(join(dirname(file), specifier)));

/** Each source file and the source files it imports, as paths from the root. */
export const importGraph = (): Map<string, string[]> => new Map(SOURCE_FOLDERS.flatMap(sources).map((file) => [file, importsOf(file)]));

/** The part of the source a file belongs to: the folder or the file one level below its top folder (`functions/api`, `functions/wiring.ts`). */
export const partOf = (file: string): string => file.split(sep).slice(0, 2).join(sep);

/** `graph` with its files gathered by `group`: a group imports the groups its files import, never itself. */
export const grouped = (graph: ReadonlyMap<string, readonly string[]>, group: (file: string) => string): Map<string, string[]> => {
  const groups = new Map<string, Set<string>>();
  for (const [file, imports] of graph) {
    const from = group(file);
    const to = groups.get(from) ?? new Set<string>();
    for (const imported of imports) if (group(imported) !== from) to.add(group(imported));
    groups.set(from, to);
  }
  return new Map([...groups].map(([from, to]) => [from, [...to]]));
};

/**
 * The import loops of `graph`: its strongly connected components of more than one module, and the
 * modules that import themselves (Tarjan's algorithm); each loop sorted, the loops by their first module.
 */
export const loops = (graph: ReadonlyMap<string, readonly string[]>): string[][] => {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string): void => {
    const own = index.size;
    index.set(file, own);
    low.set(file, own);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!graph.has(next)) continue;
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!));
    }
    if (low.get(file) !== own) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
};
