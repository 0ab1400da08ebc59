-- No one can flood another member, and no one can impersonate the interface (issue 40, sections
-- 5, 6 and two of 8), after 20261129090000_posts_outlive_authors_and_rate_limits.sql.
--
-- 1. Flood limits, all through the one limiter private.take_rate_slot() (PT429, the message says
--    when the member can try again, the ISO time as the hint; the service role is not limited):
--      posts and replies   10 a minute (moved onto the limiter; private.post_rate goes)
--      friend requests     20 an hour (new or re-sent); a re-send to someone who declined waits a
--                          week after the decline (23514, says when)
--      direct messages     30 a minute
--      support requests    5 an hour, feature suggestions 5 an hour (reports are support requests)
--      bookings            at most 3 upcoming per member, none more than 60 days ahead, none in
--                          the past (23514, says when)
-- 2. One sender's repeats never pile up: private.notify() replaces the member's unread
--    notification of the same type from the same sender (notifications.dedup_key) instead of
--    adding another, and broadcasts notification_created with the same id either way.
-- 3. Names: display names are normalised (NFKC, format characters removed, trimmed, inner spaces
--    collapsed) on every write of profiles, sign-up included; the names the interface uses for
--    itself are refused (23514); every profile field has a length cap, the interests list too.
-- 4. Bookings: removing a host, and any deletion of an upcoming booking not made by its member,
--    tells the member with a notification (cancellations by update already did).
-- 5. The Inner Room's capacity check is no oracle: a join on behalf of someone else is refused
--    (42501) before the capacity is looked at.

-- ---------------------------------------------------------------------------------------------
-- 1a. Posts: onto the one limiter
-- ---------------------------------------------------------------------------------------------
-- plan_cache_mode (as before, and for the limiter it calls): custom plans find the ledger row by
-- its key however small the ledger was when a connection first posted.
create or replace function private.posts_rate_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
set plan_cache_mode = force_custom_plan
as $$
begin
  perform private.take_rate_slot(auth.uid(), 'post', 10, interval '1 minute',
    'You''re posting too fast. You can post again in %s.');
  return new;
end;
$$;
comment on function private.posts_rate_limit() is
  'Trigger: at most 10 posts and replies per member per rolling minute (private.take_rate_slot: PT429, hint = when they may post again).';
revoke execute on function private.posts_rate_limit() from public, anon, authenticated;

drop table private.post_rate;

-- ---------------------------------------------------------------------------------------------
-- 1b. Friend requests: 20 an hour; a declined request is re-sent a week after the decline
-- ---------------------------------------------------------------------------------------------
create or replace function private.friendships_before_insert()
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
  perform private.take_rate_slot(me, 'friend_request', 20, interval '1 hour',
    'You''ve sent a lot of friend requests. You can send another in %s.');
  new.created_at := pg_catalog.now();
  new.updated_at := pg_catalog.now();
  return new;
end;
$$;
comment on function private.friendships_before_insert() is
  'Trigger: requests only as oneself (42501), never across a block (23514), one row per pair (23505), 20 requests an hour (PT429); status pending.';
revoke execute on function private.friendships_before_insert() from public, anon, authenticated;

