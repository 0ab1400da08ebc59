-- Supabase platform baseline for a plain PostgreSQL 15 cluster.
--
-- Used ONLY where no Supabase stack runs (the DB test suite, `npm run db:up`, the benchmark):
-- a Supabase database already has all of this, created by the platform, and this file must never
-- be applied to one. It recreates just the parts of Supabase that our migrations, seed and tests
-- rely on, written from Supabase's documented behaviour:
--   * the API roles anon / authenticated / service_role and the PostgREST login role authenticator;
--   * the `auth` schema with the GoTrue columns of auth.users / auth.identities that we use, and
--     auth.uid(), auth.role(), auth.jwt() exactly as Supabase defines them;
--   * GoTrue's auth.sessions, auth.refresh_tokens and MFA tables, which the local Auth server
--     (backend/src/auth) writes;
--   * the `extensions` schema holding pgcrypto and pgtap;
--   * the `realtime` schema of Broadcast / Presence authorisation: realtime.messages, topic(), send();
--   * the `storage` schema of Supabase Storage: buckets, objects (RLS on), foldername() and friends;
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
-- auth sessions, refresh tokens and MFA: GoTrue's own tables, which the local Auth server
-- (backend/src/auth) writes. Columns, constraints and indexes as the migrations of
-- github.com/supabase/auth (migrations/, up to 20251111201300) leave them; each table names the
-- migrations its columns come from. Only the foreign key to auth.oauth_clients is left out (no
-- OAuth server here). RLS on and no grants, as GoTrue sets them: only the Auth server reads them.
-- ---------------------------------------------------------------------------------------------
-- 20221003041349_add_mfa_schema; 'phone' added by 20240729123726_add_mfa_phone_config.
do $$ begin
  create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
exception when duplicate_object then null;
end $$;
do $$ begin
  create type auth.factor_status as enum ('unverified', 'verified');
exception when duplicate_object then null;
end $$;
do $$ begin
  create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
exception when duplicate_object then null;
end $$;

-- 20220811173540_add_sessions_table; factor_id, aal: 20221003041400_add_aal_and_factor_id_to_sessions;
-- not_after: 20221114143122; refreshed_at, user_agent, ip: 20231027141322; tag: 20231114161723;
-- oauth_client_id: 20250904133000; refresh_token_hmac_key, refresh_token_counter: 20251007112900;
-- scopes: 20251111201300. Indexes: 20221011041400, 20221020193600, 20230508135423, 20250904133000.
create table if not exists auth.sessions (
  id uuid not null,
  user_id uuid not null,
  created_at timestamptz,
  updated_at timestamptz,
  factor_id uuid,
  aal auth.aal_level,
  not_after timestamptz,
  refreshed_at timestamp without time zone,
  user_agent text,
  ip inet,
  tag text,
  oauth_client_id uuid,
  refresh_token_hmac_key text,
  refresh_token_counter bigint,
  scopes text,
  constraint sessions_pkey primary key (id),
  constraint sessions_user_id_fkey foreign key (user_id) references auth.users (id) on delete cascade,
  constraint sessions_scopes_length check (char_length(scopes) <= 4096)
);
comment on table auth.sessions is 'Auth: Stores session data associated to a user.';
comment on column auth.sessions.not_after is 'Auth: Not after is a nullable column that contains a timestamp after which the session should be regarded as expired.';
create index if not exists user_id_created_at_idx on auth.sessions (user_id, created_at);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);
create index if not exists sessions_not_after_idx on auth.sessions (not_after desc);
create index if not exists sessions_oauth_client_id_idx on auth.sessions (oauth_client_id);

