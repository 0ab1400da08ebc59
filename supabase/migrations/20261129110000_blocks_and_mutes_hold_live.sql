-- Blocks and mutes hold live, everywhere (issue 40, section 2; after
-- 20261129090000_posts_outlive_authors_and_rate_limits.sql).
--
-- 1. post_created on room:<slug> no longer carries the post: only {id, room_slug, parent_id,
--    created_at}. Every member of the room receives it; each reads the post through
--    public.room_posts(ids), under the posts select policy, so the server decides per member: a
--    post of someone the member blocked or muted never reaches their page, live, after a
--    reconnect (room_feed p_after) or on read. room_feed and room_posts return is_deleted (a
--    placeholder: body '', no author; the client shows 'Deleted post').
-- 2. Anonymous mutes. Blocks and mutes of named people do not apply in the anonymous rooms (they
--    would unmask). A member can instead mute the author of an anonymous post without learning
--    who it is: each member gets a random anonymous_key (private.member_anonymous_keys, gone
--    with the account) that an insert trigger copies onto their anonymous posts
--    (posts.anonymous_key, readable by no client); a mute is (muter, anonymous_key). It hides
--    that author's anonymous posts and replies from the muter only, and survives the author's
--    account deletion unchanged (the key stays on the detached posts). Nothing returns an author
--    or a key; nothing named (friendships, messages, presence, profiles, notifications about a
--    named identity) looks at anonymous mutes.
-- 3. Direct messages and notifications: a member never sees a direct message or a notification
--    from someone they blocked or muted (the direct_messages select policy, the message and
--    friendship triggers, the reply notification; in an anonymous room the reply notification
--    honours anonymous mutes only).

-- ---------------------------------------------------------------------------------------------
-- Anonymous keys
-- ---------------------------------------------------------------------------------------------
create table private.member_anonymous_keys (
  user_id uuid not null primary key references auth.users (id) on delete cascade,
  anonymous_key uuid not null unique default gen_random_uuid()
);
comment on table private.member_anonymous_keys is
  'Each member''s random anonymous key, copied onto their anonymous posts so that an anonymous mute can name an author without naming the member. Goes with the account: detached posts keep their key, linked to nobody.';
revoke all on table private.member_anonymous_keys from public, anon, authenticated, service_role;
alter table private.member_anonymous_keys enable row level security; -- no policies: definer functions only

alter table public.posts add column anonymous_key uuid;
comment on column public.posts.anonymous_key is
  'In an anonymous room, the author''s anonymous key (private.member_anonymous_keys) at the time of posting; null elsewhere. Readable by no client (column privileges); anonymous mutes match on it.';
create index posts_anonymous_key_idx on public.posts (anonymous_key) where anonymous_key is not null;

