-- Notifications and the members' Realtime (issue 21), after 20261125120000_members.sql.
--
--   * notifications: written only by the database (security definer triggers), never by a
--     member: a friend request received, a request accepted, a reply to one's post (in an
--     anonymous room without the replier's name), a message received. The owner reads them, sets
--     read_at and deletes them.
--   * One private Realtime topic per member, 'user:<id>', that only that member may receive;
--     triggers broadcast on it with realtime.send(): notification_created (the notification
--     row), friendship_changed (the friendship row plus op, to both parties), message_created
--     (the message row, to sender and recipient), message_read ({ids, read_at, reader_id}, to the
--     sender). No client broadcasts on it.
--   * Presence for the online dots: the topic 'presence:members', which any signed-in member may
--     join and track on (extension presence only). A member with show_online_status off does not
--     track (the client's part): Presence carries only what the client sends.

-- ---------------------------------------------------------------------------------------------
-- notifications
-- ---------------------------------------------------------------------------------------------
create table public.notifications (
  id uuid not null primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  type text not null constraint notifications_type_check check (type in (
    'friendRequest', 'friendAccepted', 'reply', 'message', 'meeting', 'journal', 'resource', 'other')),
  title text not null constraint notifications_title_length check (char_length(title) between 1 and 200),
  message text not null constraint notifications_message_length check (char_length(message) <= 1000),
  data jsonb not null default '{}'::jsonb,
  read_at timestamptz,
  created_at timestamptz not null default now()
);
comment on table public.notifications is
  'A member''s notifications, written only by the database''s triggers. The owner reads them, sets read_at and deletes them.';

create index notifications_user_created_idx on public.notifications (user_id, created_at desc);

revoke all on table public.notifications from anon, authenticated;
grant select, delete on table public.notifications to authenticated;
grant update (read_at) on table public.notifications to authenticated;

alter table public.notifications enable row level security;

create policy notifications_select_own on public.notifications
  for select to authenticated using (user_id = (select auth.uid()));
create policy notifications_update_own on public.notifications
  for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy notifications_delete_own on public.notifications
  for delete to authenticated using (user_id = (select auth.uid()));
create policy notifications_require_aal2 on public.notifications
  as restrictive for all to authenticated
  using ((select private.aal_satisfied())) with check ((select private.aal_satisfied()));

-- ---------------------------------------------------------------------------------------------
-- Sending to a member (security definer: realtime.send writes realtime.messages)
-- ---------------------------------------------------------------------------------------------
create function private.send_to_member(p_user_id uuid, p_event text, p_payload jsonb)
returns void
language sql
security definer
set search_path = ''
as $$
  select realtime.send(p_payload, p_event, 'user:' || p_user_id::text, true)
$$;
comment on function private.send_to_member(uuid, text, jsonb) is
  'Broadcasts an event on the member''s private topic user:<id>. Triggers only.';

create function private.notify(p_user_id uuid, p_type text, p_title text, p_message text, p_data jsonb)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.notifications (user_id, type, title, message, data)
  values (p_user_id, p_type, left(p_title, 200), left(p_message, 1000), coalesce(p_data, '{}'::jsonb))
$$;
comment on function private.notify(uuid, text, text, text, jsonb) is 'Writes a notification. Triggers only.';

revoke execute on function private.send_to_member(uuid, text, jsonb), private.notify(uuid, text, text, text, jsonb)
  from public, anon, authenticated;

-- notification_created: the notification row, to its owner.
create function private.notifications_broadcast()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.send_to_member(new.user_id, 'notification_created', pg_catalog.to_jsonb(new));
  return null;
end;
$$;
comment on function private.notifications_broadcast() is 'Trigger: broadcasts notification_created on user:<owner>.';
revoke execute on function private.notifications_broadcast() from public, anon, authenticated;

create trigger notifications_broadcast_created
  after insert on public.notifications
  for each row execute function private.notifications_broadcast();

-- ---------------------------------------------------------------------------------------------
-- friendships: notifications and friendship_changed
-- ---------------------------------------------------------------------------------------------
-- friendRequest to the addressee (a new request, or a declined one re-sent), data
-- {requester_id, requester_name}; friendAccepted to the requester, data {addressee_id,
-- addressee_name}. A withdrawn or removed request takes its unread friendRequest notification with
-- it. friendship_changed (the row and op INSERT / UPDATE / DELETE) to both parties.
create function private.friendships_after_change()
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
    requester_name := private.display_name(new.requester_id);
    perform private.notify(new.addressee_id, 'friendRequest', 'New friend request',
      requester_name || ' sent you a friend request.',
      jsonb_build_object('requester_id', new.requester_id, 'requester_name', requester_name));
  elsif tg_op = 'UPDATE' and new.status = 'accepted' and old.status is distinct from 'accepted' then
    addressee_name := private.display_name(new.addressee_id);
    perform private.notify(new.requester_id, 'friendAccepted', 'Friend request accepted',
      addressee_name || ' accepted your friend request.',
      jsonb_build_object('addressee_id', new.addressee_id, 'addressee_name', addressee_name));
  end if;

  payload := pg_catalog.to_jsonb(new) || jsonb_build_object('op', tg_op);
  perform private.send_to_member(new.requester_id, 'friendship_changed', payload);
  perform private.send_to_member(new.addressee_id, 'friendship_changed', payload);
  return null;
end;
$$;
comment on function private.friendships_after_change() is
  'Trigger: friendRequest / friendAccepted notifications, and friendship_changed to both parties.';
revoke execute on function private.friendships_after_change() from public, anon, authenticated;

create trigger friendships_after_change
  after insert or update or delete on public.friendships
  for each row execute function private.friendships_after_change();

-- ---------------------------------------------------------------------------------------------
-- direct_messages: notification, message_created and message_read
-- ---------------------------------------------------------------------------------------------
create function private.direct_messages_after_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  sender_name constant text := private.display_name(new.sender_id);
  payload constant jsonb := pg_catalog.to_jsonb(new);
begin
  perform private.notify(new.recipient_id, 'message', 'New message from ' || sender_name,
    pg_catalog.left(new.body, 140),
    jsonb_build_object('sender_id', new.sender_id, 'sender_name', sender_name, 'message_id', new.id));
  perform private.send_to_member(new.sender_id, 'message_created', payload);
  perform private.send_to_member(new.recipient_id, 'message_created', payload);
  return null;
end;
$$;
comment on function private.direct_messages_after_insert() is
  'Trigger: a message notification to the recipient, message_created to both.';
revoke execute on function private.direct_messages_after_insert() from public, anon, authenticated;

create trigger direct_messages_after_insert
  after insert on public.direct_messages
  for each row execute function private.direct_messages_after_insert();

-- One message_read per sender and statement (mark_conversation_read marks many at once).
create function private.direct_messages_after_read()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  r record;
begin
  for r in
    select n.sender_id, n.recipient_id, array_agg(n.id order by n.created_at, n.id) as ids, max(n.read_at) as read_at
      from new_rows as n
      join old_rows as o on o.id = n.id
     where o.read_at is null and n.read_at is not null
     group by n.sender_id, n.recipient_id
  loop
    perform private.send_to_member(r.sender_id, 'message_read',
      jsonb_build_object('ids', pg_catalog.to_jsonb(r.ids), 'read_at', r.read_at, 'reader_id', r.recipient_id));
  end loop;
  return null;
end;
$$;
comment on function private.direct_messages_after_read() is
  'Trigger (per statement): message_read {ids, read_at, reader_id} to each sender whose messages were marked read.';
revoke execute on function private.direct_messages_after_read() from public, anon, authenticated;

create trigger direct_messages_after_read
  after update on public.direct_messages
  referencing old table as old_rows new table as new_rows
  for each statement execute function private.direct_messages_after_read();

-- ---------------------------------------------------------------------------------------------
-- posts: a reply notifies the author of the post
-- ---------------------------------------------------------------------------------------------
-- Not for one's own replies; not when the post's author blocked or muted the replier (outside the
-- anonymous rooms, as the feed). In an anonymous room the notification names nobody.
create function private.posts_notify_reply()
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
    perform private.notify(parent_author, 'reply', 'New reply',
      'Someone replied to your post in ' || room.name || '.',
      jsonb_build_object('room_slug', new.room_slug, 'post_id', new.parent_id, 'reply_id', new.id));
    return null;
  end if;
  if exists (select 1 from public.blocks as b where b.blocker_id = parent_author and b.blocked_id = new.author_id)
     or exists (select 1 from public.mutes as m where m.muter_id = parent_author and m.muted_id = new.author_id) then
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
  'Trigger: a reply notification to the post''s author (not for own replies; anonymous rooms name nobody).';
revoke execute on function private.posts_notify_reply() from public, anon, authenticated;

create trigger posts_notify_reply
  after insert on public.posts
  for each row execute function private.posts_notify_reply();

-- ---------------------------------------------------------------------------------------------
-- Channel authorisation: RLS on realtime.messages
-- ---------------------------------------------------------------------------------------------
-- True when the topic is the caller's own 'user:<id>' (and the two-factor rule holds).
create function private.is_own_member_topic(p_topic text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.uid() is not null and p_topic = 'user:' || auth.uid()::text and private.aal_satisfied(), false)
$$;
comment on function private.is_own_member_topic(text) is
  'Realtime RLS helper: true when the topic is user:<caller id>.';

-- True for 'presence:members' and any signed-in member (two-factor rule included).
create function private.is_members_presence_topic(p_topic text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.uid() is not null and p_topic = 'presence:members' and private.aal_satisfied(), false)
$$;
comment on function private.is_members_presence_topic(text) is
  'Realtime RLS helper: true when the topic is presence:members and the caller is signed in.';

revoke execute on function private.is_own_member_topic(text), private.is_members_presence_topic(text) from public, anon;
grant execute on function private.is_own_member_topic(text), private.is_members_presence_topic(text) to authenticated;

-- Receive one's own topic (broadcasts; presence is allowed too, harmlessly). No INSERT policy:
-- nobody broadcasts or tracks on a member topic but the database.
create policy members_receive_own_topic on realtime.messages
  for select to authenticated
  using (
    extension in ('broadcast', 'presence')
    and topic = (select realtime.topic())
    and (select private.is_own_member_topic((select realtime.topic())))
  );

-- Presence for the online dots: join and track on presence:members, Presence only.
create policy members_presence_receive on realtime.messages
  for select to authenticated
  using (
    extension = 'presence'
    and topic = (select realtime.topic())
    and (select private.is_members_presence_topic((select realtime.topic())))
  );
create policy members_presence_track on realtime.messages
  for insert to authenticated
  with check (
    extension = 'presence'
    and topic = (select realtime.topic())
    and (select private.is_members_presence_topic((select realtime.topic())))
  );
