CREATE TABLE "collection_sweep_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"day" text NOT NULL,
	"seen_tx" bigint NOT NULL,
	"full_day" text NOT NULL,
	"buckets" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_sweep_state_one_row" CHECK ("collection_sweep_state"."id" = 1)
);
--> statement-breakpoint
CREATE INDEX "collection_cases_late_since_idx" ON "collection_cases" USING btree ("late_since") WHERE "collection_cases"."status" = 'OPEN';