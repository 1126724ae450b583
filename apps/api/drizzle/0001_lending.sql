CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ref" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_ref_unique" UNIQUE("ref")
);
--> statement-breakpoint
CREATE TABLE "ledger_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"account" text NOT NULL,
	"subject" text NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "ledger_lines_amount_non_zero" CHECK ("ledger_lines"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"amount_off" bigint DEFAULT 0 NOT NULL,
	"discount_bp" integer DEFAULT 0 NOT NULL,
	"min_bill" bigint DEFAULT 0 NOT NULL,
	"valid_days" integer NOT NULL,
	"grant_on_registration" boolean DEFAULT false NOT NULL,
	CONSTRAINT "coupons_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"coupon_id" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"applied_plan_id" bigint,
	"used_at" timestamp with time zone,
	"used_plan_id" bigint,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_coupons_used_has_plan" CHECK ("user_coupons"."used_at" is null or "user_coupons"."used_plan_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "credit_limits" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"base_limit" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_limits_non_negative" CHECK ("credit_limits"."base_limit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loan_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"principal" bigint DEFAULT 0 NOT NULL,
	"term_days" integer NOT NULL,
	"status" text NOT NULL,
	"wallet_msisdn" text NOT NULL,
	"reject_reason" text,
	"disbursed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"settled_late" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_orders_principal_positive" CHECK ("loan_orders"."principal" > 0)
);
--> statement-breakpoint
CREATE TABLE "loan_plans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"loan_period" integer NOT NULL,
	"due_date" text NOT NULL,
	"status" text NOT NULL,
	"principal_due" bigint DEFAULT 0 NOT NULL,
	"interest_due" bigint DEFAULT 0 NOT NULL,
	"fee_due" bigint DEFAULT 0 NOT NULL,
	"penalty_due" bigint DEFAULT 0 NOT NULL,
	"principal_paid" bigint DEFAULT 0 NOT NULL,
	"interest_paid" bigint DEFAULT 0 NOT NULL,
	"fee_paid" bigint DEFAULT 0 NOT NULL,
	"penalty_paid" bigint DEFAULT 0 NOT NULL,
	"principal_waived" bigint DEFAULT 0 NOT NULL,
	"interest_waived" bigint DEFAULT 0 NOT NULL,
	"fee_waived" bigint DEFAULT 0 NOT NULL,
	"penalty_waived" bigint DEFAULT 0 NOT NULL,
	"extensions" integer DEFAULT 0 NOT NULL,
	"penalty_through" text,
	"was_overdue" boolean DEFAULT false NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loan_plans_never_overpaid" CHECK ("loan_plans"."principal_paid" + "loan_plans"."principal_waived" <= "loan_plans"."principal_due" and "loan_plans"."interest_paid" + "loan_plans"."interest_waived" <= "loan_plans"."interest_due"
        and "loan_plans"."fee_paid" + "loan_plans"."fee_waived" <= "loan_plans"."fee_due" and "loan_plans"."penalty_paid" + "loan_plans"."penalty_waived" <= "loan_plans"."penalty_due"
        and least("loan_plans"."principal_paid", "loan_plans"."interest_paid", "loan_plans"."fee_paid", "loan_plans"."penalty_paid", "loan_plans"."principal_waived", "loan_plans"."interest_waived", "loan_plans"."fee_waived", "loan_plans"."penalty_waived") >= 0)
);
--> statement-breakpoint
CREATE TABLE "loan_products" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"min_amount" bigint DEFAULT 0 NOT NULL,
	"max_amount" bigint DEFAULT 0 NOT NULL,
	"step" bigint DEFAULT 0 NOT NULL,
	"terms" jsonb NOT NULL,
	"stages" integer NOT NULL,
	"service_fee_bp" integer NOT NULL,
	"service_fee_min" bigint DEFAULT 0 NOT NULL,
	"penalty_daily_bp" integer NOT NULL,
	"penalty_cap_bp" integer NOT NULL,
	"extension_fee_bp" integer NOT NULL,
	"max_extensions" integer NOT NULL,
	"extension_days_before" integer NOT NULL,
	"extension_days_after" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "loan_products_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"response" jsonb,
	"http_status" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"order_id" bigint NOT NULL,
	"plan_id" bigint,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"msisdn" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"provider_tx_id" text,
	"checks" integer DEFAULT 0 NOT NULL,
	"finalized_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('PENDING', 'SUCCESSFUL', 'FAILED'))
);
--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_applied_plan_id_loan_plans_id_fk" FOREIGN KEY ("applied_plan_id") REFERENCES "public"."loan_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_used_plan_id_loan_plans_id_fk" FOREIGN KEY ("used_plan_id") REFERENCES "public"."loan_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_limits" ADD CONSTRAINT "credit_limits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD CONSTRAINT "loan_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD CONSTRAINT "loan_orders_product_id_loan_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."loan_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_plans" ADD CONSTRAINT "loan_plans_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_plans" ADD CONSTRAINT "loan_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_loan_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."loan_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_plan_id_loan_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."loan_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_lines_account_subject_idx" ON "ledger_lines" USING btree ("account","subject");--> statement-breakpoint
CREATE INDEX "ledger_lines_entry_idx" ON "ledger_lines" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "user_coupons_user_idx" ON "user_coupons" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupons_one_per_plan_uq" ON "user_coupons" USING btree ("applied_plan_id") WHERE "user_coupons"."used_at" is null and "user_coupons"."applied_plan_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "loan_orders_one_open_uq" ON "loan_orders" USING btree ("user_id") WHERE "loan_orders"."status" in ('REVIEWING', 'DISBURSING', 'REPAYING', 'OVERDUE');--> statement-breakpoint
CREATE INDEX "loan_orders_user_idx" ON "loan_orders" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_plans_order_period_uq" ON "loan_plans" USING btree ("order_id","loan_period");--> statement-breakpoint
CREATE INDEX "loan_plans_user_idx" ON "loan_plans" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_scope_key_uq" ON "idempotency_keys" USING btree ("scope","key");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_uq" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_per_plan_uq" ON "payments" USING btree ("plan_id") WHERE "payments"."status" = 'PENDING' and "payments"."plan_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_pending_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
-- The ledger is append-only: corrections are reversing entries, never updates or deletes.
CREATE FUNCTION ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only (% on %)', TG_OP, TG_TABLE_NAME;
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
CREATE TRIGGER ledger_lines_append_only BEFORE UPDATE OR DELETE ON "ledger_lines" FOR EACH ROW EXECUTE FUNCTION ledger_append_only();--> statement-breakpoint
-- Every entry balances, checked by the database at commit (after all its lines are in).
CREATE FUNCTION ledger_entry_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum(amount), 0) FROM ledger_lines WHERE entry_id = NEW.entry_id) <> 0 THEN
    RAISE EXCEPTION 'ledger entry % does not balance', NEW.entry_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_lines_balanced AFTER INSERT ON "ledger_lines" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_entry_balanced();
