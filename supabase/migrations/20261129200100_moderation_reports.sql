-- Moderation, part one (issue 41): members report, moderators read a live queue, care comes
-- first; after 20261129200000_moderation_schema.sql (the tables). Actions, restrictions,
-- statements, appeals, reveals and roles' writers come in 20261129200200_moderation_actions.sql.
--
-- 1. public.submit_report(target_type, target_id, reason, note): a member reports a post or reply,
--    a direct message of their own conversation, or a profile, only what they can read (42501
--    otherwise). What was reported is kept as it was (a snapshot: the text, its author's name, or
--    'Anonymous', the room; for a message up to five messages before it in the conversation).
--    Reports of one thing join one open case; 10 reports an hour per member (PT429). Three
--    reports from distinct members whose accounts are at least seven days old hide a post or
--    message pending review (moderation_state 'hidden_pending', an automatic 'hide' action, a
--    statement of reasons to the author, 'auto_hide' in the log). 'Someone may be at risk'
--    (at_risk) opens or joins a care case instead, restricts nobody and sends the person concerned
--    help (a 'care' notification naming 988 and 116 123 and a crisis line directory).
-- 2. Care by words: a post, reply or message whose words suggest that its author may be at risk
--    (atRiskPhrases in supabase/moderation-rules.json) is still sent; a care case opens and its
--    author gets the same help.
-- 3. 'Message Moderators': public.message_moderators(subject, body) opens a contact case;
--    moderators answer with public.answer_case(case_id, body) (a 'moderation' notification to the
--    member); the member reads theirs with public.my_contact_cases().
-- 4. A reporter reads their own reports and each one's status only (public.my_reports()).
-- 5. Moderators (public.is_moderator(): moderator or administrator in public.user_roles, read at
--    every call): public.moderation_queue() (care first, then illegal content, then the number of
--    reporters, then age), public.moderation_case(case_id) and public.add_case_note(case_id,
--    body). Every other caller is refused (42501). Nothing returns an anonymous author: no
--    subject, no name, no reporter who is that author, and for earlier cases only a count of
--    cases about posts carrying the same anonymous key.
-- 6. Realtime: the private topic 'moderation'. Only moderators receive it; nobody sends on it;
--    every change of a case (its report, note or message included) is broadcast as case_changed
--    {id, status, last_activity_at}.
-- 7. Hidden content in the feeds: room_feed, room_posts and conversation return moderation_state
--    (null, 'hidden_pending' or 'hidden'); the body of hidden content is '' for everyone but its
--    author. A change of state is broadcast: post_moderated on room:<slug>, message_moderated on
--    both parties' user:<id>.

-- ---------------------------------------------------------------------------------------------
-- 0. The two helpers 20261129200200_moderation_actions.sql defines (and replaces): created here
--    only when missing, so that this migration works on its own.
-- ---------------------------------------------------------------------------------------------
do $do$
begin
  if to_regprocedure('public.is_moderator()') is null then
    create function public.is_moderator()
    returns boolean
    language sql
    stable
    set search_path = ''
    as $f$
      select exists (
        select 1 from public.user_roles as r
         where r.user_id = (select auth.uid()) and r.role in ('moderator', 'admin'))
    $f$;
    comment on function public.is_moderator() is
      'True when the caller is a moderator or an administrator (public.user_roles, read at every call). Security invoker.';
    revoke execute on function public.is_moderator() from public, anon;
    grant execute on function public.is_moderator() to authenticated;
  end if;
  if to_regprocedure('private.assert_not_restricted(text)') is null then
    create function private.assert_not_restricted(p_what text)
    returns void
    language plpgsql
    stable
    set search_path = ''
    as $f$
    begin
      return;
    end;
    $f$;
    comment on function private.assert_not_restricted(text) is
      'Refuses (42501) a muted or suspended member''s action. Placeholder: 20261129200200_moderation_actions.sql replaces it.';
    revoke execute on function private.assert_not_restricted(text) from public, anon;
    grant execute on function private.assert_not_restricted(text) to authenticated;
  end if;
end
$do$;

-- ---------------------------------------------------------------------------------------------
-- 1. The content rules gain the at-risk phrases (ONE list: supabase/moderation-rules.json; the
--    unit test web/src/lib/moderation/rules-in-sync.test.ts compares this copy with it).
-- ---------------------------------------------------------------------------------------------
create or replace function private.moderation_rules()
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
  "noMemesReason": "No memes allowed in this space.",
  "atRiskPhrases": [
    "kill myself",
    "killing myself",
    "end my life",
    "ending my life",
    "want to die",
    "wanna die",
    "suicide",
    "suicidal",
    "hurt myself",
    "hurting myself",
    "self harm",
    "self-harm",
    "no reason to live",
    "better off dead"
  ]
}
$rules$::jsonb
$$;
comment on function private.moderation_rules() is
  'The content rules (supabase/moderation-rules.json): blocked words, meme markers, the two reasons and the at-risk phrases.';

-- The at-risk phrases as one regular expression for ' ' || lower(text) || ' ': a whole phrase,
-- not inside a longer word (the client: (?<![\p{L}\p{N}])(?:phrase|...)(?![\p{L}\p{N}]), iu).
create function private.at_risk_pattern()
returns text
language sql
immutable
set search_path = ''
as $$
  select '[^[:alnum:]]('
         || string_agg(regexp_replace(lower(w.phrase), '([.^$*+?()\[\]{}|\\-])', '\\\1', 'g'), '|')
         || ')[^[:alnum:]]'
    from jsonb_array_elements_text(private.moderation_rules() -> 'atRiskPhrases') as w (phrase)
$$;
comment on function private.at_risk_pattern() is
  'The at-risk phrases of private.moderation_rules() as one whole-phrase regular expression, for '' '' || lower(text) || '' ''.';

