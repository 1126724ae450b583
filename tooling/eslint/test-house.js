import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
