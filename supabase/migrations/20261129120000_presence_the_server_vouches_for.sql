-- Presence the server vouches for (issue 40, section 4), after 20261129090000.
--
-- Until now who was online came from Realtime Presence payloads, which carry whatever a client
-- sends: a member could track { user_id: <Bob>, name: 'Bob' } and make Bob appear online in any
-- room (the anonymous one included), even with Bob's 'Show Online Status' off. Now:
--
--   * A page writes a heartbeat, as auth.uid(), for a topic its member may join:
--     public.presence_heartbeat('room:<slug>') for a room they are a member of, or
--     public.presence_heartbeat('presence:members') for the friends' online dots; every ~25 s
--     while the page is open, and public.presence_leave(topic) when it leaves. Any other topic is
--     refused (42501). Nobody writes anyone else's heartbeat: there is no parameter for whom.
--   * Someone is online where they have a heartbeat fresher than 60 seconds and their profile has
--     show_online_status on; with it off they are shown online to no one (themselves included).
--     * public.room_members_of(slug) gains `online`, for the members of a named room; in an
--       anonymous room it still lists only the caller, as Anonymous;
--     * public.room_present_count(slug): how many members are present in a room, never who (the
--       anonymous room's 'N present');
--     * public.online_friends(): the ids of the caller's accepted friends who are online (anywhere).
--   * Realtime Presence stays only as a signal that someone joined or left a channel: clients
--     track an empty payload under a random key and read the answers above again; no field of a
--     presence payload is trusted. A database broadcast would not help: time passing (a tab that
--     died) is no event, so pages read again after each heartbeat anyway. The Presence policies
--     of 20261125110200 and 20261125120100 (join and track on room:<slug> for its members,
--     presence:members for any signed-in member) stay as they are: tracking can no longer make
--     anyone online.
-- The heartbeats live in an unexposed table; the functions are security definer in `private`,
-- called through invoker wrappers in `public`, as elsewhere.

-- ---------------------------------------------------------------------------------------------
-- Heartbeats
-- ---------------------------------------------------------------------------------------------
create table private.presence_heartbeats (
  user_id uuid not null references auth.users (id) on delete cascade,
  topic text not null constraint presence_heartbeats_topic_length check (char_length(topic) between 1 and 100),
  seen_at timestamptz not null default now(),
  primary key (user_id, topic)
);
comment on table private.presence_heartbeats is
  'Presence: the latest heartbeat of each member on each topic (room:<slug>, presence:members). Written only by private.presence_heartbeat() / presence_leave() as auth.uid(); fresh for 60 seconds.';

-- Who is present on a topic (room lists and counts).
create index presence_heartbeats_topic_seen_idx on private.presence_heartbeats (topic, seen_at);

revoke all on table private.presence_heartbeats from public, anon, authenticated, service_role;
alter table private.presence_heartbeats enable row level security; -- no policies: only its owner

-- How long a heartbeat counts (a page beats every ~25 s: two may be lost).
create function private.presence_fresh_after()
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select now() - interval '60 seconds'
$$;
comment on function private.presence_fresh_after() is
  'Presence: heartbeats after this time are fresh (the last 60 seconds).';
revoke execute on function private.presence_fresh_after() from public, anon;
grant execute on function private.presence_fresh_after() to authenticated;

-- The caller is present on p_topic now. Only a topic the caller may join: room:<slug> of a room
-- they are a member of, or presence:members (each with the two-factor rule); else 42501. One row
-- per member and topic; the caller's heartbeats older than a day go at the same time.
create function private.presence_heartbeat(p_topic text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null
     or p_topic is null
     or not (private.is_room_topic_member(p_topic) or private.is_members_presence_topic(p_topic)) then
    raise exception using errcode = '42501', message = 'You cannot be present there.';
  end if;
  insert into private.presence_heartbeats (user_id, topic, seen_at)
  values (auth.uid(), p_topic, now())
  on conflict (user_id, topic) do update set seen_at = excluded.seen_at;
  delete from private.presence_heartbeats as h
   where h.user_id = auth.uid() and h.seen_at < now() - interval '1 day';
end;
$$;
comment on function private.presence_heartbeat(text) is
  'Presence: records that the caller is present on a topic they may join (room:<slug> of their room, presence:members); 42501 otherwise.';

-- The caller is no longer present on p_topic (any topic: it only removes their own row).
create function private.presence_leave(p_topic text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception using errcode = '42501', message = 'You cannot be present there.';
  end if;
  delete from private.presence_heartbeats as h where h.user_id = auth.uid() and h.topic = p_topic;
end;
$$;
comment on function private.presence_leave(text) is
  'Presence: removes the caller''s heartbeat on a topic (they left).';

create function public.presence_heartbeat(p_topic text)
returns void
language sql
set search_path = ''
as $$
  select private.presence_heartbeat(p_topic)
$$;
comment on function public.presence_heartbeat(text) is
  'The caller is present on p_topic (room:<slug> of a room they are a member of, or presence:members) for the next 60 seconds; 42501 for any other topic. Pages call it every ~25 seconds.';

create function public.presence_leave(p_topic text)
returns void
language sql
set search_path = ''
as $$
  select private.presence_leave(p_topic)
$$;
comment on function public.presence_leave(text) is
  'The caller is no longer present on p_topic (they left the page or the room).';

revoke execute on function private.presence_heartbeat(text), private.presence_leave(text),
  public.presence_heartbeat(text), public.presence_leave(text) from public, anon;
grant execute on function private.presence_heartbeat(text), private.presence_leave(text),
  public.presence_heartbeat(text), public.presence_leave(text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Who is online, as the server can vouch for it
-- ---------------------------------------------------------------------------------------------
-- Shown online on p_topic: a fresh heartbeat there and Show Online Status on.
create function private.shown_present(p_user uuid, p_topic text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
      from private.presence_heartbeats as h
      join public.profiles as p on p.id = h.user_id
     where h.user_id = p_user
       and h.topic = p_topic
       and h.seen_at > private.presence_fresh_after()
       and p.show_online_status
  )
$$;
comment on function private.shown_present(uuid, text) is
  'Presence: true when the member has a fresh heartbeat on the topic and Show Online Status on. Server-side use only.';
revoke execute on function private.shown_present(uuid, text) from public, anon, authenticated;

-- room_members_of gains `online` (its return type changes: drop and create both layers).
drop function public.room_members_of(text);
drop function private.room_members_of(text);

-- The members of a room with their display names and whether each is online there: only for a
-- member of that room, and in an anonymous room only the caller, named 'Anonymous'.
create function private.room_members_of(p_room_slug text)
returns table (user_id uuid, name text, online boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select m.user_id,
         case when r.is_anonymous then 'Anonymous'
              else coalesce(nullif(btrim(p.name), ''), 'Member') end,
         private.shown_present(m.user_id, 'room:' || p_room_slug)
    from public.room_members as m
    join public.rooms as r on r.slug = m.room_slug
    left join public.profiles as p on p.id = m.user_id
   where m.room_slug = p_room_slug
     and private.aal_satisfied()
     and private.is_room_member(p_room_slug)
     and (not r.is_anonymous or m.user_id = auth.uid())
   order by m.joined_at, m.user_id
$$;

create function public.room_members_of(p_room_slug text)
returns table (user_id uuid, name text, online boolean)
language sql
stable
set search_path = ''
as $$
  select m.user_id, m.name, m.online from private.room_members_of(p_room_slug) as m
$$;
comment on function public.room_members_of(text) is
  'The members of a room, their display names and whether each is online in it (a fresh heartbeat there and Show Online Status on), for a member of that room; in an anonymous room only the caller, as Anonymous.';

-- How many members are present in a room (fresh heartbeat there, Show Online Status on), for a
-- member of that room; 42501 for anyone else. Never who.
create function private.room_present_count(p_room_slug text)
returns int
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null or not private.aal_satisfied() or not private.is_room_member(p_room_slug) then
    raise exception using errcode = '42501', message = 'You are not a member of this room.';
  end if;
  return (
    select count(*)::int
      from public.room_members as m
      join private.presence_heartbeats as h on h.user_id = m.user_id and h.topic = 'room:' || p_room_slug
      join public.profiles as p on p.id = m.user_id
     where m.room_slug = p_room_slug
       and h.seen_at > private.presence_fresh_after()
       and p.show_online_status
  );
end;
$$;

create function public.room_present_count(p_room_slug text)
returns int
language sql
stable
set search_path = ''
as $$
  select private.room_present_count(p_room_slug)
$$;
comment on function public.room_present_count(text) is
  'How many members are present in a room now (a fresh heartbeat there and Show Online Status on), never who; for a member of the room, 42501 for anyone else. The anonymous room''s ''N present''.';

-- The caller's accepted friends who are online (a fresh heartbeat on any topic, Show Online Status on),
-- as one array (one value: PostgREST and the local stand-in render a one-column table differently).
create function private.online_friends()
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(p.id order by p.id), '{}'::uuid[])
    from public.profiles as p
   where p.id = any (private.my_friend_ids())
     and p.show_online_status
     and private.aal_satisfied()
     and exists (
       select 1 from private.presence_heartbeats as h
        where h.user_id = p.id and h.seen_at > private.presence_fresh_after())
$$;

create function public.online_friends()
returns uuid[]
language sql
stable
set search_path = ''
as $$
  select private.online_friends()
$$;
comment on function public.online_friends() is
  'The ids of the caller''s accepted friends who are online now (a fresh heartbeat anywhere and Show Online Status on).';

revoke execute on function private.room_members_of(text), public.room_members_of(text),
  private.room_present_count(text), public.room_present_count(text),
  private.online_friends(), public.online_friends() from public, anon;
grant execute on function private.room_members_of(text), public.room_members_of(text),
  private.room_present_count(text), public.room_present_count(text),
  private.online_friends(), public.online_friends() to authenticated;

comment on column public.profiles.show_online_status is
  'Show Online Status: when false the member is shown online to no one (room lists, counts, friends'' dots), whatever their pages do.';
