CREATE TABLE "id_code_batches" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "id_code_batches_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_provider";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_pay_method";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_provider";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "purchaser_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "purchaser_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "electronic_scales" ADD COLUMN "key_hash" text;--> statement-breakpoint
ALTER TABLE "electronic_scales" ADD COLUMN "key_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "walk_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_tickets" ADD COLUMN "scale_ticket_no" text;--> statement-breakpoint
ALTER TABLE "sale_tickets" ADD COLUMN "weighed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "id_code_batches_user_idx" ON "id_code_batches" USING btree ("user_id","seq");--> statement-breakpoint
CREATE INDEX "id_code_batches_expires_idx" ON "id_code_batches" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_tickets_scale_ticket_unique" ON "sale_tickets" USING btree ("scale_id","scale_ticket_no") WHERE "sale_tickets"."scale_ticket_no" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payer" CHECK ("payments"."customer_id" is not null or ("payments"."provider" = 'cash' and "payments"."subject_type" = 'order'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider" CHECK ("payments"."provider" in ('wechat', 'simulator', 'balance', 'credit', 'cash'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_walk_in_cash" CHECK (case when "orders"."walk_in" then "orders"."pay_method" = 'cash' and "orders"."purchaser_id" is null else "orders"."purchaser_id" is not null end);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pay_method" CHECK ("orders"."pay_method" in ('wechat', 'balance', 'credit', 'cash'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_purchaser" CHECK ("refunds"."purchaser_id" is not null or "refunds"."refund_provider" = 'cash');--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_provider" CHECK ("refunds"."refund_provider" is null or "refunds"."refund_provider" in ('wechat', 'simulator', 'balance', 'credit', 'cash'));--> statement-breakpoint
ALTER TABLE "sale_tickets" ADD CONSTRAINT "sale_tickets_scale_ticket" CHECK ("sale_tickets"."scale_ticket_no" is null or "sale_tickets"."scale_id" is not null);