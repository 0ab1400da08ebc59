-- Posts and replies in the rooms (issue 20), after 20261125110000_rooms.sql.
--
--   * posts: a post or a one-level reply. Only members of a room read and write its posts; a
--     member posts only as themself; the author deletes their own post or reply, an administrator
--     any (moderation); nobody edits a post. The body is trimmed, 1 to 4,000 characters.
--   * The content check (public.check_message) runs in the database with the client's rules,
--     written once in supabase/moderation-rules.json and embedded below (the unit test
--     web/src/lib/moderation/rules-in-sync.test.ts proves the three lists equal); a trigger
--     refuses a post that fails it (SQLSTATE 23514, the reason as the message).
--   * At most 10 posts and replies per member in any rolling minute; the 11th is refused with
--     SQLSTATE PT429 (HTTP 429 through PostgREST) saying when they may post again.
--   * The anonymous room: the column posts.author_id is not readable by members at all (column
--     privileges), so it can be neither selected nor filtered on; the feed is read through
--     public.room_feed(), which names authors ('Anonymous' in an anonymous room) and says which
--     posts are the caller's.

-- ---------------------------------------------------------------------------------------------
-- The content rules: ONE list, the same as supabase/moderation-rules.json. The unit test
-- web/src/lib/moderation/rules-in-sync.test.ts compares the JSON quoted below (dollar-quote tag
-- "rules"; the newest migration that has one counts) with that file and with the client's
-- constants. Change all three together, in a new migration.
-- ---------------------------------------------------------------------------------------------
create function private.moderation_rules()
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select $rules$
{
  "blockedWords": [
    "fuck",
    "fucking",
    "shit",
    "bitch",
    "bastard",
    "asshole",
    "cunt",
    "dick",
    "whore",
    "slut",
    "retard",
    "faggot",
    "nigger",
    "spic",
    "kike"
  ],
  "memeMarkers": ["meme", "giphy.com", "imgur.com", "tenor.com", ".gif", ".jpg", ".png"],
  "safePlaceReason": "Keep this a safe place.",
  "noMemesReason": "No memes allowed in this space."
}
$rules$::jsonb
$$;
comment on function private.moderation_rules() is
  'The content rules (supabase/moderation-rules.json): blocked words, meme markers and the two reasons.';

