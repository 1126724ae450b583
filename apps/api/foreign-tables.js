// The other modules' tables each server module still names in raw SQL (pocket/no-foreign-table,
// tooling/eslint/foreign-tables.js; docs/architecture.md#server-modules). The list may only shrink: a module that names
// a table not listed here fails lint, and tooling/eslint/foreign-tables.test.js fails while an entry is listed that no
// module names any more. Take an entry off by reading the table through its owner's door (as payments/reads.ts lends
// its payment reads, and approvals/reads.ts its requests). Empty since issue 44: no module names another's table.
export const FOREIGN_TABLES_ALLOWED = {};
