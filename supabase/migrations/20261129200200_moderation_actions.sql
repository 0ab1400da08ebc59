-- Moderation (issue 41), the acting half: roles read from public.user_roles at every request,
-- restrictions (mute, suspend) enforced at every request, moderators' actions with a statement of
-- reasons to the member they touch, appeals, an administrator's reveal of an anonymous author, and
-- the append-only log. After 20261129200000_moderation_schema.sql (the tables) and
-- 20261129200100_moderation_reports.sql (reports, cases, the queue, care).
--
-- 1. public.is_admin() / public.is_moderator(): from public.user_roles only (never the JWT), so a
--    role granted or taken away counts from the caller's next statement with the same old token.
--    public.grant_role / revoke_role / list_roles: administrators only, logged.
-- 2. private.assert_not_restricted(what) and before-insert triggers on posts, direct_messages,
--    friendships (and accepting a request), room_members and bookings: a mute stops posting,
--    replying and messaging; a suspension stops all of those plus befriending, joining rooms,
--    booking and reporting. Read from public.member_restrictions at every statement.
-- 3. public.moderate_case: dismiss, hide, remove, restore, warn, mute, suspend, lift. An action on
--    anonymous content acts on its author without returning, logging or broadcasting who it is.
-- 4. Statements (public.my_statements, public.my_restriction), appeals (public.appeal_action,
--    public.decide_appeal, public.moderation_appeals), public.reveal_anonymous_author and
--    public.moderation_log_entries.
--
-- Adds one column: public.moderation_actions.excerpt (what the action was about, as it was, for
-- the member's statement: the content may be gone afterwards).

alter table public.moderation_actions add column excerpt text
  constraint moderation_actions_excerpt_length check (char_length(excerpt) <= 300);
comment on column public.moderation_actions.excerpt is
  'The start of the content the action concerns, as it was when acted on (shown only to the member in their statement).';

-- ---------------------------------------------------------------------------------------------
-- 1. Roles
-- ---------------------------------------------------------------------------------------------
create or replace function private.caller_has_role(p_role text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles as r
     where r.user_id = auth.uid()
       and (r.role = p_role or (p_role = 'moderator' and r.role = 'admin')))
$$;
comment on function private.caller_has_role(text) is
  'True when the caller holds the role in public.user_roles (an administrator counts as a moderator). Read at every call: a role granted or revoked counts from the next statement, whatever the token says.';
revoke execute on function private.caller_has_role(text) from public;
grant execute on function private.caller_has_role(text) to anon, authenticated, service_role, edge_functions;

create or replace function public.is_admin()
returns boolean
language sql
stable
set search_path = ''
as $$ select private.caller_has_role('admin') $$;
comment on function public.is_admin() is
  'True when the caller is an administrator in public.user_roles (never from the JWT: a role granted or revoked counts from the next statement). Security invoker.';
revoke execute on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated, service_role, edge_functions;

create or replace function public.is_moderator()
returns boolean
language sql
stable
set search_path = ''
as $$ select private.caller_has_role('moderator') $$;
comment on function public.is_moderator() is
  'True when the caller is a moderator or an administrator in public.user_roles (read at every statement, never from the JWT). Security invoker.';
revoke execute on function public.is_moderator() from public;
grant execute on function public.is_moderator() to anon, authenticated, service_role, edge_functions;

-- The gates every moderation function passes first.
create function private.require_moderator()
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null or not private.aal_satisfied() or not private.caller_has_role('moderator') then
    raise exception using errcode = '42501', message = 'Only moderators can do this.';
  end if;
  return auth.uid();
end;
$$;
comment on function private.require_moderator() is
  'Returns the caller''s id when they are a moderator or administrator (two-factor satisfied where enrolled); raises 42501 ''Only moderators can do this.'' otherwise.';
revoke execute on function private.require_moderator() from public, anon, authenticated;

create function private.require_admin()
returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null or not private.aal_satisfied() or not private.caller_has_role('admin') then
    raise exception using errcode = '42501', message = 'Only administrators can do this.';
  end if;
  return auth.uid();
end;
$$;
comment on function private.require_admin() is
  'Returns the caller''s id when they are an administrator (two-factor satisfied where enrolled); raises 42501 ''Only administrators can do this.'' otherwise.';
revoke execute on function private.require_admin() from public, anon, authenticated;

create function private.grant_role(p_user_id uuid, p_role text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := private.require_admin();
  granted boolean;
begin
  if p_role is null or p_role not in ('moderator', 'admin') then
    raise exception using errcode = '22023', message = 'Choose a role: moderator or admin.';
  end if;
  if p_user_id is null or not exists (select 1 from auth.users as u where u.id = p_user_id) then
    raise exception using errcode = '22023', message = 'There is no such member.';
  end if;
  insert into public.user_roles (user_id, role, granted_by) values (p_user_id, p_role, me)
  on conflict (user_id, role) do nothing;
  get diagnostics granted = row_count;
  if granted then
    insert into public.moderation_log (actor_id, verb, detail)
    values (me, 'role_granted', jsonb_build_object('user_id', p_user_id, 'role', p_role));
  end if;
end;
$$;
comment on function private.grant_role(uuid, text) is
  'Administrators: gives a member the role moderator or admin (nothing when they have it), logged as role_granted. 42501 for anyone else, 22023 for an unknown role or member.';
revoke execute on function private.grant_role(uuid, text) from public, anon;
grant execute on function private.grant_role(uuid, text) to authenticated;

create function private.revoke_role(p_user_id uuid, p_role text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := private.require_admin();
  revoked boolean;
begin
  if p_role is null or p_role not in ('moderator', 'admin') then
    raise exception using errcode = '22023', message = 'Choose a role: moderator or admin.';
  end if;
  -- Serialise role changes so that two administrators cannot remove each other at once.
  perform 1 from public.user_roles as r where r.role = 'admin' for update;
  if p_role = 'admin'
     and exists (select 1 from public.user_roles as r where r.user_id = p_user_id and r.role = 'admin')
     and (select count(*) from public.user_roles as r where r.role = 'admin') = 1 then
    raise exception using errcode = '23514', message = 'Nexus needs at least one administrator: make someone else an administrator first.';
  end if;
  delete from public.user_roles as r where r.user_id = p_user_id and r.role = p_role;
  get diagnostics revoked = row_count;
  if revoked then
    insert into public.moderation_log (actor_id, verb, detail)
    values (me, 'role_revoked', jsonb_build_object('user_id', p_user_id, 'role', p_role));
  end if;
end;
$$;
comment on function private.revoke_role(uuid, text) is
  'Administrators: takes a role from a member (counts from their next request), logged as role_revoked. The last administrator stays (23514). 42501 for anyone else.';
revoke execute on function private.revoke_role(uuid, text) from public, anon;
grant execute on function private.revoke_role(uuid, text) to authenticated;

create function private.list_roles()
returns table (user_id uuid, name text, role text, granted_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return query
    select r.user_id, coalesce(nullif(btrim(p.name), ''), 'Member'), r.role, r.granted_at
      from public.user_roles as r
      left join public.profiles as p on p.id = r.user_id
     order by r.role, p.name, r.user_id;
end;
$$;
comment on function private.list_roles() is
  'Administrators: every moderator and administrator with their name and when the role was granted. 42501 for anyone else.';
revoke execute on function private.list_roles() from public, anon;
grant execute on function private.list_roles() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- 2. Restrictions
-- ---------------------------------------------------------------------------------------------
-- The restriction in force for a member: a suspension over a mute; the latest end of that kind
-- (null: until a moderator lifts it). Not executable by clients: it would tell anyone whether
-- any member (an anonymous author, say) is restricted.
create function private.restriction_of(p_user uuid)
returns table (kind text, ends_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select r.kind,
         case when bool_or(r.ends_at is null) then null else max(r.ends_at) end
    from public.member_restrictions as r
   where r.user_id = p_user
     and r.lifted_at is null
     and r.starts_at <= pg_catalog.now()
     and (r.ends_at is null or r.ends_at > pg_catalog.now())
   group by r.kind
   order by (r.kind = 'suspend') desc
   limit 1
$$;
comment on function private.restriction_of(uuid) is
  'The mute or suspension in force for a member (a suspension wins), with its end (null: until lifted). No row when none. Internal: not executable by clients.';
revoke execute on function private.restriction_of(uuid) from public, anon, authenticated;

-- '3 Dec 2026, 14:00 UTC'
create function private.format_utc(p_at timestamptz)
returns text
language sql
stable
set search_path = ''
as $$ select pg_catalog.to_char(p_at at time zone 'UTC', 'FMDD Mon YYYY, HH24:MI') || ' UTC' $$;
comment on function private.format_utc(timestamptz) is 'A time as members read it: ''3 Dec 2026, 14:00 UTC''.';
revoke execute on function private.format_utc(timestamptz) from public, anon;

create function private.assert_user_not_restricted(p_user uuid, p_what text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  r record;
begin
  if p_what is null or p_what not in ('post', 'message', 'friend', 'room', 'meeting', 'booking', 'report') then
    raise exception using errcode = '22023', message = 'assert_not_restricted: unknown action ' || coalesce(p_what, 'null');
  end if;
  if p_user is null then
    return;
  end if;
  select * into r from private.restriction_of(p_user);
  if not found then
    return;
  end if;
  if r.kind = 'suspend' then
    raise exception using errcode = '42501',
      message = 'Your account is suspended until '
        || coalesce(private.format_utc(r.ends_at), 'a moderator lifts it') || '.',
      hint = coalesce(pg_catalog.to_char(r.ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), '');
  end if;
  if r.kind = 'mute' and p_what in ('post', 'message') then
    raise exception using errcode = '42501',
      message = 'You are muted until '
        || coalesce(private.format_utc(r.ends_at), 'a moderator lifts it') || '.',
      hint = coalesce(pg_catalog.to_char(r.ends_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'), '');
  end if;
end;
$$;
comment on function private.assert_user_not_restricted(uuid, text) is
  'Raises 42501 when the member may not do p_what (post, message, friend, room, meeting, booking, report) now: a mute stops post and message, a suspension everything; the message gives the end (''You are muted until 3 Dec 2026, 14:00 UTC.'', ''Your account is suspended until a moderator lifts it.''), the hint the ISO end. Internal.';
revoke execute on function private.assert_user_not_restricted(uuid, text) from public, anon, authenticated;

-- mod-reports may have created a no-op of this name (to call it before this migration existed).
drop function if exists private.assert_not_restricted(text);
create function private.assert_not_restricted(p_what text)
returns void
language sql
stable
security definer
set search_path = ''
as $$ select private.assert_user_not_restricted(auth.uid(), p_what) $$;
comment on function private.assert_not_restricted(text) is
  'Raises 42501 with a message giving the end when the caller is muted (p_what post or message) or suspended (any p_what: post, message, friend, room, meeting, booking, report). Read from public.member_restrictions at every call, so an old token counts for nothing.';
revoke execute on function private.assert_not_restricted(text) from public, anon;
grant execute on function private.assert_not_restricted(text) to authenticated;

-- Trigger: TG_ARGV[0] what the row does, TG_ARGV[1] the column naming the member who does it.
create function private.enforce_not_restricted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.assert_user_not_restricted(
    (pg_catalog.to_jsonb(new) ->> tg_argv[1])::uuid, tg_argv[0]);
  return new;
end;
$$;
comment on function private.enforce_not_restricted() is
  'Trigger: refuses the row (42501, with the end of the restriction) when the member in column TG_ARGV[1] is muted (TG_ARGV[0] post or message) or suspended.';
revoke execute on function private.enforce_not_restricted() from public, anon, authenticated;

-- Named to run before the other before-insert triggers (a refused post takes no rate slot).
create trigger posts_05_not_restricted
  before insert on public.posts
  for each row execute function private.enforce_not_restricted('post', 'author_id');
create trigger direct_messages_05_not_restricted
  before insert on public.direct_messages
  for each row execute function private.enforce_not_restricted('message', 'sender_id');
create trigger friendships_05_not_restricted
  before insert on public.friendships
  for each row execute function private.enforce_not_restricted('friend', 'requester_id');
create trigger friendships_05_not_restricted_accept
  before update on public.friendships
  for each row when (new.status = 'accepted' and old.status is distinct from 'accepted')
  execute function private.enforce_not_restricted('friend', 'addressee_id');
create trigger room_members_05_not_restricted
  before insert on public.room_members
  for each row execute function private.enforce_not_restricted('room', 'user_id');
create trigger bookings_05_not_restricted
  before insert on public.bookings
  for each row execute function private.enforce_not_restricted('booking', 'booked_by');

create function private.my_restriction()
returns table (kind text, ends_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select r.kind, r.ends_at
    from (select 1) as one
    left join private.restriction_of(auth.uid()) as r on true
$$;
comment on function private.my_restriction() is
  'The caller''s restriction in force: one row (kind mute or suspend, ends_at, null for until lifted), or a row of nulls when none.';
revoke execute on function private.my_restriction() from public, anon;
grant execute on function private.my_restriction() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- 3. Actions
-- ---------------------------------------------------------------------------------------------
create function private.rule_label(p_rule text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_rule
    when 'harassment' then 'Harassment or bullying'
    when 'hate' then 'Hate'
    when 'self_harm' then 'Encouraging self-harm'
    when 'sexual' then 'Sexual content'
    when 'spam' then 'Spam'
    when 'personal_information' then 'Sharing personal information'
    when 'impersonation' then 'Impersonation'
    when 'misleading_advice' then 'Misleading advice'
    when 'anonymity' then 'Misusing anonymity'
    when 'illegal' then 'Illegal content'
    when 'other' then 'Other'
  end
$$;
comment on function private.rule_label(text) is 'The community guidelines'' name of a rule code, as members read it.';
revoke execute on function private.rule_label(text) from public, anon;

-- The statement of reasons: a 'moderation' notification to the member the action touches. It
-- says what was done, to what, the rule, the reason, whether it was automatic and how long;
-- never who reported, never which moderator.
create function private.send_statement(p_action_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  a record;
  noun text;
  title text;
  body text;
begin
  select * into a from public.moderation_actions as m where m.id = p_action_id;
  if not found or a.subject_id is null then
    return;
  end if;
  noun := case a.target_type
            when 'post' then coalesce(
              (select case when p.parent_id is null then 'post' else 'reply' end
                 from public.posts as p where p.id = a.target_id), 'post')
            when 'message' then 'message'
            when 'profile' then 'profile'
            else 'content' end;
  title := case a.action
    when 'hide' then case when a.automatic then 'Your ' || noun || ' is hidden pending review'
                          else 'A moderator hid your ' || noun end
    when 'remove' then 'A moderator removed your ' || noun
    when 'restore' then 'Your ' || noun || ' is visible again'
    when 'warn' then 'You received a warning from a moderator'
    when 'mute' then 'You are muted until ' || coalesce(private.format_utc(a.until), 'a moderator lifts it')
    when 'suspend' then 'Your account is suspended until ' || coalesce(private.format_utc(a.until), 'a moderator lifts it')
    when 'lift' then 'Your restriction was lifted'
    when 'dismiss' then 'Your ' || noun || ' is visible again'
  end;
  body := concat_ws(' ',
    case when a.excerpt is not null then 'About: "' || a.excerpt || '".' end,
    case when a.rule is not null then 'Rule: ' || private.rule_label(a.rule) || '.' end,
    'Reason: ' || a.reason,
    case when a.automatic then 'This was automatic: several members reported it, and a moderator will review it.' end,
    case a.action
      when 'mute' then 'You cannot post, reply or send messages until ' || coalesce(private.format_utc(a.until), 'a moderator lifts it') || '.'
      when 'suspend' then 'Until ' || coalesce(private.format_utc(a.until), 'a moderator lifts it')
        || ' you cannot post, reply, message, add friends, join rooms, book or report; you can still read this, appeal, download your data and delete your account.'
      else null end,
    case when a.action in ('hide', 'remove', 'warn', 'mute', 'suspend')
      then 'You can appeal within 30 days under Settings → Account → Account standing.' end);
  perform private.notify(a.subject_id, 'moderation', title, body, jsonb_build_object(
    'action_id', a.id, 'action', a.action, 'target_type', a.target_type, 'target_id', a.target_id,
    'rule', a.rule, 'reason', a.reason, 'automatic', a.automatic, 'until', a.until));
end;
$$;
comment on function private.send_statement(uuid) is
  'Sends the statement of reasons of an action to the member it touches (notification type moderation: what, to what, the rule, the reason, automatic or not, how long, how to appeal). Never names the reporter or the moderator.';
revoke execute on function private.send_statement(uuid) from public, anon, authenticated;

-- A post as it goes: deleted, or a placeholder (deleted_at, body '', no author) where other
-- members answered it, announced on room:<slug> as account deletion does.
create function private.remove_post(p_post_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  kept record;
begin
  update public.posts as p
     set deleted_at = pg_catalog.now(), body = '', author_id = null, moderation_state = null
   where p.id = p_post_id and p.deleted_at is null
     and exists (select 1 from public.posts as c
                  where c.parent_id = p.id and c.author_id is distinct from p.author_id)
  returning p.id, p.parent_id, p.room_slug into kept;
  if found then
    perform realtime.send(
      jsonb_build_object('id', kept.id, 'parent_id', kept.parent_id, 'room_slug', kept.room_slug,
                         'placeholder', true),
      'post_deleted', 'room:' || kept.room_slug, true);
  else
    -- The delete trigger broadcasts post_deleted; the author's own replies under it go with it.
    delete from public.posts as p where p.id = p_post_id;
  end if;
end;
$$;
comment on function private.remove_post(uuid) is
  'Removes a post or reply: a placeholder (deleted_at, body '''', no author; post_deleted {id, parent_id, room_slug, placeholder: true} on room:<slug>) where other members answered it, deleted otherwise.';
revoke execute on function private.remove_post(uuid) from public, anon, authenticated;

create function private.moderate_case(p_case_id uuid, p_action text, p_rule text, p_reason text, p_until timestamptz)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := private.require_moderator();
  c record;
  reason text := btrim(coalesce(p_reason, ''));
  content_excerpt text;
  content_state text;
  content_found boolean := false;
  action_id uuid;
  acted_until timestamptz;
  subject uuid;
begin
  if p_action is null or p_action not in ('dismiss', 'hide', 'remove', 'restore', 'warn', 'mute', 'suspend', 'lift') then
    raise exception using errcode = '22023', message = 'Choose an action: dismiss, hide, remove, restore, warn, mute, suspend or lift.';
  end if;
  if p_action in ('hide', 'remove', 'warn', 'mute', 'suspend') and p_rule is null then
    raise exception using errcode = '22023', message = 'Choose the rule from the community guidelines.';
  end if;
  if p_rule is not null and private.rule_label(p_rule) is null then
    raise exception using errcode = '22023', message = 'Choose the rule from the community guidelines.';
  end if;
  if char_length(reason) < 1 or char_length(reason) > 2000 then
    raise exception using errcode = '22023', message = 'Write the reason to the member (at most 2,000 characters).';
  end if;
  if p_action = 'mute' and (p_until is null or p_until <= pg_catalog.now()) then
    raise exception using errcode = '22023', message = 'A mute needs an end in the future.';
  end if;
  if p_action = 'suspend' and p_until is not null and p_until <= pg_catalog.now() then
    raise exception using errcode = '22023', message = 'A suspension ends in the future, or when a moderator lifts it.';
  end if;
  acted_until := case when p_action in ('mute', 'suspend') then p_until end;

  select * into c from public.moderation_cases as mc where mc.id = p_case_id for update;
  if not found then
    raise exception using errcode = '22023', message = 'There is no such case.';
  end if;
  if p_action = 'dismiss' and c.status <> 'open' then
    raise exception using errcode = '23514', message = 'This case is already closed.';
  end if;
  if c.kind = 'care' and p_action in ('hide', 'remove', 'warn', 'mute', 'suspend') then
    raise exception using errcode = '23514', message = 'A care case restricts nobody: answer it, or dismiss it.';
  end if;
  if p_action in ('hide', 'remove', 'restore')
     and (c.target_type is null or c.target_type not in ('post', 'message')) then
    raise exception using errcode = '23514', message = 'Only a post, a reply or a message can be hidden, removed or restored.';
  end if;
  subject := c.subject_id;
  if subject = me then
    raise exception using errcode = '42501', message = 'This case concerns you: another moderator decides it.';
  end if;
  if p_action in ('warn', 'mute', 'suspend', 'lift') and subject is null then
    raise exception using errcode = '23514', message = 'This case concerns no member who can be acted on.';
  end if;

  -- The content as it is now (for the statement's excerpt and for hide/remove/restore).
  if c.target_type = 'post' then
    select left(p.body, 200), p.moderation_state, true into content_excerpt, content_state, content_found
      from public.posts as p where p.id = c.target_id and p.deleted_at is null;
  elsif c.target_type = 'message' then
    select left(m.body, 200), m.moderation_state, true into content_excerpt, content_state, content_found
      from public.direct_messages as m where m.id = c.target_id;
  end if;
  content_found := coalesce(content_found, false);
  if content_excerpt is null then
    content_excerpt := left(coalesce(c.snapshot ->> 'body', c.snapshot ->> 'text'), 200);
  end if;
  if p_action in ('hide', 'remove', 'restore') and not content_found then
    raise exception using errcode = '23514', message = 'This content is no longer there.';
  end if;
  if p_action = 'restore' and content_state is null then
    raise exception using errcode = '23514', message = 'This content is not hidden: there is nothing to restore.';
  end if;
  if p_action = 'lift' and not exists (select 1 from private.restriction_of(subject)) then
    raise exception using errcode = '23514', message = 'This member is neither muted nor suspended.';
  end if;

  insert into public.moderation_actions (case_id, action, subject_id, target_type, target_id, rule,
    reason, until, automatic, moderator_id, anonymous, excerpt)
  values (c.id, p_action, case when p_action = 'dismiss' then null else subject end,
    c.target_type, c.target_id, p_rule, reason, acted_until, false, me, c.anonymous,
    case when c.target_type in ('post', 'message') then content_excerpt end)
  returning id into action_id;

  case p_action
    when 'dismiss' then
      -- Reports that came to nothing: what they hid pending review is shown again.
      if c.target_type = 'post' then
        update public.posts as p set moderation_state = null where p.id = c.target_id and p.moderation_state = 'hidden_pending';
      elsif c.target_type = 'message' then
        update public.direct_messages as m set moderation_state = null where m.id = c.target_id and m.moderation_state = 'hidden_pending';
      end if;
    when 'hide' then
      if c.target_type = 'post' then
        update public.posts as p set moderation_state = 'hidden' where p.id = c.target_id;
      else
        update public.direct_messages as m set moderation_state = 'hidden' where m.id = c.target_id;
      end if;
    when 'restore' then
      if c.target_type = 'post' then
        update public.posts as p set moderation_state = null where p.id = c.target_id;
      else
        update public.direct_messages as m set moderation_state = null where m.id = c.target_id;
      end if;
    when 'remove' then
      if c.target_type = 'post' then
        perform private.remove_post(c.target_id);
      else
        delete from public.direct_messages as m where m.id = c.target_id;
      end if;
    when 'mute', 'suspend' then
      insert into public.member_restrictions (user_id, kind, ends_at, action_id)
      values (subject, p_action, acted_until, action_id);
    when 'lift' then
      update public.member_restrictions as r set lifted_at = pg_catalog.now()
       where r.user_id = subject and r.lifted_at is null;
    else
      null; -- warn: the statement is the action.
  end case;

  update public.moderation_cases as mc
     set status = case p_action when 'dismiss' then 'dismissed'
                                when 'restore' then mc.status
                                when 'lift' then mc.status
                                else 'actioned' end,
         closed_at = case when p_action in ('restore', 'lift') then mc.closed_at
                          else coalesce(mc.closed_at, pg_catalog.now()) end,
         last_activity_at = pg_catalog.now()
   where mc.id = c.id;

  -- The log names the member only when the content was not anonymous.
  insert into public.moderation_log (actor_id, verb, case_id, action_id, detail)
  values (me, 'action', c.id, action_id, jsonb_strip_nulls(jsonb_build_object(
    'action', p_action, 'rule', p_rule, 'reason', reason, 'until', acted_until,
    'target_type', c.target_type, 'target_id', c.target_id, 'anonymous', c.anonymous,
    'subject_id', case when c.anonymous then null else subject end)));

  if p_action <> 'dismiss' then
    perform private.send_statement(action_id);
  elsif content_state = 'hidden_pending' and subject is not null then
    -- The author was told it was hidden pending review: tell them it is back.
    perform private.notify(subject, 'moderation',
      'Your ' || case c.target_type when 'message' then 'message' else 'post' end || ' is visible again',
      'A moderator reviewed the reports and took no action.',
      jsonb_build_object('action_id', action_id, 'action', 'dismiss', 'target_type', c.target_type,
                         'target_id', c.target_id, 'automatic', false));
  end if;
  return action_id;
end;
$$;
comment on function private.moderate_case(uuid, text, text, text, timestamptz) is
  'Moderators: acts on a case and returns the action''s id. dismiss (shows again what reports hid pending review), hide/remove/restore (the post, reply or message), warn, mute (until p_until), suspend (until p_until or until lifted), lift (ends the member''s restrictions). Closes the case (dismissed/actioned) except restore and lift, logs, and sends the member a statement of reasons. An anonymous author is acted on without being returned, logged or broadcast. 42501 for anyone else; 22023/23514 for bad input.';
revoke execute on function private.moderate_case(uuid, text, text, text, timestamptz) from public, anon;
grant execute on function private.moderate_case(uuid, text, text, text, timestamptz) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- 4. Statements, appeals, reveals, the log
-- ---------------------------------------------------------------------------------------------
create function private.my_statements()
returns table (id uuid, action text, target_type text, excerpt text, rule text, reason text,
               automatic boolean, until timestamptz, created_at timestamptz, appeal_status text,
               can_appeal boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select a.id, a.action, a.target_type,
         -- An automatic hide (written by the reports' migration) has no excerpt: the case's snapshot.
         coalesce(a.excerpt, left(coalesce(c.snapshot ->> 'text', c.snapshot ->> 'body'), 200)),
         a.rule, a.reason, a.automatic, a.until,
         a.created_at, ap.status,
         ap.id is null and a.action in ('hide', 'remove', 'warn', 'mute', 'suspend')
           and a.created_at > pg_catalog.now() - interval '30 days'
    from public.moderation_actions as a
    left join public.moderation_cases as c on c.id = a.case_id and a.target_type in ('post', 'message')
    left join public.appeals as ap on ap.action_id = a.id
   where a.subject_id = auth.uid()
     and a.action <> 'dismiss'
     and (select private.aal_satisfied())
   order by a.created_at desc, a.id
$$;
comment on function private.my_statements() is
  'The caller''s statements of reasons, newest first: what was done, to what (excerpt), the rule, the reason, automatic or not, until when, the appeal''s status (pending, upheld, overturned or null) and whether an appeal is still possible. Never who reported or which moderator.';
revoke execute on function private.my_statements() from public, anon;
grant execute on function private.my_statements() to authenticated;

create function private.appeal_action(p_action_id uuid, p_body text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := auth.uid();
  a record;
  body text := btrim(coalesce(p_body, ''));
  appeal_id uuid;
begin
  if me is null or not private.aal_satisfied() then
    raise exception using errcode = '42501', message = 'Sign in to appeal.';
  end if;
  select * into a from public.moderation_actions as m where m.id = p_action_id and m.subject_id = me for update;
  if not found then
    raise exception using errcode = '42501', message = 'You can appeal only an action taken on your own account or content.';
  end if;
  if a.action not in ('hide', 'remove', 'warn', 'mute', 'suspend') then
    raise exception using errcode = '23514', message = 'There is nothing to appeal in this decision.';
  end if;
  if exists (select 1 from public.appeals as ap where ap.action_id = a.id) then
    raise exception using errcode = '23514', message = 'You have already appealed this decision.';
  end if;
  if a.created_at <= pg_catalog.now() - interval '30 days' then
    raise exception using errcode = '23514', message = 'An appeal is possible for 30 days after the decision.';
  end if;
  if char_length(body) < 1 or char_length(body) > 2000 then
    raise exception using errcode = '22023', message = 'Write your appeal (at most 2,000 characters).';
  end if;
  insert into public.appeals (action_id, member_id, body) values (a.id, me, body)
  returning id into appeal_id;
  -- For an anonymous author the log does not say who appealed.
  insert into public.moderation_log (actor_id, verb, case_id, action_id, appeal_id, detail)
  values (case when a.anonymous then null else me end, 'appeal', a.case_id, a.id, appeal_id,
          jsonb_build_object('action', a.action));
  if a.case_id is not null then
    update public.moderation_cases as mc set last_activity_at = pg_catalog.now() where mc.id = a.case_id;
  end if;
  perform realtime.send(jsonb_build_object('id', appeal_id, 'status', 'pending'), 'appeal_changed', 'moderation', true);
  return appeal_id;
end;
$$;
comment on function private.appeal_action(uuid, text) is
  'The member an action touched appeals it once, within 30 days, with a text (1 to 2,000 characters); returns the appeal''s id. 42501 for anyone else; 23514 a second time, after 30 days, or for dismiss/restore/lift.';
revoke execute on function private.appeal_action(uuid, text) from public, anon;
grant execute on function private.appeal_action(uuid, text) to authenticated;

create function private.decide_appeal(p_appeal_id uuid, p_decision text, p_reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := private.require_moderator();
  ap record;
  a record;
  reason text := btrim(coalesce(p_reason, ''));
  noun text;
begin
  if p_decision is null or p_decision not in ('uphold', 'overturn') then
    raise exception using errcode = '22023', message = 'Choose a decision: uphold or overturn.';
  end if;
  if char_length(reason) < 1 or char_length(reason) > 2000 then
    raise exception using errcode = '22023', message = 'Write the reason for the member (at most 2,000 characters).';
  end if;
  select * into ap from public.appeals as x where x.id = p_appeal_id for update;
  if not found then
    raise exception using errcode = '22023', message = 'There is no such appeal.';
  end if;
  if ap.status <> 'pending' then
    raise exception using errcode = '23514', message = 'This appeal has already been decided.';
  end if;
  select * into a from public.moderation_actions as m where m.id = ap.action_id;
  -- Someone other than the moderator who acted decides (an administrator when that moderator is
  -- the only one).
  if a.moderator_id = me then
    raise exception using errcode = '42501',
      message = 'You took this decision: another moderator, or an administrator, decides the appeal.';
  end if;

  update public.appeals as x
     set status = case p_decision when 'uphold' then 'upheld' else 'overturned' end,
         decided_by = me, decision_reason = reason, decided_at = pg_catalog.now()
   where x.id = ap.id;

  if p_decision = 'overturn' then
    -- An automatic hide is undone only while it is what hides the content (a moderator's later
    -- hide stands).
    if a.action = 'hide' and a.target_type = 'post' then
      update public.posts as p set moderation_state = null
       where p.id = a.target_id and p.moderation_state = case when a.automatic then 'hidden_pending' else 'hidden' end;
    elsif a.action = 'hide' and a.target_type = 'message' then
      update public.direct_messages as m set moderation_state = null
       where m.id = a.target_id and m.moderation_state = case when a.automatic then 'hidden_pending' else 'hidden' end;
    elsif a.action in ('mute', 'suspend') then
      update public.member_restrictions as r set lifted_at = pg_catalog.now()
       where r.action_id = a.id and r.lifted_at is null;
    end if;
    -- remove cannot be undone (the content is gone); warn has nothing to reverse.
  end if;

  insert into public.moderation_log (actor_id, verb, case_id, action_id, appeal_id, detail)
  values (me, 'appeal_decided', a.case_id, a.id, ap.id,
          jsonb_build_object('decision', p_decision, 'reason', reason, 'action', a.action));
  if a.case_id is not null then
    update public.moderation_cases as mc set last_activity_at = pg_catalog.now() where mc.id = a.case_id;
  end if;

  noun := case a.action
    when 'hide' then 'the hiding of your ' || coalesce(a.target_type, 'content')
    when 'remove' then 'the removal of your ' || coalesce(a.target_type, 'content')
    when 'warn' then 'your warning'
    when 'mute' then 'your mute'
    when 'suspend' then 'your suspension'
    else 'the decision' end;
  perform private.notify(ap.member_id, 'moderation',
    case p_decision when 'uphold' then 'Your appeal was decided: the decision stands'
                    else 'Your appeal was decided: the decision was reversed' end,
    left(concat_ws(' ',
      'You appealed ' || noun || '.',
      case p_decision
        when 'uphold' then 'A moderator reviewed it and kept the decision.'
        else case a.action
               when 'hide' then 'A moderator reviewed it and reversed the decision: it is visible again.'
               when 'remove' then 'A moderator reviewed it and reversed the decision; removed content cannot be brought back.'
               when 'mute' then 'A moderator reviewed it and reversed the decision: the mute is lifted.'
               when 'suspend' then 'A moderator reviewed it and reversed the decision: the suspension is lifted.'
               else 'A moderator reviewed it and reversed the decision.' end end,
      'Reason: ' || reason), 1000),
    jsonb_build_object('appeal_id', ap.id, 'action_id', a.id, 'action', a.action,
                       'decision', p_decision, 'reason', reason));
  perform realtime.send(jsonb_build_object('id', ap.id, 'status',
    case p_decision when 'uphold' then 'upheld' else 'overturned' end), 'appeal_changed', 'moderation', true);
end;
$$;
comment on function private.decide_appeal(uuid, text, text) is
  'Moderators other than the one who acted: uphold or overturn a pending appeal with a reason. Overturn reverses (shows hidden content again, lifts the mute or suspension; removed content stays gone). Logged; the member is notified. 42501 for the moderator who acted and for members; 23514 when already decided.';
revoke execute on function private.decide_appeal(uuid, text, text) from public, anon;
grant execute on function private.decide_appeal(uuid, text, text) to authenticated;

create function private.moderation_appeals()
returns table (id uuid, action_id uuid, action text, rule text, reason text, body text, status text,
               created_at timestamptz, acted_by_me boolean)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me constant uuid := private.require_moderator();
begin
  return query
    select ap.id, a.id, a.action, a.rule, a.reason, ap.body, ap.status, ap.created_at,
           coalesce(a.moderator_id = me, false)
      from public.appeals as ap
      join public.moderation_actions as a on a.id = ap.action_id
     order by (ap.status = 'pending') desc, ap.created_at desc, ap.id;
end;
$$;
comment on function private.moderation_appeals() is
  'Moderators: every appeal (pending first, then newest) with the action, its rule and reason, the member''s text, its status and whether the caller took the action (then another moderator decides). Never who the member is. 42501 for anyone else.';
revoke execute on function private.moderation_appeals() from public, anon;
grant execute on function private.moderation_appeals() to authenticated;

create function private.reveal_anonymous_author(p_post_id uuid, p_justification text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := private.require_admin();
  justification text := btrim(coalesce(p_justification, ''));
  post record;
begin
  if char_length(justification) < 20 or char_length(justification) > 2000 then
    raise exception using errcode = '22023', message = 'Write why the author must be revealed (at least 20 characters).';
  end if;
  select p.author_id, r.is_anonymous into post
    from public.posts as p join public.rooms as r on r.slug = p.room_slug
   where p.id = p_post_id;
  if not found then
    raise exception using errcode = '22023', message = 'There is no such post.';
  end if;
  if not post.is_anonymous then
    raise exception using errcode = '23514', message = 'This post is not anonymous: its author is shown with it.';
  end if;
  -- Logged before anything is returned, with the justification (and not whom it revealed).
  insert into public.moderation_log (actor_id, verb, detail)
  values (me, 'reveal', jsonb_build_object('post_id', p_post_id, 'justification', justification,
                                            'author_known', post.author_id is not null));
  return post.author_id;
end;
$$;
comment on function private.reveal_anonymous_author(uuid, text) is
  'Administrators only: returns the author of an anonymous post or reply (null when their account is gone), with a written justification of at least 20 characters, logged as reveal with the justification. 42501 for anyone else.';
revoke execute on function private.reveal_anonymous_author(uuid, text) from public, anon;
grant execute on function private.reveal_anonymous_author(uuid, text) to authenticated;

create function private.moderation_log_entries(p_before bigint, p_limit integer)
returns table (id bigint, at timestamptz, actor_name text, verb text, case_id uuid, action_id uuid, detail jsonb)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return query
    select l.id, l.at,
           case when l.actor_id is null then null else coalesce(nullif(btrim(p.name), ''), 'Member') end,
           l.verb, l.case_id, l.action_id, l.detail
      from public.moderation_log as l
      left join public.profiles as p on p.id = l.actor_id
     where p_before is null or l.id < p_before
     order by l.id desc
     limit least(greatest(coalesce(p_limit, 100), 1), 500);
end;
$$;
comment on function private.moderation_log_entries(bigint, integer) is
  'Administrators: the moderation log, newest first, p_limit (1 to 500, default 100) entries before id p_before. 42501 for anyone else.';
revoke execute on function private.moderation_log_entries(bigint, integer) from public, anon;
grant execute on function private.moderation_log_entries(bigint, integer) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- The public RPCs: security invoker wrappers (no security definer function in public is
-- executable by clients). Parameter names are the ones clients call with.
-- ---------------------------------------------------------------------------------------------
create function public.grant_role(p_user_id uuid, p_role text)
returns void
language sql
set search_path = ''
as $$ select private.grant_role(p_user_id, p_role) $$;
comment on function public.grant_role(uuid, text) is
  'Administrators: make a member a moderator or an administrator (counts from their next request). Logged. 42501 for anyone else.';
revoke execute on function public.grant_role(uuid, text) from public, anon;
grant execute on function public.grant_role(uuid, text) to authenticated;

create function public.revoke_role(p_user_id uuid, p_role text)
returns void
language sql
set search_path = ''
as $$ select private.revoke_role(p_user_id, p_role) $$;
comment on function public.revoke_role(uuid, text) is
  'Administrators: take a role away (counts from the member''s next request; the last administrator stays). Logged. 42501 for anyone else.';
revoke execute on function public.revoke_role(uuid, text) from public, anon;
grant execute on function public.revoke_role(uuid, text) to authenticated;

create function public.list_roles()
returns table (user_id uuid, name text, role text, granted_at timestamptz)
language sql
stable
set search_path = ''
as $$ select r.user_id, r.name, r.role, r.granted_at from private.list_roles() as r $$;
comment on function public.list_roles() is
  'Administrators: every moderator and administrator (user_id, name, role, granted_at). 42501 for anyone else.';
revoke execute on function public.list_roles() from public, anon;
grant execute on function public.list_roles() to authenticated;

create function public.moderate_case(case_id uuid, action text, rule text, reason text, until timestamptz default null)
returns uuid
language sql
set search_path = ''
as $$ select private.moderate_case(case_id, action, rule, reason, until) $$;
comment on function public.moderate_case(uuid, text, text, text, timestamptz) is
  'Moderators: act on a case (dismiss, hide, remove, restore, warn, mute with until, suspend with until or none, lift) with a rule and a reason written to the member; returns the action''s id. The member gets a statement of reasons; an anonymous author is acted on without being revealed. 42501 for anyone else.';
revoke execute on function public.moderate_case(uuid, text, text, text, timestamptz) from public, anon;
grant execute on function public.moderate_case(uuid, text, text, text, timestamptz) to authenticated;

create function public.my_statements()
returns table (id uuid, action text, target_type text, excerpt text, rule text, reason text,
               automatic boolean, until timestamptz, created_at timestamptz, appeal_status text,
               can_appeal boolean)
language sql
stable
set search_path = ''
as $$
  select s.id, s.action, s.target_type, s.excerpt, s.rule, s.reason, s.automatic, s.until,
         s.created_at, s.appeal_status, s.can_appeal
    from private.my_statements() as s
$$;
comment on function public.my_statements() is
  'The caller''s statements of reasons (Account standing), newest first, with the appeal''s status and whether an appeal is still possible. Never who reported.';
revoke execute on function public.my_statements() from public, anon;
grant execute on function public.my_statements() to authenticated;

create function public.my_restriction()
returns table (kind text, ends_at timestamptz)
language sql
stable
set search_path = ''
as $$ select r.kind, r.ends_at from private.my_restriction() as r $$;
comment on function public.my_restriction() is
  'The caller''s mute or suspension in force: one row (kind mute or suspend; ends_at, null for until a moderator lifts it), or a row of nulls when none.';
revoke execute on function public.my_restriction() from public, anon;
grant execute on function public.my_restriction() to authenticated;

create function public.appeal_action(action_id uuid, body text)
returns uuid
language sql
set search_path = ''
as $$ select private.appeal_action(action_id, body) $$;
comment on function public.appeal_action(uuid, text) is
  'Appeal an action taken on your account or content: once, within 30 days, with a text. Returns the appeal''s id.';
revoke execute on function public.appeal_action(uuid, text) from public, anon;
grant execute on function public.appeal_action(uuid, text) to authenticated;

create function public.decide_appeal(appeal_id uuid, decision text, reason text)
returns void
language sql
set search_path = ''
as $$ select private.decide_appeal(appeal_id, decision, reason) $$;
comment on function public.decide_appeal(uuid, text, text) is
  'Moderators other than the one who acted: uphold or overturn an appeal, with a reason the member reads. Overturn reverses the action where it can.';
revoke execute on function public.decide_appeal(uuid, text, text) from public, anon;
grant execute on function public.decide_appeal(uuid, text, text) to authenticated;

create function public.moderation_appeals()
returns table (id uuid, action_id uuid, action text, rule text, reason text, body text, status text,
               created_at timestamptz, acted_by_me boolean)
language sql
stable
set search_path = ''
as $$
  select a.id, a.action_id, a.action, a.rule, a.reason, a.body, a.status, a.created_at, a.acted_by_me
    from private.moderation_appeals() as a
$$;
comment on function public.moderation_appeals() is
  'Moderators: appeals, pending first, and whether the caller took the action appealed.';
revoke execute on function public.moderation_appeals() from public, anon;
grant execute on function public.moderation_appeals() to authenticated;

create function public.reveal_anonymous_author(post_id uuid, justification text)
returns uuid
language sql
set search_path = ''
as $$ select private.reveal_anonymous_author(post_id, justification) $$;
comment on function public.reveal_anonymous_author(uuid, text) is
  'Administrators only: the author of an anonymous post, with a written justification (at least 20 characters) that is logged.';
revoke execute on function public.reveal_anonymous_author(uuid, text) from public, anon;
grant execute on function public.reveal_anonymous_author(uuid, text) to authenticated;

create function public.moderation_log_entries(p_before bigint default null, p_limit integer default 100)
returns table (id bigint, at timestamptz, actor_name text, verb text, case_id uuid, action_id uuid, detail jsonb)
language sql
stable
set search_path = ''
as $$
  select l.id, l.at, l.actor_name, l.verb, l.case_id, l.action_id, l.detail
    from private.moderation_log_entries(p_before, p_limit) as l
$$;
comment on function public.moderation_log_entries(bigint, integer) is
  'Administrators: the append-only moderation log, newest first (p_limit entries before id p_before).';
revoke execute on function public.moderation_log_entries(bigint, integer) from public, anon;
grant execute on function public.moderation_log_entries(bigint, integer) to authenticated;
