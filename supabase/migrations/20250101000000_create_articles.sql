-- The articles of the site. The site reads them at build time with the anonymous key: anon may read the
-- published rows and nothing else. The owner writes them in the Supabase dashboard (or with the
-- service_role key), which row-level security does not restrict.

create table public.articles (
  -- uuid rather than a sequence: ids reveal nothing about how many drafts exist, and no sequence needs grants.
  id uuid primary key default gen_random_uuid(),
  title text not null check (btrim(title) <> ''),
  -- Lowercase letters and digits in groups joined by single hyphens: safe in a URL path as it is.
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  excerpt text,
  content text not null default '',
  category text not null check (category in ('Product Management', 'Career', 'Entrepreneurship')),
  tags text[] not null default '{}' check (array_position(tags, null) is null),
  is_published boolean not null default false,
  published_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A published article needs its date: the list is ordered by it and every page shows it.
  constraint articles_published_needs_date check (not is_published or published_at is not null)
);

comment on table public.articles is
  'Articles of the site. Rows with is_published true are public; the site rebuilds from them.';

-- The site's one query: published rows, newest first (id breaks ties so pages of results are stable).
create index articles_published_idx on public.articles (published_at desc, id) where is_published;

create function public.articles_touch_updated_at()
returns trigger
language plpgsql
-- An empty search path: the function cannot be steered by objects someone creates in another schema.
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger articles_touch_updated_at
  before update on public.articles
  for each row
  execute function public.articles_touch_updated_at();

revoke execute on function public.articles_touch_updated_at() from public, anon, authenticated;

-- Supabase's default privileges grant anon and authenticated everything on new tables in public.
-- Take it all back, then give back only reading; the policy below narrows reading to published rows.
revoke all on table public.articles from anon, authenticated;
grant select on table public.articles to anon, authenticated;

-- Not forced: the table owner (the dashboard) keeps seeing and editing drafts.
alter table public.articles enable row level security;

create policy "Published articles are readable by everyone"
  on public.articles
  for select
  to anon, authenticated
  using (is_published);