-- The member's key, made on first use.
create function private.anonymous_key_of(p_user_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  k uuid;
begin
  select m.anonymous_key into k from private.member_anonymous_keys as m where m.user_id = p_user_id;
  if k is null then
    insert into private.member_anonymous_keys (user_id) values (p_user_id)
    on conflict (user_id) do nothing;
    select m.anonymous_key into k from private.member_anonymous_keys as m where m.user_id = p_user_id;
  end if;
  return k;
end;
$$;
comment on function private.anonymous_key_of(uuid) is
  'The member''s anonymous key (created on first use). Server-side use only.';
revoke execute on function private.anonymous_key_of(uuid) from public, anon, authenticated;

-- posts_40_anonymous_key: an anonymous post carries its author's key; no other post carries one
-- (whatever the insert said).
create function private.posts_set_anonymous_key()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.author_id is not null
     and exists (select 1 from public.rooms as r where r.slug = new.room_slug and r.is_anonymous) then
    new.anonymous_key := private.anonymous_key_of(new.author_id);
  else
    new.anonymous_key := null;
  end if;
  return new;
end;
$$;
comment on function private.posts_set_anonymous_key() is
  'Trigger: sets posts.anonymous_key to the author''s anonymous key in an anonymous room, null elsewhere.';
revoke execute on function private.posts_set_anonymous_key() from public, anon, authenticated;

create trigger posts_40_anonymous_key
  before insert on public.posts
  for each row execute function private.posts_set_anonymous_key();

-- Existing anonymous posts get their author's key.
insert into private.member_anonymous_keys (user_id)
select distinct p.author_id
  from public.posts as p join public.rooms as r on r.slug = p.room_slug
 where r.is_anonymous and p.author_id is not null
on conflict (user_id) do nothing;
update public.posts as p
   set anonymous_key = k.anonymous_key
  from private.member_anonymous_keys as k, public.rooms as r
 where k.user_id = p.author_id and r.slug = p.room_slug and r.is_anonymous;

-- ---------------------------------------------------------------------------------------------
-- Anonymous mutes
-- ---------------------------------------------------------------------------------------------
create table private.anonymous_mutes (
  id uuid not null primary key default gen_random_uuid(),
  muter_id uuid not null references auth.users (id) on delete cascade,
  anonymous_key uuid not null,
  muted_at timestamptz not null default now(),
  unique (muter_id, anonymous_key)
);
comment on table private.anonymous_mutes is
  'Mute this author (anonymous rooms): the muter no longer sees anonymous posts carrying the key. Read and written only through the mute functions, which never return the key.';
revoke all on table private.anonymous_mutes from public, anon, authenticated, service_role;
alter table private.anonymous_mutes enable row level security; -- no policies: definer functions only

-- RLS helper: the anonymous keys the caller muted.
create function private.my_muted_anonymous_keys()
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(m.anonymous_key), '{}'::uuid[]) from private.anonymous_mutes as m
   where m.muter_id = auth.uid()
$$;
comment on function private.my_muted_anonymous_keys() is
  'RLS helper: the anonymous keys the caller muted (Mute this author).';
revoke execute on function private.my_muted_anonymous_keys() from public, anon;
grant execute on function private.my_muted_anonymous_keys() to authenticated;

