import { noHandWrittenApiUrl } from './api-urls.js';
import { noDoorTable } from './door-tables.js';
import { noForeignTable } from './foreign-tables.js';
import { onModuleSources } from './module-sources.js';
import { noRoomCircle } from './rooms.js';

// Local rules for the house rules of docs/architecture.md:
// - a feature package never imports another feature package (reach it through app-core);
// - process.env is read only in a config module (env.ts / config.ts / config/*).

/** Feature packages (layer 2). Keep in step with docs/architecture.md. */
export const FEATURES = [
  'auth-login',
  'kyc-steps',
  'borrow',
  'repayment',
  'extension',
  'vip',
  'stage',
  'activities',
  'account',
  'pwa',
];

const SCOPE = '@pocket/';

/** The feature a file belongs to, from its path, or null. */
export function featureOfFile(filename) {
  const normalized = filename.replaceAll('\\', '/');
  const match = /\/packages\/([^/]+)\//.exec(normalized);
  if (!match) return null;
  return FEATURES.includes(match[1]) ? match[1] : null;
}

/** The feature an import specifier points at, or null. */
export function featureOfSpecifier(specifier) {
  if (!specifier.startsWith(SCOPE)) return null;
  const name = specifier.slice(SCOPE.length).split('/')[0];
  return FEATURES.includes(name) ? name : null;
}


const noCrossFeatureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'A feature package must not import another feature package' },
    messages: {
      crossFeature:
        "Feature '{{from}}' must not import feature '{{to}}'. Reach it through @pocket/app-core (route path, overlay id or app state).",
    },
    schema: [],
  },
  create(context) {
    const from = featureOfFile(context.filename);
    if (!from) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return;
      const to = featureOfSpecifier(source.value);
      if (to && to !== from) context.report({ node, messageId: 'crossFeature', data: { from, to } });
    };
    return onModuleSources(check);
  },
};

const CONFIG_FILE = /(^|\/)(env|config)\.(ts|js|mjs)$|\/config\/[^/]+\.(ts|js|mjs)$|(^|\/)[a-z-]+\.config\.(ts|js|mjs)$|(^|\/)scripts\//;

const noProcessEnvOutsideConfig = {
  meta: {
    type: 'problem',
    docs: { description: 'process.env is read only in a config module' },
    messages: {
      processEnv: 'Read process.env only in a config module (env.ts, config.ts or config/*); pass values in.',
    },
    schema: [],
  },
  create(context) {
    if (CONFIG_FILE.test(context.filename.replaceAll('\\', '/'))) return {};
    return {
      MemberExpression(node) {
        if (
          node.object.type === 'Identifier' &&
          node.object.name === 'process' &&
          ((node.property.type === 'Identifier' && node.property.name === 'env' && !node.computed) ||
            (node.property.type === 'Literal' && node.property.value === 'env'))
        ) {
          context.report({ node, messageId: 'processEnv' });
        }
      },
    };
  },
};

/** Workspace packages the desk (apps/admin) may import: the contracts, and the shared configs of its own tooling. */
const ADMIN_MAY_IMPORT = new Set(['contracts', 'eslint-config', 'storybook-config', 'tsconfig', 'vitest-config']);

/** True for a file of the lender's desk. */
export function isAdminFile(filename) {
  return /\/apps\/admin\//.test(filename.replaceAll('\\', '/'));
}

const adminBoundary = {
  meta: {
    type: 'problem',
    docs: { description: "The lender's desk shares contracts and nothing else with the borrower app" },
    messages: {
      adminImportsBorrower: "The lender's desk imports '@pocket/contracts' and nothing else of the workspace, not '{{to}}'.",
      importsAdmin: "Nothing imports the lender's desk (@pocket/admin): it is an app, served at /admin.",
    },
    schema: [],
  },
  create(context) {
    const inAdmin = isAdminFile(context.filename);
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith(SCOPE)) return;
      const name = source.value.slice(SCOPE.length).split('/')[0];
      if (name === 'admin' && !inAdmin) context.report({ node, messageId: 'importsAdmin' });
      else if (inAdmin && name !== 'admin' && !ADMIN_MAY_IMPORT.has(name)) context.report({ node, messageId: 'adminImportsBorrower', data: { to: source.value } });
    };
    return onModuleSources(check);
  },
};

/** The server's module a path (a file, or an import resolved to a path) belongs to: modules/<m>/<rest>, or null. */
export function moduleOfPath(filename) {
  const match = /\/apps\/api\/src\/modules\/([^/]+)\/(.+)$/.exec(filename.replaceAll('\\', '/'));
  return match ? { room: match[1], rest: match[2] } : null;
}

const DOOR = /^plugin(\.[jt]s)?$/;
// A test (or a test's support file) may also ask another module's test-support.ts (issue 44): the owner's named helpers
// for making and reading its rows in tests.
const TEST_DOOR = /^test-support(\.[jt]s)?$/;
const TEST_FILE = /(\.test|test-support|test-helpers|\.suite|\.support)\.[jt]s$/;

/** Resolves a relative specifier against the importing file's folder (POSIX, no file system). */
function resolveRelative(filename, specifier) {
  const parts = filename.replaceAll('\\', '/').split('/').slice(0, -1);
  for (const piece of specifier.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.') parts.push(piece);
  }
  return parts.join('/');
}

// The server's rooms (docs/architecture.md#server-modules): a module's plugin.ts is its one door. Code outside
// modules/<m>/ imports nothing of it but plugin.ts, and a test's support file nothing but plugin.ts and test-support.ts;
// tests are not held to it (the API's eslint config leaves them out).
const noReachPastDoor = {
  meta: {
    type: 'problem',
    docs: { description: "Another server module is reached through its door (plugin.ts), never its files" },
    messages: {
      pastDoor: "'{{from}}' reaches into module '{{room}}' ({{rest}}). Use its door: '{{door}}'.",
    },
    schema: [],
  },
  create(context) {
    const filename = context.filename.replaceAll('\\', '/');
    if (!/\/apps\/api\//.test(filename)) return {};
    const own = moduleOfPath(filename)?.room ?? null;
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = moduleOfPath(resolveRelative(filename, source.value));
      if (!target || target.room === own || DOOR.test(target.rest) || (TEST_FILE.test(filename) && TEST_DOOR.test(target.rest))) return;
      const door = `${source.value.slice(0, source.value.length - target.rest.length)}plugin`;
      context.report({ node, messageId: 'pastDoor', data: { from: own ?? filename.replace(/^.*\/apps\/api\//, ''), room: target.room, rest: target.rest, door } });
    };
    return onModuleSources(check);
  },
};

export const boundariesPlugin = {
  meta: { name: '@pocket/boundaries' },
  rules: {
    'no-cross-feature-imports': noCrossFeatureImports,
    'no-process-env-outside-config': noProcessEnvOutsideConfig,
    'admin-boundary': adminBoundary,
    'no-reach-past-door': noReachPastDoor,
    'no-room-circle': noRoomCircle,
    'no-foreign-table': noForeignTable,
    'no-door-table': noDoorTable,
    'no-hand-written-api-url': noHandWrittenApiUrl,
  },
};
