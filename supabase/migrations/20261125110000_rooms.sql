-- Rooms and their members (issue 20, "Members meet in the rooms"). Posts, the content check and
-- the feed follow in 20261125110100_room_posts.sql; Realtime in 20261125110200_room_realtime.sql.
--
--   * rooms: the 15 rooms under the slugs the app already uses; signed-in members read them, only
--     the service role writes them.
--   * room_members: a member joins a room by inserting their own row (opening a room joins it;
--     the client upserts with on conflict do nothing) and leaves by deleting it. Nobody adds or
--     removes anyone else. Members see who else is in a room, except in an anonymous room, where
--     each sees only their own row.
--   * A room with a capacity (The Inner Room: 250) refuses the next join with SQLSTATE 23514,
--     however many joins arrive at once: the join locks the room row, then counts.
--   * Every policy also requires aal2 from members with a verified second factor (restrictive
--     policies, as in 20261125100000_mfa_enforced_and_password_proof.sql).
-- Helpers that must see past RLS are security definer functions in the unexposed schema
-- `private`; every function pins search_path = '' and names objects fully.

-- ---------------------------------------------------------------------------------------------
-- rooms
-- ---------------------------------------------------------------------------------------------
create table public.rooms (
  slug text not null primary key
    constraint rooms_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 64),
  name text not null constraint rooms_name_length check (char_length(name) between 1 and 100),
  description text not null default '' constraint rooms_description_length check (char_length(description) <= 500),
  capacity int constraint rooms_capacity_positive check (capacity is null or capacity > 0),
  is_anonymous boolean not null default false
);

comment on table public.rooms is
  'The community rooms. Signed-in members read them; only the service role writes them.';
comment on column public.rooms.capacity is 'Most members the room admits (null: no limit). The join trigger enforces it.';
comment on column public.rooms.is_anonymous is
  'Anonymous room: posts show as Anonymous, their author ids are never returned, members see only their own membership.';

insert into public.rooms (slug, name, description, capacity, is_anonymous) values
  ('intros', 'Introductions', 'New here? Say hello, share a little about yourself and meet the community.', null, false),
  ('inner-room', 'The Inner Room', 'A close circle of 250 members for the deepest, most honest conversations.', 250, false),
  ('lounge', 'The Lounge', 'Pull up a chair for easy conversation about anything and everything.', null, false),
  ('anonymous-confessions', 'Anonymous Confessions',
   'Share what weighs on you without a name attached. Everyone here is Anonymous.', null, true),
  ('overthinking', 'Overthinking', 'Untangle looping thoughts with people who know the spiral from the inside.', null, false),
  ('relationships', 'Relationships', 'Love, friendship, family and everything in between, talked through with care.', null, false),
  ('life-purpose', 'Life Purpose', 'Ask the big questions about meaning, direction and what makes a life your own.', null, false),
  ('the-void', 'The Void', 'Say what you cannot say anywhere else, into a space that simply listens.', null, false),
  ('journal-shares', 'Journal Shares', 'Share a page from your journal and read what others are ready to show.', null, false),
  ('dreams', 'Dreams', 'Night dreams and daydreams: tell them, wonder about them, hear what they stir in others.', null, false),
  ('weight', 'Weight', 'Carrying something heavy? Talk about the weight of it, whatever it is.', null, false),
  ('work', 'Work', 'Careers, colleagues, burnout and the search for work that means something.', null, false),
  ('entrepreneurship', 'Entrepreneurship', 'Building something of your own: the ideas, the risks and the doubts along the way.', null, false),
  ('christianity', 'Christianity', 'Faith, doubt and practice, explored together from a Christian perspective.', null, false),
  ('buddhism', 'Buddhism', 'Practice, teachings and everyday mindfulness, explored together.', null, false);

-- ---------------------------------------------------------------------------------------------
-- room_members
-- ---------------------------------------------------------------------------------------------
create table public.room_members (
  room_slug text not null references public.rooms (slug) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  joined_at timestamptz not null default now(),
  primary key (room_slug, user_id)
);

comment on table public.room_members is
  'Who is in which room. A member inserts (joins) and deletes (leaves) only their own row; members of a room read its rows, in an anonymous room only their own.';

-- The rooms of one member (their RLS checks), and the cascade from auth.users.
create index room_members_user_id_idx on public.room_members (user_id, room_slug);

-- ---------------------------------------------------------------------------------------------
-- Membership helpers (security definer: they read room_members past its RLS, for the caller only)
-- ---------------------------------------------------------------------------------------------
-- True when the caller is a member of the room.
create function private.is_room_member(p_room_slug text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.room_members as m
     where m.room_slug = p_room_slug and m.user_id = auth.uid()
  )
$$;
comment on function private.is_room_member(text) is
  'RLS helper: true when the caller (auth.uid()) is a member of the room.';

-- The slugs of the caller's rooms, for policies of the form room_slug = any((select ...)):
-- evaluated once per statement, then a cheap array test per row.
create function private.my_room_slugs()
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(m.room_slug), '{}'::text[])
    from public.room_members as m
   where m.user_id = auth.uid()
$$;
comment on function private.my_room_slugs() is
  'RLS helper: the slugs of the rooms the caller is a member of.';

-- The same, without anonymous rooms: where the caller may see who else is a member.
create function private.my_open_room_slugs()
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(m.room_slug), '{}'::text[])
    from public.room_members as m
    join public.rooms as r on r.slug = m.room_slug
   where m.user_id = auth.uid() and not r.is_anonymous
