ALTER TABLE "payments" DROP CONSTRAINT "payments_provider";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_pay_method";--> statement-breakpoint
ALTER TABLE "refunds" DROP CONSTRAINT "refunds_provider";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "customer_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "purchaser_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ALTER COLUMN "purchaser_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "walk_in" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payer" CHECK ("payments"."customer_id" is not null or ("payments"."provider" = 'cash' and "payments"."subject_type" = 'order'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider" CHECK ("payments"."provider" in ('wechat', 'simulator', 'balance', 'credit', 'cash'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_walk_in_cash" CHECK (case when "orders"."walk_in" then "orders"."pay_method" = 'cash' and "orders"."purchaser_id" is null else "orders"."purchaser_id" is not null end);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pay_method" CHECK ("orders"."pay_method" in ('wechat', 'balance', 'credit', 'cash'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_purchaser" CHECK ("refunds"."purchaser_id" is not null or "refunds"."refund_provider" = 'cash');--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_provider" CHECK ("refunds"."refund_provider" is null or "refunds"."refund_provider" in ('wechat', 'simulator', 'balance', 'credit', 'cash'));