DROP INDEX "electronic_scales_customer_idx";--> statement-breakpoint
DROP INDEX "loss_reports_shop_idx";--> statement-breakpoint
DROP INDEX "loss_reports_shop_status_idx";--> statement-breakpoint
DROP INDEX "stock_alerts_shop_idx";--> statement-breakpoint
DROP INDEX "stock_records_shop_idx";--> statement-breakpoint
DROP INDEX "coupon_records_from_idx";--> statement-breakpoint
DROP INDEX "coupon_records_to_idx";--> statement-breakpoint
DROP INDEX "payments_subject_idx";--> statement-breakpoint
DROP INDEX "payments_customer_idx";--> statement-breakpoint
DROP INDEX "evaluations_supplier_idx";--> statement-breakpoint
DROP INDEX "evaluations_supplier_stars_idx";--> statement-breakpoint
DROP INDEX "evaluations_purchaser_idx";--> statement-breakpoint
DROP INDEX "orders_supplier_idx";--> statement-breakpoint
DROP INDEX "orders_supplier_status_idx";--> statement-breakpoint
DROP INDEX "orders_purchaser_idx";--> statement-breakpoint
DROP INDEX "orders_purchaser_status_idx";--> statement-breakpoint
DROP INDEX "orders_purchaser_unrated_idx";--> statement-breakpoint
DROP INDEX "refunds_supplier_idx";--> statement-breakpoint
DROP INDEX "refunds_supplier_status_idx";--> statement-breakpoint
DROP INDEX "refunds_purchaser_idx";--> statement-breakpoint
DROP INDEX "refunds_purchaser_status_idx";--> statement-breakpoint
DROP INDEX "credit_records_account_idx";--> statement-breakpoint
DROP INDEX "predeposit_records_customer_idx";--> statement-breakpoint
DROP INDEX "bills_customer_idx";--> statement-breakpoint
DROP INDEX "subscribe_sends_user_idx";--> statement-breakpoint
CREATE INDEX "electronic_scales_customer_idx" ON "electronic_scales" USING btree ("customer_id","state","bound_at");--> statement-breakpoint
CREATE INDEX "loss_reports_shop_idx" ON "loss_reports" USING btree ("shop_id","created_at","id");--> statement-breakpoint
CREATE INDEX "loss_reports_shop_status_idx" ON "loss_reports" USING btree ("shop_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "stock_alerts_shop_idx" ON "stock_alerts" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_records_shop_idx" ON "stock_records" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "coupon_records_from_idx" ON "coupon_records" USING btree ("from_customer_id","created_at");--> statement-breakpoint
CREATE INDEX "coupon_records_to_idx" ON "coupon_records" USING btree ("to_customer_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_subject_idx" ON "payments" USING btree ("subject_type","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_customer_idx" ON "payments" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "evaluations_supplier_idx" ON "evaluations" USING btree ("supplier_id","created_at","id");--> statement-breakpoint
CREATE INDEX "evaluations_supplier_stars_idx" ON "evaluations" USING btree ("supplier_id","stars","created_at");--> statement-breakpoint
CREATE INDEX "evaluations_purchaser_idx" ON "evaluations" USING btree ("purchaser_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_supplier_idx" ON "orders" USING btree ("supplier_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_supplier_status_idx" ON "orders" USING btree ("supplier_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_purchaser_idx" ON "orders" USING btree ("purchaser_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_purchaser_status_idx" ON "orders" USING btree ("purchaser_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_purchaser_unrated_idx" ON "orders" USING btree ("purchaser_id","created_at","id") WHERE "orders"."status" = 'completed' and "orders"."evaluated_at" is null;--> statement-breakpoint
CREATE INDEX "refunds_supplier_idx" ON "refunds" USING btree ("supplier_id","created_at","id");--> statement-breakpoint
CREATE INDEX "refunds_supplier_status_idx" ON "refunds" USING btree ("supplier_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "refunds_purchaser_idx" ON "refunds" USING btree ("purchaser_id","created_at","id");--> statement-breakpoint
CREATE INDEX "refunds_purchaser_status_idx" ON "refunds" USING btree ("purchaser_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "credit_records_account_idx" ON "credit_records" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "predeposit_records_customer_idx" ON "predeposit_records" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "bills_customer_idx" ON "bills" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "subscribe_sends_user_idx" ON "subscribe_sends" USING btree ("user_id","created_at");