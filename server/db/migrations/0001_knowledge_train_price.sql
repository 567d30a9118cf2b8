CREATE TABLE "knowledge_articles" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"cover" text,
	"content" text NOT NULL,
	"images" text[] DEFAULT '{}' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audience" text[] DEFAULT '{}' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"view_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"exam_id" text NOT NULL,
	"user_id" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	CONSTRAINT "exam_attempts_pair" UNIQUE("exam_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "exam_questions" (
	"id" text PRIMARY KEY NOT NULL,
	"exam_id" text NOT NULL,
	"type" text NOT NULL,
	"stem" text NOT NULL,
	"options" jsonb NOT NULL,
	"answer" text[] NOT NULL,
	"score" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_results" (
	"id" text PRIMARY KEY NOT NULL,
	"exam_id" text NOT NULL,
	"user_id" text NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"total_score" integer NOT NULL,
	"pass_score" integer NOT NULL,
	"passed" boolean NOT NULL,
	"correct_count" integer NOT NULL,
	"question_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exam_results_pair" UNIQUE("exam_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" text PRIMARY KEY NOT NULL,
	"train_id" text NOT NULL,
	"title" text NOT NULL,
	"duration_minutes" integer DEFAULT 0 NOT NULL,
	"pass_score" integer NOT NULL,
	"deadline" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "train_lesson_results" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"train_id" text NOT NULL,
	"lesson_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "train_lesson_results_pair" UNIQUE("user_id","lesson_id")
);
--> statement-breakpoint
CREATE TABLE "train_lessons" (
	"id" text PRIMARY KEY NOT NULL,
	"train_id" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"minutes" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trainings" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"cover" text,
	"content" text DEFAULT '' NOT NULL,
	"audience" text[] DEFAULT '{}' NOT NULL,
	"deadline" timestamp with time zone,
	"published" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_big_cates" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_daily" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"day" date NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"min_price" numeric(10, 2) NOT NULL,
	"max_price" numeric(10, 2) NOT NULL,
	CONSTRAINT "price_daily_product_day" UNIQUE("product_id","day")
);
--> statement-breakpoint
CREATE TABLE "price_products" (
	"id" text PRIMARY KEY NOT NULL,
	"big_cate_id" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_attempts" ADD CONSTRAINT "exam_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_questions" ADD CONSTRAINT "exam_questions_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_results" ADD CONSTRAINT "exam_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_train_id_trainings_id_fk" FOREIGN KEY ("train_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_lesson_results" ADD CONSTRAINT "train_lesson_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_lesson_results" ADD CONSTRAINT "train_lesson_results_train_id_trainings_id_fk" FOREIGN KEY ("train_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_lesson_results" ADD CONSTRAINT "train_lesson_results_lesson_id_train_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."train_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "train_lessons" ADD CONSTRAINT "train_lessons_train_id_trainings_id_fk" FOREIGN KEY ("train_id") REFERENCES "public"."trainings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_daily" ADD CONSTRAINT "price_daily_product_id_price_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."price_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_products" ADD CONSTRAINT "price_products_big_cate_id_price_big_cates_id_fk" FOREIGN KEY ("big_cate_id") REFERENCES "public"."price_big_cates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "knowledge_articles_published_idx" ON "knowledge_articles" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "exam_questions_exam_idx" ON "exam_questions" USING btree ("exam_id","sort");--> statement-breakpoint
CREATE INDEX "exams_train_idx" ON "exams" USING btree ("train_id","sort");--> statement-breakpoint
CREATE INDEX "train_lesson_results_train_idx" ON "train_lesson_results" USING btree ("user_id","train_id");--> statement-breakpoint
CREATE INDEX "train_lessons_train_idx" ON "train_lessons" USING btree ("train_id","sort");--> statement-breakpoint
CREATE INDEX "price_daily_day_idx" ON "price_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "price_products_cate_idx" ON "price_products" USING btree ("big_cate_id","sort");