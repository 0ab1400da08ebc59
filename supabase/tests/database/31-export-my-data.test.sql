-- export_my_data(): the caller's data as one JSON object, format_version 2, with every table of the
-- member and nothing of anyone else's (an administrator too gets only their own); no author ids of
-- posts beyond the caller's own posts; signed out, nothing.
begin;
select plan(22);

select tests.create_user('ex_alice', '{"name": "Alice"}'::jsonb);
select tests.create_user('ex_bob', '{"name": "Bob"}'::jsonb);
select tests.create_user('ex_admin', '{"name": "Ada Admin"}'::jsonb, '{"role": "admin"}'::jsonb);
select tests.create_user('ex_host', '{"name": "Harriet"}'::jsonb);
insert into public.advice_hosts (user_id, display_name, time_zone) values (tests.uid('ex_host'), 'Harriet', 'Europe/London');
insert into public.room_members (room_slug, user_id) values
  ('lounge', tests.uid('ex_alice')), ('lounge', tests.uid('ex_bob')), ('anonymous-confessions', tests.uid('ex_alice'));

-- Alice's data, everywhere; Bob's too.
select tests.authenticate_as('ex_alice');
insert into public.journal_entries (title, body) values ('Alice''s entry', 'Mine');
insert into public.resources (kind, title, url) values ('link', 'Alice''s link', 'https://example.org/a');
insert into public.schedule_events (title, starts_at, ends_at, category) values ('Alice''s event', now(), now() + interval '1 hour', 'social');
insert into public.member_settings (settings, auto_delete_posts) values ('{"journal": {"font": "serif"}}', '24h');
insert into public.posts (room_slug, body) values ('lounge', 'Alice in the lounge'), ('anonymous-confessions', 'Alice, anonymously');
insert into public.bookings (host_id, slot)
select tests.uid('ex_host'),
       tstzrange(((date_trunc('week', now() at time zone 'Europe/London') + interval '7 days 15 hours') at time zone 'Europe/London'),
                 ((date_trunc('week', now() at time zone 'Europe/London') + interval '7 days 15 hours 30 minutes') at time zone 'Europe/London'));
insert into public.friendships (addressee_id) values (tests.uid('ex_bob'));
select tests.authenticate_as('ex_bob');
update public.friendships set status = 'accepted';
insert into public.direct_messages (recipient_id, body) values (tests.uid('ex_alice'), 'Hi Alice');
insert into public.journal_entries (title, body) values ('Bob''s entry', 'His');
insert into public.resources (kind, title, url) values ('link', 'Bob''s link', 'https://example.org/b');
insert into public.schedule_events (title, starts_at, ends_at, category) values ('Bob''s event', now(), now() + interval '1 hour', 'social');
insert into public.member_settings (settings) values ('{"ai": {"tone": "dry"}}');
insert into public.posts (room_slug, body) values ('lounge', 'Bob in the lounge');

-- ---- Alice's export ----------------------------------------------------------------------------------
select tests.authenticate_as('ex_alice');
create temporary table ex_alice_export on commit drop as select public.export_my_data() as data;
select is(
  (select array_agg(k order by k) from ex_alice_export, jsonb_object_keys(data) as k),
  array['bookings', 'direct_messages', 'exported_at', 'format_version', 'friendships', 'journal_entries',
        'meeting_messages', 'notifications', 'posts', 'profile', 'resources', 'schedule_events', 'settings'],
  'the export has every part');
select is((select (data ->> 'format_version')::int from ex_alice_export), 2, 'format_version 2');
select is((select data -> 'profile' ->> 'id' from ex_alice_export), tests.uid('ex_alice')::text, 'the profile is Alice''s');
select is((select data -> 'settings' ->> 'auto_delete_posts' from ex_alice_export), '24h', 'her settings');
select is((select jsonb_path_query_array(data, '$.journal_entries[*].title') from ex_alice_export), '["Alice''s entry"]'::jsonb,
  'her journal entries only');
select is((select jsonb_path_query_array(data, '$.resources[*].title') from ex_alice_export), '["Alice''s link"]'::jsonb,
  'her resources only');
select is((select jsonb_path_query_array(data, '$.schedule_events[*].title') from ex_alice_export), '["Alice''s event"]'::jsonb,
  'her events only');
select is((select jsonb_array_length(data -> 'bookings') from ex_alice_export), 1, 'her booking');
select is((select array_agg(b order by b) from ex_alice_export, jsonb_array_elements_text(jsonb_path_query_array(data, '$.posts[*].body')) as b),
  array['Alice in the lounge', 'Alice, anonymously'], 'her posts, the anonymous one too, not Bob''s');
select ok((select not jsonb_path_exists(data, '$.posts[*].author_id') from ex_alice_export), 'posts carry no author id');
select is((select jsonb_array_length(data -> 'friendships') from ex_alice_export), 1, 'her friendship');
select is((select jsonb_path_query_array(data, '$.direct_messages[*].body') from ex_alice_export), '["Hi Alice"]'::jsonb,
  'her conversations');
select ok((select bool_and(n ->> 'user_id' = tests.uid('ex_alice')::text) and count(*) >= 2
             from ex_alice_export, jsonb_array_elements(data -> 'notifications') as n),
  'her notifications only (the booking, the accepted request, the message)');
select ok((select position('Bob''s' in data::text) = 0 and position('dry' in data::text) = 0 from ex_alice_export),
  'nothing of Bob''s own data');

-- ---- Bob's, an administrator's, anon --------------------------------------------------------------------
select tests.authenticate_as('ex_bob');
select is((select jsonb_path_query_array(public.export_my_data(), '$.journal_entries[*].title')), '["Bob''s entry"]'::jsonb,
  'Bob''s export has his entries');
select is((select jsonb_path_query_array(public.export_my_data(), '$.posts[*].body')), '["Bob in the lounge"]'::jsonb,
  'and his posts');
select is((select jsonb_array_length(public.export_my_data() -> 'bookings')), 0, 'and no booking');
select tests.authenticate_as('ex_host');
select is((select jsonb_array_length(public.export_my_data() -> 'bookings')), 1, 'the host''s export has the booking made with them');
select tests.authenticate_as('ex_admin');
select ok((select jsonb_array_length(d -> 'journal_entries') = 0 and jsonb_array_length(d -> 'posts') = 0
                  and jsonb_array_length(d -> 'bookings') = 0 and jsonb_array_length(d -> 'direct_messages') = 0
             from (select public.export_my_data() as d) as x),
  'an administrator''s export holds only their own (empty) data');
select tests.reset_role();
update public.posts set expires_at = now() - interval '1 second' where body = 'Alice, anonymously';
select tests.authenticate_as('ex_alice');
select is((select jsonb_path_query_array(public.export_my_data(), '$.posts[*].body')), '["Alice in the lounge"]'::jsonb,
  'an expired post is not exported');
select tests.clear_authentication();
select throws_ok($$ select public.export_my_data() $$, '42501', null, 'anon cannot export');
select tests.authenticate_with_claims('{}'::jsonb);
select throws_ok($$ select public.export_my_data() $$, '42501', 'Sign in to download your data.', 'nor a token without a user');

select * from finish();
rollback;
