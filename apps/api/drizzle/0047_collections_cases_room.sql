-- Room in each page of collection_cases (docs/collections.md, "Cases"; docs/performance.md, "Collections and the books
-- at scale"): the job's first run of a day writes every open case (its days past due move), and with half of each page
-- free the new row version stays in its page without entries in the table's six indexes (a heap-only update) when no
-- indexed column changes. New pages are filled to half from now on; the pages already written get the room as their
-- rows are written again (or at once with `VACUUM FULL collection_cases`, which locks the table while it runs).
ALTER TABLE "collection_cases" SET (fillfactor = 50);
