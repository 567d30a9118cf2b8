CREATE TABLE "outmarket_applications" (
	"id" text PRIMARY KEY NOT NULL,
	"apply_no" text NOT NULL,
	"record_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"user_id" text,
	"status" text DEFAULT 'submitted' NOT NULL,
	"pay_mode" text NOT NULL,
	"fee_at_apply_fen" bigint NOT NULL,
	"remark" text,
	"reject_reason" text,
	"audited_by" text,
	"audited_at" timestamp with time zone,
	"exited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outmarket_applications_apply_no_unique" UNIQUE("apply_no"),
	CONSTRAINT "outmarket_applications_status" CHECK ("outmarket_applications"."status" in ('submitted', 'approved', 'rejected', 'exited')),
	CONSTRAINT "outmarket_applications_pay_mode" CHECK ("outmarket_applications"."pay_mode" in ('online', 'gate')),
	CONSTRAINT "outmarket_applications_fee_nonneg" CHECK ("outmarket_applications"."fee_at_apply_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "outmarket_goods" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"goods_id" text NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"weight" numeric(12, 2) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "outmarket_goods_quantity_pos" CHECK ("outmarket_goods"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "parking_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"charge_no" text NOT NULL,
	"record_id" text NOT NULL,
	"plate_number" text NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_fen" bigint NOT NULL,
	"base_paid_fen" bigint NOT NULL,
	"covers_until" timestamp with time zone NOT NULL,
	"collected_by" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parking_charges_charge_no_unique" UNIQUE("charge_no"),
	CONSTRAINT "parking_charges_channel" CHECK ("parking_charges"."channel" in ('online', 'gate')),
	CONSTRAINT "parking_charges_status" CHECK ("parking_charges"."status" in ('pending', 'paid', 'closed')),
	CONSTRAINT "parking_charges_amount_pos" CHECK ("parking_charges"."amount_fen" > 0),
	CONSTRAINT "parking_charges_paid_at" CHECK (("parking_charges"."status" = 'paid') = ("parking_charges"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"plate_number" text NOT NULL,
	"vehicle_type_id" text NOT NULL,
	"driver_name" text NOT NULL,
	"driver_phone" text,
	"status" text DEFAULT 'active' NOT NULL,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_status" CHECK ("vehicles"."status" in ('active', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "detect_items" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"name" text NOT NULL,
	"standard" text NOT NULL,
	"method" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "detection_products" (
	"id" text PRIMARY KEY NOT NULL,
	"detection_id" text NOT NULL,
	"record_id" text NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"category_name" text NOT NULL,
	"origin" text,
	"result" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "detection_products_result" CHECK ("detection_products"."result" is null or "detection_products"."result" in ('pass', 'fail'))
);
--> statement-breakpoint
CREATE TABLE "detection_results" (
	"id" text PRIMARY KEY NOT NULL,
	"detection_id" text NOT NULL,
	"product_row_id" text NOT NULL,
	"item_id" text NOT NULL,
	"item_name" text NOT NULL,
	"standard" text NOT NULL,
	"method" text NOT NULL,
	"result" text,
	"value" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "detection_results_result" CHECK ("detection_results"."result" is null or "detection_results"."result" in ('pass', 'fail'))
);
--> statement-breakpoint
CREATE TABLE "detection_vouchers" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"voucher_type" text NOT NULL,
	"voucher_no" text NOT NULL,
	"issuer" text NOT NULL,
	"issued_date" date NOT NULL,
	"valid_to" date NOT NULL,
	"product_ids" text[] DEFAULT '{}' NOT NULL,
	"file" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "detection_vouchers_dates" CHECK ("detection_vouchers"."valid_to" >= "detection_vouchers"."issued_date")
);
--> statement-breakpoint
CREATE TABLE "detections" (
	"id" text PRIMARY KEY NOT NULL,
	"detection_no" text NOT NULL,
	"customer_id" text NOT NULL,
	"user_id" text,
	"record_id" text NOT NULL,
	"voucher_id" text,
	"status" text DEFAULT 'submitted' NOT NULL,
	"result" text,
	"remark" text,
	"report_file" text,
	"report_key" text,
	"tested_by" text,
	"tested_by_name" text,
	"tested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "detections_detection_no_unique" UNIQUE("detection_no"),
	CONSTRAINT "detections_report_key_unique" UNIQUE("report_key"),
	CONSTRAINT "detections_status" CHECK ("detections"."status" in ('submitted', 'tested')),
	CONSTRAINT "detections_result" CHECK ("detections"."result" is null or "detections"."result" in ('pass', 'fail')),
	CONSTRAINT "detections_tested" CHECK (("detections"."status" = 'tested') = ("detections"."result" is not null and "detections"."tested_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "sale_ticket_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"ticket_id" text NOT NULL,
	"sku_id" text NOT NULL,
	"product_name" text NOT NULL,
	"sku_name" text NOT NULL,
	"unit" text NOT NULL,
	"quantity" numeric(14, 2) NOT NULL,
	"price_fen" bigint NOT NULL,
	"amount_fen" bigint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sale_ticket_lines_quantity_pos" CHECK ("sale_ticket_lines"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "sale_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"shop_id" text NOT NULL,
	"created_by" text,
	"purchaser_id" text,
	"scale_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"goods_fen" bigint NOT NULL,
	"remark" text,
	"expires_at" timestamp with time zone NOT NULL,
	"order_id" text,
	"buyer_id" text,
	"claimed_by" text,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_tickets_code_unique" UNIQUE("code"),
	CONSTRAINT "sale_tickets_status" CHECK ("sale_tickets"."status" in ('open', 'claimed', 'cancelled')),
	CONSTRAINT "sale_tickets_claimed" CHECK (("sale_tickets"."status" = 'claimed') = ("sale_tickets"."order_id" is not null and "sale_tickets"."buyer_id" is not null)),
	CONSTRAINT "sale_tickets_goods_pos" CHECK ("sale_tickets"."goods_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "coupons" DROP CONSTRAINT "coupons_used_on";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_subject_type";--> statement-breakpoint
ALTER TABLE "inmarket_records" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_logo_conf" ADD COLUMN "open_hours" text;--> statement-breakpoint
ALTER TABLE "inmarket_goods" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "inmarket_records" ADD COLUMN "kind" text DEFAULT 'merchant' NOT NULL;--> statement-breakpoint
ALTER TABLE "inmarket_records" ADD COLUMN "vehicle_id" text;--> statement-breakpoint
ALTER TABLE "inmarket_records" ADD COLUMN "driver_phone" text;--> statement-breakpoint
ALTER TABLE "inmarket_records" ADD COLUMN "gross_weight" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "inmarket_records" ADD COLUMN "tare_weight" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "inmarket_records" ADD COLUMN "weighed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inmarket_records" ADD COLUMN "parking_paid_fen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inmarket_records" ADD COLUMN "parking_paid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inmarket_records" ADD COLUMN "exit_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inmarket_records" ADD COLUMN "exit_gate_name" text;--> statement-breakpoint
ALTER TABLE "prefill_goods" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "stock_batches" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "outmarket_applications" ADD CONSTRAINT "outmarket_applications_record_id_inmarket_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."inmarket_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outmarket_applications" ADD CONSTRAINT "outmarket_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outmarket_applications" ADD CONSTRAINT "outmarket_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outmarket_applications" ADD CONSTRAINT "outmarket_applications_audited_by_users_id_fk" FOREIGN KEY ("audited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outmarket_goods" ADD CONSTRAINT "outmarket_goods_application_id_outmarket_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."outmarket_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outmarket_goods" ADD CONSTRAINT "outmarket_goods_goods_id_inmarket_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."inmarket_goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_charges" ADD CONSTRAINT "parking_charges_record_id_inmarket_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."inmarket_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parking_charges" ADD CONSTRAINT "parking_charges_collected_by_users_id_fk" FOREIGN KEY ("collected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detect_items" ADD CONSTRAINT "detect_items_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detection_products" ADD CONSTRAINT "detection_products_detection_id_detections_id_fk" FOREIGN KEY ("detection_id") REFERENCES "public"."detections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detection_products" ADD CONSTRAINT "detection_products_record_id_inmarket_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."inmarket_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detection_products" ADD CONSTRAINT "detection_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detection_results" ADD CONSTRAINT "detection_results_detection_id_detections_id_fk" FOREIGN KEY ("detection_id") REFERENCES "public"."detections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detection_results" ADD CONSTRAINT "detection_results_product_row_id_detection_products_id_fk" FOREIGN KEY ("product_row_id") REFERENCES "public"."detection_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detection_results" ADD CONSTRAINT "detection_results_item_id_detect_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."detect_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detection_vouchers" ADD CONSTRAINT "detection_vouchers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detections" ADD CONSTRAINT "detections_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detections" ADD CONSTRAINT "detections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detections" ADD CONSTRAINT "detections_record_id_inmarket_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."inmarket_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detections" ADD CONSTRAINT "detections_voucher_id_detection_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."detection_vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "detections" ADD CONSTRAINT "detections_tested_by_users_id_fk" FOREIGN KEY ("tested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_ticket_lines" ADD CONSTRAINT "sale_ticket_lines_ticket_id_sale_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."sale_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_ticket_lines" ADD CONSTRAINT "sale_ticket_lines_sku_id_shop_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."shop_skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_tickets" ADD CONSTRAINT "sale_tickets_shop_id_customers_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_tickets" ADD CONSTRAINT "sale_tickets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_tickets" ADD CONSTRAINT "sale_tickets_purchaser_id_customers_id_fk" FOREIGN KEY ("purchaser_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_tickets" ADD CONSTRAINT "sale_tickets_scale_id_electronic_scales_id_fk" FOREIGN KEY ("scale_id") REFERENCES "public"."electronic_scales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_tickets" ADD CONSTRAINT "sale_tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_tickets" ADD CONSTRAINT "sale_tickets_buyer_id_customers_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_tickets" ADD CONSTRAINT "sale_tickets_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outmarket_applications_open_key" ON "outmarket_applications" USING btree ("record_id") WHERE "outmarket_applications"."status" in ('submitted', 'approved');--> statement-breakpoint
CREATE INDEX "outmarket_applications_customer_list_idx" ON "outmarket_applications" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "outmarket_applications_customer_status_idx" ON "outmarket_applications" USING btree ("customer_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "outmarket_applications_status_list_idx" ON "outmarket_applications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "outmarket_applications_list_idx" ON "outmarket_applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "outmarket_applications_record_idx" ON "outmarket_applications" USING btree ("record_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outmarket_goods_line_key" ON "outmarket_goods" USING btree ("application_id","goods_id");--> statement-breakpoint
CREATE INDEX "outmarket_goods_application_idx" ON "outmarket_goods" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parking_charges_one_pending" ON "parking_charges" USING btree ("record_id") WHERE "parking_charges"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "parking_charges_record_idx" ON "parking_charges" USING btree ("record_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_active_plate_key" ON "vehicles" USING btree ("plate_number") WHERE "vehicles"."status" = 'active';--> statement-breakpoint
CREATE INDEX "vehicles_customer_list_idx" ON "vehicles" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "detect_items_category_idx" ON "detect_items" USING btree ("category_id","sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "detection_products_record_product_key" ON "detection_products" USING btree ("record_id","product_id");--> statement-breakpoint
CREATE INDEX "detection_products_detection_idx" ON "detection_products" USING btree ("detection_id");--> statement-breakpoint
CREATE UNIQUE INDEX "detection_results_item_key" ON "detection_results" USING btree ("product_row_id","item_id");--> statement-breakpoint
CREATE INDEX "detection_results_detection_idx" ON "detection_results" USING btree ("detection_id");--> statement-breakpoint
CREATE INDEX "detection_vouchers_customer_idx" ON "detection_vouchers" USING btree ("customer_id","valid_to");--> statement-breakpoint
CREATE INDEX "detections_customer_list_idx" ON "detections" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "detections_customer_status_idx" ON "detections" USING btree ("customer_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "detections_status_list_idx" ON "detections" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "detections_list_idx" ON "detections" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "detections_record_idx" ON "detections" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "sale_ticket_lines_ticket_idx" ON "sale_ticket_lines" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "sale_tickets_shop_list_idx" ON "sale_tickets" USING btree ("shop_id","created_at","id");--> statement-breakpoint
CREATE INDEX "sale_tickets_shop_status_idx" ON "sale_tickets" USING btree ("shop_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "sale_tickets_buyer_list_idx" ON "sale_tickets" USING btree ("buyer_id","created_at","id");--> statement-breakpoint
ALTER TABLE "inmarket_records" ADD CONSTRAINT "inmarket_records_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inmarket_records_inside_plate_key" ON "inmarket_records" USING btree ("plate_number") WHERE "inmarket_records"."exit_time" is null;--> statement-breakpoint
CREATE INDEX "inmarket_records_inside_idx" ON "inmarket_records" USING btree ("entry_time","id") WHERE "inmarket_records"."exit_time" is null;--> statement-breakpoint
CREATE INDEX "inmarket_records_inside_kind_idx" ON "inmarket_records" USING btree ("kind","entry_time","id") WHERE "inmarket_records"."exit_time" is null;--> statement-breakpoint
CREATE INDEX "inmarket_records_vehicle_idx" ON "inmarket_records" USING btree ("vehicle_id","entry_time");--> statement-breakpoint
CREATE INDEX "prefill_orders_status_list_idx" ON "prefill_orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "prefill_orders_list_idx" ON "prefill_orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "loss_reports_status_list_idx" ON "loss_reports" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "loss_reports_list_idx" ON "loss_reports" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "inmarket_records" ADD CONSTRAINT "inmarket_records_kind" CHECK ("inmarket_records"."kind" in ('merchant', 'registered', 'visitor'));--> statement-breakpoint
ALTER TABLE "inmarket_records" ADD CONSTRAINT "inmarket_records_weights" CHECK ("inmarket_records"."tare_weight" is null or ("inmarket_records"."gross_weight" is not null and "inmarket_records"."tare_weight" between 0 and "inmarket_records"."gross_weight"));--> statement-breakpoint
ALTER TABLE "inmarket_records" ADD CONSTRAINT "inmarket_records_paid_nonneg" CHECK ("inmarket_records"."parking_paid_fen" >= 0);--> statement-breakpoint
ALTER TABLE "inmarket_records" ADD CONSTRAINT "inmarket_records_exit_after_entry" CHECK ("inmarket_records"."exit_time" is null or "inmarket_records"."exit_time" >= "inmarket_records"."entry_time");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_used_on" CHECK ("coupons"."used_on" is null or "coupons"."used_on" in ('order', 'orderRepay', 'bill', 'parking'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_subject_type" CHECK ("payments"."subject_type" in ('order', 'orderRepay', 'bill', 'parking'));