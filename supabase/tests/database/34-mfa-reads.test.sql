-- Two-factor authentication on the reads of the later tables: a member with a verified factor
-- reads none of their own rows with an aal1 token and all of them with aal2, in bookings (as the
-- booker and as the host), direct_messages (sent and received, and through conversation()), mutes,
-- advice_hosts (which members otherwise all read), export_my_data() (aal1: refused with 42501, so
-- an empty file is never mistaken for no data) and the entitlements view. The writes are covered in the tables' own files.
begin;
select plan(26);

select tests.create_user('mr_mfa', '{"name": "With Factor"}'::jsonb);
select tests.create_user('mr_friend', '{"name": "Frank"}'::jsonb);
select tests.create_user('mr_host', '{"name": "Harriet"}'::jsonb);
select tests.create_user('mr_plain', '{"name": "No Factor"}'::jsonb);
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values (gen_random_uuid(), tests.uid('mr_mfa'), 'phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP');

-- The member's rows everywhere, written as postgres (no RLS, no auth.uid()).
insert into public.advice_hosts (user_id, display_name, time_zone) values
  (tests.uid('mr_host'), 'Harriet', 'Europe/London'),
  (tests.uid('mr_mfa'), 'Mfa Host', 'Europe/London');
-- Next week's Monday, 14:00 and 15:00 London time: the member books Harriet, Frank books the member.
insert into public.bookings (host_id, booked_by, slot)
select h.host_id, h.booked_by,
       tstzrange((w.monday + h.start) at time zone 'Europe/London',
                 (w.monday + h.start + interval '30 minutes') at time zone 'Europe/London', '[)')
  from (select date_trunc('week', now() at time zone 'Europe/London') + interval '7 days' as monday) as w,
       (values (tests.uid('mr_host'), tests.uid('mr_mfa'), interval '14 hours'),
               (tests.uid('mr_mfa'), tests.uid('mr_friend'), interval '15 hours')) as h (host_id, booked_by, start);
insert into public.friendships (requester_id, addressee_id, status)
values (tests.uid('mr_mfa'), tests.uid('mr_friend'), 'accepted');
insert into public.direct_messages (sender_id, recipient_id, body) values
  (tests.uid('mr_mfa'), tests.uid('mr_friend'), 'Hi from me'),
  (tests.uid('mr_friend'), tests.uid('mr_mfa'), 'Reply to me');
insert into public.mutes (muter_id, muted_id) values (tests.uid('mr_mfa'), tests.uid('mr_host'));
insert into public.member_settings (user_id, auto_delete_posts) values (tests.uid('mr_mfa'), '24h');
insert into public.journal_entries (user_id, title, body) values (tests.uid('mr_mfa'), 'Mine', 'An entry');
insert into public.resources (user_id, kind, title, url) values (tests.uid('mr_mfa'), 'link', 'A link', 'https://example.org/');
insert into public.schedule_events (user_id, title, starts_at, ends_at, category)
values (tests.uid('mr_mfa'), 'An event', now(), now() + interval '1 hour', 'social');
insert into public.room_members (room_slug, user_id) values ('lounge', tests.uid('mr_mfa'));
insert into public.posts (room_slug, author_id, body) values ('lounge', tests.uid('mr_mfa'), 'A post of mine');
update public.subscribers set subscribed = true, subscription_tier = 'premium', status = 'active'
 where user_id = tests.uid('mr_mfa');

create function pg_temp.as_member(identifier text, aal text) returns void language sql as $$
  select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid(identifier), 'aal', aal))
$$;

-- ---- aal1 with a verified factor: nothing of theirs -------------------------------------------
select pg_temp.as_member('mr_mfa', 'aal1');
select is_empty($$ select 1 from public.bookings $$,
  'aal1: neither the booking the member made nor the one made with them as host');
select is_empty($$ select 1 from public.direct_messages $$, 'aal1: no direct message, sent or received');
select is_empty(format($$ select 1 from public.conversation(%L) $$, tests.uid('mr_friend')),
  'aal1: conversation() is empty');
select is(public.mark_conversation_read(tests.uid('mr_friend')), 0, 'aal1: mark_conversation_read marks nothing');
select is_empty($$ select 1 from public.mutes $$, 'aal1: no mute');
select is_empty($$ select 1 from public.advice_hosts $$,
  'aal1: no advice host, not even the member''s own host row (the restrictive rule covers select too)');
