-- Test helpers for acting as a Supabase user, modelled on basejump's supabase-test-helpers.
--
-- pg_prove (ours, and `supabase test db`) runs every file in this folder in name order, each in
-- its own session. This file is itself a valid pgTAP test and is the only one that COMMITS: it
-- (re)creates the helpers in the `tests` schema, which the later files use inside their own
-- begin ... rollback. It is idempotent (create or replace), so running it twice is harmless.
--
--   tests.create_user(identifier, user_metadata, app_metadata) -> uuid   insert into auth.users
--                                              (app_metadata.role = 'admin' also grants the admin
--                                               role in public.user_roles)
--   tests.uid(identifier) -> uuid                                        id of that user
--   tests.authenticate_as(identifier)          role authenticated + that user's JWT claims
--   (an identifier names a user made by tests.create_user, e-mail <identifier>@test.nexus.invalid;
--    tests.uid and tests.authenticate_as also take a full e-mail address, e.g. a seeded user's)
--   tests.authenticate_with_claims(claims)     role authenticated + arbitrary claims
--   tests.authenticate_as_service_role()       role service_role (what edge functions use)
--   tests.clear_authentication()               role anon, no claims (a signed-out client)
--   tests.reset_role()                         back to the session user (postgres)
--
-- The helpers are security invoker: they first switch back to the session user (SET ROLE is
-- checked against the session user, so this works while acting as `authenticated`), then read
-- auth.users and switch to the target role with `set local`-scoped settings, i.e. only for the
-- current transaction, exactly like PostgREST does per request.

begin;

create schema if not exists tests;
grant usage on schema tests to anon, authenticated, service_role;

create or replace function tests.reset_role()
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform pg_catalog.set_config('role', 'none', true);
  perform pg_catalog.set_config('request.jwt.claims', '', true);
end;
$$;

create or replace function tests.create_user(
  identifier text,
  user_metadata jsonb default '{}'::jsonb,
  app_metadata jsonb default '{}'::jsonb
)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  new_id uuid := gen_random_uuid();
begin
  perform tests.reset_role();
  insert into auth.users (
    instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
    raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
    confirmation_token, recovery_token, email_change_token_new, email_change
  ) values (
    '00000000-0000-0000-0000-000000000000', new_id, 'authenticated', 'authenticated',
    identifier || '@test.nexus.invalid', '', now(),
    '{"provider": "email", "providers": ["email"]}'::jsonb || coalesce(app_metadata, '{}'::jsonb),
    coalesce(user_metadata, '{}'::jsonb), now(), now(),
    '', '', '', ''
  );
  -- Roles live in public.user_roles (20261129200000_moderation_schema.sql), not in the token: a
  -- test user made with app_metadata.role = 'admin' is given the role there too, as the seed's
  -- administrator is.
  if coalesce(app_metadata, '{}'::jsonb) ->> 'role' = 'admin'
     and pg_catalog.to_regclass('public.user_roles') is not null then
    insert into public.user_roles (user_id, role) values (new_id, 'admin');
  end if;
  return new_id;
end;
$$;

create or replace function tests.uid(identifier text)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  found uuid;
  previous_role text := pg_catalog.current_setting('role');
  previous_claims text := pg_catalog.current_setting('request.jwt.claims', true);
begin
  perform pg_catalog.set_config('role', 'none', true);
  select u.id into found from auth.users as u
   where u.email = case when identifier like '%@%' then identifier else identifier || '@test.nexus.invalid' end;
  perform pg_catalog.set_config('role', previous_role, true);
  perform pg_catalog.set_config('request.jwt.claims', coalesce(previous_claims, ''), true);
  if found is null then
    raise exception 'tests.uid: no test user %', identifier;
  end if;
  return found;
end;
$$;

create or replace function tests.authenticate_with_claims(claims jsonb)
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform pg_catalog.set_config('role', 'none', true);
  perform pg_catalog.set_config(
    'request.jwt.claims',
    (jsonb_build_object('role', 'authenticated', 'aud', 'authenticated') || claims)::text,
    true
  );
  perform pg_catalog.set_config('role', 'authenticated', true);
end;
$$;

create or replace function tests.authenticate_as(identifier text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  u record;
begin
  perform tests.reset_role();
  select * into u from auth.users as au where au.id = tests.uid(identifier);
  perform tests.authenticate_with_claims(jsonb_build_object(
    'sub', u.id,
    'email', u.email,
    'app_metadata', coalesce(u.raw_app_meta_data, '{}'::jsonb),
    'user_metadata', coalesce(u.raw_user_meta_data, '{}'::jsonb),
    'is_anonymous', false
  ));
end;
$$;

create or replace function tests.authenticate_as_service_role()
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform pg_catalog.set_config('role', 'none', true);
  perform pg_catalog.set_config('request.jwt.claims', '{"role": "service_role"}', true);
  perform pg_catalog.set_config('role', 'service_role', true);
end;
$$;

create or replace function tests.clear_authentication()
returns void
language plpgsql
set search_path = ''
as $$
begin
  perform pg_catalog.set_config('role', 'none', true);
  perform pg_catalog.set_config('request.jwt.claims', '{"role": "anon"}', true);
  perform pg_catalog.set_config('role', 'anon', true);
end;
$$;

-- Callable while acting as any API role (they only ever switch back to the session user).
grant execute on all functions in schema tests to anon, authenticated, service_role;

select plan(7);

select has_function('tests', 'reset_role', array[]::text[], 'tests.reset_role() exists');
select has_function('tests', 'create_user', array['text', 'jsonb', 'jsonb'], 'tests.create_user() exists');
select has_function('tests', 'uid', array['text'], 'tests.uid() exists');
select has_function('tests', 'authenticate_as', array['text'], 'tests.authenticate_as() exists');
select has_function('tests', 'authenticate_with_claims', array['jsonb'], 'tests.authenticate_with_claims() exists');
select has_function('tests', 'authenticate_as_service_role', array[]::text[], 'tests.authenticate_as_service_role() exists');
select has_function('tests', 'clear_authentication', array[]::text[], 'tests.clear_authentication() exists');

select * from finish();

commit;
