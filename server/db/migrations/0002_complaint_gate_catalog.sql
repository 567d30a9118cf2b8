CREATE TABLE "product_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_id" text DEFAULT '0' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category_id" text NOT NULL,
	"unit" text NOT NULL,
	"spec" text,
	"price" numeric(10, 2),
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_visits" (
	"id" text PRIMARY KEY NOT NULL,
	"complaint_id" text NOT NULL,
	"content" text NOT NULL,
	"visitor_id" text,
	"visitor_name" text NOT NULL,
	"visit_time" timestamp with time zone DEFAULT now() NOT NULL,
	"satisfaction" integer,
	CONSTRAINT "complaint_visits_complaint_id_unique" UNIQUE("complaint_id")
);
--> statement-breakpoint
CREATE TABLE "complaints" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"complaint_type" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"images" text[] DEFAULT '{}' NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"target_name" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inmarket_goods" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"category_name" text NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"unit" text NOT NULL,
	"weight" numeric(12, 2) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"record_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inmarket_records" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"prefill_id" text,
	"prefill_order_no" text,
	"plate_number" text NOT NULL,
	"vehicle_type_name" text NOT NULL,
	"driver_name" text,
	"gate_name" text NOT NULL,
	"entry_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prefill_goods" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"category_name" text NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"unit" text NOT NULL,
	"weight" numeric(12, 2) NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"order_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prefill_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"customer_id" text NOT NULL,
	"user_id" text,
	"plate_number" text NOT NULL,
	"vehicle_type_id" text NOT NULL,
	"driver_name" text NOT NULL,
	"driver_phone" text NOT NULL,
	"expected_time" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"reject_reason" text,
	"entry_time" timestamp with time zone,
	"remark" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prefill_orders_order_no_unique" UNIQUE("order_no")
);
--> statement-breakpoint
CREATE TABLE "vehicle_types" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vehicle_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_visits" ADD CONSTRAINT "complaint_visits_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_visits" ADD CONSTRAINT "complaint_visits_visitor_id_users_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inmarket_goods" ADD CONSTRAINT "inmarket_goods_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inmarket_goods" ADD CONSTRAINT "inmarket_goods_record_id_inmarket_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."inmarket_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inmarket_records" ADD CONSTRAINT "inmarket_records_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inmarket_records" ADD CONSTRAINT "inmarket_records_prefill_id_prefill_orders_id_fk" FOREIGN KEY ("prefill_id") REFERENCES "public"."prefill_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prefill_goods" ADD CONSTRAINT "prefill_goods_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prefill_goods" ADD CONSTRAINT "prefill_goods_order_id_prefill_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."prefill_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prefill_orders" ADD CONSTRAINT "prefill_orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prefill_orders" ADD CONSTRAINT "prefill_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prefill_orders" ADD CONSTRAINT "prefill_orders_vehicle_type_id_vehicle_types_id_fk" FOREIGN KEY ("vehicle_type_id") REFERENCES "public"."vehicle_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_categories_parent_idx" ON "product_categories" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","sort");--> statement-breakpoint
CREATE INDEX "complaints_user_idx" ON "complaints" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "inmarket_goods_record_idx" ON "inmarket_goods" USING btree ("record_id");--> statement-breakpoint
CREATE INDEX "inmarket_records_customer_idx" ON "inmarket_records" USING btree ("customer_id","entry_time");--> statement-breakpoint
CREATE INDEX "prefill_goods_order_idx" ON "prefill_goods" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "prefill_orders_customer_idx" ON "prefill_orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "prefill_orders_plate_idx" ON "prefill_orders" USING btree ("plate_number","status");