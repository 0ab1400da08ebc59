-- Moderation fix-ups (issue 41).
--
-- 1. Hidden content's text is its author's only. A post or a direct message with a
--    moderation_state (hidden_pending or hidden) is readable, as a row of the table, by its author
--    alone (restrictive select policies); every other reader (members, administrators through the
--    table, moderators outside the moderation functions) no longer gets the row. The feed
--    (private.feed_rows, so room_feed and room_posts) and public.conversation read through
--    security definer helpers that apply the same visibility as the select policies and return
--    hidden content as a placeholder (body '' and its state) to everyone but its author, so the
--    screen shows 'Hidden pending review' / 'Hidden by a moderator'. The moderation functions
--    (security definer) read the text for moderators as before.
--    The words of hidden content also leave what was copied from it when it was sent: the
--    preview of a reply or message notification, and the body carried by the message_created /
--    notification_created broadcasts kept in realtime.messages.
-- 2. A message that goes (a moderator removes it) is announced to both parties' open chats:
--    message_deleted {id} on user:<sender> and user:<recipient>, and its words leave the
--    recipient's notifications and the broadcasts as in 1.
--
-- Redefines (owned by other parts, changed here and said so): private.feed_rows (now security
-- definer, mirroring the posts select policy), public.room_feed (ids through
-- private.room_feed_ids) and public.conversation (rows through private.conversation_rows);
-- their signatures and columns are unchanged.

-- ---------------------------------------------------------------------------------------------
-- 1. The tables: hidden text for the author only
-- ---------------------------------------------------------------------------------------------
create policy posts_hidden_text_author_only on public.posts
  as restrictive
  for select to authenticated
  using (moderation_state is null or author_id = (select auth.uid()));
comment on policy posts_hidden_text_author_only on public.posts is
  'A post or reply hidden by moderation (moderation_state set) is readable through the table by its author only; others get its placeholder from room_feed/room_posts.';

create policy direct_messages_hidden_text_sender_only on public.direct_messages
  as restrictive
  for select to authenticated
  using (moderation_state is null or sender_id = (select auth.uid()));
-- Hidden content is rare: partial indexes serve the policies and the moderators' lookups.
create index posts_moderation_state_idx on public.posts (moderation_state) where moderation_state is not null;
create index direct_messages_moderation_state_idx on public.direct_messages (moderation_state)
  where moderation_state is not null;

comment on policy direct_messages_hidden_text_sender_only on public.direct_messages is
  'A message hidden by moderation (moderation_state set) is readable through the table by its sender only; the recipient gets its placeholder from conversation().';

-- ---------------------------------------------------------------------------------------------
-- The feed: placeholders through a security definer helper
-- ---------------------------------------------------------------------------------------------
-- The rows of the given posts the caller may read, as the feed shows them. Security definer so
-- that hidden posts can be returned as placeholders: which posts the caller may read is decided
-- here exactly as the posts select policy posts_select_room (and posts_require_aal2) decides it
-- — keep the two in step. A reply is returned only while its post is readable too (hidden or
-- not). Hidden content (moderation_state) keeps its body for its author only.
create or replace function private.feed_rows(p_ids uuid[])
returns table (
  id uuid, room_slug text, parent_id uuid, body text, created_at timestamptz,
  author_id uuid, author_name text, is_mine boolean, is_deleted boolean, moderation_state text
)
language sql
stable
security definer
set search_path = ''
as $$
  with me as (
    select auth.uid() as uid,
           private.my_room_slugs() as room_slugs,
           private.my_hidden_author_ids() as hidden_authors,
           private.anonymous_room_slugs() as anonymous_rooms,
           private.my_muted_anonymous_keys() as muted_keys,
           public.is_admin() as admin,
           private.aal_satisfied() as aal
  ),
  readable as (
    select p.*
      from public.posts as p, me
     where p.id = any (p_ids || array(select c.parent_id from public.posts as c
                                        where c.id = any (p_ids) and c.parent_id is not null))
       and me.uid is not null
       and me.aal
       and (p.room_slug = any (me.room_slugs) or p.author_id = me.uid or me.admin)
       and (p.author_id is null
            or not (p.author_id = any (me.hidden_authors))
            or p.room_slug = any (me.anonymous_rooms))
       and (p.anonymous_key is null or not (p.anonymous_key = any (me.muted_keys)))
       and (p.expires_at is null or p.expires_at > pg_catalog.now())
  )
  select p.id, p.room_slug, p.parent_id,
         case when p.deleted_at is not null then ''
              when p.moderation_state is not null and not a.is_mine then ''
              else p.body end,
         p.created_at, a.author_id, a.author_name, a.is_mine, p.deleted_at is not null, p.moderation_state
    from readable as p
    join private.post_authors(p_ids) as a on a.id = p.id
   where p.id = any (p_ids)
     and (p.parent_id is null or exists (select 1 from readable as t where t.id = p.parent_id))
   order by p.created_at desc, p.id desc
