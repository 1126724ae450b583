import { resources, routeOf } from '../resources';

/**
 * The address of a desk's list filtered by `values`, in the form its page keeps them (`use-url-filters.ts`, Refine's
 * `?filters[0][field]=state&filters[0][operator]=eq&filters[0][value]=stuck`); empty values are left out. Every link to
 * a filtered list is made here (the borrower's adjustments, the dashboard's stuck payments, the journeys), never by hand.
 * With `id`, the address of that record's page with its own list filtered (a statement's lines: `/reconciliation/7?…`).
 */
export function filteredPath(resource: string, values: Record<string, string | number>, id?: string | number): string {
  const query = Object.entries(values)
    .filter(([, value]) => value !== '')
    .map(([field, value], i) => `filters[${i}][field]=${encodeURIComponent(field)}&filters[${i}][operator]=eq&filters[${i}][value]=${encodeURIComponent(String(value))}`)
    .join('&');
  const path = id === undefined ? routeOf(resource, 'list') : routeOf(resource, 'show').replace(':id', encodeURIComponent(String(id)));
  return query === '' ? path : `${path}?${query}`;
}

/**
 * A link the server gives in plain query parameters (the dashboard's `/payments?state=stuck`) as the desk's filtered
 * address of that list (filteredPath); a link to no desk's list is left as it is.
 */
export function filteredLink(link: string): string {
  const [path = '', search = ''] = link.split('?');
  const desk = resources.find((resource) => resource.list === path);
  return desk ? filteredPath(desk.name, Object.fromEntries(new URLSearchParams(search))) : link;
}
