-- Publish scheduled articles on time: rebuild the site when an article's published_at has just passed.
--
-- A build leaves out every article dated after its start (the log names them: "[articles] 1 scheduled: …").
-- This job runs every 10 minutes in the database and calls the host's deploy hook once when at least one
-- published article's date fell since its last run, so the article goes live within about 10 minutes of
-- its date (plus the build). Nothing is called when nothing is due.
--
-- Not a migration: run it once in the Supabase SQL editor after storing the deploy hook's URL in Vault
-- (Vercel, Netlify and Cloudflare Pages give one; see the README):
--   select vault.create_secret('https://api.vercel.com/v1/integrations/deploy/…', 'site_deploy_hook_url');
-- On GitHub Pages the workflow's hourly schedule does this already; or adapt the request below to the
-- repository_dispatch call of rebuild-via-github-dispatch.sql.
-- To stop it: select cron.unschedule('publish-scheduled-articles');

create extension if not exists pg_cron;
create extension if not exists pg_net with schema extensions;

-- When the job last looked: the next run asks for the articles dated after it, so none is missed when
-- a run is late or skipped.
create table if not exists public.scheduled_publish_checks (
  id boolean primary key default true check (id),
  checked_at timestamptz not null
);
alter table public.scheduled_publish_checks enable row level security;
insert into public.scheduled_publish_checks (checked_at) values (now()) on conflict (id) do nothing;

create or replace function public.rebuild_when_scheduled_articles_are_due()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  last_check timestamptz;
  hook text;
begin
  select checked_at into last_check from public.scheduled_publish_checks where id for update;
  update public.scheduled_publish_checks set checked_at = now() where id;
  if not exists (
    select 1 from public.articles
    where is_published and published_at > last_check and published_at <= now()
  ) then
    return;
  end if;
  select decrypted_secret into hook from vault.decrypted_secrets where name = 'site_deploy_hook_url';
  if hook is null then
    raise warning 'rebuild_when_scheduled_articles_are_due: no site_deploy_hook_url in Vault; the site was not rebuilt';
    return;
  end if;
  perform net.http_post(url := hook, body := '{}'::jsonb, headers := '{"Content-Type": "application/json"}'::jsonb);
end;
$$;

revoke execute on function public.rebuild_when_scheduled_articles_are_due() from public, anon, authenticated;

select cron.schedule(
  'publish-scheduled-articles',
  '*/10 * * * *',
  $$select public.rebuild_when_scheduled_articles_are_due()$$
);
