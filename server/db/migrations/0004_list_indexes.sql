CREATE TABLE "unread_message_counts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_customer_idx";--> statement-breakpoint
DROP INDEX "sys_roles_customer_idx";--> statement-breakpoint
DROP INDEX "messages_user_idx";--> statement-breakpoint
DROP INDEX "assets_customer_idx";--> statement-breakpoint
DROP INDEX "assets_state_idx";--> statement-breakpoint
DROP INDEX "knowledge_articles_published_idx";--> statement-breakpoint
DROP INDEX "exams_train_idx";--> statement-breakpoint
DROP INDEX "product_categories_parent_idx";--> statement-breakpoint
DROP INDEX "products_category_idx";--> statement-breakpoint
DROP INDEX "complaints_user_idx";--> statement-breakpoint
DROP INDEX "inmarket_records_customer_idx";--> statement-breakpoint
DROP INDEX "prefill_orders_customer_idx";--> statement-breakpoint
ALTER TABLE "unread_message_counts" ADD CONSTRAINT "unread_message_counts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_customer_list_idx" ON "users" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "data_dictionary_list_idx" ON "data_dictionary" USING btree ("data_type","sort","id");--> statement-breakpoint
CREATE INDEX "sys_roles_customer_list_idx" ON "sys_roles" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "announcements_list_idx" ON "announcements" USING btree ("published_at","id") WHERE "announcements"."published";--> statement-breakpoint
CREATE INDEX "messages_user_list_idx" ON "messages" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "messages_user_unread_list_idx" ON "messages" USING btree ("user_id","created_at","id") WHERE not "messages"."is_read";--> statement-breakpoint
CREATE INDEX "assets_customer_list_idx" ON "assets" USING btree ("customer_id","code");--> statement-breakpoint
CREATE INDEX "assets_state_list_idx" ON "assets" USING btree ("state","code");--> statement-breakpoint
CREATE INDEX "assets_hydropower_customer_list_idx" ON "assets_hydropower" USING btree ("customer_id","meter_no","id");--> statement-breakpoint
CREATE INDEX "knowledge_articles_list_idx" ON "knowledge_articles" USING btree ("published_at","id") WHERE "knowledge_articles"."published";--> statement-breakpoint
CREATE INDEX "knowledge_articles_category_list_idx" ON "knowledge_articles" USING btree ("category","published_at","id") WHERE "knowledge_articles"."published";--> statement-breakpoint
CREATE INDEX "exams_train_list_idx" ON "exams" USING btree ("train_id","sort","id");--> statement-breakpoint
CREATE INDEX "trainings_list_idx" ON "trainings" USING btree ("sort","id") WHERE "trainings"."published";--> statement-breakpoint
CREATE INDEX "product_categories_parent_list_idx" ON "product_categories" USING btree ("parent_id","sort","id");--> statement-breakpoint
CREATE INDEX "product_categories_list_idx" ON "product_categories" USING btree ("sort","id");--> statement-breakpoint
CREATE INDEX "products_list_idx" ON "products" USING btree ("sort","id") WHERE "products"."enabled";--> statement-breakpoint
CREATE INDEX "products_category_list_idx" ON "products" USING btree ("category_id","sort","id") WHERE "products"."enabled";--> statement-breakpoint
CREATE INDEX "complaints_user_list_idx" ON "complaints" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "complaints_user_status_list_idx" ON "complaints" USING btree ("user_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "inmarket_records_customer_list_idx" ON "inmarket_records" USING btree ("customer_id","entry_time","id");--> statement-breakpoint
CREATE INDEX "prefill_orders_customer_list_idx" ON "prefill_orders" USING btree ("customer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "prefill_orders_customer_status_list_idx" ON "prefill_orders" USING btree ("customer_id","status","created_at","id");