CREATE TABLE "stock_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"batch_id" text,
	"kind" text NOT NULL,
	"alert_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_alerts_once" UNIQUE("kind","alert_key"),
	CONSTRAINT "stock_alerts_kind" CHECK ("stock_alerts"."kind" in ('nearExpiry', 'expired', 'lowStock')),
	CONSTRAINT "stock_alerts_batch" CHECK (("stock_alerts"."kind" = 'lowStock') = ("stock_alerts"."batch_id" is null))
);
--> statement-breakpoint
ALTER TABLE "predeposit_records" DROP CONSTRAINT "predeposit_records_biz_type";--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_shop_id_customers_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_sku_id_shop_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."shop_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_batch_id_stock_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."stock_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_alerts_shop_idx" ON "stock_alerts" USING btree ("shop_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "stock_batches" DROP COLUMN "expiry_alerted_at";--> statement-breakpoint
ALTER TABLE "predeposit_records" ADD CONSTRAINT "predeposit_records_biz_type" CHECK ("predeposit_records"."biz_type" in ('topup', 'orderPay', 'orderRepay', 'billPay', 'orderRefund', 'billRefund', 'adjust'));