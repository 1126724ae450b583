import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { onModuleSources } from './module-sources.js';
import { sourceFiles } from './rooms.js';

// A room's tables are its own (docs/architecture.md#server-modules): another room reads them through the owner's door
// (a query fragment or a service, as payments/reads.ts lends its payment reads), never by naming them in raw SQL. A
// table named around the door ties the two rooms' schemas together where no import shows it: the owner cannot rename a
// column, split a table or add a rule to its reads without breaking a room it cannot see. The same holds for a room's
// tests (issue 44): a test checks and shapes another room's rows through that room's door (its published reads, its
// service) or its test-support.ts (named helpers in the product's words), never by importing the other room's
// schema.ts, whose exports are its tables, nor by naming its tables in SQL (the test files that still do are listed in
// apps/api/foreign-tables.js, a list that may only shrink).

const TABLE = /pgTable\(\s*['"]([a-z0-9_]+)['"]/g;

/** Table name -> the room (module folder) whose files declare it with pgTable. */
export function tableOwners(modulesDir) {
  const owners = new Map();
  for (const room of readdirSync(modulesDir)) {
    const roomDir = join(modulesDir, room);
    if (!statSync(roomDir).isDirectory()) continue;
    for (const file of sourceFiles(roomDir)) {
      for (const [, table] of readFileSync(file, 'utf8').matchAll(TABLE)) owners.set(table, room);
    }
  }
  return owners;
}

const patterns = new WeakMap();

/** The tables of other rooms that an SQL text names as whole words (a column such as `p.users` is not a table). */
export function foreignTablesIn(text, room, owners) {
  if (!patterns.has(owners)) {
    const names = [...owners.keys()].sort((a, b) => b.length - a.length).join('|');
    patterns.set(owners, new RegExp(`(?<![a-z0-9_.])(${names})(?![a-z0-9_])`, 'g'));
  }
  const found = new Map();
  for (const [, table] of text.matchAll(patterns.get(owners))) {
    const owner = owners.get(table);
    if (owner !== room) found.set(table, { table, owner });
  }
  return [...found.values()].sort((a, b) => a.table.localeCompare(b.table));
}

const owned = new Map();
const ownersOf = (modulesDir) => {
  if (!owned.has(modulesDir)) owned.set(modulesDir, tableOwners(modulesDir));
  return owned.get(modulesDir);
};

const isSqlTag = (node) => node.type === 'Identifier' && node.name === 'sql';
const isSqlCall = (node) =>
  node.type === 'MemberExpression' && isSqlTag(node.object) && node.property.type === 'Identifier' && ['raw', 'identifier'].includes(node.property.name);
// A plain string handed to a driver: `db.execute(\`select ... from t\`)`, `client.query('...')`.
const isDriverCall = (node) => node.type === 'MemberExpression' && node.property.type === 'Identifier' && ['execute', 'query'].includes(node.property.name);

export const noForeignTable = {
  meta: {
    type: 'problem',
    docs: { description: "A server module (its tests too) names no other module's table: not in raw SQL, not by importing its schema" },
    messages: {
      schema: "Module '{{room}}' imports the tables of module '{{owner}}' ({{source}}): read them through '{{owner}}''s door (its plugin.ts: a published read or a service).",
      foreign:
        "Module '{{room}}' names table '{{table}}' of module '{{owner}}' in SQL: read it through '{{owner}}''s door (a query fragment or a service, as payments/reads.ts does).",
      foreignInTest:
        "Module '{{room}}' names table '{{table}}' of module '{{owner}}' in a test's SQL: ask '{{owner}}''s test-support.ts (a named helper in the product's words) or its door instead.",
    },
    // `sql: false` checks the imports only. `files` lists the files (paths under apps/api/src/modules, as
    // 'books/close.test.ts') whose raw SQL is not checked yet: the server's tests that still name other rooms' tables
    // (issue 44, docs/architecture.md#server-modules); a file not listed is checked whole.
    schema: [
      {
        type: 'object',
        properties: {
          allowed: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          sql: { type: 'boolean' },
          files: { type: 'array', items: { type: 'string' } },
        },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const filename = context.filename.replaceAll('\\', '/');
    const match = /^(.*\/apps\/api\/src\/modules)\/([^/]+)\/(.+)$/.exec(filename);
    if (!match) return {};
    const [, modulesDir, room, rest] = match;
    const up = '../'.repeat(rest.split('/').length);
    const allowed = new Set(context.options[0]?.allowed?.[room] ?? []);
    const messageId = /(\.test|test-support|test-helpers|\.suite|\.support)\.ts$/.test(rest) ? 'foreignInTest' : 'foreign';
    const check = (node, text) => {
      for (const { table, owner } of foreignTablesIn(text, room, ownersOf(modulesDir))) {
        if (!allowed.has(table)) context.report({ node, messageId, data: { room, table, owner } });
      }
    };
    // Another room's schema.ts (or a schema folder's file): `../payments/schema` from a room's top file.
    const schemaImport = (node, source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith(up) || source.value.startsWith(`${up}../`)) return;
      const [owner, ...path] = source.value.slice(up.length).split('/');
      if (owner && owner !== room && /^schema(\.ts)?$/.test(path[0] ?? '')) context.report({ node, messageId: 'schema', data: { room, owner, source: source.value } });
    };
    if (context.options[0]?.sql === false || context.options[0]?.files?.includes(`${room}/${rest}`)) return onModuleSources(schemaImport);
    const literal = (arg) => {
      if (arg?.type === 'Literal' && typeof arg.value === 'string') check(arg, arg.value);
      if (arg?.type === 'TemplateLiteral') check(arg, arg.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' '));
    };
    return {
      ...onModuleSources(schemaImport),
      TaggedTemplateExpression(node) {
        if (isSqlTag(node.tag)) check(node.quasi, node.quasi.quasis.map((q) => q.value.cooked ?? q.value.raw).join(' '));
      },
      CallExpression(node) {
        if (isSqlCall(node.callee)) node.arguments.forEach(literal);
        else if (isDriverCall(node.callee)) literal(node.arguments[0]);
      },
    };
  },
};