-- 00_init_auth_schema; parent and the unique token: 20210927181326_add_refresh_token_parent (its
-- parent foreign key dropped by 20221114143410); session_id: 20220811173540_add_sessions_table.
-- Indexes: 00_init (refresh_tokens_token_idx dropped by 20230411005111), 20221021073300, 20230508135423.
create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial not null,
  token varchar(255),
  user_id varchar(255),
  revoked boolean,
  created_at timestamptz,
  updated_at timestamptz,
  parent varchar(255),
  session_id uuid,
  constraint refresh_tokens_pkey primary key (id),
  constraint refresh_tokens_token_unique unique (token),
  constraint refresh_tokens_session_id_fkey foreign key (session_id) references auth.sessions (id) on delete cascade
);
comment on table auth.refresh_tokens is 'Auth: Store of tokens used to refresh JWT tokens once they expire.';
create index if not exists refresh_tokens_instance_id_idx on auth.refresh_tokens (instance_id);
create index if not exists refresh_tokens_instance_id_user_id_idx on auth.refresh_tokens (instance_id, user_id);
create index if not exists refresh_tokens_parent_idx on auth.refresh_tokens (parent);
create index if not exists refresh_tokens_session_id_revoked_idx on auth.refresh_tokens (session_id, revoked);
create index if not exists refresh_tokens_updated_at_idx on auth.refresh_tokens (updated_at desc);

-- 20221003041349_add_mfa_schema; phone: 20240729123726 (its unique constraint dropped by
-- 20240806073726); last_challenged_at: 20240802193726; web_authn_*: 20241009103726;
-- last_webauthn_challenge_data: 20250925093508. Indexes: 20221003041349, 20221011041400,
-- 20230914180801, 20240729123726 (renamed by 20240806073726).
create table if not exists auth.mfa_factors (
  id uuid not null,
  user_id uuid not null,
  friendly_name text,
  factor_type auth.factor_type not null,
  status auth.factor_status not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  secret text,
  phone text default null,
  last_challenged_at timestamptz unique default null,
  web_authn_credential jsonb,
  web_authn_aaguid uuid,
  last_webauthn_challenge_data jsonb,
  constraint mfa_factors_pkey primary key (id),
  constraint mfa_factors_user_id_fkey foreign key (user_id) references auth.users (id) on delete cascade
);
comment on table auth.mfa_factors is 'auth: stores metadata about factors';
comment on column auth.mfa_factors.last_webauthn_challenge_data is 'Stores the latest WebAuthn challenge data including attestation/assertion for customer verification';
create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
create index if not exists factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create unique index if not exists unique_phone_factor_per_user on auth.mfa_factors (user_id, phone);

-- 20221003041349_add_mfa_schema; otp_code: 20240729123726; web_authn_session_data: 20241009103726.
-- Index: 20230523124323_add_mfa_challenge_cleanup_index.
create table if not exists auth.mfa_challenges (
  id uuid not null,
  factor_id uuid not null,
  created_at timestamptz not null,
  verified_at timestamptz,
  ip_address inet not null,
  otp_code text,
  web_authn_session_data jsonb,
  constraint mfa_challenges_pkey primary key (id),
  constraint mfa_challenges_auth_factor_id_fkey foreign key (factor_id) references auth.mfa_factors (id) on delete cascade
);
comment on table auth.mfa_challenges is 'auth: stores metadata about challenge requests made';
create index if not exists mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);

-- 20221003041349_add_mfa_schema; id and its primary key amr_id_pk: 20221011041400_add_mfa_indexes.
create table if not exists auth.mfa_amr_claims (
  session_id uuid not null,
  created_at timestamptz not null,
  updated_at timestamptz not null,
  authentication_method text not null,
  id uuid not null,
  constraint amr_id_pk primary key (id),
  constraint mfa_amr_claims_session_id_authentication_method_pkey unique (session_id, authentication_method),
  constraint mfa_amr_claims_session_id_fkey foreign key (session_id) references auth.sessions (id) on delete cascade
);
comment on table auth.mfa_amr_claims is 'auth: stores authenticator method reference claims for multi factor authentication';

