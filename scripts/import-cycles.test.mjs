import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles, importGraph } from './import-cycles.mjs';

const DOMAIN = fileURLToPath(new URL('../packages/domain/src', import.meta.url));

describe("the domain's modules", () => {
  it('import each other without a circle, type imports included', () => {
    const graph = importGraph(DOMAIN);
    // The graph is read at all: slots imports the IST clock.
    expect(graph['slots']).toContain('ist-clock');
    expect(importCycles(graph).map((cycle) => cycle.join(' -> '))).toEqual([]);
  });
});

describe('importCycles', () => {
  it('names each circle in import order, and none in a layered graph', () => {
    const layered = { slots: ['opening-hours', 'ist-clock'], 'opening-hours': ['ist-clock'] };
    expect(importCycles(layered)).toEqual([]);
    const circled = { ...layered, 'opening-hours': ['availability'], availability: ['slots'] };
    expect(importCycles(circled)).toEqual([['slots', 'opening-hours', 'availability', 'slots']]);
    expect(importCycles({ a: ['a'] })).toEqual([['a', 'a']]);
  });
});
