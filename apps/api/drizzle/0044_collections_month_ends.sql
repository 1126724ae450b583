CREATE TABLE "collection_month_end_cases" (
	"day" text NOT NULL,
	"case_id" bigint NOT NULL,
	"bucket" text NOT NULL,
	CONSTRAINT "collection_month_end_cases_day_case_id_pk" PRIMARY KEY("day","case_id")
);
--> statement-breakpoint
CREATE TABLE "collection_month_ends" (
	"day" text PRIMARY KEY NOT NULL,
	"cases" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "collection_cases_queue_idx";--> statement-breakpoint
ALTER TABLE "collection_cases" ADD COLUMN "promised_for" text;--> statement-breakpoint
ALTER TABLE "collection_month_end_cases" ADD CONSTRAINT "collection_month_end_cases_case_id_collection_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."collection_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_case_moves_day_idx" ON "collection_case_moves" USING btree ("day");--> statement-breakpoint
CREATE INDEX "collection_cases_queue_all_idx" ON "collection_cases" USING btree ("bucket_rank" DESC NULLS LAST,"overdue" DESC NULLS LAST,"id") WHERE "collection_cases"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "collection_cases_promised_idx" ON "collection_cases" USING btree ("agent_id","bucket_rank" DESC NULLS LAST,"overdue" DESC NULLS LAST,"id") WHERE "collection_cases"."status" = 'OPEN' and "collection_cases"."promised_for" is not null;--> statement-breakpoint
CREATE INDEX "collection_cases_queue_idx" ON "collection_cases" USING btree ("agent_id","bucket_rank" DESC NULLS LAST,"overdue" DESC NULLS LAST,"id") WHERE "collection_cases"."status" = 'OPEN';--> statement-breakpoint
-- The open cases take their loan's open promise's date (the queue's first key, read from the row since 0044).
UPDATE "collection_cases" c SET "promised_for" = p."pay_by" FROM "collection_promises" p
WHERE p."order_id" = c."order_id" AND p."status" = 'OPEN' AND c."status" = 'OPEN';--> statement-breakpoint
-- The month-end buckets of every Lusaka month ended so far, from the moves (collections/month-ends.ts, fillMonthEnds:
-- the same statements, with the month end before today in Lusaka as the last).
INSERT INTO "collection_month_end_cases" ("day", "case_id", "bucket")
SELECT to_char(f.f - interval '1 day', 'YYYY-MM-DD'), x."case_id", x."to_bucket"
FROM (SELECT "case_id", "to_bucket", "day", lead("day") OVER (PARTITION BY "case_id" ORDER BY "id") AS "next"
      FROM "collection_case_moves"
      WHERE "day" <= to_char(date_trunc('month', (now() AT TIME ZONE 'Africa/Lusaka')::date) - interval '1 day', 'YYYY-MM-DD')) x
CROSS JOIN LATERAL generate_series(date_trunc('month', x."day"::date) + interval '1 month',
  least(coalesce(x."next"::date, date_trunc('month', (now() AT TIME ZONE 'Africa/Lusaka')::date)::date), date_trunc('month', (now() AT TIME ZONE 'Africa/Lusaka')::date)::date)::timestamp,
  interval '1 month') AS f(f)
WHERE x."to_bucket" IS NOT NULL;--> statement-breakpoint
INSERT INTO "collection_month_ends" ("day", "cases")
SELECT d, (SELECT count(*) FROM "collection_month_end_cases" c WHERE c."day" = d)::int
FROM (SELECT to_char(f - interval '1 day', 'YYYY-MM-DD') AS d
      FROM generate_series(date_trunc('month', (SELECT min("day") FROM "collection_case_moves")::date) + interval '1 month',
        date_trunc('month', (now() AT TIME ZONE 'Africa/Lusaka')::date), interval '1 month') f) m;
