CREATE TABLE "payer_numbers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"msisdn" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payer_numbers" ADD CONSTRAINT "payer_numbers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payer_numbers_user_msisdn_uq" ON "payer_numbers" USING btree ("user_id","msisdn");--> statement-breakpoint
CREATE INDEX "payments_msisdn_created_idx" ON "payments" USING btree ("msisdn","created_at");