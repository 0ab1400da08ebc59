-- Entitlements: who a user is (profiles), whether their trial runs and what they have paid for
-- (subscribers), and which Stripe events have been applied (stripe_events).
--
-- The database and the edge functions decide; the client only reads. Concretely:
--   * a trigger on auth.users creates the profile and the subscriber row, trial included;
--   * an authenticated user may read their own rows and change only profiles.name;
--   * every write to subscribers / stripe_events is done by the edge functions, as the role
--     edge_functions with narrow grants (created in 20261122150000_member_requests_and_function_role.sql);
--   * administrators are marked by app_metadata.role = 'admin' (service-role writable only).
-- Every function pins search_path = '' and names objects fully.

-- ---------------------------------------------------------------------------------------------
-- Shared trigger function: updated_at
-- ---------------------------------------------------------------------------------------------
create function public.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;

comment on function public.set_updated_at() is 'Trigger: stamps updated_at on every update.';
-- A trigger function is never called by clients; firing a trigger needs no EXECUTE privilege.
revoke execute on function public.set_updated_at() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- profiles
-- ---------------------------------------------------------------------------------------------
create table public.profiles (
  id uuid not null primary key references auth.users (id) on delete cascade,
  name text constraint profiles_name_length check (char_length(name) <= 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.profiles is 'One row per auth user, created by the sign-up trigger. Users may update only name.';

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- subscribers: the entitlement row the client reads
-- ---------------------------------------------------------------------------------------------
create table public.subscribers (
  user_id uuid not null primary key references auth.users (id) on delete cascade,
  subscription_tier text
    constraint subscribers_subscription_tier_check check (subscription_tier in ('basic', 'premium')),
  subscribed boolean not null default false,
  trial_end timestamptz,
  subscription_end timestamptz,
  -- billing (written by the Stripe edge functions, role edge_functions)
  stripe_customer_id text constraint subscribers_stripe_customer_id_key unique,
  stripe_subscription_id text,
  status text
    constraint subscribers_status_check check (status in (
      'incomplete', 'incomplete_expired', 'trialing', 'active',
      'past_due', 'canceled', 'unpaid', 'paused'
    )),
  cancel_at_period_end boolean not null default false,
  stripe_updated_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.subscribers is
  'Entitlements. Clients read their own row; only the service role writes. The trial is set by the sign-up trigger.';
comment on column public.subscribers.status is 'Stripe subscription status, or null when there never was a subscription.';
comment on column public.subscribers.stripe_updated_at is
  'Stripe time (event created) of the last applied change. An update carrying an older value is skipped.';

-- Webhooks look subscribers up by their Stripe subscription.
create index subscribers_stripe_subscription_id_idx on public.subscribers (stripe_subscription_id);

-- An older Stripe event must never overwrite a newer state: an update whose stripe_updated_at is
-- older than the stored one is skipped (the statement reports 0 rows). Equal times are applied.
create function public.subscribers_keep_newest_stripe_state()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.stripe_updated_at is not null
     and old.stripe_updated_at is not null
     and new.stripe_updated_at < old.stripe_updated_at then
    return null;
  end if;
  return new;
end;
$$;

comment on function public.subscribers_keep_newest_stripe_state() is
  'Trigger: skips updates that carry an older stripe_updated_at than the stored one.';
revoke execute on function public.subscribers_keep_newest_stripe_state() from public, anon, authenticated;

-- BEFORE triggers fire in name order: the staleness guard runs before the timestamp.
create trigger subscribers_keep_newest_stripe_state
  before update on public.subscribers
  for each row execute function public.subscribers_keep_newest_stripe_state();

create trigger subscribers_set_updated_at
  before update on public.subscribers
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- stripe_events: idempotency ledger for the Stripe webhook (insert ... on conflict do nothing)
-- ---------------------------------------------------------------------------------------------
create table public.stripe_events (
  id text not null primary key,
  type text not null,
  stripe_created_at timestamptz not null,
  processed_at timestamptz not null default now()
);

comment on table public.stripe_events is
  'Stripe events already applied, by Stripe event id. Service role only; a replayed event is a no-op.';

-- ---------------------------------------------------------------------------------------------
-- Sign-up: profile + subscriber row with a 7-day trial, decided by the server
-- ---------------------------------------------------------------------------------------------
-- security definer: it runs as the auth server's role, which has no rights on public tables.
create function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, name)
  values (new.id, left(nullif(btrim(new.raw_user_meta_data ->> 'name'), ''), 200));

  insert into public.subscribers (user_id, subscribed, trial_end)
  values (new.id, false, pg_catalog.now() + interval '7 days');

  return new;
end;
$$;

comment on function public.handle_new_user() is
  'Trigger on auth.users insert: creates the profile and the subscriber row with a 7-day trial.';
-- Only the trigger may run it: no client role can execute this security definer function.
revoke execute on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();

-- Users that existed before this migration get their rows too (trial counted from sign-up).
insert into public.profiles (id, name)
select u.id, left(nullif(btrim(u.raw_user_meta_data ->> 'name'), ''), 200)
from auth.users as u
on conflict (id) do nothing;

insert into public.subscribers (user_id, subscribed, trial_end)
select u.id, false, coalesce(u.created_at, now()) + interval '7 days'
from auth.users as u
on conflict (user_id) do nothing;

-- ---------------------------------------------------------------------------------------------
-- Administrators: app_metadata.role = 'admin' in the JWT (writable only with the service role).
-- Never user_metadata (the user can write it) and never an e-mail address.
-- ---------------------------------------------------------------------------------------------
create function public.is_admin()
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce((auth.jwt() -> 'app_metadata' ->> 'role') = 'admin', false)
$$;

comment on function public.is_admin() is
  'True when the request JWT carries app_metadata.role = admin. Security invoker; reads only the caller''s own claims.';

-- ---------------------------------------------------------------------------------------------
-- Privileges and row-level security
-- ---------------------------------------------------------------------------------------------
-- Supabase grants everything in public to anon/authenticated by default; narrow it to what the
-- client needs so that grants and RLS both say no (TRUNCATE, for one, is not subject to RLS).
revoke all on table public.profiles, public.subscribers, public.stripe_events from anon, authenticated;

grant select on table public.profiles to authenticated;
grant update (name) on table public.profiles to authenticated;
grant select on table public.subscribers to authenticated;
-- stripe_events: nothing for anon or authenticated.
-- service_role keeps Supabase's default grants and bypasses RLS (operators); the edge functions
-- write as edge_functions (see 20261122150000_member_requests_and_function_role.sql).

alter table public.profiles enable row level security;
alter table public.subscribers enable row level security;
alter table public.stripe_events enable row level security; -- and no policies: deny all

create policy profiles_select_own on public.profiles
  for select to authenticated
  using ((select auth.uid()) = id);

create policy profiles_update_own on public.profiles
  for update to authenticated
  using ((select auth.uid()) = id)
  with check ((select auth.uid()) = id);

create policy subscribers_select_own on public.subscribers
  for select to authenticated
  using ((select auth.uid()) = user_id);
