import { routeEntry, routeIds } from './route-table';
import type { RouteId } from './route-table';

const patterns = routeIds.flatMap((id) => {
  const entry = routeEntry(id);
  if (entry.path === undefined) return [];
  const source = entry.path.replace(/\$[A-Za-z]+/g, '[^/]+');
  return [{ id, pattern: new RegExp(`^${source}/?$`) }];
});

/** The route id a pathname shows (params filled in), or undefined for a path the table does not know. */
export function routeIdOfPath(pathname: string): RouteId | undefined {
  return patterns.find(({ pattern }) => pattern.test(pathname))?.id;
}