$$;
comment on function private.feed_rows(uuid[]) is
  'Feed helper (security definer, visibility as the posts select policy): the feed rows of the given posts the caller may read; replies only under a readable post; hidden content as a placeholder (body '''', moderation_state) for all but its author.';
revoke execute on function private.feed_rows(uuid[]) from public, anon;
grant execute on function private.feed_rows(uuid[]) to authenticated;

-- The ids of a room's feed page, chosen as room_feed always did (see 20261129200100) but among
-- the posts the caller may read with hidden ones included (visibility as the posts select policy,
-- as in private.feed_rows): hidden posts take their place in the page as placeholders.
create function private.room_feed_ids(
  p_room_slug text,
  p_before timestamptz,
  p_before_id uuid,
  p_after timestamptz,
  p_limit int
)
returns uuid[]
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me constant uuid := auth.uid();
  page_size constant int := least(greatest(coalesce(p_limit, 50), 1), 200);
  admin boolean;
  in_room boolean;
  anonymous_room boolean;
  hidden uuid[];
  muted uuid[];
  tops uuid[];
begin
  if me is null or p_room_slug is null or not private.aal_satisfied() then
    return '{}'::uuid[];
  end if;
  admin := coalesce(public.is_admin(), false);
  in_room := p_room_slug = any (coalesce(private.my_room_slugs(), '{}'::text[]));
  anonymous_room := p_room_slug = any (coalesce(private.anonymous_room_slugs(), '{}'::text[]));
  hidden := case when anonymous_room then '{}'::uuid[] else coalesce(private.my_hidden_author_ids(), '{}'::uuid[]) end;
  muted := coalesce(private.my_muted_anonymous_keys(), '{}'::uuid[]);

  if p_after is not null then
    return array(
      select p.id from public.posts as p
       where p.room_slug = p_room_slug and p.created_at > p_after
         and (in_room or admin or p.author_id = me)
         and (p.author_id is null or not (p.author_id = any (hidden)))
         and (p.anonymous_key is null or not (p.anonymous_key = any (muted)))
         and (p.expires_at is null or p.expires_at > pg_catalog.now()));
  end if;
  -- Three forms of one query (as room_feed always had), so each uses the feed's keyset index.
  if p_before is null then
    tops := array(
      select p.id from public.posts as p
       where p.room_slug = p_room_slug and p.parent_id is null
         and (in_room or admin or p.author_id = me)
         and (p.author_id is null or not (p.author_id = any (hidden)))
         and (p.anonymous_key is null or not (p.anonymous_key = any (muted)))
         and (p.expires_at is null or p.expires_at > pg_catalog.now())
       order by p.created_at desc, p.id desc
       limit page_size);
  elsif p_before_id is null then
    tops := array(
      select p.id from public.posts as p
       where p.room_slug = p_room_slug and p.parent_id is null and p.created_at < p_before
         and (in_room or admin or p.author_id = me)
         and (p.author_id is null or not (p.author_id = any (hidden)))
         and (p.anonymous_key is null or not (p.anonymous_key = any (muted)))
         and (p.expires_at is null or p.expires_at > pg_catalog.now())
       order by p.created_at desc, p.id desc
       limit page_size);
  else
    tops := array(
      select p.id from public.posts as p
       where p.room_slug = p_room_slug and p.parent_id is null
         and (p.created_at, p.id) < (p_before, p_before_id)
         and (in_room or admin or p.author_id = me)
         and (p.author_id is null or not (p.author_id = any (hidden)))
         and (p.anonymous_key is null or not (p.anonymous_key = any (muted)))
         and (p.expires_at is null or p.expires_at > pg_catalog.now())
       order by p.created_at desc, p.id desc
       limit page_size);
  end if;
  -- The replies' own visibility is decided by private.feed_rows.
  return tops || array(select r.id from public.posts as r where r.parent_id = any (tops));
end;
$$;
comment on function private.room_feed_ids(text, timestamptz, uuid, timestamptz, int) is
  'Feed helper (security definer, visibility as the posts select policy, hidden posts included): the ids of a room''s feed page (newest p_limit top-level posts and their replies, the page before p_before/p_before_id, or everything after p_after).';
revoke execute on function private.room_feed_ids(text, timestamptz, uuid, timestamptz, int) from public, anon;
grant execute on function private.room_feed_ids(text, timestamptz, uuid, timestamptz, int) to authenticated;

-- Same signature, columns and behaviour as before (20261129200100); hidden posts now keep their
-- place in the page as placeholders though the table hides them.
create or replace function public.room_feed(
  p_room_slug text,
  p_before timestamptz default null,
  p_before_id uuid default null,
  p_after timestamptz default null,
  p_limit int default 50
)
returns table (
  id uuid, room_slug text, parent_id uuid, body text, created_at timestamptz,
  author_id uuid, author_name text, is_mine boolean, is_deleted boolean, moderation_state text
)
language sql
stable
set search_path = ''
as $$
  select * from private.feed_rows(private.room_feed_ids(p_room_slug, p_before, p_before_id, p_after, p_limit))
$$;
comment on function public.room_feed(text, timestamptz, uuid, timestamptz, int) is
  'A room''s posts and replies, newest first: the newest page, the page before (p_before, p_before_id), or everything after p_after, among what the posts select policy lets the caller read. author_id null and author_name Anonymous in anonymous rooms; is_mine for the caller''s posts; is_deleted for a placeholder (body , no author); moderation_state hidden_pending or hidden (body  for all but the author).';
revoke execute on function public.room_feed(text, timestamptz, uuid, timestamptz, int) from public, anon;
grant execute on function public.room_feed(text, timestamptz, uuid, timestamptz, int) to authenticated;

-- A hidden post is not answered (but by its author): say so, rather than the "must answer a post
-- in the same room" that private.posts_prepare would give, since it no longer sees the post.
create function private.posts_not_under_hidden()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (
    select 1 from public.posts as p
     where p.id = new.parent_id and p.room_slug = new.room_slug
       and p.moderation_state is not null and p.author_id is distinct from new.author_id
       and p.room_slug = any (coalesce(private.my_room_slugs(), '{}'::text[]))) then
    raise exception using errcode = '23514',
      message = 'This post is hidden by moderation: it cannot be answered.';
  end if;
  return new;
end;
$$;
comment on function private.posts_not_under_hidden() is
  'Trigger: refuses (23514) a reply to a post hidden by moderation, unless the replier wrote it.';
revoke execute on function private.posts_not_under_hidden() from public, anon, authenticated;

create trigger posts_07_not_under_hidden
  before insert on public.posts
  for each row when (new.parent_id is not null)
  execute function private.posts_not_under_hidden();

-- ---------------------------------------------------------------------------------------------
-- The conversation: placeholders through a security definer helper
-- ---------------------------------------------------------------------------------------------
-- The messages between the caller and p_friend, as public.conversation documents them. Security
-- definer so that a hidden message reaches its recipient as a placeholder; which messages the
-- caller may read is decided here as the direct_messages select policies decide it (the caller's
-- own, and those sent to the caller by someone they did not block or mute; two-factor level
-- satisfied) — keep them in step.
create function private.conversation_rows(
  p_friend uuid,
  p_before timestamptz,
  p_before_id uuid,
  p_after timestamptz,
  p_limit int
)
returns table (
  id uuid, sender_id uuid, recipient_id uuid, body text, created_at timestamptz, read_at timestamptz,
  is_mine boolean, moderation_state text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  me constant uuid := auth.uid();
  page_size constant int := least(greatest(coalesce(p_limit, 50), 1), 200);
  hidden uuid[];
  lo uuid;
  hi uuid;
begin
  if me is null or p_friend is null or not private.aal_satisfied() then
    return;
  end if;
  hidden := coalesce(private.my_hidden_author_ids(), '{}'::uuid[]);
  lo := least(me, p_friend);
  hi := greatest(me, p_friend);
  -- Four forms of one query (as conversation always had), so each uses the keyset index.
  if p_after is not null then
    return query
      select d.id, d.sender_id, d.recipient_id,
             case when d.moderation_state is null or d.sender_id = me then d.body else '' end,
             d.created_at, d.read_at, d.sender_id = me, d.moderation_state
        from public.direct_messages as d
       where least(d.sender_id, d.recipient_id) = lo and greatest(d.sender_id, d.recipient_id) = hi
         and (d.sender_id = me or not (d.sender_id = any (hidden)))
         and d.created_at > p_after
       order by d.created_at desc, d.id desc;
  elsif p_before is null then
    return query
      select d.id, d.sender_id, d.recipient_id,
             case when d.moderation_state is null or d.sender_id = me then d.body else '' end,
             d.created_at, d.read_at, d.sender_id = me, d.moderation_state
        from public.direct_messages as d
       where least(d.sender_id, d.recipient_id) = lo and greatest(d.sender_id, d.recipient_id) = hi
         and (d.sender_id = me or not (d.sender_id = any (hidden)))
       order by d.created_at desc, d.id desc
       limit page_size;
  elsif p_before_id is null then
    return query
      select d.id, d.sender_id, d.recipient_id,
             case when d.moderation_state is null or d.sender_id = me then d.body else '' end,
             d.created_at, d.read_at, d.sender_id = me, d.moderation_state
        from public.direct_messages as d
       where least(d.sender_id, d.recipient_id) = lo and greatest(d.sender_id, d.recipient_id) = hi
         and (d.sender_id = me or not (d.sender_id = any (hidden)))
         and d.created_at < p_before
       order by d.created_at desc, d.id desc
       limit page_size;
  else
    return query
      select d.id, d.sender_id, d.recipient_id,
             case when d.moderation_state is null or d.sender_id = me then d.body else '' end,
             d.created_at, d.read_at, d.sender_id = me, d.moderation_state
        from public.direct_messages as d
       where least(d.sender_id, d.recipient_id) = lo and greatest(d.sender_id, d.recipient_id) = hi
         and (d.sender_id = me or not (d.sender_id = any (hidden)))
         and (d.created_at, d.id) < (p_before, p_before_id)
       order by d.created_at desc, d.id desc
       limit page_size;
  end if;
end;
$$;
comment on function private.conversation_rows(uuid, timestamptz, uuid, timestamptz, int) is
  'Conversation helper (security definer, visibility as the direct_messages select policies): the messages between the caller and p_friend; a hidden message as a placeholder (body '''', moderation_state) for the recipient.';
