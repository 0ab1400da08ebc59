-- Moderation: the tables (after the issue-40 migrations). The functions that read and write them
-- come in 20261129200100_moderation_reports.sql (roles' readers, reports, cases, the queue, care)
-- and 20261129200200_moderation_actions.sql (actions, restrictions, statements, appeals, the log,
-- reveals). No client role may write any of these tables directly: every write goes through a
-- function that checks the caller in the database. Members read only what is theirs, through
-- functions; moderators read cases through functions that never return an anonymous author.

-- ---------------------------------------------------------------------------------------------
-- Roles
-- ---------------------------------------------------------------------------------------------
create table public.user_roles (
  user_id uuid not null references auth.users (id) on delete cascade,
  role text not null constraint user_roles_role_check check (role in ('moderator', 'admin')),
  granted_by uuid references auth.users (id) on delete set null,
  granted_at timestamptz not null default now(),
  primary key (user_id, role)
);
comment on table public.user_roles is
  'Moderators and administrators. Read by RLS at once (a role counts from the next request, not the next token). Changed only by administrators, through public.grant_role()/public.revoke_role().';

-- The seed's and any existing administrator (app_metadata.role = 'admin') keep the role.
insert into public.user_roles (user_id, role)
select u.id, 'admin' from auth.users as u where u.raw_app_meta_data ->> 'role' = 'admin'
on conflict do nothing;

-- ---------------------------------------------------------------------------------------------
-- Cases and reports
-- ---------------------------------------------------------------------------------------------
create table public.moderation_cases (
  id uuid not null primary key default gen_random_uuid(),
  -- report: members reported something; care: someone may be at risk (restricts nobody);
  -- contact: a member wrote to the moderators ('Message Moderators').
  kind text not null constraint moderation_cases_kind_check check (kind in ('report', 'care', 'contact')),
  target_type text constraint moderation_cases_target_type_check check (target_type in ('post', 'message', 'profile')),
  target_id uuid,
  -- Whom the case concerns: the author of the content, the profile's owner, the member who wrote
  -- (contact) or the person at risk (care). Never returned to a moderator when anonymous is true.
  subject_id uuid references auth.users (id) on delete set null,
  -- The content was written in an anonymous room: its author is never shown.
  anonymous boolean not null default false,
  room_slug text references public.rooms (slug) on delete set null,
  -- What was reported as it was (text, author name unless anonymous, room, time; for a message up
  -- to five messages before it in the same conversation), so later edits or deletes hide nothing.
  snapshot jsonb not null default '{}'::jsonb,
  status text not null default 'open'
    constraint moderation_cases_status_check check (status in ('open', 'actioned', 'dismissed')),
  auto_hidden_at timestamptz,
  created_at timestamptz not null default now(),
  last_activity_at timestamptz not null default now(),
  closed_at timestamptz,
  constraint moderation_cases_target_check check ((target_type is null) = (target_id is null))
);
comment on table public.moderation_cases is
  'A moderation case: reports of one thing joined, a care case, or a member''s message to the moderators. Read only through the moderation functions.';
-- Reports of one thing from several members join one open case.
create unique index moderation_cases_one_open_per_target
  on public.moderation_cases (kind, target_type, target_id) where status = 'open' and target_id is not null;
create index moderation_cases_open_idx on public.moderation_cases (status, last_activity_at desc);
create index moderation_cases_subject_idx on public.moderation_cases (subject_id, created_at desc);

create table public.reports (
  id uuid not null primary key default gen_random_uuid(),
  case_id uuid not null references public.moderation_cases (id) on delete cascade,
  reporter_id uuid not null references auth.users (id) on delete cascade,
  reason text not null constraint reports_reason_check check (reason in (
    'harassment', 'hate', 'spam', 'sexual', 'self_harm', 'illegal', 'at_risk', 'other')),
  note text constraint reports_note_length check (char_length(note) <= 1000),
  created_at timestamptz not null default now(),
  unique (case_id, reporter_id)
);
comment on table public.reports is
  'One member''s report in a case. The reporter reads their own (public.my_reports()); nobody else but moderators, and never the reported member.';
create index reports_reporter_idx on public.reports (reporter_id, created_at desc);

-- A case's conversation: moderators' answers to a contact case, and the member's messages.
create table public.case_messages (
  id uuid not null primary key default gen_random_uuid(),
  case_id uuid not null references public.moderation_cases (id) on delete cascade,
  author_id uuid references auth.users (id) on delete set null,
  from_moderator boolean not null,
  body text not null constraint case_messages_body_length check (char_length(btrim(body)) between 1 and 2000),
  created_at timestamptz not null default now()
);
comment on table public.case_messages is
  'Messages in a case: a member''s message to the moderators and the moderators'' answers (sent to the member as a notification).';
create index case_messages_case_idx on public.case_messages (case_id, created_at);

-- Notes that stay among moderators.
create table public.moderation_notes (
  id uuid not null primary key default gen_random_uuid(),
  case_id uuid not null references public.moderation_cases (id) on delete cascade,
  author_id uuid references auth.users (id) on delete set null,
  body text not null constraint moderation_notes_body_length check (char_length(btrim(body)) between 1 and 2000),
  created_at timestamptz not null default now()
);
comment on table public.moderation_notes is 'Moderators'' notes on a case; never shown to members.';
create index moderation_notes_case_idx on public.moderation_notes (case_id, created_at);

-- ---------------------------------------------------------------------------------------------
-- Actions, restrictions, appeals
-- ---------------------------------------------------------------------------------------------
create table public.moderation_actions (
  id uuid not null primary key default gen_random_uuid(),
  case_id uuid references public.moderation_cases (id) on delete set null,
  action text not null constraint moderation_actions_action_check check (action in (
    'dismiss', 'hide', 'remove', 'restore', 'warn', 'mute', 'suspend', 'lift')),
  -- The member the action touches (the statement of reasons goes to them); null for dismiss.
  subject_id uuid references auth.users (id) on delete cascade,
  target_type text constraint moderation_actions_target_type_check check (target_type in ('post', 'message', 'profile')),
  target_id uuid,
  -- A rule of the community guidelines (null only for dismiss, restore and lift).
  rule text constraint moderation_actions_rule_check check (rule in (
    'harassment', 'hate', 'self_harm', 'sexual', 'spam', 'personal_information', 'impersonation',
    'misleading_advice', 'anonymity', 'illegal', 'other')),
  -- The reason written to the member.
  reason text not null constraint moderation_actions_reason_length check (char_length(btrim(reason)) between 1 and 2000),
  -- End of a mute or suspension; null for a suspension until lifted.
  until timestamptz,
  -- Taken by the system (auto-hide at three reports), not by a moderator.
  automatic boolean not null default false,
  moderator_id uuid references auth.users (id) on delete set null,
  -- A content action on anonymous content: the statement never shows the author to anyone else.
  anonymous boolean not null default false,
  created_at timestamptz not null default now()
);
comment on table public.moderation_actions is
  'Every moderation action. The member it touches reads it as a statement of reasons (public.my_statements()), never who reported.';
create index moderation_actions_subject_idx on public.moderation_actions (subject_id, created_at desc);
create index moderation_actions_case_idx on public.moderation_actions (case_id, created_at);

create table public.member_restrictions (
  id uuid not null primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- mute: cannot post, reply or message. suspend: cannot post, reply, message, befriend, join
  -- rooms or meetings, book or report (can still sign in, read statements, appeal, download
  -- their data and delete the account).
  kind text not null constraint member_restrictions_kind_check check (kind in ('mute', 'suspend')),
  starts_at timestamptz not null default now(),
  ends_at timestamptz,
  lifted_at timestamptz,
  action_id uuid references public.moderation_actions (id) on delete set null
);
comment on table public.member_restrictions is
  'Mutes and suspensions, read by triggers and RLS at once (an old token counts for nothing). In force while starts_at <= now() < coalesce(ends_at, infinity) and lifted_at is null.';
create index member_restrictions_user_idx on public.member_restrictions (user_id) where lifted_at is null;

create table public.appeals (
  id uuid not null primary key default gen_random_uuid(),
  -- One appeal per action.
  action_id uuid not null unique references public.moderation_actions (id) on delete cascade,
  member_id uuid not null references auth.users (id) on delete cascade,
  body text not null constraint appeals_body_length check (char_length(btrim(body)) between 1 and 2000),
  status text not null default 'pending'
    constraint appeals_status_check check (status in ('pending', 'upheld', 'overturned')),
  decided_by uuid references auth.users (id) on delete set null,
  decision_reason text constraint appeals_decision_reason_length check (char_length(decision_reason) <= 2000),
  created_at timestamptz not null default now(),
  decided_at timestamptz
);
comment on table public.appeals is
  'A member''s appeal of an action (one per action, within 30 days), decided by a moderator other than the one who acted.';

-- ---------------------------------------------------------------------------------------------
-- The log: append-only for everyone, administrators included
-- ---------------------------------------------------------------------------------------------
create table public.moderation_log (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  actor_id uuid references auth.users (id) on delete set null,
  -- report, auto_hide, action, note, appeal, appeal_decided, reveal, role_granted, role_revoked, answer
  verb text not null,
  case_id uuid,
  action_id uuid,
  appeal_id uuid,
  detail jsonb not null default '{}'::jsonb
);
comment on table public.moderation_log is
  'Every moderation action, decision, role change and reveal. Append-only: nobody updates or deletes a row. Administrators read it through public.moderation_log_entries().';

create function private.moderation_log_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception using errcode = '42501', message = 'The moderation log cannot be changed.';
end;
$$;
comment on function private.moderation_log_append_only() is
  'Trigger: refuses every update, delete and truncate of the moderation log (42501).';
revoke execute on function private.moderation_log_append_only() from public, anon, authenticated;

create trigger moderation_log_no_update_or_delete
  before update or delete on public.moderation_log
  for each row execute function private.moderation_log_append_only();
create trigger moderation_log_no_truncate
  before truncate on public.moderation_log
  for each statement execute function private.moderation_log_append_only();

-- ---------------------------------------------------------------------------------------------
-- What moderation changes on content
-- ---------------------------------------------------------------------------------------------
-- hidden_pending: three eligible reports hid it until a moderator decides; hidden: a moderator
-- hid it. Others see 'Hidden pending review' / 'Hidden by a moderator' in its place; the author
-- sees it with a notice. Removed content is deleted (a placeholder where others replied).
alter table public.posts add column moderation_state text
  constraint posts_moderation_state_check check (moderation_state in ('hidden_pending', 'hidden'));
alter table public.direct_messages add column moderation_state text
  constraint direct_messages_moderation_state_check check (moderation_state in ('hidden_pending', 'hidden'));

-- Statements of reasons and care messages arrive as notifications.
alter table public.notifications drop constraint notifications_type_check;
alter table public.notifications add constraint notifications_type_check check (type in (
  'friendRequest', 'friendAccepted', 'reply', 'message', 'meeting', 'journal', 'resource', 'other',
  'moderation', 'care'));

-- ---------------------------------------------------------------------------------------------
-- Privileges: no client writes; members read nothing directly (functions only)
-- ---------------------------------------------------------------------------------------------
revoke all on table public.user_roles, public.moderation_cases, public.reports, public.case_messages,
  public.moderation_notes, public.moderation_actions, public.member_restrictions, public.appeals,
  public.moderation_log
  from anon, authenticated;
-- A member may see their own roles (the app shows the moderation link); RLS below.
grant select on table public.user_roles to authenticated;

alter table public.user_roles enable row level security;
alter table public.moderation_cases enable row level security;
alter table public.reports enable row level security;
alter table public.case_messages enable row level security;
alter table public.moderation_notes enable row level security;
alter table public.moderation_actions enable row level security;
alter table public.member_restrictions enable row level security;
alter table public.appeals enable row level security;
alter table public.moderation_log enable row level security;

create policy user_roles_select_own on public.user_roles
  for select to authenticated
  using (user_id = (select auth.uid()));

create policy user_roles_require_aal2 on public.user_roles
  as restrictive for all to authenticated
  using ((select private.aal_satisfied())) with check ((select private.aal_satisfied()));

-- Every foreign key is covered by an index (deletes of the referenced row stay cheap).
create index user_roles_granted_by_idx on public.user_roles (granted_by);
create index moderation_cases_room_slug_idx on public.moderation_cases (room_slug);
create index case_messages_author_idx on public.case_messages (author_id);
create index moderation_notes_author_idx on public.moderation_notes (author_id);
create index moderation_actions_moderator_idx on public.moderation_actions (moderator_id);
create index member_restrictions_action_idx on public.member_restrictions (action_id);
create index appeals_member_idx on public.appeals (member_id);
create index appeals_decided_by_idx on public.appeals (decided_by);
create index moderation_log_actor_idx on public.moderation_log (actor_id);
