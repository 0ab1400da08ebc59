-- The plan decides access in the database, and Pro members own private rooms (issue 43, after the
-- moderation migrations 20261129200000…200400). Decision: docs/decisions/0024-plans-decide-access-private-rooms.md.
--
-- 1. Plans: private.plan_of(user) reads public.user_roles and public.subscribers at every call
--    (never the token): 'admin', 'pro' (subscribed, tier premium), 'basic' (subscribed, tier
--    basic), 'trial' (not subscribed, trial_end in the future), else 'free'. Trial counts as Basic.
-- 2. Rooms by plan: a free member reads and posts only in The Lounge and Introductions; the other
--    public rooms stay listed (rooms is readable) but their posts, members, presence and topic are
--    closed, and a post or a join is refused with 42501 'Available on Basic and Pro'. The room
--    helpers every policy and function already uses (private.my_room_slugs, is_room_member,
--    my_open_room_slugs) now answer with the rooms the caller may read, so posts, room_feed,
--    room_posts, room_members_of, presence, reports and the room:<slug> Realtime topic follow.
-- 3. Name Color & Badge: profiles.name_color may be set only on Pro (or by an administrator);
--    others' colours are returned (profile_of) only while their owner is on Pro.
-- 4. Private rooms: rooms gains is_private, owner_id, icon, created_at; invitations, bans, and the
--    owner's verbs (create, rename, describe, delete, invite, respond, remove/ban, moderate posts,
--    transfer by an administrator), my_rooms() and my_plan(). A non-member learns nothing of a
--    private room. While the owner is not on Pro the room is read-only for everyone.
-- Every function pins search_path = ''; definers live in `private` behind invoker wrappers.

