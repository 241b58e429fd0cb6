-- Rebuild the site on GitHub Pages whenever an article is inserted, updated or deleted.
--
-- Not a migration: run it once in the Supabase SQL editor after replacing OWNER/REPO, and after storing a
-- GitHub token in Vault (fine-grained token for this one repository, permission "Contents: read and write"):
--   select vault.create_secret('github_pat_…', 'github_dispatch_token');
--
-- Why a trigger and not a dashboard Database Webhook: GitHub's repository_dispatch API needs a body with
-- "event_type", and dashboard webhooks always send their own row payload. Hosts with deploy hooks
-- (Vercel, Netlify, Cloudflare Pages) accept any body, so for them the dashboard webhook is enough (README).

create extension if not exists pg_net with schema extensions;

create or replace function public.request_site_rebuild()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  token text;
begin
  select decrypted_secret into token from vault.decrypted_secrets where name = 'github_dispatch_token';
  if token is null then
    raise warning 'request_site_rebuild: no github_dispatch_token in Vault; the site was not rebuilt';
    return null;
  end if;
  -- pg_net sends the request after the transaction commits, so the rebuild reads the committed rows.
  perform net.http_post(
    url := 'https://api.github.com/repos/OWNER/REPO/dispatches',
    body := jsonb_build_object('event_type', 'articles-changed', 'client_payload', jsonb_build_object('operation', tg_op)),
    headers := jsonb_build_object(
      'Authorization', 'Bearer ' || token,
      'Accept', 'application/vnd.github+json',
      'Content-Type', 'application/json',
      'User-Agent', 'supabase-articles-rebuild',
      'X-GitHub-Api-Version', '2022-11-28'
    )
  );
  return null;
end;
$$;

revoke execute on function public.request_site_rebuild() from public, anon, authenticated;

-- Once per statement: publishing ten articles in one update asks for one rebuild, not ten.
drop trigger if exists articles_changed_rebuild on public.articles;
create trigger articles_changed_rebuild
  after insert or update or delete on public.articles
  for each statement execute function public.request_site_rebuild();
