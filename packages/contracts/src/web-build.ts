import { z } from 'zod';

/**
 * The notes the web build writes next to index.html for the server that serves it (apps/web/build writes them,
 * apps/api's static-web reads them). Dotfiles: the server never sends them.
 */

/** What the build was made with: the customer-service host (VITE_CS_HOST), '' when none (the CSP names it). */
export const WEB_BUILD_INFO_FILE = '.web-build.json';
export const webBuildInfoSchema = z.object({ customerServiceHost: z.string() });
export type WebBuildInfo = z.infer<typeof webBuildInfoSchema>;

/**
 * index.html's route-preload script, and for each route pattern the same links as `<link>` tags: the server answers
 * a route's address with index.html where the tags stand in for the script.
 */
export const ROUTE_PAGES_FILE = '.route-pages.json';
export const routePagesSchema = z.object({
  inlineScript: z.string().min(1),
  routes: z.array(z.tuple([z.string(), z.string()])),
});
export type RoutePages = z.infer<typeof routePagesSchema>;

/**
 * V8's explicit compile hint (Chrome 136 and later; to other engines it is an ordinary comment): every function of a
 * file that starts with it is compiled as the file streams in, on a background thread, instead of lazily on the main
 * thread at its first call. It must be the file's first line. The web build writes it (apps/web/build/compile-hints.ts);
 * the budget suite checks that the scripts each route's page names start with it (e2e/budgets/first-load.ts).
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
