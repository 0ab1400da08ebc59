-- Meetings: participants whose page died leave by themselves (issue 42), after
-- 20261130090000_meetings.sql.
--
-- A participant leaves with leave_meeting(). A tab that crashes, a laptop closed or a network
-- gone sends nothing, and its member would stay present for ever: counted against the six, shown
-- to the others, host of a community meeting nobody can end, which then never ends either. So:
--
--   * public.meeting_heartbeat(meeting_id): a page in a meeting calls it every ~20 seconds; it
--     records meeting_participants.seen_at for the caller (42501 'You are not in this meeting.'
--     when they are not present any more, 23514 'This meeting has ended.').
--   * A participant who has sent a heartbeat and none for 60 seconds has left: each join,
--     heartbeat and leave of the meeting first marks such participants as left (with the host
--     hand-over and, for a community meeting with nobody left, its end, as leave_meeting does),
--     and broadcasts the state when that changed anything.
--   * A participant who never sent a heartbeat (seen_at null) is never taken out: pages that do
--     not beat keep the behaviour of 20261130090000. A rejoin clears seen_at.
-- The functions of 20261130090000 that join and leave are redefined here to do the above.

alter table public.meeting_participants add column seen_at timestamptz null;
comment on column public.meeting_participants.seen_at is
  'The caller''s latest meeting_heartbeat(); a participant whose last heartbeat is older than 60 seconds has left (null: never beat, never taken out).';

-- How long a participant counts without a heartbeat.
create function private.meeting_seen_after()
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select pg_catalog.now() - interval '60 seconds'
$$;
comment on function private.meeting_seen_after() is
  'Meetings: participants with a heartbeat before this time have left (the last 60 seconds count).';
revoke execute on function private.meeting_seen_after() from public, anon, authenticated;