-- ---------------------------------------------------------------------------------------------
-- 1. Plans
-- ---------------------------------------------------------------------------------------------
create function private.plan_of(p_user uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when p_user is null then null
    when exists (select 1 from public.user_roles as r where r.user_id = p_user and r.role = 'admin') then 'admin'
    when s.paid and s.subscription_tier = 'premium' then 'pro'
    when s.paid and s.subscription_tier = 'basic' then 'basic'
    when not coalesce(s.paid, false) and s.trial_end > pg_catalog.now() then 'trial'
    else 'free'
  end
  from (select 1) as one
  left join lateral (
    select sub.subscribed
             and not (sub.cancel_at_period_end and sub.subscription_end is not null
                      and sub.subscription_end <= pg_catalog.now())
             and coalesce(sub.status, 'active') not in ('past_due', 'unpaid', 'canceled', 'incomplete',
                                                        'incomplete_expired', 'paused')
             as paid,
           sub.subscription_tier, sub.trial_end
      from public.subscribers as sub
     where sub.user_id = p_user
  ) as s on true
$$;
comment on function private.plan_of(uuid) is
  'A member''s plan, read from public.user_roles and public.subscribers at every call (never the token): admin, pro (subscribed, tier premium), basic (subscribed, tier basic), trial (not subscribed, trial_end in the future), else free. A subscription past_due, unpaid or cancelled at a passed period end is not subscribed. Trial counts as Basic.';
revoke execute on function private.plan_of(uuid) from public, anon;
grant execute on function private.plan_of(uuid) to authenticated, service_role;

create function public.my_plan()
returns text
language sql
stable
set search_path = ''
as $$
  select private.plan_of(auth.uid())
$$;
comment on function public.my_plan() is
  'The caller''s plan (admin, pro, basic, trial or free), for what the screen shows; the database decides access itself.';
revoke execute on function public.my_plan() from public, anon;
grant execute on function public.my_plan() to authenticated;

-- The two rooms every plan may use.
create function private.free_room_slugs()
returns text[]
language sql
immutable
set search_path = ''
as $$ select array['lounge', 'intros']::text[] $$;
comment on function private.free_room_slugs() is 'The public rooms a free member may read and post in: The Lounge and Introductions.';
revoke execute on function private.free_room_slugs() from public, anon;
grant execute on function private.free_room_slugs() to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- 2. Private rooms: columns, invitations, bans
-- ---------------------------------------------------------------------------------------------
alter table public.rooms
  add column is_private boolean not null default false,
  add column owner_id uuid references auth.users (id) on delete set null,
  add column icon text constraint rooms_icon_check check (icon in (
    'hand', 'door-open', 'sofa', 'eye-off', 'brain', 'heart', 'orbit', 'compass', 'notebook-pen',
    'moon', 'scale', 'briefcase', 'rocket', 'church', 'flower-2')),
  add column created_at timestamptz default now();
alter table public.rooms
  add constraint rooms_private_shape check (
    not is_private or (capacity = 50 and not is_anonymous and slug ~ '^p-[0-9a-f]{10}$'));
alter table public.rooms
  add constraint rooms_public_have_no_owner check (is_private or owner_id is null);
comment on column public.rooms.is_private is
  'Invitation-only room of a Pro member: visible only to its members, its invited member (pending invitation), moderators and administrators.';
comment on column public.rooms.owner_id is 'The private room''s owner (its moderator); null for public rooms, or when the owner deleted their account.';
comment on column public.rooms.icon is 'The room''s icon: a Lucide icon name from the rooms'' list.';
create index rooms_owner_id_idx on public.rooms (owner_id) where owner_id is not null;
-- The select policy filters on is_private.
create index rooms_is_private_idx on public.rooms (is_private, slug);

update public.rooms as r set icon = i.icon
  from (values ('intros', 'hand'), ('inner-room', 'door-open'), ('lounge', 'sofa'),
               ('anonymous-confessions', 'eye-off'), ('overthinking', 'brain'), ('relationships', 'heart'),
               ('the-void', 'orbit'), ('life-purpose', 'compass'), ('journal-shares', 'notebook-pen'),
               ('dreams', 'moon'), ('weight', 'scale'), ('work', 'briefcase'), ('entrepreneurship', 'rocket'),
               ('christianity', 'church'), ('buddhism', 'flower-2')) as i (slug, icon)
 where r.slug = i.slug;

-- The fixed order of the public rooms (the order the app lists them in).
create function private.public_room_position(p_slug text)
returns int
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.array_position(array[
    'intros', 'inner-room', 'lounge', 'anonymous-confessions', 'overthinking', 'relationships',
    'life-purpose', 'the-void', 'journal-shares', 'dreams', 'weight', 'work', 'entrepreneurship',
    'christianity', 'buddhism']::text[], p_slug)
$$;
comment on function private.public_room_position(text) is 'The place of a public room in the rooms list (null for others).';
revoke execute on function private.public_room_position(text) from public, anon;
grant execute on function private.public_room_position(text) to authenticated;

create table public.room_invitations (
  id uuid not null primary key default gen_random_uuid(),
  room_slug text not null references public.rooms (slug) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  invited_by uuid references auth.users (id) on delete set null,
  status text not null default 'pending'
    constraint room_invitations_status_check check (status in ('pending', 'accepted', 'declined')),
  created_at timestamptz not null default now(),
  decided_at timestamptz
);
comment on table public.room_invitations is
  'Invitations to private rooms. Read by the invitee and the room''s owner; written only by public.invite_to_room() and public.respond_to_room_invitation().';
create unique index room_invitations_one_pending on public.room_invitations (room_slug, user_id) where status = 'pending';
create index room_invitations_user_idx on public.room_invitations (user_id, status);
create index room_invitations_invited_by_idx on public.room_invitations (invited_by);

create table public.room_bans (
  room_slug text not null references public.rooms (slug) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  banned_by uuid references auth.users (id) on delete set null,
  reason text constraint room_bans_reason_length check (char_length(reason) <= 2000),
  created_at timestamptz not null default now(),
  primary key (room_slug, user_id)
);
comment on table public.room_bans is
  'Members banned from a private room: they cannot rejoin or be invited again. Read by the room''s owner; written by public.remove_room_member().';
create index room_bans_user_idx on public.room_bans (user_id);
create index room_bans_banned_by_idx on public.room_bans (banned_by);

alter table public.notifications drop constraint notifications_type_check;
alter table public.notifications add constraint notifications_type_check check (type in (
  'friendRequest', 'friendAccepted', 'reply', 'message', 'meeting', 'journal', 'resource', 'other',
  'moderation', 'care', 'room_invitation'));

-- ---------------------------------------------------------------------------------------------
-- 3. Access helpers
-- ---------------------------------------------------------------------------------------------
-- What a member may do in a room: 'open' (read and post), 'read_only' (a private room whose
-- owner is not on Pro), 'locked' (a paid public room for a free member), 'none' (no such room,
-- or a private room they are not in). Moderators and administrators read every room.
create function private.room_access_of(p_slug text, p_user uuid)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  r record;
  staff boolean;
begin
  select rm.slug, rm.is_private, rm.owner_id into r from public.rooms as rm where rm.slug = p_slug;
  if not found or p_user is null then
    return 'none';
  end if;
  staff := exists (select 1 from public.user_roles as ur where ur.user_id = p_user);
  if not r.is_private then
    if p_slug = any (private.free_room_slugs()) or staff or private.plan_of(p_user) <> 'free' then
      return 'open';
    end if;
    return 'locked';
  end if;
  if not staff and not exists (
    select 1 from public.room_members as m where m.room_slug = p_slug and m.user_id = p_user) then
    return 'none';
  end if;
  if r.owner_id is null or coalesce(private.plan_of(r.owner_id), 'free') not in ('pro', 'admin') then
    return 'read_only';
  end if;
  return 'open';
end;
$$;
comment on function private.room_access_of(text, uuid) is
  'A member''s access to a room: open, read_only (private room whose owner is not on Pro), locked (paid public room, free member) or none (no such room, or a private room they are not in). Read from the tables at every call.';
revoke execute on function private.room_access_of(text, uuid) from public, anon;
grant execute on function private.room_access_of(text, uuid) to authenticated, service_role;

-- The caller's private rooms, the ones they own, and the ones they are invited to.
create function private.my_private_room_slugs()
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(m.room_slug), '{}'::text[])
    from public.room_members as m
    join public.rooms as r on r.slug = m.room_slug
   where m.user_id = auth.uid() and r.is_private
$$;
comment on function private.my_private_room_slugs() is 'RLS helper: the private rooms the caller is a member of.';

create function private.my_invited_room_slugs()
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(i.room_slug), '{}'::text[])
    from public.room_invitations as i
   where i.user_id = auth.uid() and i.status = 'pending'
$$;
comment on function private.my_invited_room_slugs() is 'RLS helper: the private rooms the caller has a pending invitation to.';

create function private.my_owned_room_slugs()
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(r.slug), '{}'::text[])
    from public.rooms as r
   where r.owner_id = auth.uid() and r.is_private
$$;
comment on function private.my_owned_room_slugs() is 'RLS helper: the private rooms the caller owns.';

-- The rooms the caller is a member of AND may read now (their plan, the room's privacy). Every
-- reader of posts, members, presence and the room topic goes through this (or is_room_member).
create or replace function private.my_room_slugs()
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  with me as (
    select auth.uid() as uid,
           private.plan_of(auth.uid()) as plan,
           exists (select 1 from public.user_roles as ur where ur.user_id = auth.uid()) as staff
  )
  select coalesce(array_agg(m.room_slug), '{}'::text[])
    from me
    join public.room_members as m on m.user_id = me.uid
    join public.rooms as r on r.slug = m.room_slug
   where r.is_private or r.slug = any (private.free_room_slugs()) or me.staff or me.plan <> 'free'
$$;
comment on function private.my_room_slugs() is
  'RLS helper: the rooms the caller is a member of and may read now (a free member: only The Lounge and Introductions among the public rooms).';

create or replace function private.my_open_room_slugs()
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(r.slug), '{}'::text[])
    from public.rooms as r
   where r.slug = any (private.my_room_slugs()) and not r.is_anonymous
