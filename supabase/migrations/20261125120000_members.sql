-- Members know each other (issue 21): profiles as others see them, friendships, blocks and mutes,
-- one-to-one messages. Notifications and Realtime follow in 20261125120100_members_live.sql.
--
--   * profiles: the member's profile (bio, location, interests, avatar, mood, name colour) and
--     their privacy choices (visibility, show_online_status). A member updates only their own
--     row. Another signed-in member reads it as its visibility allows: 'everyone' and 'members'
--     to any signed-in member, 'none' to accepted friends only. Display names stay readable to
--     anyone who shares an (open) room, a friendship row or a conversation with the member:
--     public.member_names() and public.profile_of(). Anonymous visitors read nothing.
--   * friendships: one row per pair, whichever way round. The requester inserts (as themself,
--     status 'pending'); the addressee accepts or declines; a declined request is re-sent by the
--     requester updating it back to 'pending' (no delete + insert: a declined row cannot be
--     deleted by its parties, so a request cannot be spammed by delete/insert cycles without the
--     addressee seeing it as a new request each time); either friend removes an accepted
--     friendship, the requester withdraws a pending one. Refused while either has blocked the
--     other (23514, 'You cannot send a friend request to this member.').
--   * blocks / mutes: own rows only; the blocked member cannot see that they are blocked (except
--     through the refusal of a request or a message). Blocking stops messages and friend
--     requests both ways and hides the blocked member's posts, replies and messages from the
--     blocker; muting hides posts and replies from the muter. Not in anonymous rooms: hiding the
--     posts of a blocked member there would tell the blocker which anonymous posts were theirs.
--   * direct_messages: readable by the two people (the blocker no longer sees what the blocked
--     member sent); insertable by the sender only, only to an accepted friend, neither having
--     blocked the other, through the same content check as posts (23514 with the reason);
--     nobody edits a message, the recipient only sets read_at (once; the server's time).
--   * Every policy also requires aal2 from members with a verified second factor.
-- Helpers that must see past RLS are security definer functions in `private`; the public RPCs are
-- security invoker wrappers. Every function pins search_path = '' and names objects fully.

-- ---------------------------------------------------------------------------------------------
-- profiles: the profile as others see it
-- ---------------------------------------------------------------------------------------------
alter table public.profiles
  add column bio text constraint profiles_bio_length check (char_length(bio) <= 160),
  add column location text constraint profiles_location_length check (char_length(location) <= 100),
  add column interests text[] not null default '{}'
    constraint profiles_interests_size check (cardinality(interests) <= 30),
  add column avatar_url text constraint profiles_avatar_url_http check (
    avatar_url ~* '^https?://[^[:space:]]+$' and char_length(avatar_url) <= 2048),
  add column mood text constraint profiles_mood_length check (char_length(mood) <= 100),
  add column name_color text constraint profiles_name_color_hex check (name_color ~ '^#[0-9A-Fa-f]{6}$'),
  add column visibility text not null default 'members'
    constraint profiles_visibility_check check (visibility in ('everyone', 'members', 'none')),
  add column show_online_status boolean not null default true;

comment on table public.profiles is
  'One row per auth user, created by the sign-up trigger. The owner updates their profile columns; other signed-in members read it as visibility allows (none: friends only). Names: member_names(), profile_of().';
comment on column public.profiles.visibility is
  'Profile Visibility: everyone and members = any signed-in member; none = accepted friends only (the name stays readable to those who share a room or a conversation).';
comment on column public.profiles.show_online_status is
  'Show Online Status: when false the client does not track Presence, so the member appears offline.';

-- 01-schema's rule: every column a policy filters on leads an index.
create index profiles_visibility_idx on public.profiles (visibility);

grant update (name, bio, location, interests, avatar_url, mood, name_color, visibility, show_online_status)
  on table public.profiles to authenticated;

-- ---------------------------------------------------------------------------------------------
-- friendships
-- ---------------------------------------------------------------------------------------------
create table public.friendships (
  requester_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  addressee_id uuid not null references auth.users (id) on delete cascade,
  status text not null default 'pending'
    constraint friendships_status_check check (status in ('pending', 'accepted', 'declined')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (requester_id, addressee_id),
  constraint friendships_not_self check (requester_id <> addressee_id)
);

comment on table public.friendships is
  'Friend requests and friendships, one row per pair. The requester inserts (pending) and re-sends a declined request (declined -> pending); the addressee accepts or declines; either friend deletes an accepted row, the requester a pending one.';

-- One row per pair, whichever way round.
create unique index friendships_pair_key on public.friendships (
  least(requester_id, addressee_id), greatest(requester_id, addressee_id));
-- The addressee's side (their requests, RLS, the cascade from auth.users).
create index friendships_addressee_idx on public.friendships (addressee_id, status);

create trigger friendships_set_updated_at
  before update on public.friendships
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- blocks and mutes
-- ---------------------------------------------------------------------------------------------
create table public.blocks (
  blocker_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  blocked_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id),
  constraint blocks_not_self check (blocker_id <> blocked_id)
);
comment on table public.blocks is
  'Who blocked whom. The blocker inserts, reads and deletes their own rows; the blocked member never sees them.';
create index blocks_blocked_idx on public.blocks (blocked_id);

create table public.mutes (
  muter_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  muted_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (muter_id, muted_id),
  constraint mutes_not_self check (muter_id <> muted_id)
);
comment on table public.mutes is
  'Who muted whom (Settings > Rooms, Mute Users): hides the muted member''s posts for the muter only. Own rows only.';
create index mutes_muted_idx on public.mutes (muted_id);

-- ---------------------------------------------------------------------------------------------
-- direct_messages
-- ---------------------------------------------------------------------------------------------
create table public.direct_messages (
  -- The client sends its own UUID, so that an optimistic message and its Realtime echo are one.
  id uuid not null primary key default gen_random_uuid(),
  sender_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  recipient_id uuid not null references auth.users (id) on delete cascade,
  -- Trimmed by direct_messages_10_prepare before this check.
  body text not null constraint direct_messages_body_length check (char_length(body) between 1 and 4000),
  created_at timestamptz not null default now(),
  read_at timestamptz,
  constraint direct_messages_not_self check (sender_id <> recipient_id)
);
comment on table public.direct_messages is
  'One-to-one messages between friends. The two people read them; the sender inserts; nobody edits one, the recipient sets read_at once.';

-- A conversation's history by keyset, newest first: one index for both directions.
create index direct_messages_conversation_idx on public.direct_messages (
  least(sender_id, recipient_id), greatest(sender_id, recipient_id), created_at desc, id desc);
create index direct_messages_sender_idx on public.direct_messages (sender_id, recipient_id);
-- The recipient's unread messages from one friend (mark_conversation_read), the cascade.
create index direct_messages_recipient_idx on public.direct_messages (recipient_id, sender_id, read_at);

-- ---------------------------------------------------------------------------------------------
-- Helpers (security definer: they read past RLS, for the caller only)
-- ---------------------------------------------------------------------------------------------
-- The display name as the app shows it.
create function private.display_name(p_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select nullif(btrim(p.name), '') from public.profiles as p where p.id = p_id), 'Member')
$$;
comment on function private.display_name(uuid) is 'The display name of a member, or Member. Server-side use only.';
revoke execute on function private.display_name(uuid) from public, anon, authenticated;

