ALTER TABLE "brands" ADD COLUMN "hero" text;--> statement-breakpoint
ALTER TABLE "home_banners" ADD COLUMN "headline" text;--> statement-breakpoint
ALTER TABLE "home_banners" ADD COLUMN "subline" text;--> statement-breakpoint
ALTER TABLE "home_banners" ADD COLUMN "link_label" text;