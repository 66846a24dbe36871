-- A job meets the alerts that hold one of its keys: '*', its company, state, job type, state and
-- job type together, category, tags and the terms of its search vector, each prefixed by what it is.
CREATE FUNCTION job_match_keys(search tsvector, company_id integer, tags text[], state_fips text,
                               job_type_id integer, category text)
RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select array['*', 'c:' || company_id, 's:' || state_fips, 't:' || job_type_id,
               's:' || state_fips || ':t:' || job_type_id, 'y:' || category]
         || array(select 'g:' || tag from unnest(tags) tag)
         || array(select 'k:' || lexeme from unnest(tsvector_to_array(search)) lexeme)
$$;--> statement-breakpoint
-- An alert's keys are those of its most selective condition, every value a matching job must have
-- one of. A keyword counts when its query needs a term present ('T' means it needs none, as
-- "-word" alone does); all its terms are keys, which finds "a or b" too. Stop words alone leave no
-- key: such a search finds nothing.
CREATE FUNCTION alert_match_keys(keyword text, company_id integer, tag text, state_fips text,
                                 job_type_ids integer[], category text)
RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  select case
    when keyword is not null
         and querytree(websearch_to_tsquery('english'::regconfig, keyword)) <> 'T'
      then array(select 'k:' || lexeme
                 from unnest(tsvector_to_array(to_tsvector('english'::regconfig, keyword))) lexeme)
    when company_id is not null then array['c:' || company_id]
    when tag is not null then array['g:' || tag]
    when state_fips is not null and job_type_ids is not null
      then array(select 's:' || state_fips || ':t:' || id from unnest(job_type_ids) id)
    when state_fips is not null then array['s:' || state_fips]
    when job_type_ids is not null then array(select 't:' || id from unnest(job_type_ids) id)
    when category is not null then array['y:' || category]
    else array['*']
  end
$$;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "keyword_query" "tsquery" GENERATED ALWAYS AS (websearch_to_tsquery('english'::regconfig, keyword)) STORED;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "reach" "cube" GENERATED ALWAYS AS (earth_box(ll_to_earth(lat, lon), max_meters)) STORED;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "match_keys" text[] GENERATED ALWAYS AS (alert_match_keys(keyword, company_id, tag, state_fips, job_type_ids, category)) STORED;--> statement-breakpoint
CREATE INDEX "alert_matches_emailed_idx" ON "alert_matches" USING btree ("saved_search_id","emailed_at") WHERE "alert_matches"."emailed_at" is not null;--> statement-breakpoint
CREATE INDEX "saved_searches_reach_idx" ON "saved_searches" USING gist ("reach") WHERE not "saved_searches"."paused" and "saved_searches"."lat" is not null;--> statement-breakpoint
CREATE INDEX "saved_searches_match_keys_idx" ON "saved_searches" USING gin ("match_keys") WITH (fastupdate=false) WHERE not "saved_searches"."paused" and "saved_searches"."lat" is null;