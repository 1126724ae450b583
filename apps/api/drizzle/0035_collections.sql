CREATE TABLE "collection_case_moves" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"from_bucket" text,
	"to_bucket" text,
	"days_past_due" integer NOT NULL,
	"day" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_cases" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"status" text NOT NULL,
	"bucket" text NOT NULL,
	"bucket_rank" integer NOT NULL,
	"days_past_due" integer NOT NULL,
	"overdue" bigint DEFAULT 0 NOT NULL,
	"agent_id" bigint,
	"stop_calls" boolean DEFAULT false NOT NULL,
	"disputed_at" timestamp with time zone,
	"close_reason" text,
	"opened_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_contacts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"staff_id" bigint,
	"staff_email" text,
	"channel" text NOT NULL,
	"template" text,
	"outcome" text,
	"refused_rule" text,
	"refused_text" text,
	"day" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"staff_id" bigint NOT NULL,
	"staff_email" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_promises" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"case_id" bigint,
	"amount" bigint DEFAULT 0 NOT NULL,
	"pay_by" text NOT NULL,
	"paid_before" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"made_by" text NOT NULL,
	"request_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "collection_promises_amount_positive" CHECK ("collection_promises"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "hardship_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"approval_id" bigint,
	"instalments" integer,
	"answer" text,
	"request_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "collection_case_moves" ADD CONSTRAINT "collection_case_moves_case_id_collection_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."collection_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_cases" ADD CONSTRAINT "collection_cases_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_cases" ADD CONSTRAINT "collection_cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_contacts" ADD CONSTRAINT "collection_contacts_case_id_collection_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."collection_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_contacts" ADD CONSTRAINT "collection_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_notes" ADD CONSTRAINT "collection_notes_case_id_collection_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."collection_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_promises" ADD CONSTRAINT "collection_promises_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_promises" ADD CONSTRAINT "collection_promises_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hardship_requests" ADD CONSTRAINT "hardship_requests_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hardship_requests" ADD CONSTRAINT "hardship_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_case_moves_case_idx" ON "collection_case_moves" USING btree ("case_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_cases_open_order_uq" ON "collection_cases" USING btree ("order_id") WHERE "collection_cases"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "collection_cases_queue_idx" ON "collection_cases" USING btree ("agent_id","bucket_rank" DESC NULLS LAST,"overdue" DESC NULLS LAST) WHERE "collection_cases"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "collection_cases_user_idx" ON "collection_cases" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "collection_contacts_user_day_idx" ON "collection_contacts" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "collection_contacts_case_idx" ON "collection_contacts" USING btree ("case_id","id");--> statement-breakpoint
CREATE INDEX "collection_notes_case_idx" ON "collection_notes" USING btree ("case_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "collection_promises_open_uq" ON "collection_promises" USING btree ("order_id") WHERE "collection_promises"."status" = 'OPEN';--> statement-breakpoint
CREATE UNIQUE INDEX "collection_promises_request_key_uq" ON "collection_promises" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE UNIQUE INDEX "hardship_requests_open_uq" ON "hardship_requests" USING btree ("order_id") WHERE "hardship_requests"."status" = 'OPEN';--> statement-breakpoint
CREATE UNIQUE INDEX "hardship_requests_request_key_uq" ON "hardship_requests" USING btree ("user_id","request_key");