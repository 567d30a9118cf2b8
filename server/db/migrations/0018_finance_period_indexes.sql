CREATE INDEX "payments_paid_idx" ON "payments" USING btree ("paid_at","id") WHERE "payments"."status" = 'succeeded';--> statement-breakpoint
CREATE INDEX "refunds_refunded_idx" ON "refunds" USING btree ("refunded_at","id") WHERE "refunds"."status" = 'refunded';--> statement-breakpoint
CREATE INDEX "bills_created_idx" ON "bills" USING btree ("created_at","id");