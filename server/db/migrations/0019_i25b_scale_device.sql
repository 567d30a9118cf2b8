ALTER TABLE "electronic_scales" ADD COLUMN "key_hash" text;--> statement-breakpoint
ALTER TABLE "electronic_scales" ADD COLUMN "key_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sale_tickets" ADD COLUMN "scale_ticket_no" text;--> statement-breakpoint
ALTER TABLE "sale_tickets" ADD COLUMN "weighed_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_tickets_scale_ticket_unique" ON "sale_tickets" USING btree ("scale_id","scale_ticket_no") WHERE "sale_tickets"."scale_ticket_no" is not null;--> statement-breakpoint
ALTER TABLE "sale_tickets" ADD CONSTRAINT "sale_tickets_scale_ticket" CHECK ("sale_tickets"."scale_ticket_no" is null or "sale_tickets"."scale_id" is not null);