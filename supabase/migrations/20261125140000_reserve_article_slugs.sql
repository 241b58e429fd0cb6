-- Reserves the slugs "page" and "tags": /articles/page/{n} are the later pages of the article list and
-- /articles/tags/{tag} the tag pages, so an article at /articles/page or /articles/tags would collide with
-- their folders. The build refuses them as well (RESERVED_SLUGS in lib/articles/schema.ts), naming the row.
--
-- NOT VALID: Postgres checks every row inserted or updated from now on but does not scan the rows already
-- there, so an existing project whose old row has such a slug can still apply this migration. That row can
-- no longer be saved until its slug changes, and the next build names it.
alter table public.articles
  add constraint articles_slug_not_reserved check (slug not in ('page', 'tags')) not valid;
