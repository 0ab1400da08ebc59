-- A member's own anonymous post is theirs on their other pages too (after
-- 20261125110200_room_realtime.sql and 20261125120100_members_live.sql).
--
-- In an anonymous room the post_created broadcast on room:<slug> carries no author (nobody may
-- learn who wrote a post), so only the page that posted knew the post was the member's: their
-- other devices and tabs showed it without a delete button until a reload (room_feed's is_mine
-- says it). The posts broadcast trigger now also sends own_post_created {id, room_slug} on the
-- author's own private topic user:<author_id> (private.send_to_member), which only that member may
-- receive (members_receive_own_topic): the member learns their own post is theirs, and nobody else
-- learns anything. Only for anonymous rooms: elsewhere post_created names the author. The room
-- topic's payload is unchanged.

create or replace function private.posts_broadcast()
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
    if anonymous and new.author_id is not null then
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
  'Trigger: broadcasts post_created / post_deleted on the private topic room:<slug> (redacted in anonymous rooms), and own_post_created {id, room_slug} on the author''s own topic user:<id> for a post in an anonymous room.';
revoke execute on function private.posts_broadcast() from public, anon, authenticated;
