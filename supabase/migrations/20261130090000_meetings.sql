-- Meetings for real (issue 42), after 20261129200400_suspended_members_read_their_rooms.sql.
--
-- Members in the meeting room see and hear each other over a WebRTC full mesh; Supabase Realtime
-- carries the signalling. The database decides who is in a meeting, who is host and who is muted;
-- clients only read it and are told of every change by a broadcast no client can forge.
--
--   * public.meetings: the live community meeting (at most one at a time) and one meeting per
--     booked advice session. public.meeting_participants: who joined, their hand and their mute,
--     microphone and camera state. public.meeting_messages: the meeting's chat.
--   * Nobody writes meetings or meeting_participants directly: members call the functions below
--     (security invoker wrappers over security definer functions in private), which check the
--     caller in the database:
--       join_meeting(booking_id default null) -> the meeting joined (the live community meeting,
--         started with the caller as host when none is live; or the booking's, from 10 minutes
--         before its slot to its end, only for its member and its host, who is the meeting's
--         host); at most 6 present participants (the row of the meeting is locked before counting,
--         so concurrent joins cannot make a seventh); a suspended member is refused;
--       leave_meeting, raise_hand, lower_hand, set_my_media (own row);
--       mute_participant, allow_to_speak (only on a raised hand), end_meeting: the host only;
--       meeting_state: the state below, for a present participant.
--     Refusals: 42501 (not allowed) and 23514 (full, closed, no raised hand) with the message the
--     screen shows as is.
--   * When the host leaves, the present participant who joined earliest becomes host; the last
--     one out of a community meeting ends it; an ended meeting is never joined again (the next
--     community join starts a new one; an ended booking meeting stays ended). Cancelling a booking
--     ends its meeting.
--   * Realtime (RLS on realtime.messages):
--       meeting:<id>                    the state topic: its present participants receive
--                                       broadcasts; nobody sends or tracks Presence on it. The
--                                       database broadcasts `state` after every change and
--                                       `message` for each chat message (realtime.send, private).
--       meeting:<id>:pair:<lo>:<hi>     the signalling of two participants (lo < hi, the two user
--                                       ids as lowercase text): only those two, while present in
--                                       that live meeting, receive and send (broadcast, presence).
-- The contract with the clients: /docs/decisions/0023-meetings-mesh-over-realtime.md.

-- ---------------------------------------------------------------------------------------------
-- Tables
-- ---------------------------------------------------------------------------------------------
create table public.meetings (
  id uuid not null primary key default gen_random_uuid(),
  kind text not null constraint meetings_kind_check check (kind in ('community', 'booking')),
  booking_id uuid null unique references public.bookings (id) on delete cascade,
  host_id uuid not null references auth.users (id) on delete cascade,
  status text not null default 'live' constraint meetings_status_check check (status in ('live', 'ended')),
  started_at timestamptz not null default now(),
  ended_at timestamptz null,
  constraint meetings_booking_kind check ((kind = 'booking') = (booking_id is not null)),
  constraint meetings_ended_at check ((status = 'ended') = (ended_at is not null))
);
comment on table public.meetings is
  'Meetings: the community meeting room (at most one live) and one per booked advice session. Present participants read their meeting; only the meeting functions write (join_meeting, leave_meeting, end_meeting, ...).';
comment on column public.meetings.host_id is
  'Who may mute, allow to speak and end: the starter of a community meeting, the advice host of a booking; when the host leaves, the present participant who joined earliest.';

-- At most one live community meeting (also what concurrent first joins meet on).
create unique index meetings_one_live_community on public.meetings ((true))
  where kind = 'community' and status = 'live';
create index meetings_host_id_idx on public.meetings (host_id);