-- The re-send (declined -> pending) waits a week after the decline (updated_at of the declined
-- row: the decline was its last change) and takes a slot of the hourly cap.
create or replace function private.friendships_before_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := auth.uid();
  again_at timestamptz;
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
    again_at := old.updated_at + interval '7 days';
    if again_at > pg_catalog.now() then
      raise exception using
        errcode = '23514',
        message = format('This member declined your friend request. You can ask again in %s.',
                         private.human_wait(again_at - pg_catalog.now())),
        hint = to_char(again_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
    end if;
    perform private.take_rate_slot(me, 'friend_request', 20, interval '1 hour',
      'You''ve sent a lot of friend requests. You can send another in %s.');
    return new;
  end if;
  if me = old.requester_id and old.status = 'pending' then
    raise exception using errcode = '23514', message = 'Only the member you asked can answer a friend request.';
  end if;
  raise exception using errcode = '23514', message = 'This friend request cannot change that way.';
end;
$$;
comment on function private.friendships_before_update() is
  'Trigger: addressee pending -> accepted/declined; requester declined -> pending (re-send, a week after the decline, 23514; counts toward 20 requests an hour, PT429); else 23514.';
revoke execute on function private.friendships_before_update() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 1c. Direct messages: 30 a minute
-- ---------------------------------------------------------------------------------------------
create or replace function private.direct_messages_prepare()
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
  perform private.take_rate_slot(me, 'direct_message', 30, interval '1 minute',
    'You''re sending messages too fast. You can send again in %s.');
  new.created_at := pg_catalog.now();
  new.read_at := null;
  return new;
end;
$$;
comment on function private.direct_messages_prepare() is
  'Trigger: as oneself (42501); friends only, no block (23514 with a reason); trims the body and runs the content check (23514 with the reason); 30 messages a minute (PT429).';
revoke execute on function private.direct_messages_prepare() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 1d. Support requests and feature suggestions: 5 an hour each
-- ---------------------------------------------------------------------------------------------
create function private.support_requests_rate_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.kind = 'feature' then
    perform private.take_rate_slot(auth.uid(), 'feature_request', 5, interval '1 hour',
      'You''ve sent several feature suggestions in a short time. You can send another in %s.');
  else
    perform private.take_rate_slot(auth.uid(), 'support_request', 5, interval '1 hour',
      'You''ve sent several support requests in a short time. You can send another in %s.');
  end if;
  return new;
end;
$$;
comment on function private.support_requests_rate_limit() is
  'Trigger: at most 5 support requests (reports included) and 5 feature suggestions per member an hour (PT429).';
revoke execute on function private.support_requests_rate_limit() from public, anon, authenticated;

create trigger support_requests_20_rate_limit
  before insert on public.support_requests
  for each row execute function private.support_requests_rate_limit();

-- ---------------------------------------------------------------------------------------------
-- 1e. Bookings: at most 3 upcoming per member, none more than 60 days ahead, none in the past
-- ---------------------------------------------------------------------------------------------
create or replace function private.bookings_prepare()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := auth.uid();
  max_upcoming constant int := 3;
  zone text;
  starts timestamptz;
  ends timestamptz;
  local_start timestamp;
  local_end timestamp;
  upcoming int;
  first_end timestamptz;
  first_zone text;
begin
  if me is not null and new.booked_by is distinct from me then
    raise exception using errcode = '42501', message = 'You can only book sessions for yourself.';
  end if;
  if me is not null and new.status is distinct from 'booked' then
    raise exception using errcode = '23514', message = 'A new booking must be booked, not cancelled.';
  end if;
  if new.host_id = new.booked_by then
    raise exception using errcode = '23514', message = 'You cannot book a session with yourself.';
  end if;

  select h.time_zone into zone from public.advice_hosts as h where h.user_id = new.host_id;
  if zone is null then
    return new; -- no such host: the foreign key refuses it
  end if;

  starts := lower(new.slot);
  ends := upper(new.slot);
  if new.slot is null or isempty(new.slot) or starts is null or ends is null
     or lower_inf(new.slot) or upper_inf(new.slot) then
    raise exception using errcode = '23514', message = 'A session is exactly 30 minutes.';
  end if;
  local_start := starts at time zone zone;
  local_end := ends at time zone zone;
  if ends - starts <> interval '30 minutes' or local_end - local_start <> interval '30 minutes' then
    raise exception using errcode = '23514', message = 'A session is exactly 30 minutes.';
  end if;
  if extract(isodow from local_start) > 5 then
    raise exception using errcode = '23514',
      message = format('Sessions are Monday to Friday (%s time).', zone);
  end if;
  if pg_catalog.date_trunc('minute', local_start) <> local_start or extract(minute from local_start) not in (0, 30) then
    raise exception using errcode = '23514', message = 'A session starts on the hour or the half hour.';
  end if;
  if local_start::time < time '14:00' or local_start::time > time '17:30' then
    raise exception using errcode = '23514',
      message = format('Sessions are between 14:00 and 18:00 (%s time).', zone);
  end if;
  if starts <= pg_catalog.now() then
    raise exception using errcode = '23514', message = 'This time has passed. Choose a later slot.';
  end if;

  -- A member's limits (the service role and operators book for others without them).
  if me is not null then
    if starts > pg_catalog.now() + interval '60 days' then
      raise exception using
        errcode = '23514',
        message = format('You can book up to 60 days ahead. This slot opens for booking in %s.',
                         private.human_wait(starts - interval '60 days' - pg_catalog.now())),
        hint = to_char((starts - interval '60 days') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
    end if;
    -- One member's bookings are counted one at a time (concurrent bookings of the same member
    -- queue here; each counts in a fresh snapshot, read committed, after the lock).
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended('bookings:' || new.booked_by::text, 0));
    select count(*)::int into upcoming
      from public.bookings as b
     where b.booked_by = new.booked_by and b.status = 'booked' and upper(b.slot) > pg_catalog.now();
    if upcoming >= max_upcoming then
      select upper(b.slot), h.time_zone into first_end, first_zone
        from public.bookings as b
        join public.advice_hosts as h on h.user_id = b.host_id
       where b.booked_by = new.booked_by and b.status = 'booked' and upper(b.slot) > pg_catalog.now()
       order by upper(b.slot)
       limit 1;
      raise exception using
        errcode = '23514',
        message = format(
          'You already have %s upcoming sessions. You can book another after your next one ends (%s), or cancel one.',
          max_upcoming,
          pg_catalog.to_char(first_end at time zone first_zone, 'Dy DD Mon YYYY, HH24:MI') || ' ' || first_zone),
        hint = to_char(first_end at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
    end if;
  end if;

  new.slot := tstzrange(starts, ends, '[)');
  new.created_at := pg_catalog.now();
  return new;
end;
$$;
comment on function private.bookings_prepare() is
  'Trigger: as oneself (42501); booked; not with oneself; 30 minutes on :00/:30 from 14:00 to 17:30 start, Monday-Friday, host''s time zone; not past; for a member at most 60 days ahead and 3 upcoming bookings (23514, the hint says when).';
revoke execute on function private.bookings_prepare() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 2. Notifications: one unread notification per type and sender
-- ---------------------------------------------------------------------------------------------
alter table public.notifications add column dedup_key text;
comment on column public.notifications.dedup_key is
  'Type and sender (e.g. message:<sender id>): while unread, a new notification with the same key replaces this one. Written by private.notify().';

-- (No row carries a key yet: the rows already there never merge.)
create unique index notifications_unread_dedup_key
  on public.notifications (user_id, dedup_key)
  where read_at is null and dedup_key is not null;

-- Who a notification is from, as the key of its kind: the requester, the accepter, the sender,
-- the replier (an anonymous reply names nobody: keyed by the post replied to), the other party of
-- a booking. Null (never merged) for anything else.
create function private.notification_dedup_key(p_user_id uuid, p_type text, p_data jsonb)
returns text
language sql
immutable
set search_path = ''
as $$
  select p_type || ':' || sender
    from (select case p_type
      when 'friendRequest' then p_data ->> 'requester_id'
      when 'friendAccepted' then p_data ->> 'addressee_id'
      when 'message' then p_data ->> 'sender_id'
      when 'reply' then coalesce(p_data ->> 'replier_id', 'post:' || (p_data ->> 'post_id'))
      when 'meeting' then case
        when p_data ->> 'booked_by' = p_user_id::text then p_data ->> 'host_id'
        else p_data ->> 'booked_by' end
    end as sender) as s
   where sender is not null
$$;
comment on function private.notification_dedup_key(uuid, text, jsonb) is
  'The key under which a notification replaces the member''s unread one of the same type from the same sender; null when it never does.';
revoke execute on function private.notification_dedup_key(uuid, text, jsonb) from public, anon, authenticated;

-- Writes a notification, or replaces the member's unread one of the same type from the same
-- sender (same id; the new title, message, data and time; still unread). A new row is broadcast
-- by notifications_broadcast_created; a replaced one here, as notification_created with the same
-- id (the client merges by id).
create or replace function private.notify(p_user_id uuid, p_type text, p_title text, p_message text, p_data jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  payload constant jsonb := coalesce(p_data, '{}'::jsonb);
  written_id uuid;
  replaced boolean;
begin
  insert into public.notifications as n (user_id, type, title, message, data, dedup_key)
  values (p_user_id, p_type, left(p_title, 200), left(p_message, 1000), payload,
          private.notification_dedup_key(p_user_id, p_type, payload))
  on conflict (user_id, dedup_key) where read_at is null and dedup_key is not null
  do update set title = excluded.title, message = excluded.message, data = excluded.data,
                created_at = pg_catalog.now()
  returning n.id, n.xmax::text <> '0' into written_id, replaced;
  if replaced then
    perform private.send_to_member(p_user_id, 'notification_created',
      (select pg_catalog.to_jsonb(n) from public.notifications as n where n.id = written_id));
  end if;
end;
$$;
comment on function private.notify(uuid, text, text, text, jsonb) is
  'Writes a notification, or replaces the unread one of the same type from the same sender (dedup_key) and broadcasts it again. Triggers only.';
revoke execute on function private.notify(uuid, text, text, text, jsonb) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 3. Names and profile fields
-- ---------------------------------------------------------------------------------------------
-- NFKC, without format characters (zero-width spaces and joiners, the soft hyphen, the BOM),
-- trimmed, inner white space collapsed to one space; null when nothing is left.
create function private.normalize_display_name(p_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(
    pg_catalog.regexp_replace(
      pg_catalog.btrim(
        pg_catalog.regexp_replace(
          normalize(p_name, nfkc),
          E'[\\u00ad\\u180e\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u2064\\u2066-\\u206f\\ufeff]', '', 'g'),
        E' \t\n\r\u000b\f\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000'),
      E'[\\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+', ' ', 'g'),
    '')
$$;
comment on function private.normalize_display_name(text) is
  'A display name as stored: NFKC, format characters removed, trimmed, inner white space one space; null when empty.';
revoke execute on function private.normalize_display_name(text) from public, anon;
grant execute on function private.normalize_display_name(text) to authenticated, service_role;

-- The names the interface uses for itself (in any case, after normalisation). The client keeps
-- the same list (web/src/lib/display-name.ts) to say so before sign-up; this is the authority.
create function private.is_reserved_display_name(p_name text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select pg_catalog.lower(private.normalize_display_name(p_name))
         in ('you', 'anonymous', 'moderator', 'admin', 'nexus', 'system', 'deleted member', 'member')
$$;
comment on function private.is_reserved_display_name(text) is
  'True for a name the interface uses for itself (You, Anonymous, Moderator, Admin, Nexus, System, Deleted member, Member), in any case.';
revoke execute on function private.is_reserved_display_name(text) from public, anon;
grant execute on function private.is_reserved_display_name(text) to authenticated, service_role;

-- True when every interest is 1-40 characters.
create function private.interests_within_limits(p_interests text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(bool_and(char_length(i) between 1 and 40), true) from pg_catalog.unnest(p_interests) as i
$$;
comment on function private.interests_within_limits(text[]) is 'Check helper: every interest is 1 to 40 characters.';
revoke execute on function private.interests_within_limits(text[]) from public, anon;
grant execute on function private.interests_within_limits(text[]) to authenticated, service_role;

-- BEFORE INSERT or UPDATE of profiles: the name is normalised; a reserved name or one over 50
-- characters is refused (23514) when it is set or changed (for everyone: members, the sign-up
-- trigger, the service role). Interests are trimmed, empty ones dropped.
create function private.profiles_prepare()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.name := private.normalize_display_name(new.name);
  if tg_op = 'INSERT' or new.name is distinct from old.name then
    if private.is_reserved_display_name(new.name) then
      raise exception using errcode = '23514', message = 'That name is reserved. Please choose another.';
    end if;
    if char_length(new.name) > 50 then
      raise exception using errcode = '23514', message = 'Your name can be at most 50 characters.';
    end if;
  end if;
  if new.interests is not null and (tg_op = 'INSERT' or new.interests is distinct from old.interests) then
    new.interests := array(
      select pg_catalog.btrim(i) from pg_catalog.unnest(new.interests) with ordinality as u (i, n)
       where pg_catalog.btrim(i) <> '' order by n);
    if cardinality(new.interests) > 30 then
      raise exception using errcode = '23514', message = 'You can list at most 30 interests.';
    end if;
    if not private.interests_within_limits(new.interests) then
      raise exception using errcode = '23514', message = 'Each interest can be at most 40 characters.';
    end if;
  end if;
  return new;
end;
$$;
comment on function private.profiles_prepare() is
  'Trigger: normalises the name; refuses a reserved name, a name over 50 characters, more than 30 interests or one over 40 characters (23514).';
revoke execute on function private.profiles_prepare() from public, anon, authenticated;

-- Existing rows first: names normalised, reserved ones cleared (shown as 'Member'), names cut to
-- 50, interests trimmed and cut to 30 items of 40 characters (before the trigger and checks).
update public.profiles as p
   set name = case when private.is_reserved_display_name(p.name) then null
                   else left(private.normalize_display_name(p.name), 50) end
 where p.name is distinct from (case when private.is_reserved_display_name(p.name) then null
                                     else left(private.normalize_display_name(p.name), 50) end);
update public.profiles as p
   set interests = array(
     select left(pg_catalog.btrim(i), 40) from pg_catalog.unnest(p.interests) with ordinality as u (i, n)
      where pg_catalog.btrim(i) <> '' order by n limit 30)
 where not private.interests_within_limits(p.interests) or cardinality(p.interests) > 30
    or exists (select 1 from pg_catalog.unnest(p.interests) as i where i <> pg_catalog.btrim(i));

create trigger profiles_10_prepare
  before insert or update on public.profiles
  for each row execute function private.profiles_prepare();

alter table public.profiles drop constraint profiles_name_length;
alter table public.profiles
  add constraint profiles_name_length check (char_length(name) between 1 and 50),
  add constraint profiles_interests_length check (private.interests_within_limits(interests));
comment on column public.profiles.name is
  'The display name: NFKC-normalised, trimmed, inner spaces collapsed, 1-50 characters, never a name the interface uses for itself (profiles_10_prepare).';
comment on column public.profiles.interests is 'At most 30 interests of 1-40 characters each.';

-- Sign-up: the profile trigger normalises and checks the name (a reserved name refuses the
-- sign-up: GoTrue answers 'Database error saving new user', so the sign-up form checks the same
-- rule first); a long name is cut to 50 characters here rather than refused.
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, name)
  values (new.id, left(private.normalize_display_name(new.raw_user_meta_data ->> 'name'), 50));

  insert into public.subscribers (user_id, subscribed, trial_end)
  values (new.id, false, pg_catalog.now() + interval '7 days');

  return new;
end;
$$;
comment on function public.handle_new_user() is
  'Trigger on auth.users insert: creates the profile (name normalised, cut to 50; a reserved name is refused, 23514) and the subscriber row with a 7-day trial.';
revoke execute on function public.handle_new_user() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 4. Bookings: the member hears of every cancellation they did not make
-- ---------------------------------------------------------------------------------------------
-- An upcoming booking deleted by someone other than its member (an administrator, the service
-- role): 'Session cancelled' to the member, booking_changed (op DELETE) to both. Not when the
-- host itself is being removed (advice_hosts_before_delete says so, once per member), nor when
-- the member's own account is going.
create function private.bookings_after_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  host record;
  payload constant jsonb := pg_catalog.to_jsonb(old) || jsonb_build_object('op', tg_op);
begin
  select h.display_name, h.time_zone into host from public.advice_hosts as h where h.user_id = old.host_id;
  if not found or not exists (select 1 from auth.users as u where u.id = old.booked_by) then
    return null; -- the host or the member is being removed
  end if;
  if old.status = 'booked' and upper(old.slot) > pg_catalog.now() and auth.uid() is distinct from old.booked_by then
    perform private.notify(old.booked_by, 'meeting', 'Session cancelled',
      format('Your session with %s on %s was cancelled.', host.display_name, private.booking_when(old.slot, host.time_zone)),
      jsonb_build_object(
        'booking_id', old.id, 'host_id', old.host_id, 'host_name', host.display_name,
        'booked_by', old.booked_by, 'booked_by_name', private.display_name(old.booked_by),
        'starts_at', lower(old.slot), 'ends_at', upper(old.slot), 'status', 'cancelled'));
  end if;
  perform private.send_to_member(old.booked_by, 'booking_changed', payload);
  if exists (select 1 from auth.users as u where u.id = old.host_id) then
    perform private.send_to_member(old.host_id, 'booking_changed', payload);
  end if;
  return null;
end;
$$;
comment on function private.bookings_after_delete() is
  'Trigger: an upcoming booking deleted by anyone but its member tells the member (Session cancelled); booking_changed (DELETE) to both.';
revoke execute on function private.bookings_after_delete() from public, anon, authenticated;

create trigger bookings_after_delete
  after delete on public.bookings
  for each row execute function private.bookings_after_delete();

-- A host removed (by an administrator, or with their account): each member with upcoming
-- sessions with them hears so once, every session named, before the bookings go by cascade.
create function private.advice_hosts_before_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  r record;
begin
  for r in
    select b.booked_by,
           string_agg(private.booking_when(b.slot, old.time_zone), ', ' order by lower(b.slot)) as whens,
           count(*)::int as sessions,
           jsonb_agg(b.id order by lower(b.slot)) as booking_ids
      from public.bookings as b
     where b.host_id = old.user_id and b.status = 'booked' and upper(b.slot) > pg_catalog.now()
       and b.booked_by is distinct from auth.uid()
     group by b.booked_by
  loop
    perform private.notify(r.booked_by, 'meeting', 'Session cancelled',
      format('%s is no longer hosting sessions, so your %s on %s %s cancelled.',
             old.display_name, case when r.sessions = 1 then 'session' else 'sessions' end, r.whens,
             case when r.sessions = 1 then 'was' else 'were' end),
      jsonb_build_object('host_id', old.user_id, 'host_name', old.display_name, 'booked_by', r.booked_by,
                         'booking_ids', r.booking_ids, 'status', 'cancelled', 'reason', 'host_removed'));
  end loop;
  return old;
end;
$$;
comment on function private.advice_hosts_before_delete() is
  'Trigger: removing a host tells each member with upcoming sessions with them (one Session cancelled notification each).';
revoke execute on function private.advice_hosts_before_delete() from public, anon, authenticated;

create trigger advice_hosts_before_delete
  before delete on public.advice_hosts
  for each row execute function private.advice_hosts_before_delete();

-- ---------------------------------------------------------------------------------------------
-- 5. The Inner Room's capacity check is no oracle
-- ---------------------------------------------------------------------------------------------
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
  -- Before anything about the room is looked at: a member joins only as themself (the insert
  -- policy says the same, but it is checked after this trigger).
  if auth.uid() is not null and new.user_id is distinct from auth.uid() then
    raise exception using errcode = '42501', message = 'You can only join a room as yourself.';
  end if;
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
  'Trigger: a join on behalf of someone else is refused first (42501); then refuses a join of a full room (23514), race-free by locking the room row first.';
revoke execute on function private.room_members_enforce_capacity() from public, anon, authenticated;
