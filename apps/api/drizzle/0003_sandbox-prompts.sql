CREATE TABLE "sandbox_prompts" (
	"reference" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"msisdn" text NOT NULL,
	"amount" bigint NOT NULL,
	"note" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_prompts_status_known" CHECK ("sandbox_prompts"."status" in ('PENDING', 'SUCCESSFUL', 'FAILED'))
);
--> statement-breakpoint
CREATE INDEX "sandbox_prompts_pending_idx" ON "sandbox_prompts" USING btree ("msisdn","status");