-- Rooms live through Realtime (issue 20), after 20261125110100_room_posts.sql.
--
-- Broadcast from the database, as Supabase recommends over Postgres Changes: triggers on posts
-- call realtime.send() on the private topic 'room:<slug>' for each insert and delete, with the
-- redacted shape the feed returns (no author id in an anonymous room). Realtime authorises a
-- private channel with the RLS policies of realtime.messages: members of a room may receive its
-- topic (broadcast) and use Presence on it; nobody else may join it, and no client may broadcast
-- into it (no INSERT policy for the extension 'broadcast': only these triggers write messages).

-- ---------------------------------------------------------------------------------------------
-- Broadcast triggers
-- ---------------------------------------------------------------------------------------------
-- security definer: realtime.send() inserts into realtime.messages, which no member may write.
-- post_created: {id, room_slug, parent_id, body, created_at, author_id, author_name}, author_id
--               null and author_name 'Anonymous' in an anonymous room (room_feed's shape
--               without is_mine, which differs per receiver);
-- post_deleted: {id, parent_id, room_slug} (also for each reply deleted with its post).
create function private.posts_broadcast()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  anonymous boolean;
  author_name text;
begin
  if tg_op = 'INSERT' then
    select r.is_anonymous into anonymous from public.rooms as r where r.slug = new.room_slug;
    if anonymous then
      author_name := 'Anonymous';
    else
      author_name := coalesce(
        (select nullif(btrim(p.name), '') from public.profiles as p where p.id = new.author_id), 'Member');
    end if;
    perform realtime.send(
      jsonb_build_object(
        'id', new.id,
        'room_slug', new.room_slug,
        'parent_id', new.parent_id,
        'body', new.body,
        'created_at', new.created_at,
        'author_id', case when anonymous then null else new.author_id end,
        'author_name', author_name
      ),
      'post_created',
      'room:' || new.room_slug,
      true
    );
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
  'Trigger: broadcasts post_created / post_deleted on the private topic room:<slug> (redacted in anonymous rooms).';
revoke execute on function private.posts_broadcast() from public, anon, authenticated;

create trigger posts_broadcast_created
  after insert on public.posts
  for each row execute function private.posts_broadcast();

create trigger posts_broadcast_deleted
  after delete on public.posts
  for each row execute function private.posts_broadcast();

-- ---------------------------------------------------------------------------------------------
-- Channel authorisation: RLS on realtime.messages
-- ---------------------------------------------------------------------------------------------
-- True when the topic is 'room:<slug>' of a room the caller is a member of (and their token
-- satisfies the two-factor rule).
create function private.is_room_topic_member(p_topic text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    pg_catalog.left(p_topic, 5) = 'room:'
      and private.is_room_member(pg_catalog.substr(p_topic, 6))
      and private.aal_satisfied(),
    false)
$$;
comment on function private.is_room_topic_member(text) is
  'Realtime RLS helper: true when the topic is room:<slug> and the caller is a member of that room.';
revoke execute on function private.is_room_topic_member(text) from public, anon;
grant execute on function private.is_room_topic_member(text) to authenticated;

-- Receive the room's broadcasts and presence (Realtime probes this with realtime.topic() set).
create policy rooms_members_receive on realtime.messages
  for select to authenticated
  using (
    extension in ('broadcast', 'presence')
    and topic = (select realtime.topic())
    and (select private.is_room_topic_member((select realtime.topic())))
  );

-- Track Presence in the room. There is no policy for extension = 'broadcast': clients cannot
-- send broadcasts on a room topic; only the triggers above do.
create policy rooms_members_track_presence on realtime.messages
  for insert to authenticated
  with check (
    extension = 'presence'
    and topic = (select realtime.topic())
    and (select private.is_room_topic_member((select realtime.topic())))
  );
