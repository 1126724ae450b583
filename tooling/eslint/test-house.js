import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';

/** A throw-away apps/api/src/modules tree for the rooms' rules' tests: room -> { file: source }. */
export function house(rooms) {
  const modules = join(mkdtempSync(join(tmpdir(), 'house-')), 'apps/api/src/modules');
  for (const [room, files] of Object.entries(rooms)) {
    for (const [file, source] of Object.entries(files)) {
      mkdirSync(join(modules, room, file, '..'), { recursive: true });
      writeFileSync(join(modules, room, file), source);
    }
  }
  return modules;
}

/** The rooms' rules' tester: TypeScript sources (type-only imports and exports) as the server's modules are written. */
export const typescriptRuleTester = () => new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module', parser: tseslint.parser } });
