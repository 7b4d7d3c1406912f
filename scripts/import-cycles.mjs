// Whether the modules of a folder import each other in a circle. ESLint's import-x/no-cycle
// passes over type-only imports (they vanish at run time), so a circle closed by a type import
// goes unnoticed there; this counts every import, so the domain's modules stay layered.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * Each TypeScript module of `dir` (tests left out) with the modules of `dir` it imports or
 * re-exports, types included: { 'slots': ['ist-clock', 'opening-hours'], ... }.
 */
export function importGraph(dir) {
  const modules = readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => file.slice(0, -'.ts'.length));
  const known = new Set(modules);
  return Object.fromEntries(
    modules.map((name) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(join(dir, `${name}.ts`), 'utf8'));
      const imported = importedFiles
        .map(({ fileName }) => fileName.match(/^\.\/([^/]+?)(\.[jt]s)?$/)?.[1])
        .filter((target) => target !== undefined && known.has(target));
      return [name, [...new Set(imported)]];
    }),
  );
}

/** Circles of `graph`, each as the modules in import order back to the first: [['a', 'b', 'a']]. */
export function importCycles(graph) {
  const cycles = [];
  const path = [];
  const finished = new Set();
  const visit = (name) => {
    path.push(name);
    for (const target of graph[name] ?? []) {
      const onPath = path.indexOf(target);
      if (onPath !== -1) cycles.push([...path.slice(onPath), target]);
      else if (!finished.has(target)) visit(target);
    }
    path.pop();
    finished.add(name);
  };
  for (const name of Object.keys(graph)) if (!finished.has(name)) visit(name);
  return cycles;
}