-- 20240612123726_enable_rls_update_grants.
alter table auth.sessions enable row level security;
alter table auth.refresh_tokens enable row level security;
alter table auth.mfa_factors enable row level security;
alter table auth.mfa_challenges enable row level security;
alter table auth.mfa_amr_claims enable row level security;

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
-- realtime: Broadcast / Presence authorisation (realtime.messages) and Broadcast from the database
-- (realtime.send), as Supabase Realtime's tenant migrations leave them. Every definition below names
-- its source: github.com/supabase/realtime, lib/realtime/tenants/repo/migrations/<file>.
-- Not recreated: Postgres Changes (realtime.subscription and its functions) and the binary
-- Broadcast additions (realtime.messages.binary_payload, realtime.send_binary).
-- ---------------------------------------------------------------------------------------------
-- 20240401105812_create_realtime_admin_and_move_ownership.ex (re-asserted by
-- 20260707120000_restrict_realtime_schema.ex)
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'supabase_realtime_admin') then
    create role supabase_realtime_admin with noinherit nologin noreplication;
  end if;
end
$$;

-- The schema itself comes with Supabase's Postgres image; the migrations only fill it.
create schema if not exists realtime authorization postgres;

-- 20241030150047_messages_partitioning.ex then 20241108114728_messages_using_uuid.ex (id becomes a
-- uuid, added last). Supabase partitions the table by range of inserted_at (one partition per day,
-- created by Realtime): here it is one plain table with the same columns and primary key.
create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp not null default now(),
  inserted_at timestamp not null default now(),
  id uuid not null default gen_random_uuid(),
  primary key (id, inserted_at)
);
-- 20250905041441_create_messages_replay_index.ex
create index if not exists messages_inserted_at_topic_index on realtime.messages (inserted_at desc, topic)
  where extension = 'broadcast' and private is true;
alter table realtime.messages enable row level security;
alter table realtime.messages owner to supabase_realtime_admin;

-- 20240523004032_redefine_authorization_tables.ex: the topic being authorised (Realtime sets
-- `realtime.topic` for its probes; realtime.send sets it too).
create or replace function realtime.topic() returns text as $$
select nullif(current_setting('realtime.topic', true), '')::text;
$$ language sql stable;

-- 20260605120000_rename_broadcast_send_warning.ex (latest realtime.send): adds `id` to the payload
-- when missing; an error (e.g. no INSERT policy for the caller) becomes a WARNING, never an abort.
create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
as $$
DECLARE
  generated_id uuid;
  final_payload jsonb;
BEGIN
  BEGIN
    generated_id := gen_random_uuid();

    -- Check if payload has an 'id' key, if not, add the generated UUID
    IF payload ? 'id' THEN
      final_payload := payload;
    ELSE
      final_payload := jsonb_set(payload, '{id}', to_jsonb(generated_id));
    END IF;

    -- Set the topic configuration
    EXECUTE format('SET LOCAL realtime.topic TO %L', topic);

    INSERT INTO realtime.messages (id, payload, event, topic, private, extension)
    VALUES (generated_id, final_payload, event, topic, private, 'broadcast');
  EXCEPTION
    WHEN OTHERS THEN
      RAISE WARNING 'WarnSendingBroadcastMessage: %', SQLERRM;
  END;
END;
$$
language plpgsql;

-- 20240919163303_add_payload_to_messages.ex: the row-change helper for triggers.
create or replace function realtime.broadcast_changes(topic_name text, event_name text, operation text,
  table_name text, table_schema text, new record, old record, level text default 'ROW')
returns void
as $$
DECLARE
    -- Declare a variable to hold the JSONB representation of the row
    row_data jsonb := '{}'::jsonb;
BEGIN
    IF level = 'STATEMENT' THEN
        RAISE EXCEPTION 'function can only be triggered for each row, not for each statement';
    END IF;
    -- Check the operation type and handle accordingly
    IF operation = 'INSERT' OR operation = 'UPDATE' OR operation = 'DELETE' THEN
        row_data := jsonb_build_object('old_record', OLD, 'record', NEW, 'operation', operation, 'table', table_name, 'schema', table_schema);
        PERFORM realtime.send (row_data, event_name, topic_name);
    ELSE
        RAISE EXCEPTION 'Unexpected operation type: %', operation;
    END IF;
