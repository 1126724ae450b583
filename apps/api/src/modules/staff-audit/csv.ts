import { AUDIT_CSV_COLUMNS } from '@pocket/contracts/api/staff';
import type { AuditEntry } from '@pocket/contracts/api/staff';

import { csvLines } from '../../plugins/csv';

export { csvField } from '../../plugins/csv';

/** The CSV text of the rows, header first, produced as the rows arrive. */
export const auditCsv = (rows: AsyncIterable<AuditEntry>): AsyncGenerator<string> => csvLines(AUDIT_CSV_COLUMNS, rows);
