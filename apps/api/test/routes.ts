import type { App } from '../src/app';

/** Every route the app registered, as [method, path], read from Fastify's own route tree (`printRoutes`). */
export function registeredRoutes(app: App): Array<[string, string]> {
  const routes: Array<[string, string]> = [];
  const stack: Array<{ depth: number; path: string }> = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.+?) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    while (stack.length > depth) stack.pop();
    const path = (stack.at(-1)?.path ?? '') + match[2]!;
    stack.push({ depth, path });
    for (const method of match[3]!.split(', ')) routes.push([method, path]);
  }
  return routes;
}