-- The caller's accepted friends.
create function private.my_friend_ids()
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(case when f.requester_id = auth.uid() then f.addressee_id else f.requester_id end), '{}'::uuid[])
    from public.friendships as f
   where f.status = 'accepted' and (f.requester_id = auth.uid() or f.addressee_id = auth.uid())
$$;
comment on function private.my_friend_ids() is 'RLS helper: the ids of the caller''s accepted friends.';

-- The members the caller blocked, and blocked or muted (whose posts they do not see).
create function private.my_blocked_ids()
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(b.blocked_id), '{}'::uuid[]) from public.blocks as b where b.blocker_id = auth.uid()
$$;
comment on function private.my_blocked_ids() is 'RLS helper: the ids of the members the caller blocked.';

create function private.my_hidden_author_ids()
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(h.id), '{}'::uuid[]) from (
    select b.blocked_id as id from public.blocks as b where b.blocker_id = auth.uid()
    union
    select m.muted_id from public.mutes as m where m.muter_id = auth.uid()
  ) as h
$$;
comment on function private.my_hidden_author_ids() is
  'RLS helper: the members whose posts the caller does not see (blocked or muted by the caller).';

-- The anonymous rooms (where blocks and mutes do not hide posts: it would reveal authorship).
create function private.anonymous_room_slugs()
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(r.slug), '{}'::text[]) from public.rooms as r where r.is_anonymous
$$;
comment on function private.anonymous_room_slugs() is 'RLS helper: the slugs of the anonymous rooms.';

