import type { TextItem } from '@pocket/contracts/api/staff';

import { badRequest } from '../../plugins/errors';

/** The refusal of a cursor the list did not give (a page is an offset into the list as its filters find it). */
export const TEXTS_CURSOR_REFUSED = 'cursor: not a page of this list (use the nextCursor of its last answer)';

/** Whether a text holds `find` (case ignored) in its id, English, context, where it is used or its words. */
export function holds(item: TextItem, find: string | undefined): boolean {
  if (!find) return true;
  const wanted = find.toLocaleLowerCase('en');
  return [item.id, item.english, item.context, item.usedIn, item.text].some((words) => words?.toLocaleLowerCase('en').includes(wanted) === true);
}

/** `limit` texts from the one `cursor` names (the first without one); every text from there when no `limit` is given. */
export function pageOf(items: TextItem[], cursor: string | undefined, limit: number | undefined): { items: TextItem[]; nextCursor: string | null } {
  const from = cursor === undefined ? 0 : /^\d{1,6}$/.test(cursor) ? Number(cursor) : null;
  if (from === null || from > items.length) throw badRequest(TEXTS_CURSOR_REFUSED);
  if (limit === undefined) return { items: items.slice(from), nextCursor: null };
  return { items: items.slice(from, from + limit), nextCursor: from + limit < items.length ? String(from + limit) : null };
}