EXCEPTION
    WHEN OTHERS THEN
        RAISE EXCEPTION 'Failed to process the row: %', SQLERRM;
END;
$$
language plpgsql;

-- 20260707120000_restrict_realtime_schema.ex: the admin role owns the functions.
alter function realtime.topic() owner to supabase_realtime_admin;
alter function realtime.send(jsonb, text, text, boolean) owner to supabase_realtime_admin;
alter function realtime.broadcast_changes(text, text, text, text, text, record, record, text)
  owner to supabase_realtime_admin;

-- 20231204144023_set_required_grants.ex
grant usage on schema realtime to postgres, anon, authenticated, service_role;
grant execute on all functions in schema realtime to postgres, anon, authenticated, service_role;
-- 20241030150047_messages_partitioning.ex: the API roles read and write realtime.messages, subject
-- to its RLS policies (none by default: a private channel is refused until a project adds some).
grant select, insert, update on realtime.messages to postgres, anon, authenticated, service_role;
-- 20240401105812_create_realtime_admin_and_move_ownership.ex
grant all privileges on schema realtime to supabase_realtime_admin;
grant all privileges on all tables in schema realtime to supabase_realtime_admin;
grant all privileges on all sequences in schema realtime to supabase_realtime_admin;
grant all privileges on all functions in schema realtime to supabase_realtime_admin;
grant supabase_realtime_admin to postgres;

-- ---------------------------------------------------------------------------------------------
-- storage: the tables and helpers of Supabase Storage that migrations and RLS policies use, as the
-- migrations of github.com/supabase/storage (src/internal/database/migrations/tenant/) leave them:
-- 0002-storage-schema (buckets, objects, foldername, filename, extension), 0006 (owner on delete set
-- null dropped later), 0013/0014 (public), 0017 (avif_autodetection), 0020/0021 (file_size_limit,
-- allowed_mime_types), 0026 (path_tokens), 0027 (version), 0030 (owner_id), 0039 (user_metadata).
-- Not recreated: multipart uploads, prefixes, the search functions and the analytics buckets.
-- The Storage server (backend/src/storage here) switches to the caller's role with its JWT claims,
-- as PostgREST does, so RLS on storage.objects decides every object call.
-- ---------------------------------------------------------------------------------------------
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin with noinherit nologin createrole;
  end if;
end
$$;
create schema if not exists storage authorization supabase_storage_admin;
grant usage on schema storage to postgres, anon, authenticated, service_role;

create table if not exists storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text
);
create unique index if not exists bname on storage.buckets using btree (name);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb
);
create unique index if not exists bucketid_objname on storage.objects using btree (bucket_id, name);
create index if not exists name_prefix_search on storage.objects using btree (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

create or replace function storage.foldername(name text) returns text[]
language plpgsql as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[1:array_length(_parts, 1) - 1];
end
$$;

create or replace function storage.filename(name text) returns text
language plpgsql as $$
declare
  _parts text[];
begin
  select string_to_array(name, '/') into _parts;
  return _parts[array_length(_parts, 1)];
end
$$;

create or replace function storage.extension(name text) returns text
language plpgsql as $$
declare
  _parts text[];
  _filename text;
begin
  select string_to_array(name, '/') into _parts;
  select _parts[array_length(_parts, 1)] into _filename;
  return reverse(split_part(reverse(_filename), '.', 1));
end
$$;

alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
alter function storage.foldername(text) owner to supabase_storage_admin;
alter function storage.filename(text) owner to supabase_storage_admin;
alter function storage.extension(text) owner to supabase_storage_admin;
grant all on storage.buckets, storage.objects to postgres, anon, authenticated, service_role;
grant execute on all functions in schema storage to postgres, anon, authenticated, service_role;
grant supabase_storage_admin to postgres;

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
