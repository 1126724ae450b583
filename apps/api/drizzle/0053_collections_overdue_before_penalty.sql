-- The case keeps what its late bills owed before penalties (the queue's order within a bucket), so that a day's
-- penalties no longer rewrite it (docs/decisions/0078). The column is renamed, its indexes with it; the values it
-- holds still count penalties until the collections job's next run, a full read (its state row is deleted), writes
-- every open case's amount before penalties from the bills.
ALTER TABLE "collection_cases" RENAME COLUMN "overdue" TO "overdue_before_penalty";--> statement-breakpoint
DELETE FROM "collection_sweep_state";
