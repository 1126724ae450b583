import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { onModuleSources } from './module-sources.js';

// The server's rooms form no circle (docs/architecture.md#server-modules): if module A imports module B (its door, a
// type from it, anything), B must not reach A through any chain of imports. A circle makes two rooms one in all but
// name: neither can be understood, tested or moved without the other.

/** Tests and their support files: not a room's own code. */
export const NOT_A_ROOM_FILE = /\.test\.tsx?$|test-support|test-helpers|\.suite\.ts$|\.support\.ts$/;
const SOURCES = /(?:\bfrom|\bimport\s*\()\s*['"]([^'"]+)['"]/g;

/** Every TypeScript file of a room's folder (nested folders included), tests and their support files left out. */
export function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !NOT_A_ROOM_FILE.test(name) ? [path] : [];
  });
}

/** Room -> the rooms its files import, read from the files under `modulesDir` (tests left out). */
export function roomGraph(modulesDir) {
  const graph = new Map();
  for (const room of readdirSync(modulesDir)) {
    const roomDir = join(modulesDir, room);
    if (!statSync(roomDir).isDirectory()) continue;
    const imports = new Set();
    for (const file of sourceFiles(roomDir)) {
      const depth = file.slice(roomDir.length + 1).split('/').length; // 1: a file at the room's top
      const up = '../'.repeat(depth);
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(SOURCES)) {
        if (!specifier.startsWith(up) || specifier.startsWith(`${up}../`)) continue;
        const other = specifier.slice(up.length).split('/')[0];
        if (other && other !== room) imports.add(other);
      }
    }
    graph.set(room, imports);
  }
  return graph;
}

/** The chain of rooms from `from` to `to` (both included), or null when `from` does not reach `to`. */
export function chainBetween(graph, from, to) {
  const before = new Map([[from, null]]);
  const queue = [from];
  while (queue.length > 0) {
    const room = queue.shift();
    if (room === to) {
      const chain = [];
      for (let at = to; at !== null; at = before.get(at)) chain.unshift(at);
      return chain;
    }
    for (const next of graph.get(room) ?? []) {
      if (!before.has(next)) {
        before.set(next, room);
        queue.push(next);
      }
    }
  }
  return null;
}

const graphs = new Map();
const graphOf = (modulesDir) => {
  if (!graphs.has(modulesDir)) graphs.set(modulesDir, roomGraph(modulesDir));
  return graphs.get(modulesDir);
};

export const noRoomCircle = {
  meta: {
    type: 'problem',
    docs: { description: 'The server modules (rooms) import each other without circles' },
    messages: {
      circle:
        "Module '{{from}}' imports '{{to}}', which already reaches '{{from}}' ({{chain}}): rooms must not form a circle. Declare the port in the module that needs it, lend a key (db/foreign-keys.ts), or move the read to a room above both.",
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename.replaceAll('\\', '/');
    const match = /^(.*\/apps\/api\/src\/modules)\/([^/]+)\/(.+)$/.exec(filename);
    if (!match) return {};
    const [, modulesDir, room, rest] = match;
    const up = '../'.repeat(rest.split('/').length);
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith(up) || source.value.startsWith(`${up}../`)) return;
      const other = source.value.slice(up.length).split('/')[0];
      if (!other || other === room) return;
      const chain = chainBetween(graphOf(modulesDir), other, room);
      if (chain) context.report({ node, messageId: 'circle', data: { from: room, to: other, chain: chain.join(' -> ') } });
    };
    return onModuleSources(check);
  },
};
