import { resources, routeOf } from '../resources';

/** One filter as the address names it: the field, Refine's operator (`eq` for every filter a desk sets) and the value. */
export interface AddressFilter {
  field: string;
  operator: string;
  value: string | number;
}

/**
 * The query naming `filters` in Refine's form (`?filters[0][field]=state&filters[0][operator]=eq&filters[0][value]=stuck`),
 * each value encoded as a person typed it (`+260…`, `J&B`), empty values left out; '' when none is left. The one writer
 * of a filtered address: the links here and the pages' own changes (`use-url-filters.ts`).
 */
export function filtersQuery(filters: AddressFilter[]): string {
  const query = filters
    .filter(({ value }) => value !== '')
    .map(({ field, operator, value }, i) => `filters[${i}][field]=${encodeURIComponent(field)}&filters[${i}][operator]=${encodeURIComponent(operator)}&filters[${i}][value]=${encodeURIComponent(String(value))}`)
    .join('&');
  return query === '' ? '' : `?${query}`;
}

/**
 * The address of a desk's list filtered by `values`, in the form its page keeps them (`use-url-filters.ts`, Refine's
 * `?filters[0][field]=state&filters[0][operator]=eq&filters[0][value]=stuck`); empty values are left out. Every link to
 * a filtered list is made here (the borrower's adjustments, the dashboard's stuck payments, the journeys), never by hand.
 * With `id`, the address of that record's page with its own list filtered (a statement's lines: `/reconciliation/7?…`).
 */
export function filteredPath(resource: string, values: Record<string, string | number>, id?: string | number): string {
  const query = filtersQuery(Object.entries(values).map(([field, value]) => ({ field, operator: 'eq', value })));
  const path = id === undefined ? routeOf(resource, 'list') : routeOf(resource, 'show').replace(':id', encodeURIComponent(String(id)));
  return `${path}${query}`;
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
