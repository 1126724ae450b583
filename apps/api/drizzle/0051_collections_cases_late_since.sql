-- A case keeps the due date it is late since instead of its days past due (docs/collections.md, "Cases"): the days are
-- counted from it where read, so the daily job writes only the cases whose bucket, money or agent changed, not every
-- open case as a day passes (docs/performance.md, "Collections and the books at scale"). The date is the Lusaka day
-- of the case's last write (its close for a closed case) less the days it held then; the job's next run writes the
-- loan's own date to any open case whose row was last written by someone else than the job (an assignment, a dispute).
ALTER TABLE "collection_cases" ADD COLUMN "late_since" text;--> statement-breakpoint
UPDATE "collection_cases" SET "late_since" = to_char((coalesce("closed_at", "updated_at") at time zone 'UTC' + interval '2 hours')::date - "days_past_due", 'YYYY-MM-DD') WHERE "days_past_due" > 0;--> statement-breakpoint
ALTER TABLE "collection_cases" DROP COLUMN "days_past_due";
