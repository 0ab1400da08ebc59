-- Support requests, contact messages, and least privilege for the edge functions.
--
--   * support_requests: a signed-in member files a support request or a feature suggestion from
--     the settings; they insert and read only their own rows (RLS), anon gets nothing.
--   * contact_messages: the public contact form, delivered by the `contact-message` edge function;
--     only the functions' role may insert and read them (to limit how often one sender writes).
--   * edge_functions: the role the edge functions switch to on every connection (see
--     supabase/functions/_shared/db.ts). It holds only the privileges their queries use; work
--     that needs more (creating a missing trial row from auth.users, deleting an account) goes
--     through the security definer functions below, which it alone may execute.
-- Every function pins search_path = '' and names objects fully.

-- ---------------------------------------------------------------------------------------------
-- support_requests
-- ---------------------------------------------------------------------------------------------
create table public.support_requests (
  id uuid not null primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  kind text not null constraint support_requests_kind_check check (kind in ('support', 'feature')),
  category text,
  subject text not null constraint support_requests_subject_length check (char_length(btrim(subject)) between 1 and 200),
  message text not null constraint support_requests_message_length check (char_length(btrim(message)) between 1 and 5000),
  priority text,
  created_at timestamptz not null default now(),
  -- A support request has a support category and a priority; a feature suggestion an optional
  -- feature category and no priority.
  constraint support_requests_shape check (
    (kind = 'support'
      and category is not null and category in ('technical', 'account', 'billing', 'report', 'other')
      and priority is not null and priority in ('low', 'medium', 'high', 'urgent'))
    or (kind = 'feature'
      and (category is null or category in ('ui', 'rooms', 'journal', 'social', 'mobile', 'other'))
      and priority is null)
  )
);

comment on table public.support_requests is
  'Support requests and feature suggestions. A member inserts and reads only their own; the team reads them with the service role.';

create index support_requests_user_id_idx on public.support_requests (user_id);

revoke all on table public.support_requests from anon, authenticated;
grant select on table public.support_requests to authenticated;
-- user_id and created_at are filled in by the server (defaults), never by the client.
grant insert (kind, category, subject, message, priority) on table public.support_requests to authenticated;

alter table public.support_requests enable row level security;

create policy support_requests_select_own on public.support_requests
  for select to authenticated
  using ((select auth.uid()) = user_id);

create policy support_requests_insert_own on public.support_requests
  for insert to authenticated
  with check ((select auth.uid()) = user_id);

-- ---------------------------------------------------------------------------------------------
-- contact_messages
-- ---------------------------------------------------------------------------------------------
create table public.contact_messages (
  id uuid not null primary key default gen_random_uuid(),
  name text not null constraint contact_messages_name_length check (char_length(name) between 1 and 200),
  email text not null constraint contact_messages_email_length check (char_length(email) between 3 and 320),
  subject text not null constraint contact_messages_subject_length check (char_length(subject) between 1 and 200),
  message text not null constraint contact_messages_message_length check (char_length(message) between 1 and 5000),
  -- The sender's address as the edge function saw it, for rate limiting; null when unknown.
  ip inet,
  created_at timestamptz not null default now()
);

comment on table public.contact_messages is
  'Messages from the public contact form. Written and read only by the contact-message edge function (role edge_functions) and the service role.';

-- Rate limiting counts recent messages per address and per IP.
create index contact_messages_email_created_idx on public.contact_messages (lower(email), created_at desc);
create index contact_messages_ip_created_idx on public.contact_messages (ip, created_at desc);

revoke all on table public.contact_messages from anon, authenticated;
alter table public.contact_messages enable row level security; -- no policies: clients are denied

-- ---------------------------------------------------------------------------------------------
-- subscribers: members read only the columns the app shows, never the Stripe ids
-- ---------------------------------------------------------------------------------------------
revoke select on table public.subscribers from authenticated;
grant select (user_id, subscribed, subscription_tier, subscription_end, trial_end, status, cancel_at_period_end)
  on table public.subscribers to authenticated;

-- ---------------------------------------------------------------------------------------------
-- edge_functions: the edge functions' own role
-- ---------------------------------------------------------------------------------------------
do $$
begin
  if not exists (select 1 from pg_catalog.pg_roles where rolname = 'edge_functions') then
    create role edge_functions nologin noinherit;
  end if;
end;
$$;

comment on role edge_functions is
  'Role of the Nexus edge functions (SET ROLE on connect): only the grants their queries use.';

-- The connecting user (postgres on Supabase) may switch to it.
grant edge_functions to current_user;

grant usage on schema public to edge_functions;
grant select on table public.subscribers to edge_functions;
grant update (
  subscription_tier, subscribed, subscription_end, trial_end, stripe_customer_id,
  stripe_subscription_id, status, cancel_at_period_end, stripe_updated_at, updated_at
) on table public.subscribers to edge_functions;
grant select, insert on table public.stripe_events to edge_functions;
grant select, insert on table public.contact_messages to edge_functions;

-- RLS applies to edge_functions as to any role that does not own the table: let it through on the
-- tables it works on (it authenticates callers itself, and filters every query by user id).
create policy subscribers_edge_functions on public.subscribers
  for all to edge_functions using (true) with check (true);
create policy stripe_events_edge_functions on public.stripe_events
  for all to edge_functions using (true) with check (true);
create policy contact_messages_edge_functions on public.contact_messages
  for all to edge_functions using (true) with check (true);

-- A member whose subscriber row is missing gets one, with the trial counted from the account's
-- creation (not from now). Returns true when a row exists afterwards, false when there is no
-- such user.
create function public.ensure_subscriber(target_user_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.subscribers (user_id, subscribed, trial_end)
  select u.id, false, coalesce(u.created_at, pg_catalog.now()) + interval '7 days'
  from auth.users as u
  where u.id = target_user_id
  on conflict (user_id) do nothing;
  return exists (select 1 from public.subscribers as s where s.user_id = target_user_id);
end;
$$;

comment on function public.ensure_subscriber(uuid) is
  'Creates the missing subscriber row of a user with the trial counted from the account''s creation. Edge functions only.';
revoke execute on function public.ensure_subscriber(uuid) from public, anon, authenticated;
grant execute on function public.ensure_subscriber(uuid) to edge_functions;

-- Deletes an account: the auth user, and with it (on delete cascade) the profile, the subscriber
-- row and the support requests. Returns true when a user was deleted.
create function public.delete_user_account(target_user_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  deleted integer;
begin
  delete from auth.users where id = target_user_id;
  get diagnostics deleted = row_count;
  return deleted = 1;
end;
$$;

comment on function public.delete_user_account(uuid) is
  'Deletes an auth user and, by cascade, their rows. Called only by the delete-account edge function after it verified the caller.';
revoke execute on function public.delete_user_account(uuid) from public, anon, authenticated;
grant execute on function public.delete_user_account(uuid) to edge_functions;

comment on table public.subscribers is
  'Entitlements. Members read their own row (the columns the app shows); only the edge functions (role edge_functions) write. The trial is set by the sign-up trigger.';
