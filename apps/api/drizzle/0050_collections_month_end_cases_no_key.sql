-- The month-end buckets name their case without a foreign key (decision 0073; docs/collections.md, "Month-end
-- buckets"): the job writes every open case's row on a month's first day, and each row's key check locked its case,
-- a write per row (about 950,000 at a million borrowers; docs/performance.md, "Collections and the books at scale").
-- The rows come from the moves (each checked against its case) and the month end before; cases are never deleted.
ALTER TABLE "collection_month_end_cases" DROP CONSTRAINT "collection_month_end_cases_case_id_collection_cases_id_fk";
