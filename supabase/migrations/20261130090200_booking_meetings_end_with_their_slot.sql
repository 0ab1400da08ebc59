-- Meetings: a booked session's meeting ends with its slot (issue 42), after
-- 20261130090100_meeting_heartbeats.sql.
--
-- A booking's meeting is open to its two people from 10 minutes before the slot to its end; once
-- the slot is over, it ends like end_meeting() ends it (everyone leaves, the state broadcast says
-- 'ended', its topics close), at the meeting's next join, heartbeat or leave: within a heartbeat
-- (~20 seconds) of the end while a page is in it. private.prune_meeting() does it;
-- private.meeting_heartbeat() no longer broadcasts a second time a meeting that has just ended.

create or replace function private.prune_meeting(p_meeting_id uuid)
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
  -- A booked session is over at the end of its slot.
  if m.kind = 'booking' and exists (
       select 1 from public.bookings as b where b.id = m.booking_id and upper(b.slot) <= pg_catalog.now()) then
    perform private.close_meeting(m.id);
    return true;
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
  'Meetings: ends a booked session''s meeting whose slot is over; takes out participants silent for 60 seconds after a heartbeat (host hand-over; an emptied community meeting ends). True when anything changed (an ended meeting is already broadcast). The caller holds the meeting''s row lock. Server-side use only.';

create or replace function private.meeting_heartbeat(p_meeting_id uuid)
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
  -- Two statements: in one condition the EXISTS would be evaluated first (an InitPlan).
  if private.prune_meeting(m.id) then
    if exists (select 1 from public.meetings as x where x.id = m.id and x.status = 'live') then
      perform private.broadcast_meeting_state(m.id);
    end if;
  end if;
end;
$$;
