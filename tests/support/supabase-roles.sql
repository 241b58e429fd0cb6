-- Test scaffolding, not a migration: what a new Supabase project has before any migration runs, so the
-- migration tests prove the migration holds against the platform's defaults. The API roles, their use of
-- schema public, and the default privileges that give them everything on every new table and function.

create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;

grant usage on schema public to anon, authenticated, service_role;

alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
