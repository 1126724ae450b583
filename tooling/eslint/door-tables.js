import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';

import { sourceFiles } from './rooms.js';

// A room's door is a service interface without tables (docs/architecture.md#server-modules): its plugin.ts exports no
// drizzle table, and no other code imports a room's table, so another room reads it only through the owner's query
// fragments and published relations (as payments/reads.ts lends its payments). A table handed out through the door
// lets the borrower join, filter and write it where the owner cannot see: the owner's rules and indexes are bypassed.
// The raw-SQL side of the same rule is pocket/no-foreign-table (foreign-tables.js).

const DECLARED = /export\s+const\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*pgTable\s*\(/g;
const NAMED = /(import|export)\s+(type\s+)?\{([^}]*)\}\s*(?:from\s*['"]([^'"]+)['"])?/g;
const STAR = /export\s+\*\s+from\s*['"]([^'"]+)['"]/g;

/** The drizzle tables (exported pgTable bindings) a file declares itself. */
const declaredIn = (text) => [...text.matchAll(DECLARED)].map(([, name]) => name);

/** Room (module folder) -> the names of the drizzle tables its files declare (tests left out). */
export function roomTables(modulesDir) {
  const tables = new Map();
  for (const room of readdirSync(modulesDir)) {
    const roomDir = join(modulesDir, room);
    if (!statSync(roomDir).isDirectory()) continue;
    tables.set(room, new Set(sourceFiles(roomDir).flatMap((file) => declaredIn(readFileSync(file, 'utf8')))));
  }
  return tables;
}

/** The file a module path (a resolved specifier, no extension) is, or null. */
const fileOf = (path) => [path, `${path}.ts`, `${path}.tsx`, join(path, 'index.ts')].find((f) => existsSync(f) && statSync(f).isFile()) ?? null;

/** `a`, `a as b`, `type a` of an import or export list: [the name in the other file, the name here], types left out. */
const pairsOf = (list) =>
  list
    .split(',')
    .map((piece) => piece.trim())
    .filter((piece) => piece !== '' && !piece.startsWith('type '))
    .map((piece) => {
      const [there, here = there] = piece.split(/\s+as\s+/);
      return [there.trim(), here.trim()];
    });

const exported = new Map();

/**
 * The names under which a file exports a drizzle table: the tables it declares, and those it passes on from the
 * files it imports or re-exports (`export { t } from './schema'`, `export * from './schema'`, import then export).
 */
export function exportedTables(file, seen = new Set()) {
  if (exported.has(file)) return exported.get(file);
  if (seen.has(file)) return new Set();
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const tables = new Set(declaredIn(text));
  const tablesOf = (specifier) => {
    if (!specifier.startsWith('.')) return new Set();
    const target = fileOf(join(dirname(file), specifier));
    return target ? exportedTables(target, seen) : new Set();
  };
  const imported = new Set();
  for (const [, kind, typeOnly, list, specifier] of text.matchAll(NAMED)) {
    if (typeOnly) continue;
    if (kind === 'import' && specifier) {
      const there = tablesOf(specifier);
      for (const [name, local] of pairsOf(list)) if (there.has(name)) imported.add(local);
    } else if (kind === 'export' && specifier) {
      const there = tablesOf(specifier);
      for (const [name, as] of pairsOf(list)) if (there.has(name)) tables.add(as);
    }
  }
  for (const [, kind, typeOnly, list, specifier] of text.matchAll(NAMED)) {
    if (kind === 'export' && !typeOnly && !specifier) for (const [name, as] of pairsOf(list)) if (imported.has(name)) tables.add(as);
  }
  for (const [, specifier] of text.matchAll(STAR)) for (const name of tablesOf(specifier)) tables.add(name);
  exported.set(file, tables);
  return tables;
}

const nameOf = (node) => (node.type === 'Identifier' ? node.name : String(node.value));

export const noDoorTable = {
  meta: {
    type: 'problem',
    docs: { description: "A server module's door exports no table, and no code imports another module's table" },
    messages: {
      doorExports:
        "The door of module '{{room}}' exports its table '{{table}}': lend the columns other modules need (a query fragment or a published relation in reads.ts, as payments/reads.ts does), not the table.",
      imports:
        "'{{from}}' imports table '{{table}}' of module '{{owner}}': read it through '{{owner}}''s door (a query fragment, a published relation or a service, as payments/reads.ts lends payments).",
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename.replaceAll('\\', '/');
    const match = /^(.*\/apps\/api\/src)\/(.+)$/.exec(filename);
    if (!match) return {};
    const inRoom = /^modules\/([^/]+)\/(.+)$/.exec(match[2]);
    const own = inRoom?.[1] ?? null;
    const isDoor = inRoom !== null && /^plugin\.tsx?$/.test(inRoom[2]);
    const from = own ?? match[2];
    /** The room a relative specifier points into and the tables that file exports, or null. */
    const targetOf = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return null;
      const path = posix.join(dirname(filename), source.value);
      const hit = /\/apps\/api\/src\/modules\/([^/]+)\/.+$/.exec(path);
      const file = hit ? fileOf(path) : null;
      return file ? { room: hit[1], tables: exportedTables(file) } : null;
    };
    const report = (node, messageId, target, names) => {
      for (const table of names.filter((name) => target.tables.has(name))) {
        context.report({ node, messageId, data: messageId === 'imports' ? { from, table, owner: target.room } : { room: own, table } });
      }
    };
    // In the door: the local names its imports bind to the room's own tables (`import { t } from './schema'`).
    const importedTables = new Set();
    const isTableCall = (init) => init?.type === 'CallExpression' && init.callee.type === 'Identifier' && init.callee.name === 'pgTable';
    return {
      ImportDeclaration(node) {
        const target = targetOf(node.source);
        if (!target || node.importKind === 'type') return;
        const specifiers = node.specifiers.filter((s) => s.type === 'ImportSpecifier' && s.importKind !== 'type');
        if (target.room !== own) return report(node, 'imports', target, specifiers.map((s) => nameOf(s.imported)));
        if (isDoor) for (const s of specifiers) if (target.tables.has(nameOf(s.imported))) importedTables.add(s.local.name);
      },
      ExportNamedDeclaration(node) {
        const specifiers = node.exportKind === 'type' ? [] : node.specifiers.filter((s) => s.exportKind !== 'type');
        const target = node.source ? targetOf(node.source) : null;
        if (target && target.room !== own) return report(node, 'imports', target, specifiers.map((s) => nameOf(s.local)));
        if (!isDoor) return;
        if (target) return report(node, 'doorExports', target, specifiers.map((s) => nameOf(s.local)));
        // exported after an import (under the name it is exported as), or declared in the door itself
        const passedOn = specifiers.filter((s) => importedTables.has(nameOf(s.local))).map((s) => nameOf(s.exported));
        const declared = node.declaration?.type === 'VariableDeclaration' ? node.declaration.declarations.filter((d) => d.id.type === 'Identifier' && isTableCall(d.init)).map((d) => d.id.name) : [];
        const names = [...passedOn, ...declared];
        report(node, 'doorExports', { room: own, tables: new Set(names) }, names);
      },
      ExportAllDeclaration(node) {
        const target = targetOf(node.source);
        if (!target) return;
        if (target.room !== own) report(node, 'imports', target, [...target.tables]);
        else if (isDoor) report(node, 'doorExports', target, [...target.tables]);
      },
    };
  },
};
