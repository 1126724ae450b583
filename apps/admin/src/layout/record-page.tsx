import { useOne } from '@refinedev/core';
import type { BaseRecord } from '@refinedev/core';
import type { ComponentType } from 'react';
import { useParams } from 'react-router';

import { RecordHead, RecordNotRead } from '../ui/record-head';
import { DeskGuard } from './desk-guard';

/**
 * A desk's record page (a resource's `show` route): the record at the route's `:id` read through Refine's `useOne`,
 * "Loading..." while it is read, the server's words (or `notRead`) and the way back when it could not be, and once read,
 * for the roles that may open it, the way back to the list, the record's title and the page's `Body` with the record.
 */
export function RecordPage<T extends BaseRecord>({ resource, back, title, notRead, Body }: { resource: string; back: { to: string; label: string }; title: (record: T) => string; notRead: string; Body: ComponentType<{ record: T }> }) {
  const { id = '' } = useParams();
  const { query, result } = useOne<T>({ resource, id });
  if (query.isLoading) return <p role="status">Loading...</p>;
  if (query.isError || !result) return <RecordNotRead message={query.error?.message} fallback={notRead} back={back} />;
  return (
    <DeskGuard resource={resource} action="show">
      <RecordHead back={back} title={title(result)} />
      <Body record={result} />
    </DeskGuard>
  );
}
