CREATE TABLE "message_settings" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"marketing" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"subject" text NOT NULL,
	"day" text NOT NULL,
	"user_id" bigint NOT NULL,
	"loan_id" bigint,
	"kind" text NOT NULL,
	"channel" text DEFAULT 'sms' NOT NULL,
	"language" text NOT NULL,
	"mobile" text NOT NULL,
	"body" text NOT NULL,
	"status" text NOT NULL,
	"send_after" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"provider_message_id" text,
	"delivery_status" text,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "messages_key_uq" ON "messages" USING btree ("event","subject","day");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_reminder_day_uq" ON "messages" USING btree ("loan_id","day") WHERE "messages"."kind" = 'reminder' and "messages"."status" <> 'SKIPPED';--> statement-breakpoint
CREATE INDEX "messages_due_idx" ON "messages" USING btree ("status","send_after");--> statement-breakpoint
CREATE INDEX "messages_provider_id_idx" ON "messages" USING btree ("provider_message_id");--> statement-breakpoint
CREATE INDEX "messages_user_idx" ON "messages" USING btree ("user_id","created_at");