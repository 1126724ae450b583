CREATE INDEX "ledger_lines_subject_idx" ON "ledger_lines" USING btree ("subject");--> statement-breakpoint
CREATE INDEX "coupon_pack_claims_user_idx" ON "coupon_pack_claims" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "payments_plan_idx" ON "payments" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");