-- The blocked words as one regular expression for the lower-cased text padded with a space at
-- each end: a whole word, with a plain plural (s or es), not inside a longer word. Equivalent to
-- the client's (?<![\p{L}\p{N}])(?:word|...)(?:s|es)?(?![\p{L}\p{N}]) with the flags iu:
-- [[:alnum:]] is Unicode letters and digits in a UTF-8 database, so 'class' and 'Scunthorpe'
-- pass. (Matching the lower-cased text with ~ rather than the text with ~* and ^/$ anchors is the
-- same test, about thirty times faster in PostgreSQL's regular expression engine.)
create function private.moderation_blocked_pattern()
returns text
language sql
immutable
set search_path = ''
as $$
  select '[^[:alnum:]]('
         || string_agg(regexp_replace(lower(w.word), '([.^$*+?()\[\]{}|\\-])', '\\\1', 'g'), '|')
         || ')(s|es)?[^[:alnum:]]'
    from jsonb_array_elements_text(private.moderation_rules() -> 'blockedWords') as w (word)
$$;
comment on function private.moderation_blocked_pattern() is
  'The blocked words of private.moderation_rules() as one whole-word regular expression, for '' '' || lower(text) || '' ''.';

-- The meme markers as LIKE patterns ('%marker%', lower-cased, LIKE's wildcards escaped).
create function private.moderation_meme_patterns()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array_agg('%' || regexp_replace(lower(m.marker), '([%_\\])', '\\\1', 'g') || '%')
    from jsonb_array_elements_text(private.moderation_rules() -> 'memeMarkers') as m (marker)
$$;
comment on function private.moderation_meme_patterns() is
  'The meme markers of private.moderation_rules() as LIKE patterns, for lower(text).';

-- The check: the same answer as the client's checkMessage(). Rule 1, a blocked word (whole word,
-- any case) -> 'Keep this a safe place.'; rule 2, a meme marker anywhere, in any case -> 'No
-- memes allowed in this space.'; otherwise null (allowed). Plain expressions over the immutable
-- helpers above, which PostgreSQL evaluates once when it plans them: a few microseconds a call.
create function private.moderation_reason(body text)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  lowered constant text := pg_catalog.lower(coalesce(body, ''));
begin
  if ' ' || lowered || ' ' ~ private.moderation_blocked_pattern() then
    return private.moderation_rules() ->> 'safePlaceReason';
  end if;
  if lowered like any (private.moderation_meme_patterns()) then
    return private.moderation_rules() ->> 'noMemesReason';
  end if;
  return null;
end;
$$;
comment on function private.moderation_reason(text) is
  'The content check: null when the text is allowed, else the reason to show.';

revoke execute on function private.moderation_rules(), private.moderation_blocked_pattern(),
  private.moderation_meme_patterns(), private.moderation_reason(text) from public, anon;
grant execute on function private.moderation_rules(), private.moderation_blocked_pattern(),
  private.moderation_meme_patterns(), private.moderation_reason(text) to authenticated, service_role;
-- The insert trigger runs the check as the inserting role: the service role (operators) too.
grant usage on schema private to service_role;

-- The client's call before sending: one row, (true, null) or (false, the reason to show).
create function public.check_message(body text)
returns table (is_allowed boolean, reason text)
language sql
stable
set search_path = ''
as $$
  select r.reason is null, r.reason from private.moderation_reason(body) as r (reason)
$$;
comment on function public.check_message(text) is
  'The content check of room posts: (true, null), or (false, reason) with the reason to show. The insert trigger of posts enforces the same check.';
revoke execute on function public.check_message(text) from public, anon;
grant execute on function public.check_message(text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- posts
-- ---------------------------------------------------------------------------------------------
create table public.posts (
  -- The client sends its own UUID, so that an optimistic post and its Realtime echo are one.
  id uuid not null primary key default gen_random_uuid(),
  room_slug text not null references public.rooms (slug),
  author_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- A reply answers a top-level post of the same room (checked by posts_10_prepare).
  parent_id uuid references public.posts (id) on delete cascade,
  -- Trimmed by posts_10_prepare before this check.
  body text not null constraint posts_body_length check (char_length(body) between 1 and 4000),
  created_at timestamptz not null default now()
);

comment on table public.posts is
  'Room posts and one-level replies. Members of a room read and write its posts (author_id readable by nobody but the server: read through room_feed); the author or an administrator deletes; nobody updates.';
comment on column public.posts.author_id is
  'The author. Not readable by members (column privileges): room_feed() returns it, except in anonymous rooms.';

-- The feed: newest top-level posts of a room, keyset (created_at, id), no sort.
create index posts_room_feed_idx on public.posts (room_slug, created_at desc, id desc) where parent_id is null;
-- Replies of a page of posts, and the cascade from a deleted post.
create index posts_parent_id_idx on public.posts (parent_id);
-- Catch-up after a reconnect: everything in a room after a time (posts and replies).
create index posts_room_created_idx on public.posts (room_slug, created_at);
-- A member's posts (delete policy, the cascade from auth.users).
create index posts_author_created_idx on public.posts (author_id, created_at);

-- ---------------------------------------------------------------------------------------------
-- Insert triggers (BEFORE triggers fire in name order)
-- ---------------------------------------------------------------------------------------------
-- posts_10_prepare (security invoker, so the parent lookup obeys the caller's RLS): trims the
-- body; a reply must answer a top-level post of the same room that the caller can read; the
-- content check.
create function private.posts_prepare()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  parent record;
  refusal text;
begin
  -- The characters JavaScript's String.prototype.trim() removes (white space and line ends).
  new.body := pg_catalog.btrim(new.body,
    E' \t\n\r\u000b\f\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff');

  if new.parent_id is not null then
    select p.room_slug, p.parent_id into parent from public.posts as p where p.id = new.parent_id;
    if not found or parent.room_slug is distinct from new.room_slug then
      raise exception using errcode = '23514', message = 'A reply must answer a post in the same room.';
    end if;
    if parent.parent_id is not null then
      raise exception using errcode = '23514', message = 'Replies are one level deep: answer the post, not a reply.';
    end if;
  end if;

  refusal := private.moderation_reason(new.body);
  if refusal is not null then
    raise exception using errcode = '23514', message = refusal;
  end if;
  return new;
end;
$$;
comment on function private.posts_prepare() is
  'Trigger: trims the body, checks a reply''s parent (top-level, same room) and runs the content check (23514 with the reason).';
revoke execute on function private.posts_prepare() from public, anon, authenticated;

create trigger posts_10_prepare
  before insert on public.posts
  for each row execute function private.posts_prepare();

-- The rate limit counts writes, not surviving posts (deleting a post does not give its slot
-- back): one row per member who has posted, with the times of their last ten writes, newest
-- first.
create table private.post_rate (
  author_id uuid not null primary key references auth.users (id) on delete cascade,
  recent timestamptz[] not null default '{}'
);
comment on table private.post_rate is
  'Rate limit ledger: the times of each member''s last ten posts and replies, newest first.';
revoke all on table private.post_rate from public, anon, authenticated, service_role;
alter table private.post_rate enable row level security; -- no policies: only the trigger's owner

-- posts_20_rate_limit (security definer: it reads and writes the ledger): at most 10 posts and
-- replies per member in any rolling minute, i.e. a write is accepted when the member's tenth
-- latest write is at least a minute old. The 11th raises PT429 (HTTP 429) with the number of
-- seconds to wait, and the time the member may post again (ISO 8601, UTC) as the hint.
-- Race-free: the accepting UPDATE locks the member's row, and a concurrent write of the same
-- member re-checks the condition on the row as that write left it (read committed).
-- Requests without a user (the service role, operators) are not limited.
-- plan_cache_mode: PL/pgSQL would otherwise keep a generic plan made while the ledger was empty
-- (a sequential scan) for the life of the connection; a custom plan finds the row by its key.
create function private.posts_rate_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
declare
  writer constant uuid := auth.uid();
  tenth_latest timestamptz;
  retry_at timestamptz;
begin
  if writer is null then
    return new;
  end if;

  update private.post_rate as r
     set recent = pg_catalog.array_prepend(pg_catalog.now(), r.recent[1:9])
   where r.author_id = writer
     and (r.recent[10] is null or r.recent[10] <= pg_catalog.now() - interval '1 minute');
  if found then
    return new;
  end if;

  select r.recent[10] into tenth_latest from private.post_rate as r where r.author_id = writer;
  if not found then
    -- The member's first write (a concurrent first write may have made the row meanwhile).
    insert into private.post_rate as r (author_id, recent) values (writer, array[pg_catalog.now()])
    on conflict (author_id) do update
       set recent = pg_catalog.array_prepend(pg_catalog.now(), r.recent[1:9])
     where r.recent[10] is null or r.recent[10] <= pg_catalog.now() - interval '1 minute';
    if found then
      return new;
    end if;
    select r.recent[10] into tenth_latest from private.post_rate as r where r.author_id = writer;
  end if;

  retry_at := tenth_latest + interval '1 minute';
  raise exception using
    errcode = 'PT429',
    message = format('You''re posting too fast. You can post again in %s seconds.',
                     greatest(1, ceil(extract(epoch from retry_at - pg_catalog.now())))::int),
    hint = to_char(retry_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
end;
$$;
comment on function private.posts_rate_limit() is
  'Trigger: at most 10 posts and replies per member per rolling minute (PT429, hint = when they may post again).';
revoke execute on function private.posts_rate_limit() from public, anon, authenticated;

create trigger posts_20_rate_limit
  before insert on public.posts
  for each row execute function private.posts_rate_limit();

-- ---------------------------------------------------------------------------------------------
-- The feed
-- ---------------------------------------------------------------------------------------------
-- Authors of the given posts as the caller may see them: their id and display name, or null and
-- 'Anonymous' in an anonymous room; is_mine for the caller's own (anonymous ones too). Only for
-- posts the caller may read (a member of the room, the author, an administrator).
create function private.post_authors(p_ids uuid[])
returns table (id uuid, author_id uuid, author_name text, is_mine boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id,
         case when r.is_anonymous then null else p.author_id end,
         case when r.is_anonymous then 'Anonymous' else coalesce(nullif(btrim(pr.name), ''), 'Member') end,
         p.author_id = (select auth.uid())
    from public.posts as p
    join public.rooms as r on r.slug = p.room_slug
    left join public.profiles as pr on pr.id = p.author_id
   where p.id = any (p_ids)
     and (select private.aal_satisfied())
     and (p.room_slug = any ((select private.my_room_slugs())::text[])
          or p.author_id = (select auth.uid())
          or (select public.is_admin()))
$$;
comment on function private.post_authors(uuid[]) is
  'Feed helper: author id and name of posts the caller may read (null and Anonymous in anonymous rooms), and is_mine.';
revoke execute on function private.post_authors(uuid[]) from public, anon;
grant execute on function private.post_authors(uuid[]) to authenticated;

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
  author_id uuid, author_name text, is_mine boolean
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

  return query
    select p.id, p.room_slug, p.parent_id, p.body, p.created_at, a.author_id, a.author_name, a.is_mine
      from public.posts as p
      join private.post_authors(ids) as a on a.id = p.id
     where p.id = any (ids)
     order by p.created_at desc, p.id desc;
end;
$$;
comment on function public.room_feed(text, timestamptz, uuid, timestamptz, int) is
  'A room''s posts and replies, newest first, under RLS: the newest page, the page before (p_before, p_before_id), or everything after p_after. author_id null and author_name Anonymous in anonymous rooms; is_mine for the caller''s posts.';
revoke execute on function public.room_feed(text, timestamptz, uuid, timestamptz, int) from public, anon;
grant execute on function public.room_feed(text, timestamptz, uuid, timestamptz, int) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Privileges and row-level security
-- ---------------------------------------------------------------------------------------------
revoke all on table public.posts from anon, authenticated;
-- Nobody edits a post, not even with the service role.
revoke update on table public.posts from service_role;

-- Every column but author_id: it can be neither selected nor used in a filter or an order by.
grant select (id, room_slug, parent_id, body, created_at) on table public.posts to authenticated;
-- created_at is the server's; author_id defaults to auth.uid() and the policy holds it there.
grant insert (id, room_slug, author_id, parent_id, body) on table public.posts to authenticated;
grant delete on table public.posts to authenticated;

alter table public.posts enable row level security;

-- Members of the room; the author (e.g. after leaving the room, to delete); administrators
-- (moderation: a delete by id needs the row to be visible).
create policy posts_select_room on public.posts
  for select to authenticated
  using (
    room_slug = any ((select private.my_room_slugs())::text[])
    or author_id = (select auth.uid())
    or (select public.is_admin())
  );

create policy posts_insert_member on public.posts
  for insert to authenticated
  with check (author_id = (select auth.uid()) and room_slug = any ((select private.my_room_slugs())::text[]));

create policy posts_delete_author_or_admin on public.posts
  for delete to authenticated
  using (author_id = (select auth.uid()) or (select public.is_admin()));

create policy posts_require_aal2 on public.posts
  as restrictive for all to authenticated
  using ((select private.aal_satisfied())) with check ((select private.aal_satisfied()));
