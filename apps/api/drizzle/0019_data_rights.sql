CREATE TABLE "data_corrections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"field" text NOT NULL,
	"text" text NOT NULL,
	"request_key" text,
	"status" text NOT NULL,
	"answer" text,
	"corrected" boolean DEFAULT false NOT NULL,
	"answered_by" bigint,
	"answered_by_email" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_exports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"status" text NOT NULL,
	"link_key" text NOT NULL,
	"json" text,
	"html" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"requested_at" timestamp with time zone NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "data_corrections_request_key_uq" ON "data_corrections" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "data_corrections_queue_idx" ON "data_corrections" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "data_corrections_user_idx" ON "data_corrections" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_link_key_uq" ON "data_exports" USING btree ("link_key");--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "data_exports_status_idx" ON "data_exports" USING btree ("status","requested_at");