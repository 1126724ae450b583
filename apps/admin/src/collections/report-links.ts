import type { CollectionReportName } from '@pocket/contracts/api/staff';
import { collectionCalls } from '@pocket/contracts/staff';

import { pathOf } from '../api/http';

/** Each collections report's staff call. */
export const COLLECTION_REPORT_CALLS = {
  'roll-rates': collectionCalls.rollRates,
  cure: collectionCalls.cure,
  promises: collectionCalls.promises,
  collected: collectionCalls.collected,
  restructures: collectionCalls.restructures,
} as const satisfies Record<CollectionReportName, unknown>;

/** The CSV download of a collections report with the same range. */
export const collectionCsvHref = (name: CollectionReportName, query: Record<string, string>) =>
  `${pathOf(COLLECTION_REPORT_CALLS[name])}?${new URLSearchParams({ ...query, format: 'csv' }).toString()}`;
