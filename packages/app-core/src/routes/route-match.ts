import { routeEntry, routeIds } from './route-table';
import type { RouteId } from './route-table';

/** The regular expression (source) of the pathnames a route shows, params matching one segment; none for a layout. */
export function routePatternSource(id: RouteId): string | undefined {
  const entry = routeEntry(id);
  if (entry.path === undefined) return undefined;
  return `^${entry.path.replace(/\$[A-Za-z]+/g, '[^/]+')}/?$`;
}

const patterns = routeIds.flatMap((id) => {
  const source = routePatternSource(id);
  return source === undefined ? [] : [{ id, pattern: new RegExp(source) }];
});

/** The route id a pathname shows (params filled in), or undefined for a path the table does not know. */
export function routeIdOfPath(pathname: string): RouteId | undefined {
  return patterns.find(({ pattern }) => pattern.test(pathname))?.id;
}
