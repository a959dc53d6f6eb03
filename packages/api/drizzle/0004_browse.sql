CREATE TABLE "brand_page_sections" (
	"brand_id" text NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "brand_page_sections_brand_id_position_pk" PRIMARY KEY("brand_id","position"),
	CONSTRAINT "brand_page_sections_kind" CHECK ("brand_page_sections"."kind" in ('bannerSection', 'productSection', 'gallerySection', 'videoSection'))
);
--> statement-breakpoint
CREATE TABLE "brand_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "brand_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"issue" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"brand_id" text NOT NULL,
	CONSTRAINT "brand_reports_issue" CHECK ("brand_reports"."issue" in ('Incorrect Informations', 'Counterfeit Products', 'Copyright & Trademarks violation', 'Others'))
);
--> statement-breakpoint
CREATE TABLE "seller_ratings" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"user_id" text NOT NULL,
	"rating" smallint NOT NULL,
	"review" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_ratings_rating_range" CHECK ("seller_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "seller_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seller_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"issue" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seller_id" text NOT NULL,
	CONSTRAINT "seller_reports_issue" CHECK ("seller_reports"."issue" in ('Incorrect Informations', 'Counterfeit Products', 'Copyright & Trademarks violation', 'Others'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "brand_page_sections" ADD CONSTRAINT "brand_page_sections_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_reports" ADD CONSTRAINT "brand_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_reports" ADD CONSTRAINT "brand_reports_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ratings" ADD CONSTRAINT "seller_ratings_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_ratings" ADD CONSTRAINT "seller_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_reports" ADD CONSTRAINT "seller_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_reports" ADD CONSTRAINT "seller_reports_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_reports_brand_idx" ON "brand_reports" USING btree ("brand_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seller_ratings_seller_user_unique" ON "seller_ratings" USING btree ("seller_id","user_id");--> statement-breakpoint
CREATE INDEX "seller_ratings_seller_created_idx" ON "seller_ratings" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "seller_reports_seller_idx" ON "seller_reports" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "products_gender_idx" ON "products" USING btree ("gender");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","selling_price_paise");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gender_values" CHECK ("products"."gender" is null or "products"."gender" in ('Male', 'Female'));