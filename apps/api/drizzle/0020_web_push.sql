CREATE TABLE "push_subscriptions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "messages_key_uq";--> statement-breakpoint
DROP INDEX "messages_reminder_day_uq";--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "link" text;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_uq" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_key_channel_uq" ON "messages" USING btree ("event","subject","day","channel");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_reminder_day_channel_uq" ON "messages" USING btree ("loan_id","day","channel") WHERE "messages"."kind" = 'reminder' and "messages"."status" <> 'SKIPPED';