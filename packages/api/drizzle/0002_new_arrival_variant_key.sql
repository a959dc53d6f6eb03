-- Reordered by hand: the new column must exist, and the old key column be gone, before the new key.
ALTER TABLE "new_arrival_variants" ADD COLUMN "variant_id" text NOT NULL;--> statement-breakpoint
ALTER TABLE "new_arrival_variants" DROP COLUMN "id";--> statement-breakpoint
DROP INDEX IF EXISTS "new_arrival_variants_arrival_idx";--> statement-breakpoint
ALTER TABLE "new_arrival_variants" ADD CONSTRAINT "new_arrival_variants_new_arrival_id_variant_id_pk" PRIMARY KEY("new_arrival_id","variant_id");--> statement-breakpoint
ALTER TABLE "new_arrival_variants" ADD CONSTRAINT "new_arrival_variants_variant_id_products_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;