create table public.meeting_participants (
  meeting_id uuid not null references public.meetings (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  joined_at timestamptz not null default now(),
  left_at timestamptz null,
  hand_raised_at timestamptz null,
  muted_by_host boolean not null default false,
  self_muted boolean not null default false,
  camera_off boolean not null default false,
  primary key (meeting_id, user_id)
);
comment on table public.meeting_participants is
  'Who is in a meeting (left_at null: present) and their hand, mute, microphone and camera state. One row per member and meeting: a rejoin clears left_at and sets joined_at again. Written only by the meeting functions.';
comment on column public.meeting_participants.muted_by_host is
  'Set by the host (mute_participant), cleared only by allow_to_speak: every client silences this participant whatever they send.';

create index meeting_participants_user_id_idx on public.meeting_participants (user_id);

create table public.meeting_messages (
  id uuid not null primary key default gen_random_uuid(),
  meeting_id uuid not null references public.meetings (id) on delete cascade,
  author_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  body text not null constraint meeting_messages_body_check
    check (body = pg_catalog.btrim(body) and char_length(body) between 1 and 1000),
  created_at timestamptz not null default now()
);
comment on table public.meeting_messages is
  'The chat of a meeting. A present participant of a live meeting inserts (meeting_id, body) as themself; present participants of that meeting (and the author) read it; nobody updates or deletes. Each insert is broadcast as message on meeting:<id>.';

create index meeting_messages_meeting_id_idx on public.meeting_messages (meeting_id, created_at);
create index meeting_messages_author_id_idx on public.meeting_messages (author_id);

-- ---------------------------------------------------------------------------------------------
-- Helpers (security definer: they read the tables whatever the caller may see)
-- ---------------------------------------------------------------------------------------------
-- True when p_user is a present participant (left_at null) of the meeting.
create function private.is_meeting_participant(p_meeting_id uuid, p_user uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_user is not null and exists (
    select 1 from public.meeting_participants as mp
     where mp.meeting_id = p_meeting_id and mp.user_id = p_user and mp.left_at is null)
$$;
comment on function private.is_meeting_participant(uuid, uuid) is
  'True when the member is a present participant (left_at null) of the meeting. Server-side use only.';
revoke execute on function private.is_meeting_participant(uuid, uuid) from public, anon, authenticated;

-- The caller is a present participant of the meeting and their token satisfies the two-factor
-- rule (RLS helper).
create function private.in_meeting(p_meeting_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(private.aal_satisfied() and private.is_meeting_participant(p_meeting_id, auth.uid()), false)
$$;
comment on function private.in_meeting(uuid) is
  'RLS helper: true when the caller is a present participant of the meeting (two-factor rule included).';
revoke execute on function private.in_meeting(uuid) from public, anon;
grant execute on function private.in_meeting(uuid) to authenticated;

-- The state of a meeting as the state broadcast carries it (present participants only, ordered by
-- joined_at; none once it has ended).
create function private.meeting_state_json(p_meeting_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'meeting_id', m.id,
    'status', m.status,
    'host_id', m.host_id,
    'kind', m.kind,
    'participants', coalesce((
      select jsonb_agg(jsonb_build_object(
               'user_id', mp.user_id,
               'name', private.display_name(mp.user_id),
               'joined_at', mp.joined_at,
               'hand_raised_at', mp.hand_raised_at,
               'muted_by_host', mp.muted_by_host,
               'self_muted', mp.self_muted,
               'camera_off', mp.camera_off)
             order by mp.joined_at, mp.user_id)
        from public.meeting_participants as mp
       where mp.meeting_id = m.id and mp.left_at is null and m.status = 'live'), '[]'::jsonb))
    from public.meetings as m
   where m.id = p_meeting_id
$$;
comment on function private.meeting_state_json(uuid) is
  'The state of a meeting: {meeting_id, status, host_id, kind, participants: [{user_id, name, joined_at, hand_raised_at, muted_by_host, self_muted, camera_off}]} (present participants by joined_at; [] once ended). Server-side use only.';
revoke execute on function private.meeting_state_json(uuid) from public, anon, authenticated;

-- Broadcasts the state on meeting:<id> (private: only its present participants receive it).
create function private.broadcast_meeting_state(p_meeting_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform realtime.send(private.meeting_state_json(p_meeting_id), 'state', 'meeting:' || p_meeting_id, true);
end;
$$;
comment on function private.broadcast_meeting_state(uuid) is
  'Broadcasts event state with the meeting''s state on the private topic meeting:<id>. Server-side use only.';
revoke execute on function private.broadcast_meeting_state(uuid) from public, anon, authenticated;

-- Ends a meeting: status ended, every present participant leaves, the state goes out.
create function private.close_meeting(p_meeting_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.meetings as m set status = 'ended', ended_at = pg_catalog.now()
   where m.id = p_meeting_id and m.status = 'live';
  if not found then
    return;
  end if;
  update public.meeting_participants as mp
     set left_at = pg_catalog.clock_timestamp(), hand_raised_at = null
   where mp.meeting_id = p_meeting_id and mp.left_at is null;
  perform private.broadcast_meeting_state(p_meeting_id);
end;
$$;
comment on function private.close_meeting(uuid) is
  'Ends a live meeting for everyone (status ended, ended_at, every participant''s left_at) and broadcasts the state. Server-side use only.';
revoke execute on function private.close_meeting(uuid) from public, anon, authenticated;

-- Refuses a caller who is not signed in or whose token does not satisfy the two-factor rule.
create function private.assert_meeting_caller()
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null or not private.aal_satisfied() then
    raise exception using errcode = '42501', message = 'You are not in this meeting.';
  end if;
  return auth.uid();
end;
$$;
comment on function private.assert_meeting_caller() is
  'The caller''s id; 42501 when signed out or when the token misses the second factor. Server-side use only.';
revoke execute on function private.assert_meeting_caller() from public, anon, authenticated;

-- Locks a live meeting the caller is present in and returns it; 23514 when it has ended, 42501
-- when the caller is not in it. p_host: also 42501 unless the caller is its host.
create function private.lock_my_meeting(p_meeting_id uuid, p_host boolean)
returns public.meetings
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := private.assert_meeting_caller();
  m public.meetings;
begin
  select * into m from public.meetings as x where x.id = p_meeting_id for update;
  if not found then
    raise exception using errcode = '42501', message = 'You are not in this meeting.';
  end if;
  if m.status = 'ended' then
    if exists (select 1 from public.meeting_participants as mp where mp.meeting_id = m.id and mp.user_id = me) then
      raise exception using errcode = '23514', message = 'This meeting has ended.';
    end if;
    raise exception using errcode = '42501', message = 'You are not in this meeting.';
  end if;
  if not private.is_meeting_participant(m.id, me) then
    raise exception using errcode = '42501', message = 'You are not in this meeting.';
  end if;
  if p_host and m.host_id <> me then
    raise exception using errcode = '42501', message = 'Only the host can do that.';
  end if;
  return m;
end;
$$;
comment on function private.lock_my_meeting(uuid, boolean) is
  'Locks the caller''s live meeting (FOR UPDATE) and returns it: 42501 ''You are not in this meeting.'' / ''Only the host can do that.'', 23514 ''This meeting has ended.''. Server-side use only.';
revoke execute on function private.lock_my_meeting(uuid, boolean) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- join_meeting
-- ---------------------------------------------------------------------------------------------
create function private.join_meeting(p_booking_id uuid)
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
begin
  perform private.assert_not_restricted('meeting');

  if p_booking_id is null then
    -- The live community meeting, or a new one with the caller as host. The partial unique index
    -- makes concurrent first joins meet on one row; the row lock then serialises the joins (and a
    -- meeting ended meanwhile is seen as such: try again, a new one starts).
    loop
      attempt := attempt + 1;
      insert into public.meetings (kind, host_id) values ('community', me)
        on conflict ((true)) where kind = 'community' and status = 'live' do nothing;
      select * into m from public.meetings as x
       where x.kind = 'community' and x.status = 'live'
       for update;
      exit when found or attempt >= 5;
    end loop;
    if m.id is null then
      raise exception using errcode = '40001', message = 'The meeting changed while joining. Try again.';
    end if;
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
  end if;

  -- Already present: the same meeting, nothing changes.
  if private.is_meeting_participant(m.id, me) then
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
        self_muted = false, camera_off = false;

  -- The advice host is the host of their session whenever they are in it.
  if m.kind = 'booking' and me = b.host_id and m.host_id <> me then
    update public.meetings as x set host_id = me where x.id = m.id;
  end if;

  perform private.broadcast_meeting_state(m.id);
  return m.id;
end;
$$;
comment on function private.join_meeting(uuid) is
  'Joins the caller to the live community meeting (null: started with them as host when none is live) or to a booking''s meeting (its member or host, from 10 minutes before the slot to its end); idempotent; at most 6 present; suspended members refused. Broadcasts the state.';

create function public.join_meeting(booking_id uuid default null)
returns uuid
language sql
set search_path = ''
as $$
  select private.join_meeting(join_meeting.booking_id)
$$;
comment on function public.join_meeting(uuid) is
  'Joins a meeting and returns its id: with no booking, the live community meeting (the caller starts one, as host, when none is live); with a booking id, that booked session''s meeting (only its member and its host, from 10 minutes before the slot to its end; the advice host is host). Refusals: 42501 ''Only the member who booked this session and its host can join it.'' or a suspension; 23514 ''This meeting is full'' (6 present), ''This meeting has ended.'', ''This session opens 10 minutes before it starts.'', ''This session has ended.'', ''This session was cancelled.''. Already present: the same id, nothing changes.';

-- ---------------------------------------------------------------------------------------------
-- leave_meeting
-- ---------------------------------------------------------------------------------------------
create function private.leave_meeting(p_meeting_id uuid)
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
comment on function private.leave_meeting(uuid) is
  'The caller leaves the meeting (nothing when not in it); the host''s leaving hands over to the earliest joiner present; the last one out ends a community meeting. Broadcasts the state.';

create function public.leave_meeting(meeting_id uuid)
returns void
language sql
set search_path = ''
as $$
  select private.leave_meeting(leave_meeting.meeting_id)
$$;
comment on function public.leave_meeting(uuid) is
  'The caller leaves the meeting (nothing happens when they are not in it). When the host leaves, the present participant who joined earliest becomes host; the last one out of a community meeting ends it; a booking''s meeting stays open until its slot ends or its host ends it.';

-- ---------------------------------------------------------------------------------------------
-- Own row: hand, microphone, camera
-- ---------------------------------------------------------------------------------------------
create function private.set_my_hand(p_meeting_id uuid, p_raised boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  m public.meetings := private.lock_my_meeting(p_meeting_id, false);
begin
  update public.meeting_participants as mp
     set hand_raised_at = case when p_raised then coalesce(mp.hand_raised_at, pg_catalog.clock_timestamp()) end
   where mp.meeting_id = m.id and mp.user_id = auth.uid();
  perform private.broadcast_meeting_state(m.id);
end;
$$;
comment on function private.set_my_hand(uuid, boolean) is
  'Raises (keeping the first time) or lowers the caller''s hand in their live meeting; 42501 when not in it. Broadcasts the state.';

create function public.raise_hand(meeting_id uuid)
returns void
language sql
set search_path = ''
as $$
  select private.set_my_hand(raise_hand.meeting_id, true)
$$;
comment on function public.raise_hand(uuid) is
  'Raises the caller''s hand in the meeting (hand_raised_at, kept if already raised); 42501 ''You are not in this meeting.'', 23514 ''This meeting has ended.''.';

create function public.lower_hand(meeting_id uuid)
returns void
language sql
set search_path = ''
as $$
  select private.set_my_hand(lower_hand.meeting_id, false)
$$;
comment on function public.lower_hand(uuid) is
  'Lowers the caller''s hand in the meeting; 42501 ''You are not in this meeting.'', 23514 ''This meeting has ended.''.';

create function private.set_my_media(p_meeting_id uuid, p_self_muted boolean, p_camera_off boolean)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  m public.meetings := private.lock_my_meeting(p_meeting_id, false);
begin
  update public.meeting_participants as mp
     set self_muted = coalesce(p_self_muted, mp.self_muted), camera_off = coalesce(p_camera_off, mp.camera_off)
   where mp.meeting_id = m.id and mp.user_id = auth.uid();
  perform private.broadcast_meeting_state(m.id);
end;
$$;
comment on function private.set_my_media(uuid, boolean, boolean) is
  'Sets the caller''s own microphone (self_muted) and camera (camera_off) state; null keeps a value; muted_by_host is untouched. Broadcasts the state.';

create function public.set_my_media(meeting_id uuid, self_muted boolean, camera_off boolean)
returns void
language sql
set search_path = ''
as $$
  select private.set_my_media(set_my_media.meeting_id, set_my_media.self_muted, set_my_media.camera_off)
$$;
comment on function public.set_my_media(uuid, boolean, boolean) is
  'Tells the meeting whether the caller''s microphone is off (self_muted) and their camera off (camera_off); null keeps a value. A member muted by the host stays muted_by_host whatever they set. 42501 ''You are not in this meeting.''.';

-- ---------------------------------------------------------------------------------------------
-- Host controls
-- ---------------------------------------------------------------------------------------------
-- The target's row, locked; 23514 when they are not present.
create function private.lock_present_participant(p_meeting_id uuid, p_user uuid)
returns public.meeting_participants
language plpgsql
security definer
set search_path = ''
as $$
declare
  p public.meeting_participants;
begin
  select * into p from public.meeting_participants as mp
   where mp.meeting_id = p_meeting_id and mp.user_id = p_user and mp.left_at is null
   for update;
  if not found then
    raise exception using errcode = '23514', message = 'They are not in this meeting.';
  end if;
  return p;
end;
$$;
comment on function private.lock_present_participant(uuid, uuid) is
  'Locks a present participant''s row and returns it; 23514 ''They are not in this meeting.'' otherwise. Server-side use only.';
revoke execute on function private.lock_present_participant(uuid, uuid) from public, anon, authenticated;

create function private.mute_participant(p_meeting_id uuid, p_user uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  m public.meetings := private.lock_my_meeting(p_meeting_id, true);
begin
  perform private.lock_present_participant(m.id, p_user);
  update public.meeting_participants as mp set muted_by_host = true
   where mp.meeting_id = m.id and mp.user_id = p_user;
  perform private.broadcast_meeting_state(m.id);
end;
$$;
comment on function private.mute_participant(uuid, uuid) is
  'Host only: mutes a present participant (muted_by_host) until allowed to speak. Broadcasts the state.';

create function public.mute_participant(meeting_id uuid, user_id uuid)
returns void
language sql
set search_path = ''
as $$
  select private.mute_participant(mute_participant.meeting_id, mute_participant.user_id)
$$;
comment on function public.mute_participant(uuid, uuid) is
  'The host mutes a participant: every client silences them and they stop sending sound until allowed to speak. 42501 ''Only the host can do that.'' / ''You are not in this meeting.''; 23514 ''They are not in this meeting.''.';

create function private.allow_to_speak(p_meeting_id uuid, p_user uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  m public.meetings := private.lock_my_meeting(p_meeting_id, true);
  p public.meeting_participants;
begin
  p := private.lock_present_participant(m.id, p_user);
  if p.hand_raised_at is null then
    raise exception using errcode = '23514', message = 'They have not raised their hand.';
  end if;
  update public.meeting_participants as mp
     set hand_raised_at = null, muted_by_host = false, self_muted = false
   where mp.meeting_id = m.id and mp.user_id = p_user;
  perform private.broadcast_meeting_state(m.id);
end;
$$;
comment on function private.allow_to_speak(uuid, uuid) is
  'Host only, on a raised hand: lowers it and unmutes (muted_by_host and self_muted false). Broadcasts the state.';

create function public.allow_to_speak(meeting_id uuid, user_id uuid)
returns void
language sql
set search_path = ''
as $$
  select private.allow_to_speak(allow_to_speak.meeting_id, allow_to_speak.user_id)
$$;
comment on function public.allow_to_speak(uuid, uuid) is
  'The host lets a participant with a raised hand speak: the hand goes down and they are unmuted. 42501 ''Only the host can do that.''; 23514 ''They have not raised their hand.''.';

create function private.end_meeting(p_meeting_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  m public.meetings := private.lock_my_meeting(p_meeting_id, true);
begin
  perform private.close_meeting(m.id);
end;
$$;
comment on function private.end_meeting(uuid) is
  'Host only: ends the meeting for everyone. Broadcasts the state (status ended, no participants).';

create function public.end_meeting(meeting_id uuid)
returns void
language sql
set search_path = ''
as $$
  select private.end_meeting(end_meeting.meeting_id)
$$;
comment on function public.end_meeting(uuid) is
  'The host ends the meeting for everyone: status ended, every participant leaves; it is never joined again (the next community join starts a new meeting). 42501 ''Only the host can do that.''.';

create function private.meeting_state(p_meeting_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.assert_meeting_caller();
  if not private.is_meeting_participant(p_meeting_id, auth.uid()) then
    raise exception using errcode = '42501', message = 'You are not in this meeting.';
  end if;
  return private.meeting_state_json(p_meeting_id);
end;
$$;
comment on function private.meeting_state(uuid) is
  'The state broadcast''s JSON for a present participant; 42501 otherwise.';

create function public.meeting_state(meeting_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select private.meeting_state(meeting_state.meeting_id)
$$;
comment on function public.meeting_state(uuid) is
  'The meeting as its state broadcast carries it: {meeting_id, status, host_id, kind, participants: [{user_id, name, joined_at, hand_raised_at, muted_by_host, self_muted, camera_off}]} (present participants by joined_at), for a present participant; 42501 ''You are not in this meeting.''.';

revoke execute on function
  private.join_meeting(uuid), public.join_meeting(uuid),
  private.leave_meeting(uuid), public.leave_meeting(uuid),
  private.set_my_hand(uuid, boolean), public.raise_hand(uuid), public.lower_hand(uuid),
  private.set_my_media(uuid, boolean, boolean), public.set_my_media(uuid, boolean, boolean),
  private.mute_participant(uuid, uuid), public.mute_participant(uuid, uuid),
  private.allow_to_speak(uuid, uuid), public.allow_to_speak(uuid, uuid),
  private.end_meeting(uuid), public.end_meeting(uuid),
  private.meeting_state(uuid), public.meeting_state(uuid)
  from public, anon;
grant execute on function
  private.join_meeting(uuid), public.join_meeting(uuid),
  private.leave_meeting(uuid), public.leave_meeting(uuid),
  private.set_my_hand(uuid, boolean), public.raise_hand(uuid), public.lower_hand(uuid),
  private.set_my_media(uuid, boolean, boolean), public.set_my_media(uuid, boolean, boolean),
  private.mute_participant(uuid, uuid), public.mute_participant(uuid, uuid),
  private.allow_to_speak(uuid, uuid), public.allow_to_speak(uuid, uuid),
  private.end_meeting(uuid), public.end_meeting(uuid),
  private.meeting_state(uuid), public.meeting_state(uuid)
  to authenticated;

-- ---------------------------------------------------------------------------------------------
-- A cancelled booking ends its meeting
-- ---------------------------------------------------------------------------------------------
create function private.bookings_end_meeting()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.close_meeting(m.id)
     from public.meetings as m
    where m.booking_id = new.id and m.status = 'live';
  return null;
end;
$$;
comment on function private.bookings_end_meeting() is
  'Trigger: a cancelled booking ends its live meeting (its participants are told by the state broadcast).';
revoke execute on function private.bookings_end_meeting() from public, anon, authenticated;

create trigger bookings_30_end_meeting
  after update of status on public.bookings
  for each row when (old.status = 'booked' and new.status = 'cancelled')
  execute function private.bookings_end_meeting();

-- ---------------------------------------------------------------------------------------------
-- Chat: content check, flood limit, broadcast
-- ---------------------------------------------------------------------------------------------
create function private.meeting_messages_prepare()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  refusal text;
begin
  -- The characters JavaScript's String.prototype.trim() removes (as posts_prepare).
  new.body := pg_catalog.btrim(new.body,
    E' \t\n\r\u000b\f\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff');
  refusal := private.moderation_reason(new.body);
  if refusal is not null then
    raise exception using errcode = '23514', message = refusal;
  end if;
  perform private.take_rate_slot(auth.uid(), 'meeting_message', 30, interval '1 minute',
    'You''re sending messages too fast. You can send again in %s.');
  new.created_at := pg_catalog.now();
  return new;
end;
$$;
comment on function private.meeting_messages_prepare() is
  'Trigger: trims the body and runs the content check (23514 with the reason); 30 messages a minute (PT429); the server''s time.';
revoke execute on function private.meeting_messages_prepare() from public, anon, authenticated;

-- A muted or suspended member sends no chat (42501 with the end), before the other triggers.
create trigger meeting_messages_05_not_restricted
  before insert on public.meeting_messages
  for each row execute function private.enforce_not_restricted('message', 'author_id');
create trigger meeting_messages_10_prepare
  before insert on public.meeting_messages
  for each row execute function private.meeting_messages_prepare();

create function private.meeting_messages_broadcast()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform realtime.send(
    jsonb_build_object(
      'id', new.id,
      'meeting_id', new.meeting_id,
      'author_id', new.author_id,
      'name', private.display_name(new.author_id),
      'body', new.body,
      'created_at', new.created_at),
    'message',
    'meeting:' || new.meeting_id,
    true);
  return null;
end;
$$;
comment on function private.meeting_messages_broadcast() is
  'Trigger: broadcasts message {id, meeting_id, author_id, name, body, created_at} on the private topic meeting:<id>.';
revoke execute on function private.meeting_messages_broadcast() from public, anon, authenticated;

create trigger meeting_messages_broadcast
  after insert on public.meeting_messages
  for each row execute function private.meeting_messages_broadcast();

-- ---------------------------------------------------------------------------------------------
-- Privileges and row-level security
-- ---------------------------------------------------------------------------------------------
revoke all on table public.meetings, public.meeting_participants, public.meeting_messages from anon, authenticated;
grant select on table public.meetings, public.meeting_participants to authenticated;
grant select on table public.meeting_messages to authenticated;
-- author_id defaults to auth.uid(); created_at is the server's.
grant insert (id, meeting_id, body) on table public.meeting_messages to authenticated;

alter table public.meetings enable row level security;
alter table public.meeting_participants enable row level security;
alter table public.meeting_messages enable row level security;

create policy meetings_select_participants on public.meetings
  for select to authenticated
  using ((select private.in_meeting(id)));
create policy meetings_require_aal2 on public.meetings
  as restrictive for all to authenticated
  using ((select private.aal_satisfied())) with check ((select private.aal_satisfied()));

create policy meeting_participants_select_participants on public.meeting_participants
  for select to authenticated
  using (user_id = (select auth.uid()) or (select private.in_meeting(meeting_id)));
create policy meeting_participants_require_aal2 on public.meeting_participants
  as restrictive for all to authenticated
  using ((select private.aal_satisfied())) with check ((select private.aal_satisfied()));

create policy meeting_messages_select_participants on public.meeting_messages
  for select to authenticated
  using (author_id = (select auth.uid()) or (select private.in_meeting(meeting_id)));
create policy meeting_messages_insert_participants on public.meeting_messages
  for insert to authenticated
  with check (
    author_id = (select auth.uid())
    and (select private.in_meeting(meeting_id))
    and exists (select 1 from public.meetings as m where m.id = meeting_id and m.status = 'live')
  );
create policy meeting_messages_require_aal2 on public.meeting_messages
  as restrictive for all to authenticated
  using ((select private.aal_satisfied())) with check ((select private.aal_satisfied()));

-- ---------------------------------------------------------------------------------------------
-- Realtime: RLS on realtime.messages
-- ---------------------------------------------------------------------------------------------
-- meeting:<uuid> (exactly), the caller a present participant of that meeting (two-factor rule).
create function private.is_meeting_state_topic(p_topic text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    p_topic ~ '^meeting:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      and private.aal_satisfied()
      and private.is_meeting_participant(pg_catalog.substr(p_topic, 9)::uuid, auth.uid()),
    false)
$$;
comment on function private.is_meeting_state_topic(text) is
  'Realtime RLS helper: true when the topic is meeting:<id> and the caller is a present participant of that meeting.';
revoke execute on function private.is_meeting_state_topic(text) from public, anon;
grant execute on function private.is_meeting_state_topic(text) to authenticated;

-- meeting:<uuid>:pair:<lo>:<hi>, lo < hi as text, the caller lo or hi and a present participant of
-- that live meeting (two-factor rule).
create function private.is_meeting_pair_topic(p_topic text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  parts text[];
  me text := auth.uid()::text;
begin
  parts := pg_catalog.regexp_match(p_topic,
    '^meeting:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):pair:([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$');
  if parts is null or me is null or not (parts[2] < parts[3]) or me not in (parts[2], parts[3]) then
    return false;
  end if;
  return coalesce(
    private.aal_satisfied()
      and private.is_meeting_participant(parts[1]::uuid, auth.uid())
      and exists (select 1 from public.meetings as m where m.id = parts[1]::uuid and m.status = 'live'),
    false);
end;
$$;
comment on function private.is_meeting_pair_topic(text) is
  'Realtime RLS helper: true when the topic is meeting:<id>:pair:<lo>:<hi> (lo < hi as lowercase text), the caller is lo or hi, and a present participant of that live meeting.';
revoke execute on function private.is_meeting_pair_topic(text) from public, anon;
grant execute on function private.is_meeting_pair_topic(text) to authenticated;

-- The state topic: receive only. There is no insert policy for it: no client sends or tracks
-- Presence there; only the database broadcasts (state, message).
create policy meetings_participants_receive_state on realtime.messages
  for select to authenticated
  using (
    extension = 'broadcast'
    and topic = (select realtime.topic())
    and (select private.is_meeting_state_topic((select realtime.topic())))
  );

-- A pair's signalling topic: its two participants receive and send (broadcast and Presence).
create policy meetings_pair_receive on realtime.messages
  for select to authenticated
  using (
    extension in ('broadcast', 'presence')
    and topic = (select realtime.topic())
    and (select private.is_meeting_pair_topic((select realtime.topic())))
  );
create policy meetings_pair_send on realtime.messages
  for insert to authenticated
  with check (
    extension in ('broadcast', 'presence')
    and topic = (select realtime.topic())
    and (select private.is_meeting_pair_topic((select realtime.topic())))
  );
