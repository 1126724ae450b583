CREATE TABLE "collection_month_rolls" (
	"day" text NOT NULL,
	"from_bucket" text NOT NULL,
	"to_bucket" text NOT NULL,
	"cases" integer NOT NULL,
	CONSTRAINT "collection_month_rolls_day_from_bucket_to_bucket_pk" PRIMARY KEY("day","from_bucket","to_bucket")
);
--> statement-breakpoint
CREATE INDEX "collection_case_moves_month_idx" ON "collection_case_moves" USING btree (left("day", 7),"case_id","id","day","from_bucket","to_bucket");--> statement-breakpoint
CREATE INDEX "collection_case_moves_closed_idx" ON "collection_case_moves" USING btree ("day","from_bucket") WHERE "collection_case_moves"."to_bucket" is null;--> statement-breakpoint
CREATE INDEX "collection_cases_not_paid_idx" ON "collection_cases" USING btree ("id") WHERE "collection_cases"."close_reason" <> 'PAID';--> statement-breakpoint
-- The roll matrix of every month end written so far (collections/month-ends.ts, `rolls`: the same statement, each
-- month's cases from the month end before it and the month's moves; the first month end's month starts with none open).
INSERT INTO "collection_month_rolls" ("day", "from_bucket", "to_bucket", "cases")
WITH mv AS (
  SELECT to_char(date_trunc('month', "day"::date) + interval '1 month' - interval '1 day', 'YYYY-MM-DD') AS d, "case_id",
    (array_agg("from_bucket" ORDER BY "id"))[1] AS first_from, (array_agg("to_bucket" ORDER BY "id" DESC))[1] AS last_to
  FROM "collection_case_moves" WHERE "day" <= (SELECT max("day") FROM "collection_month_ends") GROUP BY 1, 2),
moved AS (
  SELECT d, coalesce(first_from, '') AS from_bucket,
    coalesce(last_to, CASE WHEN (SELECT c."close_reason" FROM "collection_cases" c WHERE c."id" = mv."case_id") = 'WRITTEN_OFF' THEN 'written off' ELSE 'cured' END) AS to_bucket,
    count(*) AS cases
  FROM mv GROUP BY 1, 2, 3),
counts AS (
  SELECT to_char(date_trunc('month', ("day"::date + 1)) + interval '1 month' - interval '1 day', 'YYYY-MM-DD') AS d, "bucket", count(*) AS cases
  FROM "collection_month_end_cases" GROUP BY "day", "bucket"),
stayed AS (
  SELECT k.d, k."bucket", k.cases - coalesce((SELECT sum(m.cases) FROM moved m WHERE m.d = k.d AND m.from_bucket = k."bucket"), 0) AS cases FROM counts k)
SELECT d, from_bucket, to_bucket, sum(cases)::int
FROM (SELECT d, from_bucket, to_bucket, cases FROM moved UNION ALL SELECT d, "bucket", "bucket", cases FROM stayed) x
WHERE d IN (SELECT "day" FROM "collection_month_ends")
GROUP BY 1, 2, 3 HAVING sum(cases) > 0;
