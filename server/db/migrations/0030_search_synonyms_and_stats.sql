CREATE TABLE "search_query_stats" (
	"day" date NOT NULL,
	"query" varchar(100) NOT NULL,
	"searches" integer DEFAULT 0 NOT NULL,
	"no_results" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "search_query_stats_day_query_pk" PRIMARY KEY("day","query")
);
--> statement-breakpoint
CREATE TABLE "search_redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"query" varchar(100) NOT NULL,
	"target_kind" varchar(20) DEFAULT 'path' NOT NULL,
	"target" varchar(300),
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_redirects_kind_check" CHECK ("search_redirects"."target_kind" in ('path', 'current_campaign')),
	CONSTRAINT "search_redirects_target_check" CHECK (("search_redirects"."target_kind" = 'path' and "search_redirects"."target" like '/%' and "search_redirects"."target" not like '//%') or ("search_redirects"."target_kind" = 'current_campaign' and "search_redirects"."target" is null))
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(10) NOT NULL,
	"input" varchar(60),
	"terms" text[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_kind_check" CHECK ("search_synonyms"."kind" in ('two_way', 'one_way')),
	CONSTRAINT "search_synonyms_shape_check" CHECK (("search_synonyms"."kind" = 'two_way' and "search_synonyms"."input" is null and cardinality("search_synonyms"."terms") >= 2) or ("search_synonyms"."kind" = 'one_way' and "search_synonyms"."input" is not null and cardinality("search_synonyms"."terms") >= 1))
);
--> statement-breakpoint
ALTER TABLE "search_redirects" ADD CONSTRAINT "search_redirects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_synonyms" ADD CONSTRAINT "search_synonyms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_query_stats_query_idx" ON "search_query_stats" USING btree ("query");--> statement-breakpoint
CREATE UNIQUE INDEX "search_redirects_query_unique" ON "search_redirects" USING btree ("query");--> statement-breakpoint
CREATE UNIQUE INDEX "search_synonyms_input_unique" ON "search_synonyms" USING btree ("input");--> statement-breakpoint
-- Synonyms and redirects change what a search answers: every instance drops its cached answers (migration 0010).
CREATE TRIGGER search_synonyms_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_synonyms
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();--> statement-breakpoint
CREATE TRIGGER search_redirects_catalogue_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_redirects
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