$$;
comment on function private.my_open_room_slugs() is
  'RLS helper: the caller''s readable rooms whose member list they may read (not anonymous rooms).';

create or replace function private.is_room_member(p_room_slug text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(p_room_slug = any (private.my_room_slugs()), false)
$$;
comment on function private.is_room_member(text) is
  'RLS helper: true when the caller (auth.uid()) is a member of the room and may read it now (plan, privacy).';

-- The rooms the caller may post in: readable, and not a private room whose owner lapsed.
create function private.my_postable_room_slugs()
returns text[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(r.slug), '{}'::text[])
    from public.rooms as r
   where r.slug = any (private.my_room_slugs())
     and (not r.is_private
          or coalesce(private.plan_of(r.owner_id), 'free') in ('pro', 'admin'))
$$;
comment on function private.my_postable_room_slugs() is
  'RLS helper: the rooms the caller may post in now (readable; a private room only while its owner is on Pro).';

-- Who may join a room by inserting their own membership: a public room their plan opens.
create function private.may_join_room(p_slug text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  -- No such room: true, and the foreign key refuses it (23503), as before.
  select not exists (
    select 1 from public.rooms as r
     where r.slug = p_slug and (r.is_private or private.room_access_of(p_slug, auth.uid()) <> 'open'))
$$;
comment on function private.may_join_room(text) is
  'RLS helper: true when the caller may join the room themself (a public room their plan opens; private rooms are joined by accepting an invitation).';

-- The caller's access to one room (the room page asks before it opens a room).
create function private.my_room_access(p_slug text)
returns text
language sql
stable
security definer
set search_path = ''
as $$ select private.room_access_of(p_slug, auth.uid()) $$;
comment on function private.my_room_access(text) is 'The caller''s access to a room: open, read_only, locked or none.';

revoke execute on function private.my_private_room_slugs(), private.my_invited_room_slugs(),
  private.my_owned_room_slugs(), private.my_postable_room_slugs(), private.may_join_room(text),
  private.my_room_access(text) from public, anon;
grant execute on function private.my_private_room_slugs(), private.my_invited_room_slugs(),
  private.my_owned_room_slugs(), private.my_postable_room_slugs(), private.may_join_room(text),
  private.my_room_access(text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- 4. Policies (redefined: rooms select, room_members insert/delete, posts insert)
-- ---------------------------------------------------------------------------------------------
drop policy rooms_select_members on public.rooms;
create policy rooms_select_members on public.rooms
  for select to authenticated
  using (
    not is_private
    or slug = any ((select private.my_private_room_slugs())::text[])
    or slug = any ((select private.my_invited_room_slugs())::text[])
    or (select public.is_moderator())
  );

drop policy room_members_insert_self on public.room_members;
create policy room_members_insert_self on public.room_members
  for insert to authenticated
  with check (user_id = (select auth.uid()) and private.may_join_room(room_slug));

-- An owner does not leave their own room (they could not come back): they delete it.
drop policy room_members_delete_self on public.room_members;
create policy room_members_delete_self on public.room_members
  for delete to authenticated
  using (user_id = (select auth.uid()) and not (room_slug = any ((select private.my_owned_room_slugs())::text[])));

drop policy posts_insert_member on public.posts;
create policy posts_insert_member on public.posts
  for insert to authenticated
  with check (author_id = (select auth.uid()) and room_slug = any ((select private.my_postable_room_slugs())::text[]));

-- The refusals members read (BEFORE triggers run before the policies' checks). The trigger runs
-- as the inserting role (security invoker), so it knows a member's own insert (current_user
-- authenticated) from one made by the invitation functions (security definer, as their owner);
-- the lookups past RLS are in private.assert_may_join().
create function private.assert_may_join(p_slug text, p_user uuid, p_direct boolean)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  r record;
begin
  select rm.is_private, rm.owner_id into r from public.rooms as rm where rm.slug = p_slug;
  if not found then
    return; -- the foreign key refuses it
  end if;
  if exists (select 1 from public.room_members as m where m.room_slug = p_slug and m.user_id = p_user) then
    return; -- a re-join: on conflict do nothing, or the primary key, deals with it
  end if;
  if r.is_private then
    -- Members themselves never insert into a private room: the invitation functions do.
    if p_direct or exists (select 1 from public.room_bans as b where b.room_slug = p_slug and b.user_id = p_user) then
      raise exception using errcode = '42501', message = 'You cannot join this room.';
    end if;
    if coalesce(private.plan_of(r.owner_id), 'free') not in ('pro', 'admin') then
      raise exception using errcode = '23514', message = 'This room is read-only until its owner renews Pro.';
    end if;
  elsif private.room_access_of(p_slug, p_user) = 'locked' then
    raise exception using errcode = '42501', message = 'Available on Basic and Pro';
  end if;
end;
$$;
comment on function private.assert_may_join(text, uuid, boolean) is
  'Refuses a join of a paid room by a free member (42501 Available on Basic and Pro), of a private room except through an invitation (p_direct: the member''s own insert) or by a banned member (42501 You cannot join this room.), and of a private room whose owner is not on Pro (23514).';
revoke execute on function private.assert_may_join(text, uuid, boolean) from public, anon;
grant execute on function private.assert_may_join(text, uuid, boolean) to authenticated, service_role;

create function private.room_members_access()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  direct constant boolean := current_user in ('authenticated', 'anon');
begin
  -- A member joins only as themself (the insert policy says the same, but after the triggers).
  if direct and new.user_id is distinct from auth.uid() then
    raise exception using errcode = '42501', message = 'You can only join a room as yourself.';
  end if;
  perform private.assert_may_join(new.room_slug, new.user_id, direct);
  return new;
end;
$$;
comment on function private.room_members_access() is
  'Trigger (security invoker): a member joins only as themself, a public room their plan opens; private rooms only through the invitation functions (see private.assert_may_join).';
revoke execute on function private.room_members_access() from public, anon, authenticated;

create trigger room_members_06_access
  before insert on public.room_members
  for each row execute function private.room_members_access();

-- The capacity trigger no longer checks who joins (room_members_06_access does, knowing a
-- member's own insert from the functions' inserts of others: accepting, transferring).
create or replace function private.room_members_enforce_capacity()
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

create function private.posts_room_access()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  access text;
begin
  if new.author_id is null then
    return new;
  end if;
  access := private.room_access_of(new.room_slug, new.author_id);
  if access = 'locked' then
    raise exception using errcode = '42501', message = 'Available on Basic and Pro';
  elsif access = 'read_only' then
    raise exception using errcode = '23514', message = 'This room is read-only until its owner renews Pro.';
  end if;
  return new;
end;
$$;
comment on function private.posts_room_access() is
  'Trigger: refuses a post in a paid room by a free member (42501 Available on Basic and Pro) and in a private room whose owner is not on Pro (23514).';
revoke execute on function private.posts_room_access() from public, anon, authenticated;

create trigger posts_06_room_access
  before insert on public.posts
  for each row execute function private.posts_room_access();

-- join_room: a locked room says so, even to a member who joined it during their trial.
create or replace function public.join_room(p_room_slug text)
returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
declare
  anonymous boolean;
begin
  select r.is_anonymous into anonymous from public.rooms as r where r.slug = p_room_slug;
  if not found then
    return null;
  end if;
  if private.my_room_access(p_room_slug) = 'locked' then
    raise exception using errcode = '42501', message = 'Available on Basic and Pro';
  end if;
  if not exists (
    select 1 from public.room_members as m
     where m.room_slug = p_room_slug and m.user_id = (select auth.uid())
  ) then
    insert into public.room_members (room_slug) values (p_room_slug)
      on conflict (room_slug, user_id) do nothing;
  end if;
  return anonymous;
end;
$$;
comment on function public.join_room(text) is
  'Opens a room for the caller: null when there is no such room they may see; 42501 Available on Basic and Pro for a paid room on the free plan; else joins it unless they are a member already (a full room refuses with 23514; a suspended member is refused a new room with 42501; a private room is joined only by accepting an invitation: 42501 You cannot join this room.) and answers whether it is anonymous. Runs as the caller, under row security.';

-- Member counts: public rooms, and the private rooms the caller is in (moderators: all).
create or replace function private.room_member_counts()
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
     and (not r.is_private
          or r.slug = any (private.my_private_room_slugs())
          or private.caller_has_role('moderator'))
   group by r.slug
   order by r.slug
$$;

-- ---------------------------------------------------------------------------------------------
-- 5. Name Color & Badge
-- ---------------------------------------------------------------------------------------------
create function private.profiles_name_color_plan()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is not null
     and new.name_color is not null
     and new.name_color ~ '^#[0-9A-Fa-f]{6}$' -- another value: the format check refuses it (23514)
     and (tg_op = 'INSERT' or new.name_color is distinct from old.name_color)
     and coalesce(private.plan_of(new.id), 'free') not in ('pro', 'admin') then
    raise exception using errcode = '42501', message = 'Name Color & Badge is available on Pro';
  end if;
  return new;
end;
$$;
comment on function private.profiles_name_color_plan() is
  'Trigger: a member sets a name colour only on Pro (or as an administrator): 42501 Name Color & Badge is available on Pro. Clearing it is always allowed; a lapsed member keeps the stored colour.';
revoke execute on function private.profiles_name_color_plan() from public, anon, authenticated;

create trigger profiles_05_name_color_plan
  before insert or update on public.profiles
  for each row execute function private.profiles_name_color_plan();

-- profile_of: another member's colour only while they are on Pro.
create or replace function private.profile_of(p_id uuid)
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
    mood := p.mood; show_online_status := p.show_online_status;
    name_color := case when p.id = me or private.plan_of(p.id) in ('pro', 'admin') then p.name_color end;
    created_at := p.created_at; updated_at := p.updated_at;
  end if;
  return next;
end;
$$;
comment on function private.profile_of(uuid) is
  'A member''s profile as the caller may see it (full, or the name only for a hidden profile they share a room, friendship or conversation with). Another member''s name colour only while that member is on Pro.';

-- ---------------------------------------------------------------------------------------------
-- 6. The private rooms' verbs
-- ---------------------------------------------------------------------------------------------
create function private.require_room_owner(p_slug text)
returns public.rooms
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  r public.rooms;
begin
  select * into r from public.rooms as rm where rm.slug = p_slug and rm.is_private;
  if not found or auth.uid() is null or not private.aal_satisfied() or r.owner_id is distinct from auth.uid() then
    raise exception using errcode = '42501', message = 'Only the room''s owner can do that.';
  end if;
  return r;
end;
$$;
comment on function private.require_room_owner(text) is
  'The private room when the caller owns it; else 42501 Only the room''s owner can do that. (the same for a room that does not exist).';
revoke execute on function private.require_room_owner(text) from public, anon, authenticated;

create function private.check_room_text(p_name text, p_description text)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  refusal text;
begin
  if p_name is null or char_length(p_name) < 1 then
    raise exception using errcode = '23514', message = 'Give the room a name';
  end if;
  if char_length(p_name) > 60 then
    raise exception using errcode = '23514', message = 'A room name can be at most 60 characters.';
  end if;
  if char_length(p_description) > 500 then
    raise exception using errcode = '23514', message = 'A description can be at most 500 characters.';
  end if;
  refusal := coalesce(private.moderation_reason(p_name), private.moderation_reason(nullif(p_description, '')));
  if refusal is not null then
    raise exception using errcode = '23514', message = refusal;
  end if;
end;
$$;
comment on function private.check_room_text(text, text) is
  'A private room''s name (trimmed, 1 to 60 characters) and description (at most 500) with the content check: 23514 with the message to show.';
revoke execute on function private.check_room_text(text, text) from public, anon, authenticated;

create function private.create_private_room(p_name text, p_description text, p_icon text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := auth.uid();
  plan text;
  room_name constant text := btrim(coalesce(p_name, ''));
  room_description constant text := btrim(coalesce(p_description, ''));
  new_slug text;
begin
  if me is null or not private.aal_satisfied() then
    raise exception using errcode = '42501', message = 'Private rooms are available on Pro';
  end if;
  plan := private.plan_of(me);
  if plan not in ('pro', 'admin') then
    raise exception using errcode = '42501', message = 'Private rooms are available on Pro';
  end if;
  perform private.assert_not_restricted('room');
  perform private.check_room_text(room_name, room_description);
  if p_icon is not null and p_icon not in (
    'hand', 'door-open', 'sofa', 'eye-off', 'brain', 'heart', 'orbit', 'compass', 'notebook-pen',
    'moon', 'scale', 'briefcase', 'rocket', 'church', 'flower-2') then
    raise exception using errcode = '23514', message = 'Choose one of the room icons.';
  end if;
  -- Race-free count of owned rooms: one creation per owner at a time.
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('private-room-owner:' || me::text, 0));
  if plan = 'pro' and (select count(*) from public.rooms as r where r.owner_id = me and r.is_private) >= 3 then
    raise exception using errcode = '23514', message = 'You can own at most 3 private rooms';
  end if;
  loop
    new_slug := 'p-' || pg_catalog.left(pg_catalog.md5(pg_catalog.gen_random_uuid()::text), 10);
    exit when not exists (select 1 from public.rooms as r where r.slug = new_slug);
  end loop;
  insert into public.rooms (slug, name, description, capacity, is_anonymous, is_private, owner_id, icon)
  values (new_slug, room_name, room_description, 50, false, true, me, coalesce(p_icon, 'door-open'));
  insert into public.room_members (room_slug, user_id) values (new_slug, me);
  return new_slug;
end;
$$;
comment on function private.create_private_room(text, text, text) is
  'Creates a private room owned by the caller, who becomes its first member; returns its slug (p-<10 hex>).';

create function public.create_private_room(name text, description text, icon text)
returns text
language sql
set search_path = ''
as $$ select private.create_private_room(name, description, icon) $$;
comment on function public.create_private_room(text, text, text) is
  'Pro (and administrators): creates an invitation-only room (name trimmed, 1-60 characters; description at most 500; icon one of the room icons) and returns its slug. 42501 Private rooms are available on Pro; 23514 Give the room a name / You can own at most 3 private rooms.';

create function private.update_private_room(p_slug text, p_name text, p_description text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  r public.rooms := private.require_room_owner(p_slug);
  room_name constant text := btrim(coalesce(p_name, ''));
  room_description constant text := btrim(coalesce(p_description, ''));
begin
  if coalesce(private.plan_of(r.owner_id), 'free') not in ('pro', 'admin') then
    raise exception using errcode = '23514', message = 'This room is read-only until its owner renews Pro.';
  end if;
  perform private.check_room_text(room_name, room_description);
  update public.rooms as rm set name = room_name, description = room_description where rm.slug = r.slug;
end;
$$;
comment on function private.update_private_room(text, text, text) is 'The owner renames a private room and changes its description.';

create function public.update_private_room(slug text, name text, description text)
returns void
language sql
set search_path = ''
as $$ select private.update_private_room(slug, name, description) $$;
comment on function public.update_private_room(text, text, text) is
  'The owner renames their private room and changes its description (same rules as creation). 42501 Only the room''s owner can do that.; 23514 while the room is read-only.';

create function private.room_post_count(p_slug text)
returns integer
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.rooms as r where r.slug = p_slug and r.is_private)
     or auth.uid() is null or not private.aal_satisfied()
     or not ((select r.owner_id from public.rooms as r where r.slug = p_slug) = auth.uid()
             or private.caller_has_role('admin')) then
    raise exception using errcode = '42501', message = 'Only the room''s owner can do that.';
  end if;
  return (select count(*)::int from public.posts as p where p.room_slug = p_slug and p.deleted_at is null);
end;
$$;
comment on function private.room_post_count(text) is 'The number of posts and replies in a private room, for its owner or an administrator.';

create function public.room_post_count(slug text)
returns integer
language sql
stable
set search_path = ''
as $$ select private.room_post_count(slug) $$;
comment on function public.room_post_count(text) is
  'The number of posts and replies a private room holds (the delete confirmation names it). Owner or administrator; else 42501.';

create function private.delete_private_room(p_slug text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := auth.uid();
  r public.rooms;
  removed int;
begin
  select * into r from public.rooms as rm where rm.slug = p_slug and rm.is_private for update;
  if not found or me is null or not private.aal_satisfied()
     or not (r.owner_id = me or private.caller_has_role('admin')) then
    raise exception using errcode = '42501', message = 'Only the room''s owner can do that.';
  end if;
  select count(*)::int into removed from public.posts as p where p.room_slug = r.slug and p.deleted_at is null;
  -- Replies first (their parents' cascade would otherwise delete them under the parent's trigger).
  delete from public.posts as p where p.room_slug = r.slug and p.parent_id is not null;
  delete from public.posts as p where p.room_slug = r.slug;
  delete from private.presence_heartbeats as h where h.topic = 'room:' || r.slug;
  delete from public.rooms as rm where rm.slug = r.slug;
  if r.owner_id is distinct from me then
    insert into public.moderation_log (actor_id, verb, detail)
    values (me, 'room_deleted', jsonb_build_object('room_slug', r.slug, 'owner_id', r.owner_id, 'posts', removed));
  end if;
  return removed;
end;
$$;
comment on function private.delete_private_room(text) is
  'Deletes a private room with its posts, members and invitations (owner or administrator); returns the number of posts and replies deleted.';

create function public.delete_private_room(slug text)
returns integer
language sql
set search_path = ''
as $$ select private.delete_private_room(slug) $$;
comment on function public.delete_private_room(text) is
  'The owner (or an administrator) deletes a private room and everything posted in it; returns how many posts and replies went with it. 42501 for anyone else.';

create function private.invite_to_room(p_slug text, p_user_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := auth.uid();
  r public.rooms := private.require_room_owner(p_slug);
  invitation uuid;
  inviter text;
begin
  if coalesce(private.plan_of(r.owner_id), 'free') not in ('pro', 'admin') then
    raise exception using errcode = '23514', message = 'This room is read-only until its owner renews Pro.';
  end if;
  if p_user_id is null or p_user_id = me or not (p_user_id = any (private.my_friend_ids())) then
    raise exception using errcode = '23514', message = 'You can only invite friends';
  end if;
  if exists (select 1 from public.room_bans as b where b.room_slug = r.slug and b.user_id = p_user_id) then
    raise exception using errcode = '42501', message = 'You cannot join this room.';
  end if;
  if exists (select 1 from public.room_members as m where m.room_slug = r.slug and m.user_id = p_user_id) then
    raise exception using errcode = '23514', message = 'They are already in this room.';
  end if;
  -- One invitation at a time per room (the capacity counts members and pending invitations).
  perform 1 from public.rooms as rm where rm.slug = r.slug for no key update;
  select i.id into invitation from public.room_invitations as i
   where i.room_slug = r.slug and i.user_id = p_user_id and i.status = 'pending';
  if found then
    return invitation;
  end if;
  if (select count(*) from public.room_members as m where m.room_slug = r.slug)
     + (select count(*) from public.room_invitations as i where i.room_slug = r.slug and i.status = 'pending')
     >= r.capacity then
    raise exception using errcode = '23514', message = 'This room is full';
  end if;
  insert into public.room_invitations (room_slug, user_id, invited_by)
  values (r.slug, p_user_id, me)
  returning id into invitation;
  inviter := coalesce((select nullif(btrim(p.name), '') from public.profiles as p where p.id = me), 'Member');
  perform private.notify(p_user_id, 'room_invitation',
    inviter || ' invited you to ' || r.name,
    'A private room. Accept to join it, or decline.',
    jsonb_build_object('invitation_id', invitation, 'room_slug', r.slug, 'room_name', r.name,
                       'invited_by', me, 'inviter_name', inviter));
  return invitation;
end;
$$;
comment on function private.invite_to_room(text, uuid) is
  'The owner invites a friend to a private room: a pending invitation and a room_invitation notification; returns the invitation id (the pending one if it exists).';

create function public.invite_to_room(slug text, user_id uuid)
returns uuid
language sql
set search_path = ''
as $$ select private.invite_to_room(slug, user_id) $$;
comment on function public.invite_to_room(text, uuid) is
  'The owner invites a friend (accepted friendship) to their private room; the friend gets a room_invitation notification (data: invitation_id, room_slug, room_name, invited_by, inviter_name). 42501 not the owner or a banned member; 23514 You can only invite friends / This room is full (50 members and pending invitations) / read-only.';

create function private.respond_to_room_invitation(p_invitation_id uuid, p_accept boolean)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := auth.uid();
  inv record;
begin
  select i.id, i.room_slug into inv from public.room_invitations as i
   where i.id = p_invitation_id and i.user_id = me and i.status = 'pending'
     for update;
  if not found or me is null or not private.aal_satisfied() then
    raise exception using errcode = '42501', message = 'This invitation is no longer open.';
  end if;
  if coalesce(p_accept, false) then
    update public.room_invitations as i set status = 'accepted', decided_at = pg_catalog.now() where i.id = inv.id;
    -- The access trigger refuses a banned member or a read-only room; the capacity trigger a full one.
    insert into public.room_members (room_slug, user_id) values (inv.room_slug, me)
      on conflict (room_slug, user_id) do nothing;
  else
    update public.room_invitations as i set status = 'declined', decided_at = pg_catalog.now() where i.id = inv.id;
  end if;
  update public.notifications as n set read_at = pg_catalog.now()
   where n.user_id = me and n.type = 'room_invitation' and n.read_at is null
     and n.data ->> 'invitation_id' = inv.id::text;
  return inv.room_slug;
end;
$$;
comment on function private.respond_to_room_invitation(uuid, boolean) is
  'The invitee accepts (joins the room) or declines an invitation; returns the room''s slug.';

create function public.respond_to_room_invitation(invitation_id uuid, accept boolean)
returns text
language sql
set search_path = ''
as $$ select private.respond_to_room_invitation(invitation_id, accept) $$;
comment on function public.respond_to_room_invitation(uuid, boolean) is
  'The invited member accepts (joins the private room) or declines; returns the room''s slug and marks the invitation''s notification read. 42501 for anyone else or an invitation already answered; an accept may be refused like a join (banned, read-only, full).';

-- Owner, site moderator or administrator of a private room (the owner's powers over their room).
create function private.require_room_moderator(p_slug text)
returns public.rooms
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  r public.rooms;
begin
  select * into r from public.rooms as rm where rm.slug = p_slug;
  if not found or auth.uid() is null or not private.aal_satisfied()
     or not ((r.is_private and r.owner_id = auth.uid()) or private.caller_has_role('moderator')) then
    raise exception using errcode = '42501', message = 'Only the room''s owner can do that.';
  end if;
  return r;
end;
$$;
comment on function private.require_room_moderator(text) is
  'The room when the caller owns it (private rooms) or is a site moderator or administrator; else 42501.';
revoke execute on function private.require_room_moderator(text) from public, anon, authenticated;

create function private.remove_room_member(p_slug text, p_user_id uuid, p_ban boolean, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := auth.uid();
  r public.rooms := private.require_room_moderator(p_slug);
  reason text := nullif(btrim(coalesce(p_reason, '')), '');
begin
  if not r.is_private then
    raise exception using errcode = '23514', message = 'Only members of a private room can be removed.';
  end if;
  if p_user_id is null or p_user_id = r.owner_id then
    raise exception using errcode = '23514', message = 'The owner cannot be removed from their room.';
  end if;
  if char_length(reason) > 2000 then
    raise exception using errcode = '23514', message = 'A reason can be at most 2,000 characters.';
  end if;
  delete from public.room_members as m where m.room_slug = r.slug and m.user_id = p_user_id;
  update public.room_invitations as i set status = 'declined', decided_at = pg_catalog.now()
   where i.room_slug = r.slug and i.user_id = p_user_id and i.status = 'pending';
  delete from private.presence_heartbeats as h where h.user_id = p_user_id and h.topic = 'room:' || r.slug;
  if coalesce(p_ban, false) then
    insert into public.room_bans (room_slug, user_id, banned_by, reason)
    values (r.slug, p_user_id, me, reason)
    on conflict (room_slug, user_id) do update set banned_by = excluded.banned_by, reason = excluded.reason;
  end if;
  insert into public.moderation_log (actor_id, verb, detail)
  values (me, case when coalesce(p_ban, false) then 'room_ban' else 'room_remove' end,
          jsonb_strip_nulls(jsonb_build_object('room_slug', r.slug, 'subject_id', p_user_id, 'reason', reason,
            'by', case when r.owner_id = me then 'owner' else 'moderator' end)));
end;
$$;
comment on function private.remove_room_member(text, uuid, boolean, text) is
  'Removes (and optionally bans) a member from a private room; logged in moderation_log (room_remove / room_ban).';

create function public.remove_room_member(slug text, user_id uuid, ban boolean default false, reason text default null)
returns void
language sql
set search_path = ''
as $$ select private.remove_room_member(slug, user_id, ban, reason) $$;
comment on function public.remove_room_member(text, uuid, boolean, text) is
  'The owner of a private room, a site moderator or an administrator removes a member (ban: they cannot rejoin or be invited again). The member loses access at once. Logged in the moderation log. 42501 for anyone else.';

create function private.moderate_room_post(p_post_id uuid, p_action text, p_reason text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := auth.uid();
  p record;
  r public.rooms;
  reason text := btrim(coalesce(p_reason, ''));
  action_id uuid;
  acted_rule text;
begin
  select po.id, po.room_slug, po.author_id, po.body, po.moderation_state, po.parent_id into p
    from public.posts as po where po.id = p_post_id and po.deleted_at is null;
  if not found then
    raise exception using errcode = '42501', message = 'Only the room''s owner can do that.';
  end if;
  r := private.require_room_moderator(p.room_slug);
  if p_action is null or p_action not in ('hide', 'remove', 'restore') then
    raise exception using errcode = '22023', message = 'Choose an action: hide, remove or restore.';
  end if;
  if char_length(reason) < 1 or char_length(reason) > 2000 then
    raise exception using errcode = '22023', message = 'Write the reason to the member (at most 2,000 characters).';
  end if;
  if p.author_id = me then
    raise exception using errcode = '23514', message = 'This is your own post: delete it instead.';
  end if;
  if p_action = 'restore' and p.moderation_state is null then
    raise exception using errcode = '23514', message = 'This content is not hidden: there is nothing to restore.';
  end if;
  acted_rule := case when p_action in ('hide', 'remove') then 'other' end;
  insert into public.moderation_actions (action, subject_id, target_type, target_id, rule, reason,
    moderator_id, anonymous, excerpt)
  values (p_action, p.author_id, 'post', p.id, acted_rule, reason, me, r.is_anonymous, left(p.body, 200))
  returning id into action_id;
  case p_action
    when 'hide' then update public.posts as po set moderation_state = 'hidden' where po.id = p.id;
    when 'restore' then update public.posts as po set moderation_state = null where po.id = p.id;
    else perform private.remove_post(p.id);
  end case;
  insert into public.moderation_log (actor_id, verb, action_id, detail)
  values (me, 'action', action_id, jsonb_strip_nulls(jsonb_build_object(
    'action', p_action, 'rule', acted_rule, 'reason', reason, 'target_type', 'post', 'target_id', p.id,
    'room_slug', r.slug, 'anonymous', r.is_anonymous,
    'by', case when r.is_private and r.owner_id = me then 'room_owner' else 'moderator' end,
    'subject_id', case when r.is_anonymous then null else p.author_id end)));
  perform private.send_statement(action_id);
  return action_id;
end;
$$;
comment on function private.moderate_room_post(uuid, text, text) is
  'Hides, removes or restores a post or reply of a private room (its owner) or any room (site moderators, administrators), with the moderation issue''s machinery: an action, the log, a statement of reasons to the author.';

create function public.moderate_room_post(post_id uuid, action text, reason text)
returns uuid
language sql
set search_path = ''
as $$ select private.moderate_room_post(post_id, action, reason) $$;
comment on function public.moderate_room_post(uuid, text, text) is
  'The owner of a private room (or a site moderator or administrator) hides, removes or restores a post or reply there; logged, and the author gets a statement of reasons. Returns the action id. 42501 for anyone else.';

create function private.transfer_private_room(p_slug text, p_new_owner uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := private.require_admin();
  r public.rooms;
  new_plan text := private.plan_of(p_new_owner);
begin
  select * into r from public.rooms as rm where rm.slug = p_slug and rm.is_private for update;
  if not found then
    raise exception using errcode = '22023', message = 'There is no such private room.';
  end if;
  if new_plan is null or new_plan not in ('pro', 'admin') then
    raise exception using errcode = '23514', message = 'The new owner must be on Pro.';
  end if;
  if new_plan = 'pro' and (select count(*) from public.rooms as o where o.owner_id = p_new_owner and o.is_private) >= 3 then
    raise exception using errcode = '23514', message = 'The new owner already owns 3 private rooms.';
  end if;
  delete from public.room_bans as b where b.room_slug = r.slug and b.user_id = p_new_owner;
  update public.rooms as rm set owner_id = p_new_owner where rm.slug = r.slug;
  insert into public.room_members (room_slug, user_id) values (r.slug, p_new_owner)
    on conflict (room_slug, user_id) do nothing;
  insert into public.moderation_log (actor_id, verb, detail)
  values (me, 'room_transferred', jsonb_build_object('room_slug', r.slug, 'from', r.owner_id, 'to', p_new_owner));
end;
$$;
comment on function private.transfer_private_room(text, uuid) is 'Administrators give a private room to another Pro member (who joins it); logged.';

create function public.transfer_private_room(slug text, new_owner uuid)
returns void
language sql
set search_path = ''
as $$ select private.transfer_private_room(slug, new_owner) $$;
comment on function public.transfer_private_room(text, uuid) is
  'Administrators: gives a private room to another member on Pro (23514 otherwise), e.g. when its owner lapsed. 42501 for anyone else.';

create function private.my_rooms()
returns table (slug text, name text, description text, icon text, is_anonymous boolean, is_private boolean,
               capacity int, access text, is_owner boolean, member_count int)
language sql
stable
security definer
set search_path = ''
as $$
  with me as (
    select auth.uid() as uid, private.plan_of(auth.uid()) as plan,
           exists (select 1 from public.user_roles as ur where ur.user_id = auth.uid()) as staff
  )
  select r.slug, r.name, r.description, r.icon, r.is_anonymous, r.is_private, r.capacity,
         case
           when not r.is_private then
             case when r.slug = any (private.free_room_slugs()) or me.staff or me.plan <> 'free' then 'open' else 'locked' end
           when coalesce(private.plan_of(r.owner_id), 'free') in ('pro', 'admin') then 'open'
           else 'read_only'
         end,
         coalesce(r.owner_id = me.uid, false),
         (select count(*)::int from public.room_members as c where c.room_slug = r.slug)
    from public.rooms as r, me
   where me.uid is not null and private.aal_satisfied()
     and (not r.is_private
          or exists (select 1 from public.room_members as m where m.room_slug = r.slug and m.user_id = me.uid))
   order by r.is_private, private.public_room_position(r.slug) nulls last, r.name, r.slug
$$;
comment on function private.my_rooms() is 'The caller''s room list: the public rooms in their fixed order, then their private rooms by name.';

create function public.my_rooms()
returns table (slug text, name text, description text, icon text, is_anonymous boolean, is_private boolean,
               capacity int, access text, is_owner boolean, member_count int)
language sql
stable
set search_path = ''
as $$
  select m.slug, m.name, m.description, m.icon, m.is_anonymous, m.is_private, m.capacity, m.access,
         m.is_owner, m.member_count
    from private.my_rooms() as m
$$;
comment on function public.my_rooms() is
  'The caller''s rooms: the 15 public rooms in their fixed order, then the private rooms they are a member of by name. access: open, locked (a paid room on the free plan: Available on Basic and Pro) or read_only (a private room whose owner is not on Pro); is_owner; member_count.';

revoke execute on function
  private.create_private_room(text, text, text), public.create_private_room(text, text, text),
  private.update_private_room(text, text, text), public.update_private_room(text, text, text),
  private.room_post_count(text), public.room_post_count(text),
  private.delete_private_room(text), public.delete_private_room(text),
  private.invite_to_room(text, uuid), public.invite_to_room(text, uuid),
  private.respond_to_room_invitation(uuid, boolean), public.respond_to_room_invitation(uuid, boolean),
  private.remove_room_member(text, uuid, boolean, text), public.remove_room_member(text, uuid, boolean, text),
  private.moderate_room_post(uuid, text, text), public.moderate_room_post(uuid, text, text),
  private.transfer_private_room(text, uuid), public.transfer_private_room(text, uuid),
  private.my_rooms(), public.my_rooms()
  from public, anon;
grant execute on function
  private.create_private_room(text, text, text), public.create_private_room(text, text, text),
  private.update_private_room(text, text, text), public.update_private_room(text, text, text),
  private.room_post_count(text), public.room_post_count(text),
  private.delete_private_room(text), public.delete_private_room(text),
  private.invite_to_room(text, uuid), public.invite_to_room(text, uuid),
  private.respond_to_room_invitation(uuid, boolean), public.respond_to_room_invitation(uuid, boolean),
  private.remove_room_member(text, uuid, boolean, text), public.remove_room_member(text, uuid, boolean, text),
  private.moderate_room_post(uuid, text, text), public.moderate_room_post(uuid, text, text),
  private.transfer_private_room(text, uuid), public.transfer_private_room(text, uuid),
  private.my_rooms(), public.my_rooms()
  to authenticated;

-- ---------------------------------------------------------------------------------------------
-- 7. Privileges and row-level security of the new tables
-- ---------------------------------------------------------------------------------------------
revoke all on table public.room_invitations, public.room_bans from anon, authenticated;
grant select on table public.room_invitations, public.room_bans to authenticated;

alter table public.room_invitations enable row level security;
alter table public.room_bans enable row level security;

create policy room_invitations_select_invitee_or_owner on public.room_invitations
  for select to authenticated
  using (user_id = (select auth.uid()) or room_slug = any ((select private.my_owned_room_slugs())::text[]));

create policy room_bans_select_owner on public.room_bans
  for select to authenticated
  using (room_slug = any ((select private.my_owned_room_slugs())::text[]));

create policy room_invitations_require_aal2 on public.room_invitations
  as restrictive for all to authenticated
  using ((select private.aal_satisfied())) with check ((select private.aal_satisfied()));
create policy room_bans_require_aal2 on public.room_bans
  as restrictive for all to authenticated
  using ((select private.aal_satisfied())) with check ((select private.aal_satisfied()));