select is_empty($$ select 1 from public.entitlements $$, 'aal1: no entitlement row');
select throws_ok($$ select public.export_my_data() $$, '42501',
  'Enter your two-factor code to download your data.', 'aal1: export_my_data() is refused with 42501');
select is(
  (select count(*)::int from pg_catalog.pg_proc where proname = 'export_member_data'
     and pg_catalog.has_function_privilege('anon', oid, 'execute')),
  0, 'anon may not execute the export body');

-- ---- a token without an aal claim counts as aal1 ----------------------------------------------
select tests.authenticate_as('mr_mfa');
select is_empty($$ select 1 from public.bookings union all select 1 from public.direct_messages
                   union all select 1 from public.mutes union all select 1 from public.entitlements $$,
  'no aal claim: no booking, message, mute or entitlement');

-- ---- aal2: all of them ---------------------------------------------------------------------------
select pg_temp.as_member('mr_mfa', 'aal2');
select results_eq(
  $$ select host_id, booked_by from public.bookings order by lower(slot) $$,
  format($$ values (%L::uuid, %L::uuid), (%L::uuid, %L::uuid) $$,
    tests.uid('mr_host'), tests.uid('mr_mfa'), tests.uid('mr_mfa'), tests.uid('mr_friend')),
  'aal2: the booking made and the booking made with the member as host');
select results_eq($$ select body from public.direct_messages order by body $$,
  $$ values ('Hi from me'), ('Reply to me') $$, 'aal2: both messages');
select results_eq(format($$ select body, is_mine from public.conversation(%L) order by body $$, tests.uid('mr_friend')),
  $$ values ('Hi from me', true), ('Reply to me', false) $$, 'aal2: conversation() has both');
select results_eq($$ select muted_id from public.mutes $$, format($$ values (%L::uuid) $$, tests.uid('mr_host')),
  'aal2: the mute');
select results_eq(
  $$ select display_name from public.advice_hosts where display_name in ('Harriet', 'Mfa Host', 'Jordan Lee') order by 1 $$,
  $$ values ('Harriet'), ('Jordan Lee'), ('Mfa Host') $$,
  'aal2: the advice hosts (the seeded one, Harriet and the member''s own)');
select results_eq($$ select user_id, subscribed, subscription_tier from public.entitlements $$,
  format($$ values (%L::uuid, true, 'premium'::text) $$, tests.uid('mr_mfa')), 'aal2: the entitlement');

create temporary table mr_export on commit drop as select public.export_my_data() as data;
select is((select data -> 'profile' ->> 'id' from mr_export), tests.uid('mr_mfa')::text, 'aal2 export: the profile');
select is((select data -> 'settings' ->> 'auto_delete_posts' from mr_export), '24h', 'aal2 export: the settings');
select is((select jsonb_path_query_array(data, '$.journal_entries[*].title') || jsonb_path_query_array(data, '$.resources[*].title')
                  || jsonb_path_query_array(data, '$.schedule_events[*].title') from mr_export),
  '["Mine", "A link", "An event"]'::jsonb, 'aal2 export: the journal entry, resource and event');
select is((select jsonb_array_length(data -> 'bookings') from mr_export), 2, 'aal2 export: both bookings');
select is((select jsonb_path_query_array(data, '$.posts[*].body') from mr_export), '["A post of mine"]'::jsonb,
  'aal2 export: the post');
select is((select jsonb_array_length(data -> 'friendships') from mr_export), 1, 'aal2 export: the friendship');
select is((select jsonb_array_length(data -> 'direct_messages') from mr_export), 2, 'aal2 export: both messages');
select ok((select count(*) >= 1 and bool_and(n ->> 'user_id' = tests.uid('mr_mfa')::text)
             from mr_export, jsonb_array_elements(data -> 'notifications') as n),
  'aal2 export: the member''s notifications (of the bookings)');

-- ---- without a factor, aal1 is enough; aal2 opens nobody else's rows --------------------------------
select pg_temp.as_member('mr_plain', 'aal1');
select ok((select count(*) >= 3 from public.advice_hosts), 'no factor, aal1: the advice hosts');
select pg_temp.as_member('mr_plain', 'aal2');
select is_empty($$ select 1 from public.bookings union all select 1 from public.direct_messages
                   union all select 1 from public.mutes $$,
  'another member with aal2 reads none of the member''s bookings, messages or mutes');

select * from finish();
rollback;