-- Marks the participants of a (locked) meeting whose heartbeat is stale as left; hands the host
-- over when the host was one of them; ends a community meeting left empty. True when anything
-- changed (the caller broadcasts; an ended meeting has been broadcast already).
create function private.prune_meeting(p_meeting_id uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  m public.meetings;
  next_host uuid;
begin
  select * into m from public.meetings as x where x.id = p_meeting_id;
  if not found or m.status <> 'live' then
    return false;
  end if;
  update public.meeting_participants as mp
     set left_at = pg_catalog.clock_timestamp(), hand_raised_at = null
   where mp.meeting_id = m.id and mp.left_at is null
     and mp.seen_at is not null and mp.seen_at < private.meeting_seen_after();
  if not found then
    return false;
  end if;
  if not private.is_meeting_participant(m.id, m.host_id) then
    select mp.user_id into next_host from public.meeting_participants as mp
     where mp.meeting_id = m.id and mp.left_at is null
     order by mp.joined_at, mp.user_id
     limit 1;
    if next_host is not null then
      update public.meetings as x set host_id = next_host where x.id = m.id;
    elsif m.kind = 'community' then
      perform private.close_meeting(m.id);
    end if;
  end if;
  return true;
end;
$$;
comment on function private.prune_meeting(uuid) is
  'Meetings: participants silent for 60 seconds after a heartbeat leave (host hand-over; an emptied community meeting ends). The caller holds the meeting''s row lock. Server-side use only.';
revoke execute on function private.prune_meeting(uuid) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- meeting_heartbeat
-- ---------------------------------------------------------------------------------------------
create function private.meeting_heartbeat(p_meeting_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  m public.meetings := private.lock_my_meeting(p_meeting_id, false);
begin
  update public.meeting_participants as mp set seen_at = pg_catalog.now()
   where mp.meeting_id = m.id and mp.user_id = auth.uid();
  if private.prune_meeting(m.id) then
    perform private.broadcast_meeting_state(m.id);
  end if;
end;
$$;
comment on function private.meeting_heartbeat(uuid) is
  'Meetings: records that the caller''s page is alive in their meeting and takes out those silent for 60 seconds (broadcasting the state when any left).';

create function public.meeting_heartbeat(meeting_id uuid)
returns void
language sql
set search_path = ''
as $$
  select private.meeting_heartbeat(meeting_heartbeat.meeting_id)
$$;
comment on function public.meeting_heartbeat(uuid) is
  'The caller''s page is alive in the meeting: call it every ~20 seconds while in it. After a first heartbeat, a participant silent for 60 seconds has left (as with leave_meeting). 42501 ''You are not in this meeting.'' (e.g. taken out after a long disconnection: join again), 23514 ''This meeting has ended.''.';

revoke execute on function private.meeting_heartbeat(uuid), public.meeting_heartbeat(uuid) from public, anon;
grant execute on function private.meeting_heartbeat(uuid), public.meeting_heartbeat(uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- join_meeting and leave_meeting take out the silent first
-- ---------------------------------------------------------------------------------------------
create or replace function private.join_meeting(p_booking_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := private.assert_meeting_caller();
  b public.bookings;
  m public.meetings;
  present int;
  attempt int := 0;
  pruned boolean := false;
begin
  perform private.assert_not_restricted('meeting');

  if p_booking_id is null then
    -- The live community meeting, or a new one with the caller as host. The partial unique index
    -- makes concurrent first joins meet on one row; the row lock then serialises the joins. A
    -- meeting ended meanwhile (or by taking out its silent participants) is seen as such: try
    -- again, a new one starts.
    loop
      attempt := attempt + 1;
      insert into public.meetings (kind, host_id) values ('community', me)
        on conflict ((true)) where kind = 'community' and status = 'live' do nothing;
      select * into m from public.meetings as x
       where x.kind = 'community' and x.status = 'live'
       for update;
      if found then
        pruned := private.prune_meeting(m.id);
        select * into m from public.meetings as x where x.id = m.id;
        exit when m.status = 'live';
      end if;
      if attempt >= 5 then
        raise exception using errcode = '40001', message = 'The meeting changed while joining. Try again.';
      end if;
    end loop;
  else
    select * into b from public.bookings as x where x.id = p_booking_id for share;
    if not found or me not in (b.booked_by, b.host_id) then
      raise exception using errcode = '42501', message = 'Only the member who booked this session and its host can join it.';
    end if;
    if b.status = 'cancelled' then
      raise exception using errcode = '23514', message = 'This session was cancelled.';
    end if;
    if pg_catalog.now() < lower(b.slot) - interval '10 minutes' then
      raise exception using errcode = '23514', message = 'This session opens 10 minutes before it starts.';
    end if;
    if pg_catalog.now() >= upper(b.slot) then
      raise exception using errcode = '23514', message = 'This session has ended.';
    end if;
    insert into public.meetings (kind, booking_id, host_id) values ('booking', b.id, b.host_id)
      on conflict (booking_id) do nothing;
    select * into m from public.meetings as x where x.booking_id = b.id for update;
    if m.status = 'ended' then
      raise exception using errcode = '23514', message = 'This meeting has ended.';
    end if;
    pruned := private.prune_meeting(m.id);
    select * into m from public.meetings as x where x.id = m.id;
  end if;

  -- Already present: the same meeting, nothing changes (but silent participants taken out above
  -- are told to the others).
  if private.is_meeting_participant(m.id, me) then
    if pruned then
      perform private.broadcast_meeting_state(m.id);
    end if;
    return m.id;
  end if;

  select count(*)::int into present from public.meeting_participants as mp
   where mp.meeting_id = m.id and mp.left_at is null;
  if present >= 6 then
    raise exception using errcode = '23514', message = 'This meeting is full';
  end if;

  insert into public.meeting_participants (meeting_id, user_id, joined_at)
  values (m.id, me, pg_catalog.clock_timestamp())
  on conflict (meeting_id, user_id) do update
    set joined_at = excluded.joined_at, left_at = null, hand_raised_at = null,
        self_muted = false, camera_off = false, seen_at = null;

  -- The advice host is the host of their session whenever they are in it; a community meeting
  -- whose host is gone (no one present was left to take over) gets the joiner.
  if (m.kind = 'booking' and me = b.host_id and m.host_id <> me)
     or (m.kind = 'community' and not private.is_meeting_participant(m.id, m.host_id)) then
    update public.meetings as x set host_id = me where x.id = m.id;
  end if;

  perform private.broadcast_meeting_state(m.id);
  return m.id;
end;
$$;

create or replace function private.leave_meeting(p_meeting_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := auth.uid();
  m public.meetings;
  next_host uuid;
begin
  if me is null then
    return;
  end if;
  select * into m from public.meetings as x where x.id = p_meeting_id for update;
  if not found or m.status = 'ended' or not private.is_meeting_participant(m.id, me) then
    return; -- not in it: nothing to leave
  end if;
  update public.meeting_participants as mp
     set left_at = pg_catalog.clock_timestamp(), hand_raised_at = null
   where mp.meeting_id = m.id and mp.user_id = me;
  perform private.prune_meeting(m.id);
  select * into m from public.meetings as x where x.id = m.id;
  if m.status = 'ended' then
    return; -- emptied and ended by the above: broadcast there
  end if;

  if m.host_id = me then
    select mp.user_id into next_host from public.meeting_participants as mp
     where mp.meeting_id = m.id and mp.left_at is null
     order by mp.joined_at, mp.user_id
     limit 1;
    if next_host is not null then
      update public.meetings as x set host_id = next_host where x.id = m.id;
    end if;
  end if;

  if m.kind = 'community' and not exists (
       select 1 from public.meeting_participants as mp where mp.meeting_id = m.id and mp.left_at is null) then
    perform private.close_meeting(m.id); -- broadcasts the end
    return;
  end if;
  perform private.broadcast_meeting_state(m.id);
end;
$$;
