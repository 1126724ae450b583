import { existsSync } from 'node:fs';
import path from 'node:path';

import type { Plugin } from 'vite';

/** A module of one react-vant component (react-vant/es/<component>/<file>.js), not its style folder. */
const COMPONENT_MODULE = /\/react-vant\/es\/[a-z-]+\/[^/]+\.js$/;

/**
 * The stylesheet of the component a react-vant module belongs to, as an import to append to it, or null when the module
 * is not a component's (react-vant's hooks, utils) or the component has no stylesheet.
 */
export function componentStyleImport(id: string, exists: (file: string) => boolean = existsSync): string | null {
  const file = id.split('?')[0]!.replaceAll('\\', '/');
  if (!COMPONENT_MODULE.test(file)) return null;
  return exists(path.posix.join(path.posix.dirname(file), 'style', 'index.css')) ? 'import "./style/index.css";' : null;
}

/**
 * Each react-vant component's CSS goes with its code, into the chunk that uses it: the first screen loads the CSS of
 * the components it draws, not of all 45 the product uses (81 KiB of CSS, 13 KiB gz, parsed before every first
 * screen: about 50 ms of a fast machine's main thread, three to four times that on a phone).
 *
 * react-vant's `es/<component>/index.js` imports the component's CSS, but Rolldown skips such a file when it only
 * passes the component on from the barrel (package.json marks it side-effect free), and the CSS with it (decision
 * 0003). So the import is appended to every module of the component instead (at the end: the CSS of what the module
 * imports, e.g. Dialog's Button, comes first, and Dialog's own rules after it win). The bundler keeps one copy per
 * chunk. The base (react-vant's variables and base rules) stays in `@pocket/ui-kit/styles/base`, which the app
 * imports first.
 */
export function reactVantCssPlugin(): Plugin {
  return {
    name: 'pocket-react-vant-css',
    apply: 'build',
    transform(code, id) {
      const style = componentStyleImport(id);
      return style ? { code: `${code}\n${style}\n`, map: null } : null;
    },
  };
}
