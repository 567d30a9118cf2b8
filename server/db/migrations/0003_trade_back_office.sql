CREATE TABLE "doc_counters" (
	"prefix" text NOT NULL,
	"day" text NOT NULL,
	"value" integer NOT NULL,
	CONSTRAINT "doc_counters_prefix_day_pk" PRIMARY KEY("prefix","day")
);
--> statement-breakpoint
CREATE TABLE "electronic_scales" (
	"id" text PRIMARY KEY NOT NULL,
	"serial_no" text NOT NULL,
	"name" text NOT NULL,
	"model" text,
	"owner_type" text NOT NULL,
	"customer_id" text NOT NULL,
	"state" text DEFAULT 'bound' NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unbound_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "electronic_scales_serial_no_unique" UNIQUE("serial_no"),
	CONSTRAINT "electronic_scales_owner_type" CHECK ("electronic_scales"."owner_type" in ('shop', 'buyer')),
	CONSTRAINT "electronic_scales_state" CHECK ("electronic_scales"."state" in ('bound', 'unbound')),
	CONSTRAINT "electronic_scales_unbound_at" CHECK (("electronic_scales"."state" = 'unbound') = ("electronic_scales"."unbound_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "purchaser_profiles" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"contact_name" text,
	"contact_phone" text,
	"address" text,
	"business_scope" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scale_sync_records" (
	"id" text PRIMARY KEY NOT NULL,
	"scale_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"version" integer NOT NULL,
	"items" jsonb NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scale_sync_records_version" UNIQUE("scale_id","version"),
	CONSTRAINT "scale_sync_records_status" CHECK ("scale_sync_records"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "shop_profiles" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"booth_asset_id" text,
	"license_image" text,
	"intro" text,
	"address" text,
	"owe_password_hash" text,
	"stars1" integer DEFAULT 0 NOT NULL,
	"stars2" integer DEFAULT 0 NOT NULL,
	"stars3" integer DEFAULT 0 NOT NULL,
	"stars4" integer DEFAULT 0 NOT NULL,
	"stars5" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_profiles_stars_nonneg" CHECK (least("shop_profiles"."stars1", "shop_profiles"."stars2", "shop_profiles"."stars3", "shop_profiles"."stars4", "shop_profiles"."stars5") >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_skus" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"product_id" text NOT NULL,
	"category_id" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"spec" text,
	"price_fen" bigint NOT NULL,
	"product_code" text,
	"plu_code" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"on_shelf" boolean DEFAULT true NOT NULL,
	"image" text,
	"low_stock_qty" numeric(14, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "shop_skus_price_nonneg" CHECK ("shop_skus"."price_fen" >= 0),
	CONSTRAINT "shop_skus_plu_range" CHECK ("shop_skus"."plu_code" is null or "shop_skus"."plu_code" between 1 and 9999),
	CONSTRAINT "shop_skus_code_format" CHECK ("shop_skus"."product_code" is null or "shop_skus"."product_code" ~ '^[A-Za-z0-9]+$'),
	CONSTRAINT "shop_skus_low_stock_nonneg" CHECK ("shop_skus"."low_stock_qty" is null or "shop_skus"."low_stock_qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "loss_report_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"report_id" text NOT NULL,
	"batch_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"quantity" numeric(14, 2) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "loss_report_lines_batch" UNIQUE("report_id","batch_id"),
	CONSTRAINT "loss_report_lines_quantity_pos" CHECK ("loss_report_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "loss_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"report_no" text NOT NULL,
	"shop_id" text NOT NULL,
	"created_by" text,
	"created_by_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason_type" text NOT NULL,
	"remark" text,
	"images" text[] DEFAULT '{}' NOT NULL,
	"reject_reason" text,
	"audited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loss_reports_report_no_unique" UNIQUE("report_no"),
	CONSTRAINT "loss_reports_status" CHECK ("loss_reports"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "loss_reports_reason" CHECK ("loss_reports"."reason_type" in ('damaged', 'spoiled', 'expired', 'other'))
);
--> statement-breakpoint
CREATE TABLE "stock_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"batch_no" text NOT NULL,
	"shop_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"quantity" numeric(14, 2) NOT NULL,
	"initial_quantity" numeric(14, 2) NOT NULL,
	"entry_date" date NOT NULL,
	"shelf_life_days" integer NOT NULL,
	"expiry_date" date NOT NULL,
	"inmarket_record_id" text,
	"expiry_alerted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_batches_batch_no_unique" UNIQUE("batch_no"),
	CONSTRAINT "stock_batches_quantity_nonneg" CHECK ("stock_batches"."quantity" >= 0),
	CONSTRAINT "stock_batches_initial_pos" CHECK ("stock_batches"."initial_quantity" > 0),
	CONSTRAINT "stock_batches_shelf_life" CHECK ("stock_batches"."shelf_life_days" between 0 and 3650),
	CONSTRAINT "stock_batches_expiry" CHECK ("stock_batches"."expiry_date" = "stock_batches"."entry_date" + "stock_batches"."shelf_life_days")
);
--> statement-breakpoint
CREATE TABLE "stock_records" (
	"id" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"batch_id" text NOT NULL,
	"kind" text NOT NULL,
	"delta" numeric(14, 2) NOT NULL,
	"quantity_after" numeric(14, 2) NOT NULL,
	"biz_id" text NOT NULL,
	"remark" text,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_records_once" UNIQUE("batch_id","kind","biz_id"),
	CONSTRAINT "stock_records_kind" CHECK ("stock_records"."kind" in ('in', 'sale', 'release', 'loss', 'adjust')),
	CONSTRAINT "stock_records_delta_nonzero" CHECK ("stock_records"."delta" <> 0),
	CONSTRAINT "stock_records_after_nonneg" CHECK ("stock_records"."quantity_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"threshold_fen" bigint DEFAULT 0 NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"total_count" integer NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_batches_amount_pos" CHECK ("coupon_batches"."amount_fen" > 0),
	CONSTRAINT "coupon_batches_threshold_nonneg" CHECK ("coupon_batches"."threshold_fen" >= 0),
	CONSTRAINT "coupon_batches_valid_range" CHECK ("coupon_batches"."valid_to" >= "coupon_batches"."valid_from"),
	CONSTRAINT "coupon_batches_total_pos" CHECK ("coupon_batches"."total_count" > 0)
);
--> statement-breakpoint
CREATE TABLE "coupon_records" (
	"id" text PRIMARY KEY NOT NULL,
	"coupon_id" text NOT NULL,
	"kind" text NOT NULL,
	"from_customer_id" text NOT NULL,
	"to_customer_id" text,
	"amount_fen" bigint NOT NULL,
	"biz_type" text,
	"biz_id" text,
	"biz_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_records_kind" CHECK ("coupon_records"."kind" in ('gift', 'use', 'release')),
	CONSTRAINT "coupon_records_gift_to" CHECK (("coupon_records"."kind" = 'gift') = ("coupon_records"."to_customer_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"coupon_no" text NOT NULL,
	"batch_id" text NOT NULL,
	"holder_id" text NOT NULL,
	"issued_to" text NOT NULL,
	"state" text DEFAULT 'unused' NOT NULL,
	"amount_fen" bigint NOT NULL,
	"threshold_fen" bigint NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"gifted_from" text,
	"gifted_at" timestamp with time zone,
	"used_on" text,
	"used_biz_id" text,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_coupon_no_unique" UNIQUE("coupon_no"),
	CONSTRAINT "coupons_state" CHECK ("coupons"."state" in ('unused', 'used')),
	CONSTRAINT "coupons_used_consistent" CHECK (("coupons"."state" = 'used') = ("coupons"."used_at" is not null and "coupons"."used_biz_id" is not null)),
	CONSTRAINT "coupons_used_on" CHECK ("coupons"."used_on" is null or "coupons"."used_on" in ('order', 'orderRepay', 'bill')),
	CONSTRAINT "coupons_gift_consistent" CHECK (("coupons"."gifted_from" is null) = ("coupons"."gifted_at" is null))
);
--> statement-breakpoint
CREATE TABLE "pay_simulator_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"platform_private_key" text NOT NULL,
	"platform_public_key" text NOT NULL,
	"platform_serial" text NOT NULL,
	"merchant_private_key" text NOT NULL,
	"merchant_public_key" text NOT NULL,
	"merchant_serial" text NOT NULL,
	"api_v3_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_simulator_transactions" (
	"prepay_id" text PRIMARY KEY NOT NULL,
	"pay_no" text NOT NULL,
	"app_id" text NOT NULL,
	"description" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"notify_url" text NOT NULL,
	"trade_state" text DEFAULT 'NOTPAY' NOT NULL,
	"transaction_id" text,
	"refunded_fen" bigint DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_simulator_transactions_pay_no_unique" UNIQUE("pay_no"),
	CONSTRAINT "pay_simulator_transactions_transaction_id_unique" UNIQUE("transaction_id"),
	CONSTRAINT "pay_simulator_transactions_state" CHECK ("pay_simulator_transactions"."trade_state" in ('NOTPAY', 'SUCCESS', 'CLOSED')),
	CONSTRAINT "pay_simulator_transactions_refund" CHECK ("pay_simulator_transactions"."refunded_fen" between 0 and "pay_simulator_transactions"."amount_fen")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" text PRIMARY KEY NOT NULL,
	"pay_no" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"user_id" text,
	"provider" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_txn_id" text,
	"prepay_id" text,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"fail_reason" text,
	"notify_count" integer DEFAULT 0 NOT NULL,
	"auto_refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_pay_no_unique" UNIQUE("pay_no"),
	CONSTRAINT "payments_subject_type" CHECK ("payments"."subject_type" in ('order', 'orderRepay', 'bill')),
	CONSTRAINT "payments_provider" CHECK ("payments"."provider" in ('wechat', 'simulator', 'balance', 'credit')),
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('pending', 'succeeded', 'closed', 'failed')),
	CONSTRAINT "payments_amount_pos" CHECK ("payments"."amount_fen" > 0),
	CONSTRAINT "payments_paid_at" CHECK (("payments"."status" = 'succeeded') = ("payments"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"supplier_id" text NOT NULL,
	"purchaser_id" text NOT NULL,
	"user_id" text,
	"stars" smallint NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"content" text,
	"images" text[] DEFAULT '{}' NOT NULL,
	"anonymous" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluations_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "evaluations_stars" CHECK ("evaluations"."stars" between 1 and 5),
	CONSTRAINT "evaluations_tags" CHECK ("evaluations"."tags" <@ array['货品新鲜', '分量足', '价格公道', '服务热情', '出货快', '包装好', '品质一般', '分量不足']::text[])
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"sku_id" text,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"sku_name" text NOT NULL,
	"category_name" text NOT NULL,
	"unit" text NOT NULL,
	"quantity" numeric(14, 2) NOT NULL,
	"price_fen" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"trace_code" text NOT NULL,
	"batch_id" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_lines_trace_code_unique" UNIQUE("trace_code"),
	CONSTRAINT "order_lines_quantity_pos" CHECK ("order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_price_nonneg" CHECK ("order_lines"."price_fen" >= 0),
	CONSTRAINT "order_lines_amount_nonneg" CHECK ("order_lines"."amount_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"supplier_id" text NOT NULL,
	"purchaser_id" text NOT NULL,
	"created_by" text,
	"supplier_name" text NOT NULL,
	"purchaser_name" text NOT NULL,
	"purchaser_mobile" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"pay_method" text NOT NULL,
	"goods_fen" bigint NOT NULL,
	"discount_fen" bigint DEFAULT 0 NOT NULL,
	"payable_fen" bigint NOT NULL,
	"paid_fen" bigint DEFAULT 0 NOT NULL,
	"refunded_fen" bigint DEFAULT 0 NOT NULL,
	"owed_fen" bigint DEFAULT 0 NOT NULL,
	"coupon_id" text,
	"line_count" integer NOT NULL,
	"first_product_name" text NOT NULL,
	"remark" text,
	"close_reason" text,
	"closed_by" text,
	"settled_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"owed_at" timestamp with time zone,
	"repaid_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"evaluated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('unpaid', 'paid', 'owed', 'repaid', 'completed', 'closed')),
	CONSTRAINT "orders_pay_method" CHECK ("orders"."pay_method" in ('wechat', 'balance', 'credit')),
	CONSTRAINT "orders_goods_nonneg" CHECK ("orders"."goods_fen" >= 0),
	CONSTRAINT "orders_discount_range" CHECK ("orders"."discount_fen" between 0 and "orders"."goods_fen"),
	CONSTRAINT "orders_payable" CHECK ("orders"."payable_fen" = "orders"."goods_fen" - "orders"."discount_fen"),
	CONSTRAINT "orders_paid_range" CHECK ("orders"."paid_fen" between 0 and "orders"."payable_fen"),
	CONSTRAINT "orders_refunded_range" CHECK ("orders"."refunded_fen" between 0 and "orders"."paid_fen"),
	CONSTRAINT "orders_owed_range" CHECK ("orders"."owed_fen" between 0 and "orders"."payable_fen"),
	CONSTRAINT "orders_owed_only_when_owed" CHECK ("orders"."owed_fen" = 0 or "orders"."status" = 'owed'),
	CONSTRAINT "orders_settled_at" CHECK (("orders"."settled_at" is null) = ("orders"."status" in ('unpaid', 'closed')))
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"refund_no" text NOT NULL,
	"order_id" text NOT NULL,
	"supplier_id" text NOT NULL,
	"purchaser_id" text NOT NULL,
	"user_id" text,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_fen" bigint NOT NULL,
	"reason" text NOT NULL,
	"description" text,
	"images" text[] DEFAULT '{}' NOT NULL,
	"reject_reason" text,
	"audited_by" text,
	"audited_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"payment_id" text,
	"refund_provider" text,
	"provider_refund_id" text,
	"refunded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_refund_no_unique" UNIQUE("refund_no"),
	CONSTRAINT "refunds_kind" CHECK ("refunds"."kind" in ('refundOnly', 'returnRefund')),
	CONSTRAINT "refunds_status" CHECK ("refunds"."status" in ('pending', 'approved', 'rejected', 'refunded', 'cancelled')),
	CONSTRAINT "refunds_amount_pos" CHECK ("refunds"."amount_fen" > 0),
	CONSTRAINT "refunds_provider" CHECK ("refunds"."refund_provider" is null or "refunds"."refund_provider" in ('wechat', 'simulator', 'balance', 'credit')),
	CONSTRAINT "refunds_rejected_reason" CHECK ("refunds"."status" <> 'rejected' or "refunds"."reject_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "credit_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_id" text NOT NULL,
	"purchaser_id" text NOT NULL,
	"limit_fen" bigint NOT NULL,
	"used_fen" bigint DEFAULT 0 NOT NULL,
	"due_day" integer DEFAULT 10 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_accounts_pair" UNIQUE("supplier_id","purchaser_id"),
	CONSTRAINT "credit_accounts_limit_nonneg" CHECK ("credit_accounts"."limit_fen" >= 0),
	CONSTRAINT "credit_accounts_used_range" CHECK ("credit_accounts"."used_fen" between 0 and "credit_accounts"."limit_fen"),
	CONSTRAINT "credit_accounts_due_day" CHECK ("credit_accounts"."due_day" between 1 and 28)
);
--> statement-breakpoint
CREATE TABLE "credit_bill_periods" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"period" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"due_date" date NOT NULL,
	"owed_fen" bigint DEFAULT 0 NOT NULL,
	"repaid_fen" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_bill_periods_month" UNIQUE("account_id","period"),
	CONSTRAINT "credit_bill_periods_amounts" CHECK ("credit_bill_periods"."repaid_fen" between 0 and "credit_bill_periods"."owed_fen")
);
--> statement-breakpoint
CREATE TABLE "credit_records" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"kind" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"used_after_fen" bigint NOT NULL,
	"order_id" text NOT NULL,
	"period_id" text NOT NULL,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_records_once" UNIQUE("kind","order_id"),
	CONSTRAINT "credit_records_kind" CHECK ("credit_records"."kind" in ('use', 'repay')),
	CONSTRAINT "credit_records_amount_pos" CHECK ("credit_records"."amount_fen" > 0),
	CONSTRAINT "credit_records_after_nonneg" CHECK ("credit_records"."used_after_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "predeposit_accounts" (
	"customer_id" text PRIMARY KEY NOT NULL,
	"balance_fen" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "predeposit_accounts_balance_nonneg" CHECK ("predeposit_accounts"."balance_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "predeposit_records" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"direction" text NOT NULL,
	"biz_type" text NOT NULL,
	"amount_fen" bigint NOT NULL,
	"balance_after_fen" bigint NOT NULL,
	"biz_id" text,
	"biz_no" text,
	"remark" text,
	"user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "predeposit_records_direction" CHECK ("predeposit_records"."direction" in ('in', 'out', 'refund')),
	CONSTRAINT "predeposit_records_biz_type" CHECK ("predeposit_records"."biz_type" in ('topup', 'orderPay', 'orderRepay', 'billPay', 'orderRefund', 'adjust')),
	CONSTRAINT "predeposit_records_amount_pos" CHECK ("predeposit_records"."amount_fen" > 0),
	CONSTRAINT "predeposit_records_after_nonneg" CHECK ("predeposit_records"."balance_after_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bill_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"bill_id" text NOT NULL,
	"name" text NOT NULL,
	"quantity" numeric(14, 2),
	"unit" text,
	"unit_price_fen" bigint,
	"amount_fen" bigint NOT NULL,
	"remark" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bill_lines_amount_nonneg" CHECK ("bill_lines"."amount_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" text PRIMARY KEY NOT NULL,
	"bill_no" text NOT NULL,
	"customer_id" text NOT NULL,
	"title" text NOT NULL,
	"bill_type" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"due_date" date NOT NULL,
	"amount_fen" bigint NOT NULL,
	"discount_fen" bigint DEFAULT 0 NOT NULL,
	"coupon_id" text,
	"paid_fen" bigint DEFAULT 0 NOT NULL,
	"pay_status" text DEFAULT 'unpaid' NOT NULL,
	"remark" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bills_bill_no_unique" UNIQUE("bill_no"),
	CONSTRAINT "bills_type" CHECK ("bills"."bill_type" in ('rent', 'property', 'water', 'electricity', 'other')),
	CONSTRAINT "bills_pay_status" CHECK ("bills"."pay_status" in ('unpaid', 'partial', 'paid', 'refunded')),
	CONSTRAINT "bills_amount_pos" CHECK ("bills"."amount_fen" > 0),
	CONSTRAINT "bills_paid_range" CHECK ("bills"."paid_fen" >= 0 and "bills"."discount_fen" >= 0 and "bills"."paid_fen" + "bills"."discount_fen" <= "bills"."amount_fen"),
	CONSTRAINT "bills_period_range" CHECK ("bills"."period_end" >= "bills"."period_start"),
	CONSTRAINT "bills_status_matches" CHECK ("bills"."pay_status" = 'refunded' or "bills"."pay_status" = case when "bills"."paid_fen" + "bills"."discount_fen" = "bills"."amount_fen" then 'paid' when "bills"."paid_fen" > 0 then 'partial' else 'unpaid' end)
);
--> statement-breakpoint
CREATE TABLE "subscribe_sends" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"open_id" text,
	"template_key" text NOT NULL,
	"template_id" text NOT NULL,
	"page" text NOT NULL,
	"data" jsonb NOT NULL,
	"status" text NOT NULL,
	"errcode" integer,
	"errmsg" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_modules" ADD COLUMN "group_name" text DEFAULT '通用' NOT NULL;--> statement-breakpoint
ALTER TABLE "electronic_scales" ADD CONSTRAINT "electronic_scales_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchaser_profiles" ADD CONSTRAINT "purchaser_profiles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_sync_records" ADD CONSTRAINT "scale_sync_records_scale_id_electronic_scales_id_fk" FOREIGN KEY ("scale_id") REFERENCES "public"."electronic_scales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scale_sync_records" ADD CONSTRAINT "scale_sync_records_shop_id_customers_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_profiles" ADD CONSTRAINT "shop_profiles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_profiles" ADD CONSTRAINT "shop_profiles_booth_asset_id_assets_id_fk" FOREIGN KEY ("booth_asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_skus" ADD CONSTRAINT "shop_skus_shop_id_customers_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_skus" ADD CONSTRAINT "shop_skus_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_skus" ADD CONSTRAINT "shop_skus_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loss_report_lines" ADD CONSTRAINT "loss_report_lines_report_id_loss_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."loss_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loss_report_lines" ADD CONSTRAINT "loss_report_lines_batch_id_stock_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."stock_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loss_report_lines" ADD CONSTRAINT "loss_report_lines_sku_id_shop_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."shop_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loss_reports" ADD CONSTRAINT "loss_reports_shop_id_customers_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loss_reports" ADD CONSTRAINT "loss_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_shop_id_customers_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_sku_id_shop_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."shop_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD CONSTRAINT "stock_batches_inmarket_record_id_inmarket_records_id_fk" FOREIGN KEY ("inmarket_record_id") REFERENCES "public"."inmarket_records"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_records" ADD CONSTRAINT "stock_records_shop_id_customers_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_records" ADD CONSTRAINT "stock_records_sku_id_shop_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."shop_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_records" ADD CONSTRAINT "stock_records_batch_id_stock_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."stock_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_records" ADD CONSTRAINT "stock_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_records" ADD CONSTRAINT "coupon_records_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_records" ADD CONSTRAINT "coupon_records_from_customer_id_customers_id_fk" FOREIGN KEY ("from_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_records" ADD CONSTRAINT "coupon_records_to_customer_id_customers_id_fk" FOREIGN KEY ("to_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_batch_id_coupon_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."coupon_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_holder_id_customers_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_issued_to_customers_id_fk" FOREIGN KEY ("issued_to") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_gifted_from_customers_id_fk" FOREIGN KEY ("gifted_from") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_supplier_id_customers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_purchaser_id_customers_id_fk" FOREIGN KEY ("purchaser_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_sku_id_shop_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."shop_skus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_batch_id_stock_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."stock_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_supplier_id_customers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_purchaser_id_customers_id_fk" FOREIGN KEY ("purchaser_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_supplier_id_customers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_purchaser_id_customers_id_fk" FOREIGN KEY ("purchaser_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_audited_by_users_id_fk" FOREIGN KEY ("audited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_supplier_id_customers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_purchaser_id_customers_id_fk" FOREIGN KEY ("purchaser_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_bill_periods" ADD CONSTRAINT "credit_bill_periods_account_id_credit_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."credit_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_records" ADD CONSTRAINT "credit_records_account_id_credit_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."credit_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_records" ADD CONSTRAINT "credit_records_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_records" ADD CONSTRAINT "credit_records_period_id_credit_bill_periods_id_fk" FOREIGN KEY ("period_id") REFERENCES "public"."credit_bill_periods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_records" ADD CONSTRAINT "credit_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predeposit_accounts" ADD CONSTRAINT "predeposit_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predeposit_records" ADD CONSTRAINT "predeposit_records_customer_id_predeposit_accounts_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."predeposit_accounts"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predeposit_records" ADD CONSTRAINT "predeposit_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_bill_id_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscribe_sends" ADD CONSTRAINT "subscribe_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "electronic_scales_customer_idx" ON "electronic_scales" USING btree ("customer_id","state","bound_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "shop_skus_code_unique" ON "shop_skus" USING btree ("shop_id","product_code") WHERE "shop_skus"."deleted_at" is null and "shop_skus"."product_code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "shop_skus_plu_unique" ON "shop_skus" USING btree ("shop_id","plu_code") WHERE "shop_skus"."deleted_at" is null and "shop_skus"."plu_code" is not null;--> statement-breakpoint
CREATE INDEX "shop_skus_shelf_idx" ON "shop_skus" USING btree ("shop_id","sort_order","id") WHERE "shop_skus"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "shop_skus_category_idx" ON "shop_skus" USING btree ("shop_id","category_id") WHERE "shop_skus"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "shop_skus_product_idx" ON "shop_skus" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "loss_report_lines_batch_idx" ON "loss_report_lines" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "loss_reports_shop_idx" ON "loss_reports" USING btree ("shop_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "loss_reports_shop_status_idx" ON "loss_reports" USING btree ("shop_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_batches_sku_idx" ON "stock_batches" USING btree ("sku_id","expiry_date","id");--> statement-breakpoint
CREATE INDEX "stock_batches_shop_expiry_idx" ON "stock_batches" USING btree ("shop_id","expiry_date") WHERE "stock_batches"."quantity" > 0;--> statement-breakpoint
CREATE INDEX "stock_records_shop_idx" ON "stock_records" USING btree ("shop_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_records_batch_idx" ON "stock_records" USING btree ("batch_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_records_biz_idx" ON "stock_records" USING btree ("biz_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_records_gift_once" ON "coupon_records" USING btree ("coupon_id") WHERE "coupon_records"."kind" = 'gift';--> statement-breakpoint
CREATE INDEX "coupon_records_from_idx" ON "coupon_records" USING btree ("from_customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coupon_records_to_idx" ON "coupon_records" USING btree ("to_customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coupon_records_coupon_idx" ON "coupon_records" USING btree ("coupon_id","created_at");--> statement-breakpoint
CREATE INDEX "coupons_holder_idx" ON "coupons" USING btree ("holder_id","state","valid_to");--> statement-breakpoint
CREATE INDEX "coupons_batch_idx" ON "coupons" USING btree ("batch_id","holder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending" ON "payments" USING btree ("subject_type","subject_id") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_txn" ON "payments" USING btree ("provider","provider_txn_id") WHERE "payments"."provider_txn_id" is not null;--> statement-breakpoint
CREATE INDEX "payments_subject_idx" ON "payments" USING btree ("subject_type","subject_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_customer_idx" ON "payments" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "evaluations_supplier_idx" ON "evaluations" USING btree ("supplier_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "evaluations_supplier_stars_idx" ON "evaluations" USING btree ("supplier_id","stars","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "evaluations_purchaser_idx" ON "evaluations" USING btree ("purchaser_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","sort");--> statement-breakpoint
CREATE INDEX "orders_supplier_idx" ON "orders" USING btree ("supplier_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_supplier_status_idx" ON "orders" USING btree ("supplier_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_purchaser_idx" ON "orders" USING btree ("purchaser_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_purchaser_status_idx" ON "orders" USING btree ("purchaser_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_purchaser_unrated_idx" ON "orders" USING btree ("purchaser_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "orders"."status" = 'completed' and "orders"."evaluated_at" is null;--> statement-breakpoint
CREATE INDEX "orders_supplier_settled_idx" ON "orders" USING btree ("supplier_id","settled_at") WHERE "orders"."settled_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_purchaser_settled_idx" ON "orders" USING btree ("purchaser_id","settled_at") WHERE "orders"."settled_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_no_prefix_idx" ON "orders" USING btree ("order_no" text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_open" ON "refunds" USING btree ("order_id") WHERE "refunds"."status" in ('pending', 'approved');--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_provider_refund" ON "refunds" USING btree ("provider_refund_id") WHERE "refunds"."provider_refund_id" is not null;--> statement-breakpoint
CREATE INDEX "refunds_supplier_idx" ON "refunds" USING btree ("supplier_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "refunds_supplier_status_idx" ON "refunds" USING btree ("supplier_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "refunds_purchaser_idx" ON "refunds" USING btree ("purchaser_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "refunds_purchaser_status_idx" ON "refunds" USING btree ("purchaser_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_accounts_purchaser_idx" ON "credit_accounts" USING btree ("purchaser_id");--> statement-breakpoint
CREATE INDEX "credit_bill_periods_due_idx" ON "credit_bill_periods" USING btree ("account_id","due_date");--> statement-breakpoint
CREATE INDEX "credit_records_account_idx" ON "credit_records" USING btree ("account_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "predeposit_records_once" ON "predeposit_records" USING btree ("biz_type","biz_id","direction") WHERE "predeposit_records"."biz_id" is not null;--> statement-breakpoint
CREATE INDEX "predeposit_records_customer_idx" ON "predeposit_records" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "predeposit_records_direction_idx" ON "predeposit_records" USING btree ("customer_id","direction");--> statement-breakpoint
CREATE INDEX "bill_lines_bill_idx" ON "bill_lines" USING btree ("bill_id","sort");--> statement-breakpoint
CREATE INDEX "bills_customer_idx" ON "bills" USING btree ("customer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "bills_customer_status_idx" ON "bills" USING btree ("customer_id","pay_status","due_date");--> statement-breakpoint
CREATE INDEX "subscribe_sends_user_idx" ON "subscribe_sends" USING btree ("user_id","created_at" DESC NULLS LAST);