-- True when the words suggest that their author may be at risk.
create function private.suggests_risk(p_body text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select ' ' || pg_catalog.lower(coalesce(p_body, '')) || ' ' ~ private.at_risk_pattern()
$$;
comment on function private.suggests_risk(text) is
  'True when the text contains one of the at-risk phrases (whole phrase, any case).';
revoke execute on function private.at_risk_pattern(), private.suggests_risk(text) from public, anon;
grant execute on function private.at_risk_pattern(), private.suggests_risk(text) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- 2. Shared helpers
-- ---------------------------------------------------------------------------------------------
-- Refuses (42501) anyone but a signed-in moderator or administrator (two-factor rule included).
create function private.assert_moderator()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if auth.uid() is null or not private.aal_satisfied() or not coalesce(public.is_moderator(), false) then
    raise exception using errcode = '42501', message = 'Only moderators can do this.';
  end if;
end;
$$;
comment on function private.assert_moderator() is
  'Refuses (42501) every caller who is not a moderator or administrator in public.user_roles.';
revoke execute on function private.assert_moderator() from public, anon, authenticated;

-- What a post was, for a case: its text, its author's name ('Anonymous' in an anonymous room), the
-- room, when, whether it is a reply. Never the author's id.
create function private.post_snapshot(p_post_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'type', 'post',
    'text', p.body,
    'author_name', case when r.is_anonymous then 'Anonymous'
                        when p.author_id is null then 'Deleted member'
                        else private.display_name(p.author_id) end,
    'room_slug', p.room_slug,
    'room_name', r.name,
    'is_reply', p.parent_id is not null,
    'parent_id', p.parent_id,
    'created_at', p.created_at)
    from public.posts as p
    join public.rooms as r on r.slug = p.room_slug
   where p.id = p_post_id
$$;
comment on function private.post_snapshot(uuid) is
  'A case''s snapshot of a post: text, author name (Anonymous in an anonymous room), room, time, reply or not. Never an id of a person.';
revoke execute on function private.post_snapshot(uuid) from public, anon, authenticated;

-- What a direct message was, with up to five messages before it in the same conversation (oldest
-- first).
create function private.message_snapshot(p_message_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'type', 'message',
    'text', d.body,
    'author_name', private.display_name(d.sender_id),
    'recipient_name', private.display_name(d.recipient_id),
    'created_at', d.created_at,
    'earlier', coalesce((
      select jsonb_agg(jsonb_build_object(
               'author_name', private.display_name(e.sender_id),
               'text', e.body,
               'created_at', e.created_at) order by e.created_at, e.id)
        from (select x.* from public.direct_messages as x
               where least(x.sender_id, x.recipient_id) = least(d.sender_id, d.recipient_id)
                 and greatest(x.sender_id, x.recipient_id) = greatest(d.sender_id, d.recipient_id)
                 and (x.created_at, x.id) < (d.created_at, d.id)
               order by x.created_at desc, x.id desc
               limit 5) as e), '[]'::jsonb))
    from public.direct_messages as d
   where d.id = p_message_id
$$;
comment on function private.message_snapshot(uuid) is
  'A case''s snapshot of a direct message: text, the two names, time, and up to five earlier messages of the conversation (oldest first).';
revoke execute on function private.message_snapshot(uuid) from public, anon, authenticated;

create function private.profile_snapshot(p_user_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'type', 'profile',
    'name', coalesce(nullif(btrim(p.name), ''), 'Member'),
    'text', coalesce(p.bio, ''),
    'bio', p.bio, 'location', p.location, 'interests', p.interests, 'mood', p.mood,
    'avatar_url', p.avatar_url)
    from public.profiles as p
   where p.id = p_user_id
$$;
comment on function private.profile_snapshot(uuid) is
  'A case''s snapshot of a profile: name, bio, location, interests, mood, avatar.';
revoke execute on function private.profile_snapshot(uuid) from public, anon, authenticated;

-- The open case of that kind about that target, opened now if there is none (created = true).
create function private.open_case(
  p_kind text, p_target_type text, p_target_id uuid, p_subject_id uuid, p_anonymous boolean,
  p_room_slug text, p_snapshot jsonb, out case_id uuid, out created boolean)
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.moderation_cases as c (kind, target_type, target_id, subject_id, anonymous, room_slug, snapshot)
  values (p_kind, p_target_type, p_target_id, p_subject_id, coalesce(p_anonymous, false), p_room_slug,
          coalesce(p_snapshot, '{}'::jsonb))
  on conflict (kind, target_type, target_id) where status = 'open' and target_id is not null do nothing
  returning c.id into case_id;
  created := case_id is not null;
  if not created then
    select c.id into case_id from public.moderation_cases as c
     where c.kind = p_kind and c.target_type = p_target_type and c.target_id = p_target_id and c.status = 'open';
  end if;
end;
$$;
comment on function private.open_case(text, text, uuid, uuid, boolean, text, jsonb) is
  'The open case of a kind about a target, opened with the given subject and snapshot when there is none. Server-side use only.';
revoke execute on function private.open_case(text, text, uuid, uuid, boolean, text, jsonb) from public, anon, authenticated;

-- Help that is available now, to the person concerned by a care case (no word on who asked).
-- Not again while they have an unread one from the last day.
create function private.send_care(p_user_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_user_id is null or exists (
    select 1 from public.notifications as n
     where n.user_id = p_user_id and n.type = 'care' and n.read_at is null
       and n.created_at > pg_catalog.now() - interval '1 day') then
    return;
  end if;
  perform private.notify(p_user_id, 'care', 'Help is available now',
    'You matter, and you don''t have to go through this alone. If you are in danger, call your local '
    || 'emergency number now. In the United States, call or text 988. In the United Kingdom and '
    || 'Ireland, call Samaritans on 116 123. Anywhere else, find a free crisis line at findahelpline.com. '
    || 'Nobody has been restricted.',
    jsonb_build_object(
      'emergency', jsonb_build_array(
        jsonb_build_object('region', 'United States', 'number', '988'),
        jsonb_build_object('region', 'United Kingdom and Ireland', 'number', '116 123')),
      'directory_url', 'https://findahelpline.com/'));
end;
$$;
comment on function private.send_care(uuid) is
  'Sends the member a care notification: Emergency Contact numbers 988 (US) and 116 123 (UK & Ireland) and a crisis line directory; never who asked. At most one unread a day.';
revoke execute on function private.send_care(uuid) from public, anon, authenticated;

-- Auto-hide: at the third report from distinct members whose accounts are at least seven days old
-- (the author never counts), an open report case about a post or message hides it pending review:
-- moderation_state 'hidden_pending', an automatic hide action, the author's statement of reasons,
-- auto_hide in the log. Once per case.
create function private.maybe_auto_hide(p_case_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  c public.moderation_cases;
  eligible int;
  top_reason text;
  action_id uuid;
  what text;
begin
  select * into c from public.moderation_cases as m where m.id = p_case_id for update;
  if not found or c.kind <> 'report' or c.status <> 'open' or c.auto_hidden_at is not null
     or c.target_type not in ('post', 'message') then
    return;
  end if;
  select count(distinct rp.reporter_id) into eligible
    from public.reports as rp
    join auth.users as u on u.id = rp.reporter_id
   where rp.case_id = c.id
     and u.created_at <= pg_catalog.now() - interval '7 days'
     and rp.reporter_id is distinct from c.subject_id;
  if eligible < 3 then
    return;
  end if;

  select rp.reason into top_reason from public.reports as rp
   where rp.case_id = c.id
   group by rp.reason
   order by count(*) desc, min(rp.created_at)
   limit 1;
  what := case c.target_type when 'post' then 'post' else 'message' end;

  if c.target_type = 'post' then
    update public.posts as p set moderation_state = 'hidden_pending'
     where p.id = c.target_id and p.moderation_state is null;
  else
    update public.direct_messages as d set moderation_state = 'hidden_pending'
     where d.id = c.target_id and d.moderation_state is null;
  end if;

  update public.moderation_cases as m
     set auto_hidden_at = pg_catalog.now(), last_activity_at = pg_catalog.now()
   where m.id = c.id;

  insert into public.moderation_actions as a
    (case_id, action, subject_id, target_type, target_id, rule, reason, automatic, anonymous, excerpt)
  values (c.id, 'hide', c.subject_id, c.target_type, c.target_id, top_reason,
          'Several members reported this ' || what || '. It is hidden from others until a moderator reviews it.',
          true, c.anonymous, pg_catalog.left(nullif(c.snapshot ->> 'text', ''), 100))
  returning a.id into action_id;

  -- The author's statement of reasons, as for every action (private.send_statement, resolved when
  -- this runs: it is defined with the actions, in 20261129200200_moderation_actions.sql).
  perform private.send_statement(action_id);

  insert into public.moderation_log (actor_id, verb, case_id, action_id, detail)
  values (null, 'auto_hide', c.id, action_id,
          jsonb_build_object('target_type', c.target_type, 'target_id', c.target_id, 'reporters', eligible));
end;
$$;
comment on function private.maybe_auto_hide(uuid) is
  'Auto-hide at three reports from distinct members with accounts at least seven days old: hidden_pending, an automatic hide action, the author''s statement, auto_hide in the log. Server-side use only.';
revoke execute on function private.maybe_auto_hide(uuid) from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- 3. Reporting
-- ---------------------------------------------------------------------------------------------
create function private.submit_report(p_target_type text, p_target_id uuid, p_reason text, p_note text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := auth.uid();
  note_text constant text := nullif(btrim(coalesce(p_note, '')), '');
  case_kind text;
  subject uuid;
  is_anonymous boolean := false;
  room text;
  snapshot jsonb;
  opened record;
  post record;
  msg record;
begin
  if me is null or not private.aal_satisfied() then
    raise exception using errcode = '42501', message = 'Sign in to report.';
  end if;
  perform private.assert_not_restricted('report');
  if p_target_type is null or p_target_type not in ('post', 'message', 'profile') or p_target_id is null then
    raise exception using errcode = '22023', message = 'Choose a post, a message or a profile to report.';
  end if;
  if p_reason is null or p_reason not in (
       'harassment', 'hate', 'spam', 'sexual', 'self_harm', 'illegal', 'at_risk', 'other') then
    raise exception using errcode = '22023', message = 'Choose a reason for your report.';
  end if;
  if char_length(note_text) > 1000 then
    raise exception using errcode = '23514', message = 'A note can be at most 1,000 characters.';
  end if;
  case_kind := case when p_reason = 'at_risk' then 'care' else 'report' end;

  -- Only what the caller can read (the select policies, spelled out: this is a definer).
  if p_target_type = 'post' then
    select p.author_id, p.room_slug, r.is_anonymous into post
      from public.posts as p
      join public.rooms as r on r.slug = p.room_slug
     where p.id = p_target_id
       and p.deleted_at is null
       and (p.expires_at is null or p.expires_at > pg_catalog.now())
       and (p.room_slug = any (private.my_room_slugs()) or p.author_id = me)
       and (p.author_id is null or r.is_anonymous or not (p.author_id = any (private.my_hidden_author_ids())))
       and (p.anonymous_key is null or not (p.anonymous_key = any (private.my_muted_anonymous_keys())));
    if not found then
      raise exception using errcode = '42501', message = 'This post is no longer available.';
    end if;
    if post.author_id = me and case_kind <> 'care' then
      raise exception using errcode = '23514', message = 'You cannot report your own post.';
    end if;
    subject := post.author_id;
    is_anonymous := post.is_anonymous;
    room := post.room_slug;
    snapshot := private.post_snapshot(p_target_id);
  elsif p_target_type = 'message' then
    select d.sender_id into msg
      from public.direct_messages as d
     where d.id = p_target_id
       and (d.sender_id = me
            or (d.recipient_id = me and not (d.sender_id = any (private.my_hidden_author_ids()))));
    if not found then
      raise exception using errcode = '42501', message = 'This message is no longer available.';
    end if;
    if msg.sender_id = me and case_kind <> 'care' then
      raise exception using errcode = '23514', message = 'You cannot report your own message.';
    end if;
    subject := msg.sender_id;
    snapshot := private.message_snapshot(p_target_id);
  else
    if not exists (select 1 from private.profile_of(p_target_id)) then
      raise exception using errcode = '42501', message = 'This profile is no longer available.';
    end if;
    if p_target_id = me and case_kind <> 'care' then
      raise exception using errcode = '23514', message = 'You cannot report yourself.';
    end if;
    subject := p_target_id;
    snapshot := private.profile_snapshot(p_target_id);
  end if;

  if exists (
    select 1 from public.reports as rp
      join public.moderation_cases as c on c.id = rp.case_id
     where rp.reporter_id = me and c.status = 'open' and c.kind = case_kind
       and c.target_type = p_target_type and c.target_id = p_target_id) then
    raise exception using errcode = '23514', message = 'You have already reported this. The moderators will look at it.';
  end if;

  perform private.take_rate_slot(me, 'report', 10, interval '1 hour',
    'You''ve sent several reports in a short time. You can send another in %s.');

  select * into opened
    from private.open_case(case_kind, p_target_type, p_target_id, subject, is_anonymous, room, snapshot);
  insert into public.reports (case_id, reporter_id, reason, note)
  values (opened.case_id, me, p_reason, note_text);
  insert into public.moderation_log (actor_id, verb, case_id, detail)
  values (me, 'report', opened.case_id, jsonb_build_object('reason', p_reason));

  if case_kind = 'care' then
    if opened.created then
      perform private.send_care(subject);
    end if;
  else
    perform private.maybe_auto_hide(opened.case_id);
  end if;
  return opened.case_id;
end;
$$;
comment on function private.submit_report(text, uuid, text, text) is
  'Reports a post, a message of the caller''s conversation or a profile the caller can see (42501 otherwise); joins the open case; 10 an hour (PT429); auto-hide at three eligible reporters; at_risk opens a care case and sends help. Returns the case id.';
revoke execute on function private.submit_report(text, uuid, text, text) from public, anon;
grant execute on function private.submit_report(text, uuid, text, text) to authenticated;

create function public.submit_report(target_type text, target_id uuid, reason text, note text default null)
returns uuid
language sql
set search_path = ''
as $$ select private.submit_report(target_type, target_id, reason, note) $$;
comment on function public.submit_report(text, uuid, text, text) is
  'Report a post or reply (post), a direct message of your conversation (message) or a profile (profile) for a reason (harassment, hate, spam, sexual, self_harm, illegal, at_risk, other), with an optional note of at most 1,000 characters. Returns the case id. 42501 for what you cannot see; 22023/23514 bad input; PT429 more than 10 an hour.';
revoke execute on function public.submit_report(text, uuid, text, text) from public, anon;
grant execute on function public.submit_report(text, uuid, text, text) to authenticated;

-- The caller's own reports, newest first, with a status only: open, action_taken or no_action.
create function private.my_reports()
returns table (id uuid, case_id uuid, target_type text, reason text, note text, created_at timestamptz, status text)
language sql
stable
security definer
set search_path = ''
as $$
  select rp.id, rp.case_id, c.target_type, rp.reason, rp.note, rp.created_at,
         case c.status when 'open' then 'open' when 'actioned' then 'action_taken' else 'no_action' end
    from public.reports as rp
    join public.moderation_cases as c on c.id = rp.case_id
   where rp.reporter_id = auth.uid() and (select private.aal_satisfied())
   order by rp.created_at desc, rp.id
$$;
comment on function private.my_reports() is
  'The caller''s reports with their status (open, action_taken, no_action) and nothing else about the outcome.';
revoke execute on function private.my_reports() from public, anon;
grant execute on function private.my_reports() to authenticated;

create function public.my_reports()
returns table (id uuid, case_id uuid, target_type text, reason text, note text, created_at timestamptz, status text)
language sql
stable
set search_path = ''
as $$ select * from private.my_reports() $$;
comment on function public.my_reports() is
  'Your reports, newest first: what kind of thing, the reason, your note, when, and the status (open, action_taken, no_action).';
revoke execute on function public.my_reports() from public, anon;
grant execute on function public.my_reports() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- 4. Care by words: posts, replies and messages that suggest their author may be at risk
-- ---------------------------------------------------------------------------------------------
create function private.content_care_check()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  opened record;
  author uuid;
  is_anonymous boolean := false;
  room text;
  snapshot jsonb;
  target_type text;
begin
  if not private.suggests_risk(new.body) then
    return null;
  end if;
  if tg_table_name = 'posts' then
    author := new.author_id;
    target_type := 'post';
    room := new.room_slug;
    select r.is_anonymous into is_anonymous from public.rooms as r where r.slug = new.room_slug;
    snapshot := private.post_snapshot(new.id);
  else
    author := new.sender_id;
    target_type := 'message';
    snapshot := private.message_snapshot(new.id);
  end if;
  if author is null then
    return null;
  end if;
  select * into opened
    from private.open_case('care', target_type, new.id, author, is_anonymous, room, snapshot);
  if opened.created then
    insert into public.moderation_log (actor_id, verb, case_id, detail)
    values (null, 'care_opened', opened.case_id, jsonb_build_object('source', 'words', 'target_type', target_type));
    perform private.send_care(author);
  end if;
  return null;
end;
$$;
comment on function private.content_care_check() is
  'Trigger: a post, reply or message with an at-risk phrase is kept; a care case opens about it (its author the person concerned) and the author gets help (a care notification).';
revoke execute on function private.content_care_check() from public, anon, authenticated;

create trigger posts_care_check
  after insert on public.posts
  for each row execute function private.content_care_check();
create trigger direct_messages_care_check
  after insert on public.direct_messages
  for each row execute function private.content_care_check();

-- ---------------------------------------------------------------------------------------------
-- 5. Message Moderators
-- ---------------------------------------------------------------------------------------------
create function private.message_moderators(p_subject text, p_body text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  me constant uuid := auth.uid();
  subject_text constant text := btrim(coalesce(p_subject, ''));
  body_text constant text := btrim(coalesce(p_body, ''));
  new_case uuid;
begin
  if me is null or not private.aal_satisfied() then
    raise exception using errcode = '42501', message = 'Sign in to message the moderators.';
  end if;
  if char_length(subject_text) not between 1 and 200 then
    raise exception using errcode = '23514', message = 'Give your message a subject of at most 200 characters.';
  end if;
  if char_length(body_text) not between 1 and 2000 then
    raise exception using errcode = '23514', message = 'Write a message of at most 2,000 characters.';
  end if;
  perform private.take_rate_slot(me, 'message_moderators', 5, interval '1 hour',
    'You''ve written to the moderators several times in a short time. You can write again in %s.');
  insert into public.moderation_cases as c (kind, subject_id, snapshot)
  values ('contact', me, jsonb_build_object('type', 'contact', 'subject', subject_text, 'text', body_text))
  returning c.id into new_case;
  insert into public.case_messages (case_id, author_id, from_moderator, body)
  values (new_case, me, false, body_text);
  insert into public.moderation_log (actor_id, verb, case_id, detail)
  values (me, 'contact', new_case, '{}'::jsonb);
  return new_case;
end;
$$;
comment on function private.message_moderators(text, text) is
  'Message Moderators: opens a contact case with the member''s subject and message. 5 an hour (PT429). Returns the case id.';
revoke execute on function private.message_moderators(text, text) from public, anon;
grant execute on function private.message_moderators(text, text) to authenticated;

create function public.message_moderators(subject text, body text)
returns uuid
language sql
set search_path = ''
as $$ select private.message_moderators(subject, body) $$;
comment on function public.message_moderators(text, text) is
  'Message Moderators: a subject (1-200 characters) and a message (1-2,000) to the moderators, as a case of its own. Returns the case id. 23514 bad input; PT429 more than 5 an hour.';
revoke execute on function public.message_moderators(text, text) from public, anon;
grant execute on function public.message_moderators(text, text) to authenticated;

create function private.answer_case(p_case_id uuid, p_body text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  body_text constant text := btrim(coalesce(p_body, ''));
  c public.moderation_cases;
  message_id uuid;
begin
  perform private.assert_moderator();
  select * into c from public.moderation_cases as m where m.id = p_case_id;
  if not found then
    raise exception using errcode = '22023', message = 'This case does not exist.';
  end if;
  if c.kind <> 'contact' then
    raise exception using errcode = '23514', message = 'Only a message to the moderators can be answered.';
  end if;
  if char_length(body_text) not between 1 and 2000 then
    raise exception using errcode = '23514', message = 'Write an answer of at most 2,000 characters.';
  end if;
  insert into public.case_messages as cm (case_id, author_id, from_moderator, body)
  values (c.id, auth.uid(), true, body_text)
  returning cm.id into message_id;
  if c.subject_id is not null then
    perform private.notify(c.subject_id, 'moderation', 'The moderators answered you',
      body_text, jsonb_build_object('case_id', c.id, 'kind', 'contact_answer',
                                    'subject', c.snapshot ->> 'subject'));
  end if;
  insert into public.moderation_log (actor_id, verb, case_id, detail)
  values (auth.uid(), 'answer', c.id, '{}'::jsonb);
  return message_id;
end;
$$;
comment on function private.answer_case(uuid, text) is
  'Moderators: answers a member''s message to the moderators (contact case); the member gets the answer as a moderation notification. Returns the message id.';
revoke execute on function private.answer_case(uuid, text) from public, anon;
grant execute on function private.answer_case(uuid, text) to authenticated;

create function public.answer_case(case_id uuid, body text)
returns uuid
language sql
set search_path = ''
as $$ select private.answer_case(case_id, body) $$;
comment on function public.answer_case(uuid, text) is
  'Moderators: answer a member''s message to the moderators (1-2,000 characters); the member is notified. 42501 for anyone else.';
revoke execute on function public.answer_case(uuid, text) from public, anon;
grant execute on function public.answer_case(uuid, text) to authenticated;

create function private.my_contact_cases()
returns table (id uuid, subject text, status text, created_at timestamptz, messages jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  select c.id, c.snapshot ->> 'subject',
         case when c.status = 'open' then 'open' else 'closed' end,
         c.created_at,
         coalesce((select jsonb_agg(jsonb_build_object('body', m.body, 'from_moderator', m.from_moderator,
                                                       'created_at', m.created_at) order by m.created_at, m.from_moderator, m.id)
                     from public.case_messages as m where m.case_id = c.id), '[]'::jsonb)
    from public.moderation_cases as c
   where c.kind = 'contact' and c.subject_id = auth.uid() and (select private.aal_satisfied())
   order by c.created_at desc, c.id
$$;
comment on function private.my_contact_cases() is
  'The caller''s messages to the moderators, newest first, each with its status (open, closed) and its messages (never who answered).';
revoke execute on function private.my_contact_cases() from public, anon;
grant execute on function private.my_contact_cases() to authenticated;

create function public.my_contact_cases()
returns table (id uuid, subject text, status text, created_at timestamptz, messages jsonb)
language sql
stable
set search_path = ''
as $$ select * from private.my_contact_cases() $$;
comment on function public.my_contact_cases() is
  'Your messages to the moderators, newest first: subject, status (open, closed), when, and the messages [{body, from_moderator, created_at}].';
revoke execute on function public.my_contact_cases() from public, anon;
grant execute on function public.my_contact_cases() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- 6. The queue, a case, notes (moderators)
-- ---------------------------------------------------------------------------------------------
create function private.moderation_queue()
returns table (
  id uuid, kind text, target_type text, target_id uuid, anonymous boolean, room_slug text, status text,
  reasons text[], reporter_count int, excerpt text, subject_name text, auto_hidden boolean,
  created_at timestamptz, last_activity_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
begin
  perform private.assert_moderator();
  return query
    select c.id, c.kind, c.target_type, c.target_id, c.anonymous, c.room_slug, c.status,
           coalesce(r.reasons, '{}'::text[]), coalesce(r.reporters, 0)::int,
           pg_catalog.left(coalesce(c.snapshot ->> 'subject', c.snapshot ->> 'text', ''), 140),
           case when c.anonymous or c.subject_id is null then null else private.display_name(c.subject_id) end,
           c.auto_hidden_at is not null, c.created_at, c.last_activity_at
      from public.moderation_cases as c
      left join lateral (
        select array_agg(distinct rp.reason order by rp.reason) as reasons,
               count(distinct rp.reporter_id) as reporters
          from public.reports as rp where rp.case_id = c.id) as r on true
     where c.status = 'open'
     order by (c.kind = 'care') desc,
              ('illegal' = any (coalesce(r.reasons, '{}'::text[]))) desc,
              coalesce(r.reporters, 0) desc,
              c.created_at, c.id;
end;
$$;
comment on function private.moderation_queue() is
  'Moderators: the open cases, care first, then illegal content, then the number of reporters, then the oldest. subject_name is null for anonymous content. 42501 for anyone else.';
revoke execute on function private.moderation_queue() from public, anon;
grant execute on function private.moderation_queue() to authenticated;

create function public.moderation_queue()
returns table (
  id uuid, kind text, target_type text, target_id uuid, anonymous boolean, room_slug text, status text,
  reasons text[], reporter_count int, excerpt text, subject_name text, auto_hidden boolean,
  created_at timestamptz, last_activity_at timestamptz
)
language sql
stable
set search_path = ''
as $$ select * from private.moderation_queue() $$;
comment on function public.moderation_queue() is
  'Moderators: the open cases (care first, then illegal content, then the number of reporters, then the oldest); never an anonymous author. 42501 for anyone else.';
revoke execute on function public.moderation_queue() from public, anon;
grant execute on function public.moderation_queue() to authenticated;

create function private.moderation_case(p_case_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  c public.moderation_cases;
  -- Who may not be named in this case: the anonymous author (whoever wrote it).
  hidden uuid;
  anon_key uuid;
  earlier jsonb;
begin
  perform private.assert_moderator();
  select * into c from public.moderation_cases as m where m.id = p_case_id;
  if not found then
    raise exception using errcode = '22023', message = 'This case does not exist.';
  end if;
  hidden := case when c.anonymous then c.subject_id end;

  if c.anonymous then
    -- Only a count of earlier cases about posts by the same anonymous author (same key):
    -- nothing that links to their named posts or profile.
    select p.anonymous_key into anon_key from public.posts as p
     where c.target_type = 'post' and p.id = c.target_id;
    earlier := jsonb_build_object('cases', coalesce((
      select count(*)::int from public.moderation_cases as o
        join public.posts as p on p.id = o.target_id
       where o.id <> c.id and o.kind = 'report' and o.target_type = 'post'
         and anon_key is not null and p.anonymous_key = anon_key), 0));
  elsif c.subject_id is null then
    earlier := jsonb_build_object('cases', 0, 'actions', '[]'::jsonb);
  else
    earlier := jsonb_build_object(
      'cases', (select count(*)::int from public.moderation_cases as o
                 where o.id <> c.id and o.subject_id = c.subject_id and o.kind = 'report' and not o.anonymous
                   and o.created_at <= c.created_at),
      'actions', coalesce((
        select jsonb_agg(jsonb_build_object('action', a.action, 'rule', a.rule, 'created_at', a.created_at)
                         order by a.created_at desc)
          from public.moderation_actions as a
         where a.subject_id = c.subject_id and not a.anonymous
           and a.case_id is distinct from c.id
           and not exists (select 1 from public.moderation_cases as o where o.id = a.case_id and o.anonymous)),
        '[]'::jsonb));
  end if;

  return jsonb_build_object(
    'id', c.id,
    'kind', c.kind,
    'status', c.status,
    'target_type', c.target_type,
    'target_id', c.target_id,
    'anonymous', c.anonymous,
    'room_slug', c.room_slug,
    'snapshot', c.snapshot,
    'auto_hidden_at', c.auto_hidden_at,
    'created_at', c.created_at,
    'subject', case when c.anonymous or c.subject_id is null then null
                    else jsonb_build_object('id', c.subject_id, 'name', private.display_name(c.subject_id)) end,
    'reports', coalesce((
      select jsonb_agg(jsonb_build_object(
               'reason', rp.reason, 'note', rp.note, 'created_at', rp.created_at,
               'reporter', case when rp.reporter_id = hidden then null
                                else jsonb_build_object('id', rp.reporter_id, 'name', private.display_name(rp.reporter_id)) end)
               order by rp.created_at, rp.id)
        from public.reports as rp where rp.case_id = c.id), '[]'::jsonb),
    'history', coalesce((
      select jsonb_agg(jsonb_build_object(
               'verb', l.verb, 'at', l.at,
               'actor_name', case when l.actor_id is null or l.actor_id = hidden then null
                                  else private.display_name(l.actor_id) end,
               'detail', case when c.anonymous
                              then l.detail - array['subject_id', 'user_id', 'author_id', 'member_id', 'actor_id']
                              else l.detail end)
               order by l.id)
        from public.moderation_log as l where l.case_id = c.id), '[]'::jsonb),
    'earlier', earlier,
    'notes', coalesce((
      select jsonb_agg(jsonb_build_object(
               'body', n.body,
               'author_name', case when n.author_id is null then null else private.display_name(n.author_id) end,
               'created_at', n.created_at) order by n.created_at, n.id)
        from public.moderation_notes as n where n.case_id = c.id), '[]'::jsonb),
    'messages', coalesce((
      select jsonb_agg(jsonb_build_object('body', m.body, 'from_moderator', m.from_moderator, 'created_at', m.created_at)
                       order by m.created_at, m.from_moderator, m.id)
        from public.case_messages as m where m.case_id = c.id), '[]'::jsonb)
  );
end;
$$;
comment on function private.moderation_case(uuid) is
  'Moderators: one case as jsonb (snapshot, reports with reporters, history from the log, earlier cases and actions of the same subject, notes, messages). For anonymous content: no subject, and earlier is only a count keyed on the anonymous key. 42501 for anyone else.';
revoke execute on function private.moderation_case(uuid) from public, anon;
grant execute on function private.moderation_case(uuid) to authenticated;

create function public.moderation_case(case_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$ select private.moderation_case(case_id) $$;
comment on function public.moderation_case(uuid) is
  'Moderators: {id, kind, status, target_type, target_id, anonymous, room_slug, snapshot, auto_hidden_at, created_at, subject: {id, name} | null, reports, history, earlier, notes, messages}. Never an anonymous author. 42501 for anyone else.';
revoke execute on function public.moderation_case(uuid) from public, anon;
grant execute on function public.moderation_case(uuid) to authenticated;

create function private.add_case_note(p_case_id uuid, p_body text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  body_text constant text := btrim(coalesce(p_body, ''));
  note_id uuid;
begin
  perform private.assert_moderator();
  if not exists (select 1 from public.moderation_cases as m where m.id = p_case_id) then
    raise exception using errcode = '22023', message = 'This case does not exist.';
  end if;
  if char_length(body_text) not between 1 and 2000 then
    raise exception using errcode = '23514', message = 'Write a note of at most 2,000 characters.';
  end if;
  insert into public.moderation_notes as n (case_id, author_id, body)
  values (p_case_id, auth.uid(), body_text)
  returning n.id into note_id;
  insert into public.moderation_log (actor_id, verb, case_id, detail)
  values (auth.uid(), 'note', p_case_id, '{}'::jsonb);
  return note_id;
end;
$$;
comment on function private.add_case_note(uuid, text) is
  'Moderators: a note on a case that stays among moderators. Returns the note id. 42501 for anyone else.';
revoke execute on function private.add_case_note(uuid, text) from public, anon;
grant execute on function private.add_case_note(uuid, text) to authenticated;

create function public.add_case_note(case_id uuid, body text)
returns uuid
language sql
set search_path = ''
as $$ select private.add_case_note(case_id, body) $$;
comment on function public.add_case_note(uuid, text) is
  'Moderators: add a note (1-2,000 characters) to a case; members never see it. 42501 for anyone else.';
revoke execute on function public.add_case_note(uuid, text) from public, anon;
grant execute on function public.add_case_note(uuid, text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- 7. Realtime: the private topic 'moderation'
-- ---------------------------------------------------------------------------------------------
-- case_changed {id, status, last_activity_at} on every insert and update of a case.
create function private.moderation_cases_broadcast()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform realtime.send(
    jsonb_build_object('id', new.id, 'status', new.status, 'last_activity_at', new.last_activity_at),
    'case_changed', 'moderation', true);
  return null;
end;
$$;
comment on function private.moderation_cases_broadcast() is
  'Trigger: case_changed {id, status, last_activity_at} on the private topic moderation (no content, no person).';
revoke execute on function private.moderation_cases_broadcast() from public, anon, authenticated;

create trigger moderation_cases_broadcast
  after insert or update on public.moderation_cases
  for each row execute function private.moderation_cases_broadcast();

-- A report, note or message is activity on its case (which broadcasts it).
create function private.moderation_touch_case()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.moderation_cases as c set last_activity_at = pg_catalog.now() where c.id = new.case_id;
  return null;
end;
$$;
comment on function private.moderation_touch_case() is
  'Trigger: a new report, note or case message sets its case''s last_activity_at (and so broadcasts case_changed).';
revoke execute on function private.moderation_touch_case() from public, anon, authenticated;

create trigger reports_touch_case
  after insert on public.reports
  for each row execute function private.moderation_touch_case();
create trigger moderation_notes_touch_case
  after insert on public.moderation_notes
  for each row execute function private.moderation_touch_case();
create trigger case_messages_touch_case
  after insert on public.case_messages
  for each row execute function private.moderation_touch_case();

-- True when the topic is 'moderation' and the caller a moderator or administrator (two-factor
-- rule included).
create function private.is_moderation_topic(p_topic text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(p_topic = 'moderation' and auth.uid() is not null and private.aal_satisfied()
                  and public.is_moderator(), false)
$$;
comment on function private.is_moderation_topic(text) is
  'Realtime RLS helper: true when the topic is moderation and the caller is a moderator or administrator (public.user_roles, at once).';
revoke execute on function private.is_moderation_topic(text) from public, anon;
grant execute on function private.is_moderation_topic(text) to authenticated;

-- Receive only. There is no insert policy for this topic: nobody sends on it but the database.
create policy moderation_moderators_receive on realtime.messages
  for select to authenticated
  using (
    extension = 'broadcast'
    and topic = (select realtime.topic())
    and (select private.is_moderation_topic((select realtime.topic())))
  );

-- ---------------------------------------------------------------------------------------------
-- 8. Hidden content in the feeds
-- ---------------------------------------------------------------------------------------------
-- When a post's or a message's moderation_state changes (auto-hide here; hide and restore by a
-- moderator), those who may be showing it learn so live and read it again: post_moderated
-- {id, room_slug, parent_id, moderation_state} on room:<slug> (no author, no body: each member
-- re-reads it through room_posts), message_moderated {id, moderation_state} to both parties of a
-- message on their own topics.
create function private.moderation_state_broadcast()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'posts' then
    perform realtime.send(
      jsonb_build_object('id', new.id, 'room_slug', new.room_slug, 'parent_id', new.parent_id,
                         'moderation_state', new.moderation_state),
      'post_moderated', 'room:' || new.room_slug, true);
  else
    perform private.send_to_member(new.sender_id, 'message_moderated',
      jsonb_build_object('id', new.id, 'moderation_state', new.moderation_state));
    perform private.send_to_member(new.recipient_id, 'message_moderated',
      jsonb_build_object('id', new.id, 'moderation_state', new.moderation_state));
  end if;
  return null;
end;
$$;
comment on function private.moderation_state_broadcast() is
  'Trigger: post_moderated {id, room_slug, parent_id, moderation_state} on room:<slug>, or message_moderated {id, moderation_state} to both parties, when moderation hides or restores content.';
revoke execute on function private.moderation_state_broadcast() from public, anon, authenticated;

create trigger posts_moderation_state_broadcast
  after update of moderation_state on public.posts
  for each row when (old.moderation_state is distinct from new.moderation_state)
  execute function private.moderation_state_broadcast();
create trigger direct_messages_moderation_state_broadcast
  after update of moderation_state on public.direct_messages
  for each row when (old.moderation_state is distinct from new.moderation_state)
  execute function private.moderation_state_broadcast();

-- Whether a post is hidden is no secret (the feed says so); the feed reads it under the caller's
-- privileges.
grant select (moderation_state) on table public.posts to authenticated;

drop function public.room_feed(text, timestamptz, uuid, timestamptz, int);
drop function public.room_posts(uuid[]);
drop function private.feed_rows(uuid[]);

-- The rows of the given posts the caller may read, as the feed shows them (security invoker:
-- the posts select policy decides). A reply is returned only while its post is readable too.
-- Hidden content (moderation_state) keeps its body for its author only.
create function private.feed_rows(p_ids uuid[])
returns table (
  id uuid, room_slug text, parent_id uuid, body text, created_at timestamptz,
  author_id uuid, author_name text, is_mine boolean, is_deleted boolean, moderation_state text
)
language sql
stable
set search_path = ''
as $$
  select p.id, p.room_slug, p.parent_id,
         case when p.deleted_at is not null then ''
              when p.moderation_state is not null and not a.is_mine then ''
              else p.body end,
         p.created_at, a.author_id, a.author_name, a.is_mine, p.deleted_at is not null, p.moderation_state
    from public.posts as p
    join private.post_authors(p_ids) as a on a.id = p.id
   where p.id = any (p_ids)
     and (p.parent_id is null or exists (select 1 from public.posts as t where t.id = p.parent_id))
   order by p.created_at desc, p.id desc
$$;
comment on function private.feed_rows(uuid[]) is
  'Feed helper (security invoker): the feed rows of the given posts the caller may read; replies only under a readable post; hidden content''s body only to its author.';
revoke execute on function private.feed_rows(uuid[]) from public, anon;
grant execute on function private.feed_rows(uuid[]) to authenticated;

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
  author_id uuid, author_name text, is_mine boolean, is_deleted boolean, moderation_state text
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
  'A room''s posts and replies, newest first, under RLS: the newest page, the page before (p_before, p_before_id), or everything after p_after. author_id null and author_name Anonymous in anonymous rooms; is_mine for the caller''s posts; is_deleted for a placeholder (body '''', no author); moderation_state hidden_pending or hidden (body '''' for all but the author).';
revoke execute on function public.room_feed(text, timestamptz, uuid, timestamptz, int) from public, anon;
grant execute on function public.room_feed(text, timestamptz, uuid, timestamptz, int) to authenticated;

create function public.room_posts(p_ids uuid[])
returns table (
  id uuid, room_slug text, parent_id uuid, body text, created_at timestamptz,
  author_id uuid, author_name text, is_mine boolean, is_deleted boolean, moderation_state text
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

drop function public.conversation(uuid, timestamptz, uuid, timestamptz, int);
-- The messages between the caller and p_friend, newest first:
--   no cursor                 the newest p_limit messages;
--   p_before (+ p_before_id)  the next older page, (created_at, id) before the cursor;
--   p_after                   every message after p_after (catch-up after a reconnect; takes
--                             precedence over p_before, not limited).
-- p_limit is held between 1 and 200. A hidden message (moderation_state) keeps its body for its
-- sender only.
create function public.conversation(
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
language plpgsql
stable
set search_path = ''
as $$
#variable_conflict use_column
declare
  me constant uuid := auth.uid();
  page_size constant int := least(greatest(coalesce(p_limit, 50), 1), 200);
  lo uuid;
  hi uuid;
begin
  if me is null or p_friend is null then
    return;
  end if;
  lo := least(me, p_friend);
  hi := greatest(me, p_friend);
  if p_after is not null then
    return query
      select d.id, d.sender_id, d.recipient_id,
             case when d.moderation_state is null or d.sender_id = me then d.body else '' end,
             d.created_at, d.read_at, d.sender_id = me, d.moderation_state
        from public.direct_messages as d
       where least(d.sender_id, d.recipient_id) = lo and greatest(d.sender_id, d.recipient_id) = hi
         and d.created_at > p_after
       order by d.created_at desc, d.id desc;
  elsif p_before is null then
    return query
      select d.id, d.sender_id, d.recipient_id,
             case when d.moderation_state is null or d.sender_id = me then d.body else '' end,
             d.created_at, d.read_at, d.sender_id = me, d.moderation_state
        from public.direct_messages as d
       where least(d.sender_id, d.recipient_id) = lo and greatest(d.sender_id, d.recipient_id) = hi
       order by d.created_at desc, d.id desc
       limit page_size;
  elsif p_before_id is null then
    return query
      select d.id, d.sender_id, d.recipient_id,
             case when d.moderation_state is null or d.sender_id = me then d.body else '' end,
             d.created_at, d.read_at, d.sender_id = me, d.moderation_state
        from public.direct_messages as d
       where least(d.sender_id, d.recipient_id) = lo and greatest(d.sender_id, d.recipient_id) = hi
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
         and (d.created_at, d.id) < (p_before, p_before_id)
       order by d.created_at desc, d.id desc
       limit page_size;
  end if;
end;
$$;
comment on function public.conversation(uuid, timestamptz, uuid, timestamptz, int) is
  'The messages between the caller and a friend, newest first, under RLS: the newest page, the page before (p_before, p_before_id), or everything after p_after; is_mine for the caller''s; moderation_state hidden_pending or hidden (body '''' for the recipient, the text for the sender).';
revoke execute on function public.conversation(uuid, timestamptz, uuid, timestamptz, int) from public, anon;
grant execute on function public.conversation(uuid, timestamptz, uuid, timestamptz, int) to authenticated;
