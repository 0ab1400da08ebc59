-- Two foundations for closing the review's doors (after 20261127140000_join_room.sql).
--
-- 1. A post can outlive its author. Deleting an account must neither unmask an anonymous author
--    (their anonymous posts stay, detached: author_id null) nor delete other members' words (a
--    deleted member's post that others answered stays as a placeholder: deleted_at set, body
--    empty). The foreign key now sets author_id to null instead of cascading; what happens to each
--    of a leaving member's posts is decided by public.delete_user_account() before the user goes.
-- 2. One rate limiter for every flood limit: private.take_rate_slot() keeps, per member and
--    action, the times of the member's last writes and refuses the next one (PT429, with a
--    message that says when to try again and the ISO time as the hint) while the window is full.

-- ---------------------------------------------------------------------------------------------
-- 1. Posts outlive their author
-- ---------------------------------------------------------------------------------------------
alter table public.posts alter column author_id drop not null;
alter table public.posts drop constraint posts_author_id_fkey;
alter table public.posts
  add constraint posts_author_id_fkey foreign key (author_id) references auth.users (id) on delete set null;
comment on column public.posts.author_id is
  'The author; null once their account is deleted (the post stays, detached). Not readable by members (column privileges): room_feed() returns it, except in anonymous rooms.';

alter table public.posts add column deleted_at timestamptz;
comment on column public.posts.deleted_at is
  'Set when the post was removed but others'' replies under it stay: its body is empty and it shows as ''Deleted post''.';

alter table public.posts drop constraint posts_body_length;
alter table public.posts
  add constraint posts_body_length check (
    (deleted_at is null and char_length(body) between 1 and 4000)
    or (deleted_at is not null and body = '')
  );

-- ---------------------------------------------------------------------------------------------
-- 2. One rate limiter
-- ---------------------------------------------------------------------------------------------
create table private.rate_ledger (
  user_id uuid not null references auth.users (id) on delete cascade,
  action text not null constraint rate_ledger_action_format check (action ~ '^[a-z_]{1,40}$'),
  -- The times of the member's latest writes of this action, newest first (at most the limit).
  recent timestamptz[] not null default '{}',
  primary key (user_id, action)
);
comment on table private.rate_ledger is
  'Flood limits: per member and action, the times of their latest writes, newest first. Written only by private.take_rate_slot().';
revoke all on table private.rate_ledger from public, anon, authenticated, service_role;
alter table private.rate_ledger enable row level security; -- no policies: only its owner

-- 'N seconds', 'N minutes', 'N hours' or 'N days' (rounded up; singular for 1).
create function private.human_wait(p_wait interval)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when s < 60 then n_s || case when n_s = 1 then ' second' else ' seconds' end
    when s < 3600 then ceil(s / 60)::int || case when ceil(s / 60) = 1 then ' minute' else ' minutes' end
    when s < 172800 then ceil(s / 3600)::int || case when ceil(s / 3600) = 1 then ' hour' else ' hours' end
    else ceil(s / 86400)::int || ' days'
  end
  from (select greatest(1, ceil(extract(epoch from p_wait)))::numeric as s,
               greatest(1, ceil(extract(epoch from p_wait)))::int as n_s) as w
$$;
comment on function private.human_wait(interval) is
  'How long to wait, for a refusal message: ''42 seconds'', ''3 minutes'', ''2 hours'', ''7 days'' (rounded up).';
revoke execute on function private.human_wait(interval) from public, anon;

-- When p_user may next write p_action, or null when they may now: p_max writes are allowed in any
-- rolling p_window. Reads only.
create function private.rate_slot_free_at(p_user uuid, p_action text, p_max int, p_window interval)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when r.recent[p_max] is not null and r.recent[p_max] > pg_catalog.now() - p_window
      then r.recent[p_max] + p_window
  end
  from private.rate_ledger as r
  where r.user_id = p_user and r.action = p_action
$$;
comment on function private.rate_slot_free_at(uuid, text, int, interval) is
  'Flood limits: when the member may next write the action (p_max per rolling p_window), or null when they may now.';
revoke execute on function private.rate_slot_free_at(uuid, text, int, interval) from public, anon, authenticated;

-- Takes one of p_user's p_max slots for p_action in the rolling p_window, or refuses: PT429 (HTTP
-- 429 through PostgREST) with format(p_message, private.human_wait(wait)) as the message and the
-- time the member may try again (ISO 8601, UTC) as the hint. Race-free: the member's ledger row is
-- locked while it is checked and written. A null user (the service role, operators) is not limited.
create function private.take_rate_slot(
  p_user uuid, p_action text, p_max int, p_window interval, p_message text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  times timestamptz[];
  retry_at timestamptz;
begin
  if p_user is null then
    return;
  end if;
  insert into private.rate_ledger (user_id, action) values (p_user, p_action)
  on conflict (user_id, action) do nothing;
  select r.recent into times from private.rate_ledger as r
   where r.user_id = p_user and r.action = p_action
     for update;
  if times[p_max] is not null and times[p_max] > pg_catalog.now() - p_window then
    retry_at := times[p_max] + p_window;
    raise exception using
      errcode = 'PT429',
      message = format(p_message, private.human_wait(retry_at - pg_catalog.now())),
      hint = to_char(retry_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
  end if;
  update private.rate_ledger as r
     set recent = pg_catalog.array_prepend(pg_catalog.now(), times[1:p_max - 1])
   where r.user_id = p_user and r.action = p_action;
end;
$$;
comment on function private.take_rate_slot(uuid, text, int, interval, text) is
  'Flood limits: takes one of the member''s p_max slots for the action in the rolling window, or raises PT429 with format(p_message, wait) and the retry time (ISO) as the hint.';
revoke execute on function private.take_rate_slot(uuid, text, int, interval, text) from public, anon, authenticated;
