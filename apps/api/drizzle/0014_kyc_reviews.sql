CREATE TABLE "kyc_reviews" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"status" text NOT NULL,
	"flags" jsonb NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" bigint,
	"reason_code" text
);
--> statement-breakpoint
ALTER TABLE "kyc_reviews" ADD CONSTRAINT "kyc_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_reviews_user_idx" ON "kyc_reviews" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "kyc_reviews_queue_idx" ON "kyc_reviews" USING btree ("opened_at","id") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_reviews_one_pending" ON "kyc_reviews" USING btree ("user_id") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "kyc_sections_contact1_idx" ON "kyc_sections" USING btree (("data"->>'mobile1')) WHERE section = 'linkman';--> statement-breakpoint
CREATE INDEX "kyc_sections_contact2_idx" ON "kyc_sections" USING btree (("data"->>'mobile2')) WHERE section = 'linkman';--> statement-breakpoint
CREATE INDEX "grab_infos_device_idx" ON "grab_infos" USING btree (("info"->>'deviceid')) WHERE type = 1;