revoke execute on function private.conversation_rows(uuid, timestamptz, uuid, timestamptz, int) from public, anon;
grant execute on function private.conversation_rows(uuid, timestamptz, uuid, timestamptz, int) to authenticated;

-- Same signature, columns and behaviour as before (20261129200100); the rows now come from
-- private.conversation_rows so that hidden messages stay placeholders though the table hides them.
create or replace function public.conversation(
  p_friend uuid,
  p_before timestamptz default null,
  p_before_id uuid default null,
  p_after timestamptz default null,
  p_limit int default 50
)
returns table (
  id uuid, sender_id uuid, recipient_id uuid, body text, created_at timestamptz, read_at timestamptz,
  is_mine boolean, moderation_state text
)
language sql
stable
set search_path = ''
as $$
  select * from private.conversation_rows(p_friend, p_before, p_before_id, p_after, p_limit)
$$;
comment on function public.conversation(uuid, timestamptz, uuid, timestamptz, int) is
  'The messages between the caller and a friend, newest first: the newest page, the page before (p_before, p_before_id), or everything after p_after; is_mine for the caller''s; moderation_state hidden_pending or hidden (body '''' for the recipient, the text for the sender). What the caller may read is decided as the direct_messages select policies do.';
revoke execute on function public.conversation(uuid, timestamptz, uuid, timestamptz, int) from public, anon;
grant execute on function public.conversation(uuid, timestamptz, uuid, timestamptz, int) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The copies: notifications and kept broadcasts lose hidden or removed words
-- ---------------------------------------------------------------------------------------------
-- Replaces the preview copied from a post or message into notifications (reply / message) and
-- the body carried by broadcasts kept in realtime.messages (message_created, and
-- notification_created of those notifications) with p_text.
create function private.scrub_content_copies(p_kind text, p_id uuid, p_user_ids uuid[], p_text text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  key constant text := case p_kind when 'post' then 'reply_id' else 'message_id' end;
  kind constant text := case p_kind when 'post' then 'reply' else 'message' end;
  topics constant text[] := array(select 'user:' || u::text from unnest(p_user_ids) as u where u is not null);
begin
  update public.notifications as n
     set message = p_text
   where n.user_id = any (p_user_ids) and n.type = kind and n.data ->> key = p_id::text
     and n.message is distinct from p_text;
  update realtime.messages as m
     set payload = pg_catalog.jsonb_set(m.payload, '{message}', pg_catalog.to_jsonb(p_text))
   where m.topic = any (topics) and m.event = 'notification_created'
     and m.payload ->> 'type' = kind and m.payload -> 'data' ->> key = p_id::text;
  if p_kind = 'message' then
    update realtime.messages as m
       set payload = pg_catalog.jsonb_set(m.payload, '{body}', '""'::jsonb)
     where m.topic = any (topics) and m.event = 'message_created' and m.payload ->> 'id' = p_id::text;
  end if;
end;
$$;
comment on function private.scrub_content_copies(text, uuid, uuid[], text) is
  'Moderation: replaces the words of a hidden or removed post (p_kind post: reply notifications) or message (p_kind message: message notifications, message_created broadcasts) copied into the given members'' notifications and kept broadcasts with p_text. Triggers only.';
revoke execute on function private.scrub_content_copies(text, uuid, uuid[], text) from public, anon, authenticated;

-- When moderation hides a post or a message, its copies say so instead of quoting it.
create function private.moderation_state_scrub()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  placeholder constant text := case new.moderation_state
    when 'hidden_pending' then 'Hidden pending review' else 'Hidden by a moderator' end;
begin
  if tg_table_name = 'posts' then
    perform private.scrub_content_copies('post', new.id,
      array(select p.author_id from public.posts as p where p.id = new.parent_id), placeholder);
  else
    perform private.scrub_content_copies('message', new.id, array[new.sender_id, new.recipient_id], placeholder);
  end if;
  return null;
end;
$$;
comment on function private.moderation_state_scrub() is
  'Trigger: when a post or message is hidden by moderation, the previews and broadcasts copied from it say ''Hidden pending review'' / ''Hidden by a moderator'' instead of its words.';
revoke execute on function private.moderation_state_scrub() from public, anon, authenticated;

create trigger posts_moderation_state_scrub
  after update of moderation_state on public.posts
  for each row when (new.moderation_state is not null and old.moderation_state is distinct from new.moderation_state)
  execute function private.moderation_state_scrub();
create trigger direct_messages_moderation_state_scrub
  after update of moderation_state on public.direct_messages
  for each row when (new.moderation_state is not null and old.moderation_state is distinct from new.moderation_state)
  execute function private.moderation_state_scrub();

-- ---------------------------------------------------------------------------------------------
-- 2. A message that goes: both open chats hear it
-- ---------------------------------------------------------------------------------------------
-- Members cannot delete messages; a moderator's 'remove' (or an account's deletion) does.
create function private.direct_messages_after_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.scrub_content_copies('message', old.id, array[old.sender_id, old.recipient_id],
    'This message is no longer available.');
  perform private.send_to_member(old.sender_id, 'message_deleted', jsonb_build_object('id', old.id));
  perform private.send_to_member(old.recipient_id, 'message_deleted', jsonb_build_object('id', old.id));
  return null;
end;
$$;
comment on function private.direct_messages_after_delete() is
  'Trigger: a deleted message (a moderator removed it) is announced as message_deleted {id} on both parties'' user:<id> topics, and its words leave their notifications and kept broadcasts.';
revoke execute on function private.direct_messages_after_delete() from public, anon, authenticated;

create trigger direct_messages_after_delete
  after delete on public.direct_messages
  for each row execute function private.direct_messages_after_delete();
