CREATE TABLE "complaints" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"category" text NOT NULL,
	"text" text NOT NULL,
	"order_id" bigint,
	"request_key" text,
	"status" text NOT NULL,
	"answer_by" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_by" bigint,
	"answered_by_email" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "complaints_request_key_uq" ON "complaints" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "complaints_queue_idx" ON "complaints" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "complaints_user_idx" ON "complaints" USING btree ("user_id","created_at");