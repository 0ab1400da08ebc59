-- Booking an advice session with a real host (issue 22), after 20261125130100_posts_auto_delete.sql.
--
--   * advice_hosts: the people sessions are booked with. Anyone reads them (the booking page is
--     public, anon included); only an administrator or the service role writes them.
--   * bookings: one row per booked 30-minute slot. The member books as themself (status
--     'booked'); the booker and the host read it; either cancels it (status -> 'cancelled', the
--     only column they may update); only an administrator or the service role deletes one.
--   * The database refuses, whatever the client sends:
--       - two live bookings of one host that overlap: exclusion constraint, SQLSTATE 23P01
--         (race-free: 200 concurrent attempts on one slot leave one booking);
--       - a slot that is not exactly 30 minutes, starting on :00 or :30, from 14:00 to 17:30 (so
--         ending by 18:00, the page's "2-6pm"), Monday to Friday, in the host's time zone; a slot in the past;
--         booking oneself: SQLSTATE 23514 with a message to show.
--     A cancelled booking no longer counts: its slot can be booked again.
--   * Everyone else (anon too) learns only which times are taken: host_busy_slots() returns start
--     and end times, no ids, no names.
--   * A booking notifies both people, a cancellation the other party (type 'meeting'), through
--     public.notifications and so on their user:<id> topic; booking_changed (the row and op) goes
--     to both on user:<id> for live calendars.

create extension if not exists btree_gist with schema extensions;

-- ---------------------------------------------------------------------------------------------
-- advice_hosts
-- ---------------------------------------------------------------------------------------------
-- True when p_zone is an IANA time zone name PostgreSQL knows (Europe/London, UTC, ...).
create function private.is_iana_time_zone(p_zone text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_zone is not null
     and p_zone ~ '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$'
     and p_zone !~ '^(posix|right)/'
     and exists (select 1 from pg_catalog.pg_timezone_names as z where z.name = p_zone)
$$;
comment on function private.is_iana_time_zone(text) is
  'Check helper: true when the text is an IANA time zone name known to the server (no POSIX strings or abbreviations).';

create table public.advice_hosts (
  user_id uuid not null primary key references auth.users (id) on delete cascade,
  display_name text not null constraint advice_hosts_display_name_length check (char_length(btrim(display_name)) between 1 and 100),
  bio text not null default '' constraint advice_hosts_bio_length check (char_length(bio) <= 1000),
  -- Slot times are wall-clock times here.
  time_zone text not null constraint advice_hosts_time_zone_iana check (private.is_iana_time_zone(time_zone)),
  created_at timestamptz not null default now()
);
comment on table public.advice_hosts is
  'The hosts of advice sessions. Anyone reads them (anon too); only an administrator or the service role writes them.';
comment on column public.advice_hosts.time_zone is 'The host''s IANA time zone: sessions start 14:00-17:30 (ending by 18:00), Monday to Friday, here.';

-- ---------------------------------------------------------------------------------------------
-- bookings
-- ---------------------------------------------------------------------------------------------
create table public.bookings (
  id uuid not null primary key default gen_random_uuid(),
  host_id uuid not null references public.advice_hosts (user_id) on delete cascade,
  booked_by uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- [start, end), 30 minutes (normalised to '[)' by bookings_10_prepare).
  slot tstzrange not null,
  status text not null default 'booked' constraint bookings_status_check check (status in ('booked', 'cancelled')),
  created_at timestamptz not null default now(),
  -- Its GiST index leads with host_id: it also serves the foreign key and the host's reads.
  constraint bookings_no_overlap exclude using gist (host_id with =, slot with &&) where (status = 'booked')
);
comment on table public.bookings is
  'Advice sessions booked with a host. The booker and the host read them; the booker inserts (status booked); either sets status to cancelled; an administrator or the service role deletes. Live bookings of a host never overlap (23P01).';

-- The member's own bookings (RLS, the cascade from auth.users).
create index bookings_booked_by_idx on public.bookings (booked_by, slot);

-- ---------------------------------------------------------------------------------------------
-- The slot rule (BEFORE INSERT, security definer: it reads the host's time zone)
-- ---------------------------------------------------------------------------------------------
create function private.bookings_prepare()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := auth.uid();
  zone text;
  starts timestamptz;
  ends timestamptz;
  local_start timestamp;
  local_end timestamp;
begin
  if me is not null and new.booked_by is distinct from me then
    raise exception using errcode = '42501', message = 'You can only book sessions for yourself.';
  end if;
  if me is not null and new.status is distinct from 'booked' then
    raise exception using errcode = '23514', message = 'A new booking must be booked, not cancelled.';
  end if;
  if new.host_id = new.booked_by then
    raise exception using errcode = '23514', message = 'You cannot book a session with yourself.';
  end if;

  select h.time_zone into zone from public.advice_hosts as h where h.user_id = new.host_id;
  if zone is null then
    return new; -- no such host: the foreign key refuses it
  end if;

  starts := lower(new.slot);
  ends := upper(new.slot);
  if new.slot is null or isempty(new.slot) or starts is null or ends is null
     or lower_inf(new.slot) or upper_inf(new.slot) then
    raise exception using errcode = '23514', message = 'A session is exactly 30 minutes.';
  end if;
  local_start := starts at time zone zone;
  local_end := ends at time zone zone;
  if ends - starts <> interval '30 minutes' or local_end - local_start <> interval '30 minutes' then
    raise exception using errcode = '23514', message = 'A session is exactly 30 minutes.';
  end if;
  if extract(isodow from local_start) > 5 then
    raise exception using errcode = '23514',
      message = format('Sessions are Monday to Friday (%s time).', zone);
  end if;
  if pg_catalog.date_trunc('minute', local_start) <> local_start or extract(minute from local_start) not in (0, 30) then
    raise exception using errcode = '23514', message = 'A session starts on the hour or the half hour.';
  end if;
  if local_start::time < time '14:00' or local_start::time > time '17:30' then
    raise exception using errcode = '23514',
      message = format('Sessions are between 14:00 and 18:00 (%s time).', zone);
  end if;
  if starts <= pg_catalog.now() then
    raise exception using errcode = '23514', message = 'This time has passed. Choose a later slot.';
  end if;

  new.slot := tstzrange(starts, ends, '[)');
  new.created_at := pg_catalog.now();
  return new;
end;
$$;
comment on function private.bookings_prepare() is
  'Trigger: as oneself (42501); booked; not with oneself; 30 minutes on :00/:30 from 14:00 to 17:30 start, Monday-Friday, host''s time zone; not past (23514).';
revoke execute on function private.bookings_prepare() from public, anon, authenticated;

create trigger bookings_10_prepare
  before insert on public.bookings
  for each row execute function private.bookings_prepare();

-- BEFORE UPDATE: only status changes, and only from booked to cancelled (for everyone: a
-- cancelled slot is booked again with a new row).
create function private.bookings_before_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.id, new.host_id, new.booked_by, new.slot, new.created_at)
     is distinct from (old.id, old.host_id, old.booked_by, old.slot, old.created_at) then
    raise exception using errcode = '42501', message = 'Only the status of a booking can change.';
  end if;
  if new.status is distinct from old.status and not (old.status = 'booked' and new.status = 'cancelled') then
    raise exception using errcode = '23514', message = 'A cancelled session cannot be restored. Book the slot again.';
  end if;
  return new;
end;
$$;
comment on function private.bookings_before_update() is
  'Trigger: only status changes, booked -> cancelled (42501 / 23514 otherwise).';
revoke execute on function private.bookings_before_update() from public, anon, authenticated;

create trigger bookings_10_before_update
  before update on public.bookings
  for each row execute function private.bookings_before_update();

-- ---------------------------------------------------------------------------------------------
-- Notifications and booking_changed (security definer: they write notifications, send on topics)
-- ---------------------------------------------------------------------------------------------
-- The start as the host's wall clock, for messages: 'Mon 30 Nov 2026, 14:00 (Europe/London)'.
create function private.booking_when(p_slot tstzrange, p_zone text)
returns text
language sql
stable
set search_path = ''
as $$
  select pg_catalog.to_char(lower(p_slot) at time zone p_zone, 'Dy DD Mon YYYY, HH24:MI') || ' (' || p_zone || ')'
$$;
comment on function private.booking_when(tstzrange, text) is 'The start of a slot in a time zone, for notifications.';
revoke execute on function private.booking_when(tstzrange, text) from public, anon, authenticated;

create function private.bookings_after_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  host record;
  booker_name text;
  what text;
  data jsonb;
  payload jsonb;
begin
  select h.display_name, h.time_zone into host from public.advice_hosts as h where h.user_id = new.host_id;
  booker_name := private.display_name(new.booked_by);
  what := private.booking_when(new.slot, host.time_zone);
  data := jsonb_build_object(
    'booking_id', new.id, 'host_id', new.host_id, 'host_name', host.display_name,
    'booked_by', new.booked_by, 'booked_by_name', booker_name,
    'starts_at', lower(new.slot), 'ends_at', upper(new.slot), 'status', new.status);

  if tg_op = 'INSERT' and new.status = 'booked' then
    perform private.notify(new.booked_by, 'meeting', 'Session booked',
      format('Your session with %s on %s is booked.', host.display_name, what), data);
    perform private.notify(new.host_id, 'meeting', 'New session booked',
      format('%s booked a session with you on %s.', booker_name, what), data);
  elsif tg_op = 'UPDATE' and old.status = 'booked' and new.status = 'cancelled' then
    -- The other party; both when neither cancelled it (an operator).
    if auth.uid() is distinct from new.booked_by then
      perform private.notify(new.booked_by, 'meeting', 'Session cancelled',
        format('Your session with %s on %s was cancelled.', host.display_name, what), data);
    end if;
    if auth.uid() is distinct from new.host_id then
      perform private.notify(new.host_id, 'meeting', 'Session cancelled',
        format('%s cancelled the session on %s.', booker_name, what), data);
    end if;
  end if;

  payload := pg_catalog.to_jsonb(new) || jsonb_build_object('op', tg_op);
  perform private.send_to_member(new.booked_by, 'booking_changed', payload);
  perform private.send_to_member(new.host_id, 'booking_changed', payload);
  return null;
end;
$$;
comment on function private.bookings_after_change() is
  'Trigger: meeting notifications (a booking to both people, a cancellation to the other party) and booking_changed to both.';
revoke execute on function private.bookings_after_change() from public, anon, authenticated;

create trigger bookings_after_change
  after insert or update on public.bookings
  for each row execute function private.bookings_after_change();

-- ---------------------------------------------------------------------------------------------
-- Free/busy (RPC): times only
-- ---------------------------------------------------------------------------------------------
-- The live bookings of a host that overlap [p_from, p_to), at most 92 days from p_from; times
-- only, never who booked or the booking's id.
create function private.host_busy_slots(p_host_id uuid, p_from timestamptz, p_to timestamptz)
returns table (starts_at timestamptz, ends_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select lower(b.slot), upper(b.slot)
    from public.bookings as b
   where b.host_id = p_host_id
     and b.status = 'booked'
     and p_from is not null and p_to is not null and p_to > p_from
     and b.slot && tstzrange(p_from, least(p_to, p_from + interval '92 days'), '[)')
   order by lower(b.slot)
$$;
comment on function private.host_busy_slots(uuid, timestamptz, timestamptz) is
  'The taken slots of a host between two times (at most 92 days): start and end only.';

create function public.host_busy_slots(p_host_id uuid, p_from timestamptz, p_to timestamptz)
returns table (starts_at timestamptz, ends_at timestamptz)
language sql
stable
set search_path = ''
as $$
  select s.starts_at, s.ends_at from private.host_busy_slots(p_host_id, p_from, p_to) as s
$$;
comment on function public.host_busy_slots(uuid, timestamptz, timestamptz) is
  'The taken (booked) slots of a host overlapping [p_from, p_to), at most 92 days: start and end times only, for anyone.';

-- The booking page is public: anon may ask too (and so needs usage on private for the wrapper).
grant usage on schema private to anon;
revoke execute on function private.host_busy_slots(uuid, timestamptz, timestamptz),
  public.host_busy_slots(uuid, timestamptz, timestamptz) from public;
grant execute on function private.host_busy_slots(uuid, timestamptz, timestamptz),
  public.host_busy_slots(uuid, timestamptz, timestamptz) to anon, authenticated;
-- The check helpers run for every writer (the service role and operators too).
grant execute on function private.is_iana_time_zone(text) to anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Privileges and row-level security
-- ---------------------------------------------------------------------------------------------
revoke all on table public.advice_hosts, public.bookings from anon, authenticated;

grant select on table public.advice_hosts to anon, authenticated;
-- Administrators (RLS decides who): writes through their own token.
grant insert, update, delete on table public.advice_hosts to authenticated;

grant select, delete on table public.bookings to authenticated;
-- created_at and the normalised slot are the server's; booked_by defaults to auth.uid().
grant insert (id, host_id, booked_by, slot) on table public.bookings to authenticated;
grant update (status) on table public.bookings to authenticated;

alter table public.advice_hosts enable row level security;
alter table public.bookings enable row level security;

create policy advice_hosts_select_all on public.advice_hosts
  for select to anon, authenticated using (true);
create policy advice_hosts_insert_admin on public.advice_hosts
  for insert to authenticated with check ((select public.is_admin()));
create policy advice_hosts_update_admin on public.advice_hosts
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy advice_hosts_delete_admin on public.advice_hosts
  for delete to authenticated using ((select public.is_admin()));
create policy advice_hosts_require_aal2 on public.advice_hosts
  as restrictive for all to authenticated
  using ((select private.aal_satisfied())) with check ((select private.aal_satisfied()));

create policy bookings_select_party on public.bookings
  for select to authenticated
  using (booked_by = (select auth.uid()) or host_id = (select auth.uid()) or (select public.is_admin()));
create policy bookings_insert_self on public.bookings
  for insert to authenticated
  with check (booked_by = (select auth.uid()));
create policy bookings_update_party on public.bookings
  for update to authenticated
  using (booked_by = (select auth.uid()) or host_id = (select auth.uid()))
  with check (booked_by = (select auth.uid()) or host_id = (select auth.uid()));
create policy bookings_delete_admin on public.bookings
  for delete to authenticated
  using ((select public.is_admin()));
create policy bookings_require_aal2 on public.bookings
  as restrictive for all to authenticated
  using ((select private.aal_satisfied())) with check ((select private.aal_satisfied()));
