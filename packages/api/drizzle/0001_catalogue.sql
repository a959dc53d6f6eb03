CREATE TABLE "brands" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"is_best_seller" boolean DEFAULT false NOT NULL,
	"joined_date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text,
	"parent_category" text NOT NULL,
	"level" smallint NOT NULL,
	"icon" text,
	"banner" text,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_level_range" CHECK ("categories"."level" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "discounts_for_you" (
	"id" text PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"image" text NOT NULL,
	"percent" smallint NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "discounts_for_you_percent_range" CHECK ("discounts_for_you"."percent" between 1 and 90)
);
--> statement-breakpoint
CREATE TABLE "featured_brand_brands" (
	"featured_brand_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "featured_brand_brands_featured_brand_id_brand_id_pk" PRIMARY KEY("featured_brand_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "featured_brands" (
	"id" text PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"featured_type" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "featured_products" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "featured_products_product_id_unique" UNIQUE("product_id")
);
--> statement-breakpoint
CREATE TABLE "home_banners" (
	"id" text PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"deal_type" text NOT NULL,
	"category_id" text,
	"product_id" text,
	"title" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "home_banners_target" CHECK (("home_banners"."deal_type" = 'Category' and "home_banners"."category_id" is not null) or ("home_banners"."deal_type" = 'Product' and "home_banners"."product_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "limited_time_deal_products" (
	"deal_id" text NOT NULL,
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "limited_time_deal_products_deal_id_product_id_pk" PRIMARY KEY("deal_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "limited_time_deals" (
	"id" text PRIMARY KEY NOT NULL,
	"images" text[] NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"title" text NOT NULL,
	"offer_title" text NOT NULL,
	"offer_desc" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "limited_time_deals_dates_ordered" CHECK ("limited_time_deals"."end_date" is null or "limited_time_deals"."start_date" is null or "limited_time_deals"."end_date" > "limited_time_deals"."start_date")
);
--> statement-breakpoint
CREATE TABLE "media" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"body" "bytea" NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "new_arrival_products" (
	"new_arrival_id" text NOT NULL,
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "new_arrival_products_new_arrival_id_product_id_pk" PRIMARY KEY("new_arrival_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "new_arrival_variants" (
	"id" text PRIMARY KEY NOT NULL,
	"new_arrival_id" text NOT NULL,
	"product_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"image_urls" text[] NOT NULL,
	"description" text NOT NULL,
	"rating" real NOT NULL,
	"offer_price_paise" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "new_arrival_variants_money_nonnegative" CHECK ("new_arrival_variants"."offer_price_paise" >= 0),
	CONSTRAINT "new_arrival_variants_rating_range" CHECK ("new_arrival_variants"."rating" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "new_arrivals" (
	"id" text PRIMARY KEY NOT NULL,
	"image" text NOT NULL,
	"new_arrival_type" text NOT NULL,
	"title" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image_urls" text[] NOT NULL,
	"price_paise" integer NOT NULL,
	"offer_price_paise" integer NOT NULL,
	"selling_price_paise" integer NOT NULL,
	"discount_percent" smallint NOT NULL,
	"stock" integer NOT NULL,
	"brand_id" text NOT NULL,
	"seller_id" text NOT NULL,
	"category_id" text NOT NULL,
	"search_brand" text DEFAULT '' NOT NULL,
	"search_category" text DEFAULT '' NOT NULL,
	"one_rating" integer DEFAULT 0 NOT NULL,
	"two_rating" integer DEFAULT 0 NOT NULL,
	"three_rating" integer DEFAULT 0 NOT NULL,
	"four_rating" integer DEFAULT 0 NOT NULL,
	"five_rating" integer DEFAULT 0 NOT NULL,
	"tier_prices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"key_features" text[] DEFAULT '{}'::text[] NOT NULL,
	"features" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"purchase_limit" boolean DEFAULT false NOT NULL,
	"branded" boolean DEFAULT true NOT NULL,
	"cash_on_delivery" boolean DEFAULT true NOT NULL,
	"minimum_quantity" integer DEFAULT 1 NOT NULL,
	"one_year_warrenty" boolean DEFAULT false NOT NULL,
	"no_warrenty" boolean DEFAULT false NOT NULL,
	"seven_days_replacement" boolean DEFAULT false NOT NULL,
	"non_returnable_item" boolean DEFAULT false NOT NULL,
	"seven_days_returnable" boolean DEFAULT false NOT NULL,
	"tcin" text NOT NULL,
	"origin" text NOT NULL,
	"weight" text NOT NULL,
	"b2c_max_qty" integer NOT NULL,
	"b2b_max_qty" integer,
	"is_best_seller" boolean DEFAULT false NOT NULL,
	"sponsored" boolean DEFAULT false NOT NULL,
	"offer_title" text,
	"offer_desc" text,
	"limited_time_offer" boolean DEFAULT false NOT NULL,
	"top_deals" boolean DEFAULT false NOT NULL,
	"new_arrivals" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("products"."name", '')), 'A') || setweight(to_tsvector('english', coalesce("products"."search_brand", '')), 'B') || setweight(to_tsvector('english', coalesce("products"."search_category", '')), 'C') || setweight(to_tsvector('english', coalesce("products"."description", '')), 'D')) STORED NOT NULL,
	CONSTRAINT "products_money_nonnegative" CHECK ("products"."price_paise" >= 0 and "products"."offer_price_paise" >= 0 and "products"."selling_price_paise" >= 0),
	CONSTRAINT "products_discount_range" CHECK ("products"."discount_percent" between 0 and 100),
	CONSTRAINT "products_quantities_positive" CHECK ("products"."minimum_quantity" >= 1 and "products"."b2c_max_qty" >= 1),
	CONSTRAINT "products_ratings_nonnegative" CHECK ("products"."one_rating" >= 0 and "products"."two_rating" >= 0 and "products"."three_rating" >= 0 and "products"."four_rating" >= 0 and "products"."five_rating" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sellers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"store_name" text,
	"store_image" text NOT NULL,
	"created_date" timestamp with time zone NOT NULL,
	"one_rating" integer DEFAULT 0 NOT NULL,
	"two_rating" integer DEFAULT 0 NOT NULL,
	"three_rating" integer DEFAULT 0 NOT NULL,
	"four_rating" integer DEFAULT 0 NOT NULL,
	"five_rating" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sellers_ratings_nonnegative" CHECK ("sellers"."one_rating" >= 0 and "sellers"."two_rating" >= 0 and "sellers"."three_rating" >= 0 and "sellers"."four_rating" >= 0 and "sellers"."five_rating" >= 0)
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"brand_name" text NOT NULL,
	"tagline" text NOT NULL,
	"about" text NOT NULL,
	"support_email" text NOT NULL,
	"registered_office" text NOT NULL,
	"operations_office" text NOT NULL,
	"b2b_sign_in_url" text NOT NULL,
	"instagram_url" text NOT NULL,
	"linkedin_url" text NOT NULL,
	"privacy_url" text NOT NULL,
	"shipping_url" text NOT NULL,
	"return_and_cancellation_url" text NOT NULL,
	"terms_of_use_url" text NOT NULL,
	"play_store_url" text,
	"app_store_url" text,
	CONSTRAINT "site_settings_single_row" CHECK ("site_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "top_brands" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "top_brands_brand_id_unique" UNIQUE("brand_id")
);
--> statement-breakpoint
CREATE TABLE "top_deal_products" (
	"deal_id" text NOT NULL,
	"product_id" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "top_deal_products_deal_id_product_id_pk" PRIMARY KEY("deal_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "top_deals" (
	"id" text PRIMARY KEY NOT NULL,
	"deal_id" text NOT NULL,
	"banner_url" text NOT NULL,
	"multiple_product" boolean NOT NULL,
	"title" text NOT NULL,
	"offer_text" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "top_deals_deal_id_unique" UNIQUE("deal_id")
);
--> statement-breakpoint
CREATE TABLE "top_stores" (
	"id" text PRIMARY KEY NOT NULL,
	"seller_id" text NOT NULL,
	"image" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discounts_for_you" ADD CONSTRAINT "discounts_for_you_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_brand_brands" ADD CONSTRAINT "featured_brand_brands_featured_brand_id_featured_brands_id_fk" FOREIGN KEY ("featured_brand_id") REFERENCES "public"."featured_brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_brand_brands" ADD CONSTRAINT "featured_brand_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_products" ADD CONSTRAINT "featured_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_banners" ADD CONSTRAINT "home_banners_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_banners" ADD CONSTRAINT "home_banners_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limited_time_deal_products" ADD CONSTRAINT "limited_time_deal_products_deal_id_limited_time_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."limited_time_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limited_time_deal_products" ADD CONSTRAINT "limited_time_deal_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_arrival_products" ADD CONSTRAINT "new_arrival_products_new_arrival_id_new_arrivals_id_fk" FOREIGN KEY ("new_arrival_id") REFERENCES "public"."new_arrivals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_arrival_products" ADD CONSTRAINT "new_arrival_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_arrival_variants" ADD CONSTRAINT "new_arrival_variants_new_arrival_id_new_arrivals_id_fk" FOREIGN KEY ("new_arrival_id") REFERENCES "public"."new_arrivals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_arrival_variants" ADD CONSTRAINT "new_arrival_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_arrival_variants" ADD CONSTRAINT "new_arrival_variants_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_brands" ADD CONSTRAINT "top_brands_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_deal_products" ADD CONSTRAINT "top_deal_products_deal_id_top_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."top_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_deal_products" ADD CONSTRAINT "top_deal_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_stores" ADD CONSTRAINT "top_stores_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_category");--> statement-breakpoint
CREATE INDEX "limited_time_deal_products_product_idx" ON "limited_time_deal_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "limited_time_deals_end_idx" ON "limited_time_deals" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "new_arrival_variants_arrival_idx" ON "new_arrival_variants" USING btree ("new_arrival_id");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_brand_idx" ON "products" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "products_seller_idx" ON "products" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("selling_price_paise");--> statement-breakpoint
CREATE INDEX "products_flags_idx" ON "products" USING btree ("top_deals","limited_time_offer","new_arrivals");--> statement-breakpoint
CREATE INDEX "products_best_seller_idx" ON "products" USING btree ("is_best_seller");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "top_deal_products_product_idx" ON "top_deal_products" USING btree ("product_id");