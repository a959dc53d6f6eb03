CREATE TABLE "search_synonyms" (
	"term" text NOT NULL,
	"group_word" text NOT NULL,
	CONSTRAINT "search_synonyms_term_group_word_pk" PRIMARY KEY("term","group_word"),
	CONSTRAINT "search_synonyms_words" CHECK ("search_synonyms"."term" ~ '^[a-z0-9]+$' and "search_synonyms"."group_word" ~ '^[a-z0-9]+$')
);
--> statement-breakpoint
CREATE INDEX "search_synonyms_group_idx" ON "search_synonyms" USING btree ("group_word");