$$;
comment on function private.my_open_room_slugs() is
  'RLS helper: the slugs of the caller''s rooms whose member list they may read (not anonymous rooms).';

revoke execute on function private.is_room_member(text), private.my_room_slugs(), private.my_open_room_slugs()
  from public, anon;
grant execute on function private.is_room_member(text), private.my_room_slugs(), private.my_open_room_slugs()
  to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The capacity rule, race-free: the join locks the room row, then counts.
-- ---------------------------------------------------------------------------------------------
-- Concurrent joins of a capped room queue on the room row (FOR NO KEY UPDATE: it excludes other
-- joins of the same room but not the KEY SHARE locks that foreign-key checks of posts take). The
-- count runs after the lock is granted, in a fresh snapshot (read committed, volatile function),
-- so it includes every join committed before; the lock is held until this join commits.
-- A member who is already in the room is never refused (the client's upsert fires this trigger
-- before its ON CONFLICT DO NOTHING). Rooms without a capacity take no lock. Custom plans: the
-- count must use the primary key however small room_members was when a connection first joined.
create function private.room_members_enforce_capacity()
returns trigger
language plpgsql
security definer
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
declare
  room record;
  members int;
begin
  if not exists (select 1 from public.rooms as r where r.slug = new.room_slug and r.capacity is not null) then
    return new; -- no limit (or no such room: the foreign key refuses it)
  end if;

  select r.name, r.capacity into room
    from public.rooms as r
   where r.slug = new.room_slug
     for no key update;

  if room.capacity is null then
    return new;
  end if;
  if exists (select 1 from public.room_members as m where m.room_slug = new.room_slug and m.user_id = new.user_id) then
    return new; -- a re-join: on conflict do nothing, or the primary key, deals with it
  end if;

  select count(*) into members from public.room_members as m where m.room_slug = new.room_slug;
  if members >= room.capacity then
    raise exception using
      errcode = '23514',
      message = format('%s has reached its maximum capacity of %s members.', room.name, room.capacity);
  end if;
  return new;
end;
$$;
comment on function private.room_members_enforce_capacity() is
  'Trigger: refuses a join of a full room (SQLSTATE 23514), race-free by locking the room row first.';
revoke execute on function private.room_members_enforce_capacity() from public, anon, authenticated;

create trigger room_members_enforce_capacity
  before insert on public.room_members
  for each row execute function private.room_members_enforce_capacity();

-- ---------------------------------------------------------------------------------------------
-- Member counts and member lists (RPC)
-- ---------------------------------------------------------------------------------------------
-- Counts of every room, for the room list and the navigation shell.
create function private.room_member_counts()
returns table (room_slug text, member_count int)
language sql
stable
security definer
set search_path = ''
as $$
  select r.slug, count(m.user_id)::int
    from public.rooms as r
    left join public.room_members as m on m.room_slug = r.slug
   where auth.uid() is not null and private.aal_satisfied()
   group by r.slug
   order by r.slug
$$;

create function public.room_member_counts()
returns table (room_slug text, member_count int)
language sql
stable
set search_path = ''
as $$
  select c.room_slug, c.member_count from private.room_member_counts() as c
$$;
comment on function public.room_member_counts() is
  'The number of members of every room (any signed-in member).';

-- The members of a room with their display names: only for a member of that room, and in an
-- anonymous room only the caller, named 'Anonymous'.
create function private.room_members_of(p_room_slug text)
returns table (user_id uuid, name text)
language sql
stable
security definer
set search_path = ''
as $$
  select m.user_id,
         case when r.is_anonymous then 'Anonymous'
              else coalesce(nullif(btrim(p.name), ''), 'Member') end
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
returns table (user_id uuid, name text)
language sql
stable
set search_path = ''
as $$
  select m.user_id, m.name from private.room_members_of(p_room_slug) as m
$$;
comment on function public.room_members_of(text) is
  'The members of a room and their display names, for a member of that room; in an anonymous room only the caller, as Anonymous.';

revoke execute on function private.room_member_counts(), private.room_members_of(text),
  public.room_member_counts(), public.room_members_of(text) from public, anon;
grant execute on function private.room_member_counts(), private.room_members_of(text),
  public.room_member_counts(), public.room_members_of(text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Privileges and row-level security
-- ---------------------------------------------------------------------------------------------
-- Supabase grants everything in public to anon/authenticated by default: narrow it.
revoke all on table public.rooms, public.room_members from anon, authenticated;
-- The service role writes rooms (operators); it never updates a membership (a join is a new row).
revoke update on table public.room_members from service_role;

grant select on table public.rooms to authenticated;
grant select, delete on table public.room_members to authenticated;
-- joined_at is the server's; user_id defaults to auth.uid() and the policy holds it there.
grant insert (room_slug, user_id) on table public.room_members to authenticated;

alter table public.rooms enable row level security;
alter table public.room_members enable row level security;

create policy rooms_select_members on public.rooms
  for select to authenticated
  using (true);

create policy room_members_select_room on public.room_members
  for select to authenticated
  using (user_id = (select auth.uid()) or room_slug = any ((select private.my_open_room_slugs())::text[]));

create policy room_members_insert_self on public.room_members
  for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy room_members_delete_self on public.room_members
  for delete to authenticated
  using (user_id = (select auth.uid()));

create policy rooms_require_aal2 on public.rooms
  as restrictive for all to authenticated
  using ((select private.aal_satisfied())) with check ((select private.aal_satisfied()));
create policy room_members_require_aal2 on public.room_members
  as restrictive for all to authenticated
  using ((select private.aal_satisfied())) with check ((select private.aal_satisfied()));