-- True when either member has blocked the other.
create function private.blocked_between(p_a uuid, p_b uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.blocks as b
     where (b.blocker_id = p_a and b.blocked_id = p_b) or (b.blocker_id = p_b and b.blocked_id = p_a))
$$;
comment on function private.blocked_between(uuid, uuid) is 'True when either member blocked the other. Server-side use only.';
revoke execute on function private.blocked_between(uuid, uuid) from public, anon, authenticated;

-- True when the caller and p_id share an open room, a friendship row (any status) or a
-- conversation: then the caller may read p_id's display name.
create function private.shares_with_me(p_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null and (
    p_id = auth.uid()
    or exists (
      select 1 from public.room_members as m
       where m.user_id = p_id and m.room_slug = any (private.my_open_room_slugs()))
    or exists (
      select 1 from public.friendships as f
       where least(f.requester_id, f.addressee_id) = least(auth.uid(), p_id)
         and greatest(f.requester_id, f.addressee_id) = greatest(auth.uid(), p_id))
    or exists (
      select 1 from public.direct_messages as d
       where least(d.sender_id, d.recipient_id) = least(auth.uid(), p_id)
         and greatest(d.sender_id, d.recipient_id) = greatest(auth.uid(), p_id))
  )
$$;
comment on function private.shares_with_me(uuid) is
  'True when the caller shares an open room, a friendship row or a conversation with the member.';

revoke execute on function private.my_friend_ids(), private.my_blocked_ids(), private.my_hidden_author_ids(),
  private.anonymous_room_slugs(), private.shares_with_me(uuid) from public, anon;
grant execute on function private.my_friend_ids(), private.my_blocked_ids(), private.my_hidden_author_ids(),
  private.anonymous_room_slugs(), private.shares_with_me(uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Names and profiles of other members (RPC)
-- ---------------------------------------------------------------------------------------------
-- Display names of the given members the caller may name: themself, anyone who shares an open
-- room, a friendship row or a conversation with them, and anyone whose profile is visible to
-- members anyway.
create function private.member_names(p_ids uuid[])
returns table (id uuid, name text)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, coalesce(nullif(btrim(p.name), ''), 'Member')
    from public.profiles as p
   where p.id = any (p_ids)
     and auth.uid() is not null
     and private.aal_satisfied()
     and (p.visibility <> 'none' or private.shares_with_me(p.id))
   order by p.id
$$;

create function public.member_names(p_ids uuid[])
returns table (id uuid, name text)
language sql
stable
set search_path = ''
as $$
  select n.id, n.name from private.member_names(p_ids) as n
$$;
comment on function public.member_names(uuid[]) is
  'Display names of the given members that the caller may name (self, shared open room, friendship row, conversation, or a profile visible to members).';

-- A member's profile as the caller may see it: every field for themself, a visible profile
-- ('everyone', 'members') or an accepted friend; for a 'none' profile of someone who shares a room
-- or a conversation with the caller only id, name and visibility (the rest null); else no row.
create function private.profile_of(p_id uuid)
returns table (
  id uuid, name text, bio text, location text, interests text[], avatar_url text, mood text,
  name_color text, visibility text, show_online_status boolean, created_at timestamptz, updated_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me constant uuid := auth.uid();
  p public.profiles;
  full_view boolean;
begin
  if me is null or not private.aal_satisfied() then
    return;
  end if;
  select * into p from public.profiles as pr where pr.id = p_id;
  if not found then
    return;
  end if;
  full_view := p.id = me or p.visibility <> 'none' or p.id = any (private.my_friend_ids());
  if not full_view and not private.shares_with_me(p.id) then
    return;
  end if;
  id := p.id;
  name := coalesce(nullif(btrim(p.name), ''), 'Member');
  visibility := p.visibility;
  if full_view then
    bio := p.bio; location := p.location; interests := p.interests; avatar_url := p.avatar_url;
    mood := p.mood; name_color := p.name_color; show_online_status := p.show_online_status;
    created_at := p.created_at; updated_at := p.updated_at;
  end if;
  return next;
end;
$$;

create function public.profile_of(p_id uuid)
returns table (
  id uuid, name text, bio text, location text, interests text[], avatar_url text, mood text,
  name_color text, visibility text, show_online_status boolean, created_at timestamptz, updated_at timestamptz
)
language sql
stable
set search_path = ''
as $$
  select p.id, p.name, p.bio, p.location, p.interests, p.avatar_url, p.mood, p.name_color, p.visibility,
         p.show_online_status, p.created_at, p.updated_at
    from private.profile_of(p_id) as p
$$;
comment on function public.profile_of(uuid) is
  'A member''s profile as the caller may see it: all fields when visible; for a hidden (none) profile of someone sharing a room or conversation only id, name, visibility; else no row.';

-- 'Suggested Connections': members who share an open room with the caller, with no friendship row
-- of any status with them and no block either way; most shared rooms first.
create function private.friend_suggestions(p_limit int)
returns table (id uuid, name text, shared_rooms int)
language sql
stable
security definer
set search_path = ''
as $$
  select m.user_id, coalesce(nullif(btrim(p.name), ''), 'Member'), count(*)::int
    from public.room_members as m
    left join public.profiles as p on p.id = m.user_id
   where auth.uid() is not null
     and private.aal_satisfied()
     and m.room_slug = any (private.my_open_room_slugs())
     and m.user_id <> auth.uid()
     and not exists (
       select 1 from public.friendships as f
        where least(f.requester_id, f.addressee_id) = least(auth.uid(), m.user_id)
          and greatest(f.requester_id, f.addressee_id) = greatest(auth.uid(), m.user_id))
     and not exists (
       select 1 from public.blocks as b
        where (b.blocker_id = auth.uid() and b.blocked_id = m.user_id)
           or (b.blocker_id = m.user_id and b.blocked_id = auth.uid()))
   group by m.user_id, p.name
   order by count(*) desc, 2, m.user_id
   limit least(greatest(coalesce(p_limit, 10), 1), 50)
$$;

create function public.friend_suggestions(p_limit int default 10)
returns table (id uuid, name text, shared_rooms int)
language sql
stable
set search_path = ''
as $$
  select s.id, s.name, s.shared_rooms from private.friend_suggestions(p_limit) as s
$$;
comment on function public.friend_suggestions(int) is
  'Suggested Connections: members sharing an open room with the caller, not yet friends, pending or declined, no block either way (at most 50).';

revoke execute on function private.member_names(uuid[]), private.profile_of(uuid), private.friend_suggestions(int),
  public.member_names(uuid[]), public.profile_of(uuid), public.friend_suggestions(int) from public, anon;
grant execute on function private.member_names(uuid[]), private.profile_of(uuid), private.friend_suggestions(int),
  public.member_names(uuid[]), public.profile_of(uuid), public.friend_suggestions(int) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- friendships: the rules of a request
-- ---------------------------------------------------------------------------------------------
-- BEFORE INSERT (security definer: it reads both members' blocks). A member requests only as
-- themself (42501 before anything about the other member is revealed); never while either has
-- blocked the other (23514); one row per pair (23505, with a readable message). The status is
-- always 'pending' for a member (insert grant excludes it; the service role may set it).
create function private.friendships_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := auth.uid();
begin
  if me is not null then
    if new.requester_id is distinct from me then
      raise exception using errcode = '42501', message = 'You can only send friend requests as yourself.';
    end if;
    new.status := 'pending';
  end if;
  if new.requester_id = new.addressee_id then
    raise exception using errcode = '23514', message = 'You cannot send a friend request to yourself.';
  end if;
  if private.blocked_between(new.requester_id, new.addressee_id) then
    raise exception using errcode = '23514', message = 'You cannot send a friend request to this member.';
  end if;
  if exists (
    select 1 from public.friendships as f
     where least(f.requester_id, f.addressee_id) = least(new.requester_id, new.addressee_id)
       and greatest(f.requester_id, f.addressee_id) = greatest(new.requester_id, new.addressee_id)) then
    raise exception using errcode = '23505', message = 'There is already a friend request between you and this member.';
  end if;
  new.created_at := pg_catalog.now();
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;
comment on function private.friendships_before_insert() is
  'Trigger: requests only as oneself (42501), never across a block (23514), one row per pair (23505); status pending.';
revoke execute on function private.friendships_before_insert() from public, anon, authenticated;

create trigger friendships_10_before_insert
  before insert on public.friendships
  for each row execute function private.friendships_before_insert();

-- BEFORE UPDATE: the transitions. The addressee: pending -> accepted or declined. The requester:
-- declined -> pending (re-send; not across a block). Nothing else (23514). Only status changes
-- (column grant). The service role (no auth.uid()) is not restricted.
create function private.friendships_before_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := auth.uid();
begin
  if me is null or new.status = old.status then
    return new;
  end if;
  if me = old.addressee_id and old.status = 'pending' and new.status in ('accepted', 'declined') then
    return new;
  end if;
  if me = old.requester_id and old.status = 'declined' and new.status = 'pending' then
    if private.blocked_between(old.requester_id, old.addressee_id) then
      raise exception using errcode = '23514', message = 'You cannot send a friend request to this member.';
    end if;
    return new;
  end if;
  if me = old.requester_id and old.status = 'pending' then
    raise exception using errcode = '23514', message = 'Only the member you asked can answer a friend request.';
  end if;
  raise exception using errcode = '23514', message = 'This friend request cannot change that way.';
end;
$$;
comment on function private.friendships_before_update() is
  'Trigger: addressee pending -> accepted/declined; requester declined -> pending (re-send); else 23514.';
revoke execute on function private.friendships_before_update() from public, anon, authenticated;

create trigger friendships_10_before_update
  before update on public.friendships
  for each row execute function private.friendships_before_update();

-- BEFORE DELETE: either friend removes an accepted friendship; the requester withdraws a pending
-- request; a declined request stays (42501). Deletes cascading from auth.users always pass.
create function private.friendships_before_delete()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  me constant uuid := auth.uid();
begin
  if me is null or pg_catalog.pg_trigger_depth() > 1 then
    return old;
  end if;
  if old.status = 'accepted' or (old.status = 'pending' and old.requester_id = me) then
    return old;
  end if;
  raise exception using errcode = '42501', message = case
    when old.status = 'pending' then 'Decline the friend request instead of deleting it.'
    else 'A declined friend request cannot be deleted.' end;
end;
$$;
comment on function private.friendships_before_delete() is
  'Trigger: only accepted friendships and one''s own pending requests are deleted by members (42501 otherwise).';
revoke execute on function private.friendships_before_delete() from public, anon, authenticated;

create trigger friendships_10_before_delete
  before delete on public.friendships
  for each row execute function private.friendships_before_delete();

-- ---------------------------------------------------------------------------------------------
-- direct_messages: the rules of a message
-- ---------------------------------------------------------------------------------------------
-- BEFORE INSERT (security definer: it reads the recipient's blocks): as oneself (42501 before
-- anything about the recipient is revealed); the recipient has not blocked the sender, they are
-- accepted friends, the sender has not blocked the recipient (23514 with a reason); the body is
-- trimmed and passes the content check of posts (23514 with the reason). created_at and read_at
-- are the server's.
create function private.direct_messages_prepare()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := auth.uid();
  refusal text;
begin
  if me is not null and new.sender_id is distinct from me then
    raise exception using errcode = '42501', message = 'You can only send messages as yourself.';
  end if;
  if new.sender_id = new.recipient_id then
    raise exception using errcode = '23514', message = 'You cannot message yourself.';
  end if;
  if me is not null then
    if exists (select 1 from public.blocks as b where b.blocker_id = new.recipient_id and b.blocked_id = new.sender_id) then
      raise exception using errcode = '23514', message = 'This member is not accepting your messages.';
    end if;
    if not exists (
      select 1 from public.friendships as f
       where least(f.requester_id, f.addressee_id) = least(new.sender_id, new.recipient_id)
         and greatest(f.requester_id, f.addressee_id) = greatest(new.sender_id, new.recipient_id)
         and f.status = 'accepted') then
      raise exception using errcode = '23514', message = 'You can only message your friends.';
    end if;
    if exists (select 1 from public.blocks as b where b.blocker_id = new.sender_id and b.blocked_id = new.recipient_id) then
      raise exception using errcode = '23514', message = 'You blocked this member. Unblock them to send a message.';
    end if;
  end if;

  -- The characters JavaScript's String.prototype.trim() removes (as posts_prepare).
  new.body := pg_catalog.btrim(new.body,
    E' \t\n\r\u000b\f\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff');
  refusal := private.moderation_reason(new.body);
  if refusal is not null then
    raise exception using errcode = '23514', message = refusal;
  end if;
  new.created_at := pg_catalog.now();
  new.read_at := null;
  return new;
end;
$$;
comment on function private.direct_messages_prepare() is
  'Trigger: as oneself (42501); friends only, no block (23514 with a reason); trims the body and runs the content check (23514 with the reason).';
revoke execute on function private.direct_messages_prepare() from public, anon, authenticated;

create trigger direct_messages_10_prepare
  before insert on public.direct_messages
  for each row execute function private.direct_messages_prepare();

-- BEFORE UPDATE: nobody edits a message (not even the service role); read_at goes from null to
-- the server's time once (a later update keeps the first time; setting it back to null is
-- refused).
create function private.direct_messages_before_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.id, new.sender_id, new.recipient_id, new.body, new.created_at)
     is distinct from (old.id, old.sender_id, old.recipient_id, old.body, old.created_at) then
    raise exception using errcode = '42501', message = 'Messages cannot be edited.';
  end if;
  if old.read_at is not null then
    new.read_at := old.read_at;
  elsif new.read_at is not null then
    new.read_at := pg_catalog.now();
  end if;
  return new;
end;
$$;
comment on function private.direct_messages_before_update() is
  'Trigger: only read_at changes, from null to now() once; anything else is refused (42501).';
revoke execute on function private.direct_messages_before_update() from public, anon, authenticated;

create trigger direct_messages_10_before_update
  before update on public.direct_messages
  for each row execute function private.direct_messages_before_update();

-- ---------------------------------------------------------------------------------------------
-- Conversations (RPC, security invoker: RLS applies)
-- ---------------------------------------------------------------------------------------------
-- The messages between the caller and p_friend, newest first:
--   no cursor                 the newest p_limit messages;
--   p_before (+ p_before_id)  the next older page, (created_at, id) before the cursor;
--   p_after                   every message after p_after (catch-up after a reconnect; takes
--                             precedence over p_before, not limited).
-- p_limit is held between 1 and 200.
create function public.conversation(
  p_friend uuid,
  p_before timestamptz default null,
  p_before_id uuid default null,
  p_after timestamptz default null,
  p_limit int default 50
)
returns table (
  id uuid, sender_id uuid, recipient_id uuid, body text, created_at timestamptz, read_at timestamptz, is_mine boolean
)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
declare
  me constant uuid := auth.uid();
  page_size constant int := least(greatest(coalesce(p_limit, 50), 1), 200);
  lo uuid;
  hi uuid;
begin
  if me is null or p_friend is null then
    return;
  end if;
  lo := least(me, p_friend);
  hi := greatest(me, p_friend);
  if p_after is not null then
    return query
      select d.id, d.sender_id, d.recipient_id, d.body, d.created_at, d.read_at, d.sender_id = me
        from public.direct_messages as d
       where least(d.sender_id, d.recipient_id) = lo and greatest(d.sender_id, d.recipient_id) = hi
         and d.created_at > p_after
       order by d.created_at desc, d.id desc;
  elsif p_before is null then
    return query
      select d.id, d.sender_id, d.recipient_id, d.body, d.created_at, d.read_at, d.sender_id = me
        from public.direct_messages as d
       where least(d.sender_id, d.recipient_id) = lo and greatest(d.sender_id, d.recipient_id) = hi
       order by d.created_at desc, d.id desc
       limit page_size;
  elsif p_before_id is null then
    return query
      select d.id, d.sender_id, d.recipient_id, d.body, d.created_at, d.read_at, d.sender_id = me
        from public.direct_messages as d
       where least(d.sender_id, d.recipient_id) = lo and greatest(d.sender_id, d.recipient_id) = hi
         and d.created_at < p_before
       order by d.created_at desc, d.id desc
       limit page_size;
  else
    return query
      select d.id, d.sender_id, d.recipient_id, d.body, d.created_at, d.read_at, d.sender_id = me
        from public.direct_messages as d
       where least(d.sender_id, d.recipient_id) = lo and greatest(d.sender_id, d.recipient_id) = hi
         and (d.created_at, d.id) < (p_before, p_before_id)
       order by d.created_at desc, d.id desc
       limit page_size;
  end if;
end;
$$;
comment on function public.conversation(uuid, timestamptz, uuid, timestamptz, int) is
  'The messages between the caller and a friend, newest first, under RLS: the newest page, the page before (p_before, p_before_id), or everything after p_after; is_mine for the caller''s.';

-- Marks every unread message from p_friend to the caller read; returns how many.
create function public.mark_conversation_read(p_friend uuid)
returns int
language plpgsql
set search_path = ''
as $$
declare
  marked int;
begin
  update public.direct_messages as d
     set read_at = pg_catalog.now()
   where d.recipient_id = (select auth.uid()) and d.sender_id = p_friend and d.read_at is null;
  get diagnostics marked = row_count;
  return marked;
end;
$$;
comment on function public.mark_conversation_read(uuid) is
  'Sets read_at on the caller''s unread messages from a friend; returns the number marked.';

revoke execute on function public.conversation(uuid, timestamptz, uuid, timestamptz, int),
  public.mark_conversation_read(uuid) from public, anon;
grant execute on function public.conversation(uuid, timestamptz, uuid, timestamptz, int),
  public.mark_conversation_read(uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Privileges and row-level security
-- ---------------------------------------------------------------------------------------------
revoke all on table public.friendships, public.blocks, public.mutes, public.direct_messages from anon, authenticated;
-- Nobody edits a message, not even with the service role, except read_at (the trigger holds it).
revoke update on table public.direct_messages from service_role;
grant update (read_at) on table public.direct_messages to service_role;

grant select, delete on table public.friendships to authenticated;
grant insert (requester_id, addressee_id) on table public.friendships to authenticated;
grant update (status) on table public.friendships to authenticated;

grant select, delete on table public.blocks, public.mutes to authenticated;
grant insert (blocker_id, blocked_id) on table public.blocks to authenticated;
grant insert (muter_id, muted_id) on table public.mutes to authenticated;

grant select on table public.direct_messages to authenticated;
grant insert (id, sender_id, recipient_id, body) on table public.direct_messages to authenticated;
grant update (read_at) on table public.direct_messages to authenticated;

alter table public.friendships enable row level security;
alter table public.blocks enable row level security;
alter table public.mutes enable row level security;
alter table public.direct_messages enable row level security;

-- profiles: own row, visible profiles, and 'none' profiles of accepted friends.
drop policy profiles_select_own on public.profiles;
create policy profiles_select_visible on public.profiles
  for select to authenticated
  using (
    id = (select auth.uid())
    or visibility <> 'none'
    or id = any ((select private.my_friend_ids())::uuid[])
  );

create policy friendships_select_party on public.friendships
  for select to authenticated
  using (requester_id = (select auth.uid()) or addressee_id = (select auth.uid()));
create policy friendships_insert_requester on public.friendships
  for insert to authenticated
  with check (requester_id = (select auth.uid()));
create policy friendships_update_party on public.friendships
  for update to authenticated
  using (requester_id = (select auth.uid()) or addressee_id = (select auth.uid()))
  with check (requester_id = (select auth.uid()) or addressee_id = (select auth.uid()));
create policy friendships_delete_party on public.friendships
  for delete to authenticated
  using (requester_id = (select auth.uid()) or addressee_id = (select auth.uid()));

create policy blocks_select_own on public.blocks
  for select to authenticated using (blocker_id = (select auth.uid()));
create policy blocks_insert_own on public.blocks
  for insert to authenticated with check (blocker_id = (select auth.uid()));
create policy blocks_delete_own on public.blocks
  for delete to authenticated using (blocker_id = (select auth.uid()));

create policy mutes_select_own on public.mutes
  for select to authenticated using (muter_id = (select auth.uid()));
create policy mutes_insert_own on public.mutes
  for insert to authenticated with check (muter_id = (select auth.uid()));
create policy mutes_delete_own on public.mutes
  for delete to authenticated using (muter_id = (select auth.uid()));

-- The two people; the blocker no longer sees what the blocked member sent.
create policy direct_messages_select_party on public.direct_messages
  for select to authenticated
  using (
    sender_id = (select auth.uid())
    or (recipient_id = (select auth.uid()) and not (sender_id = any ((select private.my_blocked_ids())::uuid[])))
  );
create policy direct_messages_insert_sender on public.direct_messages
  for insert to authenticated
  with check (sender_id = (select auth.uid()));
create policy direct_messages_update_recipient on public.direct_messages
  for update to authenticated
  using (recipient_id = (select auth.uid()))
  with check (recipient_id = (select auth.uid()));

create policy friendships_require_aal2 on public.friendships
  as restrictive for all to authenticated
  using ((select private.aal_satisfied())) with check ((select private.aal_satisfied()));
create policy blocks_require_aal2 on public.blocks
  as restrictive for all to authenticated
  using ((select private.aal_satisfied())) with check ((select private.aal_satisfied()));
create policy mutes_require_aal2 on public.mutes
  as restrictive for all to authenticated
  using ((select private.aal_satisfied())) with check ((select private.aal_satisfied()));
create policy direct_messages_require_aal2 on public.direct_messages
  as restrictive for all to authenticated
  using ((select private.aal_satisfied())) with check ((select private.aal_satisfied()));

-- ---------------------------------------------------------------------------------------------
-- posts: the blocker and the muter no longer see the member's posts and replies (outside the
-- anonymous rooms). room_feed() reads under this policy, so it drops them too; a reply to a
-- hidden post is dropped with it (room_feed collects replies of the visible top-level posts).
-- ---------------------------------------------------------------------------------------------
drop policy posts_select_room on public.posts;
create policy posts_select_room on public.posts
  for select to authenticated
  using (
    (room_slug = any ((select private.my_room_slugs())::text[])
     or author_id = (select auth.uid())
     or (select public.is_admin()))
    and (not (author_id = any ((select private.my_hidden_author_ids())::uuid[]))
         or room_slug = any ((select private.anonymous_room_slugs())::text[]))
  );