create function private.mute_anonymous_author(p_post_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := auth.uid();
  post record;
  mute_id uuid;
begin
  if me is null or not (select private.aal_satisfied()) then
    raise exception using errcode = '42501', message = 'Sign in to mute an author.';
  end if;
  -- The post as the caller may read it (the posts select policy, spelled out: this function is
  -- a definer).
  select p.author_id, p.anonymous_key, r.is_anonymous into post
    from public.posts as p
    join public.rooms as r on r.slug = p.room_slug
   where p.id = p_post_id
     and p.room_slug = any (private.my_room_slugs())
     and p.deleted_at is null
     and (p.expires_at is null or p.expires_at > pg_catalog.now())
     and (p.anonymous_key is null or not (p.anonymous_key = any (private.my_muted_anonymous_keys())));
  if not found then
    raise exception using errcode = '42501', message = 'This post is no longer available.';
  end if;
  if not post.is_anonymous then
    raise exception using errcode = '23514',
      message = 'Only authors of anonymous posts can be muted this way: block or mute the member instead.';
  end if;
  if post.author_id = me then
    raise exception using errcode = '23514', message = 'This is your own post: you cannot mute yourself.';
  end if;
  if post.anonymous_key is null then
    raise exception using errcode = '23514', message = 'The author of this post cannot be muted.';
  end if;

  insert into private.anonymous_mutes (muter_id, anonymous_key) values (me, post.anonymous_key)
  on conflict (muter_id, anonymous_key) do nothing
  returning id into mute_id;
  if mute_id is null then
    select m.id into mute_id from private.anonymous_mutes as m
     where m.muter_id = me and m.anonymous_key = post.anonymous_key;
  end if;
  return mute_id;
end;
$$;
comment on function private.mute_anonymous_author(uuid) is
  'Mute this author: hides, from the caller only, every anonymous post and reply by the author of the given anonymous post (past and future), without revealing the author. Returns the mute''s id. 42501 when the caller cannot read the post; 23514 for a post outside an anonymous room or their own.';
revoke execute on function private.mute_anonymous_author(uuid) from public, anon;
grant execute on function private.mute_anonymous_author(uuid) to authenticated;

create function private.unmute_anonymous_author(p_mute_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from private.anonymous_mutes as m where m.id = p_mute_id and m.muter_id = auth.uid()
$$;
comment on function private.unmute_anonymous_author(uuid) is
  'Removes one of the caller''s anonymous mutes (nothing happens for an id that is not theirs).';
revoke execute on function private.unmute_anonymous_author(uuid) from public, anon;
grant execute on function private.unmute_anonymous_author(uuid) to authenticated;

create function private.my_anonymous_mutes()
returns table (id uuid, muted_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select m.id, m.muted_at from private.anonymous_mutes as m
   where m.muter_id = auth.uid() and (select private.aal_satisfied())
   order by m.muted_at desc, m.id
$$;
comment on function private.my_anonymous_mutes() is
  'The caller''s anonymous mutes, newest first: an id (for unmute_anonymous_author) and when.';
revoke execute on function private.my_anonymous_mutes() from public, anon;
grant execute on function private.my_anonymous_mutes() to authenticated;

-- The public RPCs: security invoker wrappers (no security definer function in public is
-- executable by clients).
create function public.mute_anonymous_author(p_post_id uuid)
returns uuid
language sql
set search_path = ''
as $$ select private.mute_anonymous_author(p_post_id) $$;
comment on function public.mute_anonymous_author(uuid) is
  'Mute this author: hides, from the caller only, every anonymous post and reply by the author of the given anonymous post (past and future), without revealing the author. Returns the mute''s id. 42501 when the caller cannot read the post; 23514 for a post outside an anonymous room or their own.';
revoke execute on function public.mute_anonymous_author(uuid) from public, anon;
grant execute on function public.mute_anonymous_author(uuid) to authenticated;

create function public.unmute_anonymous_author(p_mute_id uuid)
returns void
language sql
set search_path = ''
as $$ select private.unmute_anonymous_author(p_mute_id) $$;
comment on function public.unmute_anonymous_author(uuid) is
  'Removes one of the caller''s anonymous mutes (nothing happens for an id that is not theirs).';
revoke execute on function public.unmute_anonymous_author(uuid) from public, anon;
grant execute on function public.unmute_anonymous_author(uuid) to authenticated;

create function public.my_anonymous_mutes()
returns table (id uuid, muted_at timestamptz)
language sql
stable
set search_path = ''
as $$ select m.id, m.muted_at from private.my_anonymous_mutes() as m $$;
comment on function public.my_anonymous_mutes() is
  'The caller''s anonymous mutes, newest first: an id (for unmute_anonymous_author) and when. Never the author.';
revoke execute on function public.my_anonymous_mutes() from public, anon;
grant execute on function public.my_anonymous_mutes() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The posts select policy
-- ---------------------------------------------------------------------------------------------
-- Named rooms: not what someone the caller blocked or muted wrote. Anonymous rooms: not what an
-- author the caller muted anonymously wrote (named blocks and mutes do not apply there). A post
-- without an author (its account deleted) is hidden by neither.
drop policy posts_select_room on public.posts;
create policy posts_select_room on public.posts
  for select to authenticated
  using (
    (room_slug = any ((select private.my_room_slugs())::text[])
     or author_id = (select auth.uid())
     or (select public.is_admin()))
    and (author_id is null
         or not (author_id = any ((select private.my_hidden_author_ids())::uuid[]))
         or room_slug = any ((select private.anonymous_room_slugs())::text[]))
    and (anonymous_key is null
         or not (anonymous_key = any ((select private.my_muted_anonymous_keys())::uuid[])))
    and (expires_at is null or expires_at > now())
  );

-- ---------------------------------------------------------------------------------------------
-- The feed: room_feed and room_posts
-- ---------------------------------------------------------------------------------------------
-- Authors of the given posts as the caller may see them: id and display name, or null and
-- 'Anonymous' in an anonymous room, null and '' for a placeholder (deleted post); is_mine for the
-- caller's own (anonymous ones too). Only for posts the caller may read.
create or replace function private.post_authors(p_ids uuid[])
returns table (id uuid, author_id uuid, author_name text, is_mine boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id,
         case when r.is_anonymous or p.deleted_at is not null then null else p.author_id end,
         case when p.deleted_at is not null then ''
              when r.is_anonymous then 'Anonymous'
              else coalesce(nullif(btrim(pr.name), ''), 'Member') end,
         coalesce(p.author_id = (select auth.uid()), false)
    from public.posts as p
    join public.rooms as r on r.slug = p.room_slug
    left join public.profiles as pr on pr.id = p.author_id
   where p.id = any (p_ids)
     and (p.expires_at is null or p.expires_at > pg_catalog.now())
     and (select private.aal_satisfied())
     and (p.room_slug = any ((select private.my_room_slugs())::text[])
          or p.author_id = (select auth.uid())
          or (select public.is_admin()))
$$;
comment on function private.post_authors(uuid[]) is
  'Feed helper: author id and name of posts the caller may read (null and Anonymous in anonymous rooms, null and '''' for a deleted post), and is_mine.';

-- The rows of the given posts the caller may read, as the feed shows them (security invoker:
-- the posts select policy decides). A reply is returned only while its post is readable too.
create function private.feed_rows(p_ids uuid[])
returns table (
  id uuid, room_slug text, parent_id uuid, body text, created_at timestamptz,
  author_id uuid, author_name text, is_mine boolean, is_deleted boolean
)
language sql
stable
set search_path = ''
as $$
  select p.id, p.room_slug, p.parent_id,
         case when p.deleted_at is not null then '' else p.body end,
         p.created_at, a.author_id, a.author_name, a.is_mine, p.deleted_at is not null
    from public.posts as p
    join private.post_authors(p_ids) as a on a.id = p.id
   where p.id = any (p_ids)
     and (p.parent_id is null or exists (select 1 from public.posts as t where t.id = p.parent_id))
   order by p.created_at desc, p.id desc
$$;
comment on function private.feed_rows(uuid[]) is
  'Feed helper (security invoker): the feed rows of the given posts the caller may read; replies only under a readable post.';
revoke execute on function private.feed_rows(uuid[]) from public, anon;
grant execute on function private.feed_rows(uuid[]) to authenticated;

drop function public.room_feed(text, timestamptz, uuid, timestamptz, int);
-- The feed of a room, read under the caller's RLS (security invoker):
--   no cursor                 the newest p_limit top-level posts and every reply to them;
--   p_before (+ p_before_id)  the next older page: top-level posts with (created_at, id) before
--                             the cursor, and their replies;
--   p_after                   every post and reply created after p_after (catch-up after a
--                             reconnect; takes precedence over p_before).
-- Newest first. p_limit is held between 1 and 200.
create function public.room_feed(
  p_room_slug text,
  p_before timestamptz default null,
  p_before_id uuid default null,
  p_after timestamptz default null,
  p_limit int default 50
)
returns table (
  id uuid, room_slug text, parent_id uuid, body text, created_at timestamptz,
  author_id uuid, author_name text, is_mine boolean, is_deleted boolean
)
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
declare
  page_size constant int := least(greatest(coalesce(p_limit, 50), 1), 200);
  tops uuid[];
  ids uuid[];
begin
  if p_after is not null then
    ids := array(
      select p.id from public.posts as p
       where p.room_slug = p_room_slug and p.created_at > p_after);
  else
    if p_before is null then
      tops := array(
        select p.id from public.posts as p
         where p.room_slug = p_room_slug and p.parent_id is null
         order by p.created_at desc, p.id desc
         limit page_size);
    elsif p_before_id is null then
      tops := array(
        select p.id from public.posts as p
         where p.room_slug = p_room_slug and p.parent_id is null and p.created_at < p_before
         order by p.created_at desc, p.id desc
         limit page_size);
    else
      tops := array(
        select p.id from public.posts as p
         where p.room_slug = p_room_slug and p.parent_id is null
           and (p.created_at, p.id) < (p_before, p_before_id)
         order by p.created_at desc, p.id desc
         limit page_size);
    end if;
    ids := tops || array(select r.id from public.posts as r where r.parent_id = any (tops));
  end if;

  return query select * from private.feed_rows(ids);
end;
$$;
comment on function public.room_feed(text, timestamptz, uuid, timestamptz, int) is
  'A room''s posts and replies, newest first, under RLS: the newest page, the page before (p_before, p_before_id), or everything after p_after. author_id null and author_name Anonymous in anonymous rooms; is_mine for the caller''s posts; is_deleted for a placeholder (body '''', no author).';
revoke execute on function public.room_feed(text, timestamptz, uuid, timestamptz, int) from public, anon;
grant execute on function public.room_feed(text, timestamptz, uuid, timestamptz, int) to authenticated;

create function public.room_posts(p_ids uuid[])
returns table (
  id uuid, room_slug text, parent_id uuid, body text, created_at timestamptz,
  author_id uuid, author_name text, is_mine boolean, is_deleted boolean
)
language plpgsql
stable
set search_path = ''
as $$
begin
  if coalesce(pg_catalog.cardinality(p_ids), 0) > 100 then
    raise exception using errcode = '23514', message = 'At most 100 posts can be read at once.';
  end if;
  return query select * from private.feed_rows(p_ids);
end;
$$;
comment on function public.room_posts(uuid[]) is
  'The given posts (at most 100), as room_feed returns them, newest first: only those the caller may read (what post_created announced; RLS decides). 23514 for more than 100 ids.';
revoke execute on function public.room_posts(uuid[]) from public, anon;
grant execute on function public.room_posts(uuid[]) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- post_created announces, it does not carry
-- ---------------------------------------------------------------------------------------------
create or replace function private.posts_broadcast()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    perform realtime.send(
      jsonb_build_object(
        'id', new.id,
        'room_slug', new.room_slug,
        'parent_id', new.parent_id,
        'created_at', new.created_at
      ),
      'post_created',
      'room:' || new.room_slug,
      true
    );
    if new.anonymous_key is not null and new.author_id is not null then
      perform private.send_to_member(
        new.author_id,
        'own_post_created',
        jsonb_build_object('id', new.id, 'room_slug', new.room_slug)
      );
    end if;
  else
    perform realtime.send(
      jsonb_build_object('id', old.id, 'parent_id', old.parent_id, 'room_slug', old.room_slug),
      'post_deleted',
      'room:' || old.room_slug,
      true
    );
  end if;
  return null;
end;
$$;
comment on function private.posts_broadcast() is
  'Trigger: post_created {id, room_slug, parent_id, created_at} (no body, no author: members read the post through room_posts) and post_deleted {id, parent_id, room_slug} on room:<slug>; own_post_created {id, room_slug} on the author''s own topic user:<id> for a post in an anonymous room.';

-- ---------------------------------------------------------------------------------------------
-- Direct messages: the recipient who blocked or muted the sender sees nothing of what they send
-- ---------------------------------------------------------------------------------------------
-- True when p_member blocked or muted p_actor (named identities only).
create function private.hides_member(p_member uuid, p_actor uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.blocks as b where b.blocker_id = p_member and b.blocked_id = p_actor)
      or exists (select 1 from public.mutes as m where m.muter_id = p_member and m.muted_id = p_actor)
$$;
comment on function private.hides_member(uuid, uuid) is
  'True when p_member blocked or muted p_actor. Triggers only.';
revoke execute on function private.hides_member(uuid, uuid) from public, anon, authenticated;

drop policy direct_messages_select_party on public.direct_messages;
create policy direct_messages_select_party on public.direct_messages
  for select to authenticated
  using (
    sender_id = (select auth.uid())
    or (recipient_id = (select auth.uid())
        and not (sender_id = any ((select private.my_hidden_author_ids())::uuid[])))
  );

create or replace function private.direct_messages_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  sender_name constant text := private.display_name(new.sender_id);
  payload constant jsonb := pg_catalog.to_jsonb(new);
begin
  perform private.send_to_member(new.sender_id, 'message_created', payload);
  if private.hides_member(new.recipient_id, new.sender_id) then
    return null;
  end if;
  perform private.notify(new.recipient_id, 'message', 'New message from ' || sender_name,
    pg_catalog.left(new.body, 140),
    jsonb_build_object('sender_id', new.sender_id, 'sender_name', sender_name, 'message_id', new.id));
  perform private.send_to_member(new.recipient_id, 'message_created', payload);
  return null;
end;
$$;
comment on function private.direct_messages_after_insert() is
  'Trigger: message_created to the sender; a message notification and message_created to the recipient, unless the recipient blocked or muted the sender.';

-- ---------------------------------------------------------------------------------------------
-- Friendships: no notification about someone the member blocked or muted
-- ---------------------------------------------------------------------------------------------
create or replace function private.friendships_after_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  requester_name text;
  addressee_name text;
  payload jsonb;
begin
  if tg_op = 'DELETE' then
    delete from public.notifications as n
     where n.user_id = old.addressee_id and n.type = 'friendRequest' and n.read_at is null
       and n.data ->> 'requester_id' = old.requester_id::text;
    payload := pg_catalog.to_jsonb(old) || jsonb_build_object('op', tg_op);
    perform private.send_to_member(old.requester_id, 'friendship_changed', payload);
    perform private.send_to_member(old.addressee_id, 'friendship_changed', payload);
    return null;
  end if;

  if new.status = 'pending' and (tg_op = 'INSERT' or old.status is distinct from 'pending') then
    if not private.hides_member(new.addressee_id, new.requester_id) then
      requester_name := private.display_name(new.requester_id);
      perform private.notify(new.addressee_id, 'friendRequest', 'New friend request',
        requester_name || ' sent you a friend request.',
        jsonb_build_object('requester_id', new.requester_id, 'requester_name', requester_name));
    end if;
  elsif tg_op = 'UPDATE' and new.status = 'accepted' and old.status is distinct from 'accepted' then
    if not private.hides_member(new.requester_id, new.addressee_id) then
      addressee_name := private.display_name(new.addressee_id);
      perform private.notify(new.requester_id, 'friendAccepted', 'Friend request accepted',
        addressee_name || ' accepted your friend request.',
        jsonb_build_object('addressee_id', new.addressee_id, 'addressee_name', addressee_name));
    end if;
  end if;

  payload := pg_catalog.to_jsonb(new) || jsonb_build_object('op', tg_op);
  perform private.send_to_member(new.requester_id, 'friendship_changed', payload);
  perform private.send_to_member(new.addressee_id, 'friendship_changed', payload);
  return null;
end;
$$;
comment on function private.friendships_after_change() is
  'Trigger: friendRequest / friendAccepted notifications (none to a member who blocked or muted the other), and friendship_changed to both parties.';

-- ---------------------------------------------------------------------------------------------
-- Replies: no notification about someone the post's author blocked or muted
-- ---------------------------------------------------------------------------------------------
-- Named rooms: not when the post's author blocked or muted the replier. Anonymous rooms: not
-- when the post's author muted the replier anonymously (named blocks and mutes do not apply
-- there: a missing notification would tell who replied); the notification names nobody.
create or replace function private.posts_notify_reply()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  parent_author uuid;
  room record;
  replier_name text;
begin
  if new.parent_id is null then
    return null;
  end if;
  select p.author_id into parent_author from public.posts as p where p.id = new.parent_id;
  if parent_author is null or parent_author = new.author_id then
    return null;
  end if;
  select r.name, r.is_anonymous into room from public.rooms as r where r.slug = new.room_slug;
  if room.is_anonymous then
    if new.anonymous_key is not null and exists (
      select 1 from private.anonymous_mutes as m
       where m.muter_id = parent_author and m.anonymous_key = new.anonymous_key) then
      return null;
    end if;
    perform private.notify(parent_author, 'reply', 'New reply',
      'Someone replied to your post in ' || room.name || '.',
      jsonb_build_object('room_slug', new.room_slug, 'post_id', new.parent_id, 'reply_id', new.id));
    return null;
  end if;
  if private.hides_member(parent_author, new.author_id) then
    return null;
  end if;
  replier_name := private.display_name(new.author_id);
  perform private.notify(parent_author, 'reply', replier_name || ' replied to your post',
    pg_catalog.left(new.body, 140),
    jsonb_build_object('room_slug', new.room_slug, 'post_id', new.parent_id, 'reply_id', new.id,
                       'replier_id', new.author_id, 'replier_name', replier_name));
  return null;
end;
$$;
comment on function private.posts_notify_reply() is
  'Trigger: a reply notification to the post''s author (not for own replies, nor about a replier they blocked or muted, or in an anonymous room muted anonymously; anonymous rooms name nobody).';

-- Whether a post is a placeholder is no secret (the feed says is_deleted); the feed reads it
-- under the caller's privileges.
grant select (deleted_at) on table public.posts to authenticated;
