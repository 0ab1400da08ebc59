-- Supabase platform baseline for a plain PostgreSQL 15 cluster.
--
-- Used ONLY where no Supabase stack runs (the DB test suite, `npm run db:up`, the benchmark):
-- a Supabase database already has all of this, created by the platform, and this file must never
-- be applied to one. It recreates just the parts of Supabase that our migrations, seed and tests
-- rely on, written from Supabase's documented behaviour:
--   * the API roles anon / authenticated / service_role and the PostgREST login role authenticator;
--   * the `auth` schema with the GoTrue columns of auth.users / auth.identities that we use, and
--     auth.uid(), auth.role(), auth.jwt() exactly as Supabase defines them;
--   * the `extensions` schema holding pgcrypto and pgtap;
--   * Supabase's default privileges on `public`: the API roles get everything, RLS does the gating.
-- Idempotent: safe to run any number of times. Run it as the superuser `postgres`.

\set ON_ERROR_STOP on
set client_min_messages = warning;

-- First run? (decided before anything is created). Only then are grants given on objects that
-- already exist in public: re-granting on a migrated database would undo the migrations' revokes.
select not exists (
  select 1 from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'auth' and c.relname = 'users'
) as baseline_first_run \gset

-- ---------------------------------------------------------------------------------------------
-- Roles
-- ---------------------------------------------------------------------------------------------
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator;
  end if;
end
$$;

alter role anon nologin noinherit;
alter role authenticated nologin noinherit;
alter role service_role nologin noinherit bypassrls;
-- PostgREST connects as authenticator and `set role`s to one of the three per request.
alter role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;
-- Schemas PostgREST exposes; Supabase's linter (`supabase db advisors`) reads the same setting.
alter role authenticator set pgrst.db_schemas = 'public';

-- ---------------------------------------------------------------------------------------------
-- Schemas and extensions
-- ---------------------------------------------------------------------------------------------
create schema if not exists extensions authorization postgres;
create schema if not exists auth authorization postgres;

grant usage on schema extensions to postgres, anon, authenticated, service_role;
grant usage on schema auth to anon, authenticated, service_role;

create extension if not exists pgcrypto with schema extensions;
create extension if not exists pgtap with schema extensions;

-- Supabase puts `extensions` on the search path so pgTAP / pgcrypto are callable unqualified.
alter role postgres set search_path = "$user", public, extensions;

-- ---------------------------------------------------------------------------------------------
-- auth.users / auth.identities (the GoTrue columns our migrations, seed and tests use)
-- ---------------------------------------------------------------------------------------------
create table if not exists auth.users (
  instance_id uuid,
  id uuid not null primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  invited_at timestamptz,
  confirmation_token varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token varchar(255),
  recovery_sent_at timestamptz,
  email_change_token_new varchar(255),
  email_change varchar(255),
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz,
  updated_at timestamptz,
  phone text unique default null,
  phone_confirmed_at timestamptz,
  phone_change text default '',
  phone_change_token varchar(255) default '',
  phone_change_sent_at timestamptz,
  confirmed_at timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  email_change_token_current varchar(255) default '',
  email_change_confirm_status smallint default 0
    check (email_change_confirm_status >= 0 and email_change_confirm_status <= 2),
  banned_until timestamptz,
  reauthentication_token varchar(255) default '',
  reauthentication_sent_at timestamptz,
  is_sso_user boolean not null default false,
  deleted_at timestamptz,
  is_anonymous boolean not null default false
);
create index if not exists users_instance_id_idx on auth.users (instance_id);
create index if not exists users_instance_id_email_idx on auth.users (instance_id, lower(email::text));
create unique index if not exists users_email_partial_key on auth.users (email) where is_sso_user = false;

create table if not exists auth.identities (
  provider_id text not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  identity_data jsonb not null,
  provider text not null,
  last_sign_in_at timestamptz,
  created_at timestamptz,
  updated_at timestamptz,
  email text generated always as (lower(identity_data ->> 'email')) stored,
  id uuid not null default gen_random_uuid() primary key,
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);
create index if not exists identities_email_idx on auth.identities (email text_pattern_ops);

-- ---------------------------------------------------------------------------------------------
-- auth helper functions, as Supabase defines them (PostgREST sets request.jwt.claims per request)
-- ---------------------------------------------------------------------------------------------
create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.email', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
  )::text
$$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt()
  to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Supabase's default privileges on `public`: grants are wide open, RLS decides.
-- ---------------------------------------------------------------------------------------------
grant usage on schema public to postgres, anon, authenticated, service_role;
\if :baseline_first_run
grant all on all tables in schema public to anon, authenticated, service_role;
grant all on all sequences in schema public to anon, authenticated, service_role;
grant all on all functions in schema public to anon, authenticated, service_role;
\endif
alter default privileges for role postgres in schema public
  grant all on tables to anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on sequences to anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on functions to anon, authenticated, service_role;

-- The exposed-schema lints of `supabase db advisors` read this setting in the linting session.
do $$
begin
  execute format('alter database %I set pgrst.db_schemas = %L', current_database(), 'public');
end
$$;
