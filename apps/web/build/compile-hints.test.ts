import { describe, expect, it } from 'vitest';

import type { RouteId } from '@pocket/app-core/routes';
import { COMPILE_HINT } from '@pocket/contracts/web-build';

import { addCompileHints, firstScreenScripts, mapOneLineDown } from './compile-hints';
import type { HintedBundle, HintedChunk } from './compile-hints';
import type { Bundle } from './route-preloads';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], isEntry = false): HintedChunk => ({
  type: 'chunk',
  fileName,
  facadeModuleId,
  isEntry,
  imports,
  viteMetadata: { importedCss: new Set() },
  code: `export const name = ${JSON.stringify(fileName)};\n`,
  map: { mappings: 'AAAA' },
});

function sampleBundle(): HintedBundle {
  return {
    'assets/index.js': chunk('assets/index.js', '/src/main.tsx', ['assets/framework.js'], true),
    'assets/framework.js': chunk('assets/framework.js', null),
    'assets/home-page.js': chunk('assets/home-page.js', '/p/borrow/src/pages/home-page.tsx', ['assets/framework.js', 'assets/cell.js']),
    'assets/cell.js': chunk('assets/cell.js', null),
    'assets/repay-overlay.js': chunk('assets/repay-overlay.js', '/p/repayment/src/overlays/repay-overlay.tsx'),
    'assets/index.js.map': { type: 'asset', fileName: 'assets/index.js.map', source: JSON.stringify({ version: 3, mappings: ';8uBAwBA' }) },
  };
}

const pages = new Map<RouteId, string[]>([['home', ['/p/borrow/src/pages/home-page']]]);

describe('compile hints', () => {
  it('chooses the entry with what it imports and every route page with its imports, not overlays', () => {
    const files = firstScreenScripts(sampleBundle() as unknown as Bundle, pages);
    expect(files).toEqual(['assets/cell.js', 'assets/framework.js', 'assets/home-page.js', 'assets/index.js']);
  });

  it('writes the hint as the first line, once, and moves the source maps one line down', () => {
    const bundle = sampleBundle();
    const before = (bundle['assets/index.js'] as HintedChunk).code;
    addCompileHints(bundle, ['assets/index.js', 'assets/framework.js']);
    addCompileHints(bundle, ['assets/index.js']);
    const index = bundle['assets/index.js'] as HintedChunk;
    expect(index.code).toBe(`//# allFunctionsCalledOnLoad\n${before}`);
    expect(index.code.split('\n')[0]).toBe(COMPILE_HINT.trim());
    expect(index.map?.mappings).toBe(';AAAA');
    const map = bundle['assets/index.js.map'] as { source: string };
    expect(JSON.parse(map.source)).toEqual({ version: 3, mappings: ';;8uBAwBA' });
    expect((bundle['assets/repay-overlay.js'] as HintedChunk).code.startsWith(COMPILE_HINT)).toBe(false);
  });

  it('moves a map given as bytes as well', () => {
    const bundle = sampleBundle();
    bundle['assets/framework.js.map'] = { type: 'asset', fileName: 'assets/framework.js.map', source: new TextEncoder().encode('{"mappings":"A,wEAA"}') };
    addCompileHints(bundle, ['assets/framework.js']);
    expect(JSON.parse((bundle['assets/framework.js.map'] as { source: string }).source)).toEqual({ mappings: ';A,wEAA' });
  });

  it('leaves the mappings of a map otherwise as they were', () => {
    expect(JSON.parse(mapOneLineDown('{"version":3,"sources":["a.ts"],"mappings":"AAAA;AACA"}'))).toEqual({ version: 3, sources: ['a.ts'], mappings: ';AAAA;AACA' });
  });
});
