-- schedule_events: own rows only (the owner inserts, reads, edits and deletes; another member, an
-- administrator and anon nothing; the service role everything); the end is after the start; the
-- category is one of the schedule's; a resource link is a path in the app.
begin;
select plan(35);

select tests.create_user('se_owner', '{"name": "Olive"}'::jsonb);
select tests.create_user('se_other', '{"name": "Otto"}'::jsonb);
select tests.create_user('se_admin', '{"name": "Ada Admin"}'::jsonb, '{"role": "admin"}'::jsonb);
select tests.create_user('se_mfa', '{"name": "With Factor"}'::jsonb);
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values (gen_random_uuid(), tests.uid('se_mfa'), 'phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP');

-- ---- schema -----------------------------------------------------------------------------------
select columns_are('public', 'schedule_events',
  array['id', 'user_id', 'title', 'description', 'starts_at', 'ends_at', 'location', 'facilitator', 'category',
        'resource_link', 'is_availability', 'created_at'],
  'schedule_events has the agreed columns');
select col_default_is('public', 'schedule_events', 'user_id', 'auth.uid()', 'user_id defaults to auth.uid()');
select col_default_is('public', 'schedule_events', 'is_availability', 'false', 'is_availability defaults to false');
select fk_ok('public', 'schedule_events', 'user_id', 'auth', 'users', 'id', 'user_id references auth.users');
select has_index('public', 'schedule_events', 'schedule_events_user_starts_idx', array['user_id', 'starts_at'],
  'a member''s events by time');
select policies_are('public', 'schedule_events',
  array['schedule_events_select_own', 'schedule_events_insert_own', 'schedule_events_update_own',
        'schedule_events_delete_own', 'schedule_events_require_aal2'],
  'schedule_events: own-row policies and the two-factor rule');

-- ---- the owner --------------------------------------------------------------------------------
select tests.authenticate_as('se_owner');
select lives_ok(
  $$ insert into public.schedule_events (id, title, starts_at, ends_at, location, facilitator, category, resource_link)
     values ('c0000000-0000-4000-8000-000000000001', 'Morning script', '2026-12-01T09:00Z', '2026-12-01T09:30Z', 'Home', 'You',
             'daily-script', '/resources?item=pdf-daily-reflection') $$,
  'the owner adds an event with an app link');
select lives_ok(
  $$ insert into public.schedule_events (id, title, starts_at, ends_at, category, is_availability)
     values ('c0000000-0000-4000-8000-000000000002', 'My Availability', '2026-12-02T14:00Z', '2026-12-02T16:00Z', 'availability', true) $$,
  'and an availability slot');
select results_eq($$ select title, is_availability from public.schedule_events order by starts_at $$,
  $$ values ('Morning script', false), ('My Availability', true) $$, 'the owner reads them');
select results_eq(
  $$ update public.schedule_events set ends_at = '2026-12-01T10:00Z', title = 'Longer script'
      where id = 'c0000000-0000-4000-8000-000000000001' returning title, ends_at $$,
  $$ values ('Longer script', '2026-12-01T10:00Z'::timestamptz) $$, 'the owner edits one');
select throws_ok(format($$ update public.schedule_events set user_id = %L $$, tests.uid('se_other')), '42501', null,
  'but cannot give it away (column grant)');

-- ---- the rules (23514) --------------------------------------------------------------------------
select throws_ok(
  $$ insert into public.schedule_events (title, starts_at, ends_at, category) values ('Backwards', '2026-12-01T10:00Z', '2026-12-01T09:00Z', 'meeting') $$,
  '23514', null, 'an end before the start is refused');
select throws_ok(
  $$ insert into public.schedule_events (title, starts_at, ends_at, category) values ('Instant', '2026-12-01T10:00Z', '2026-12-01T10:00Z', 'meeting') $$,
  '23514', null, 'an end equal to the start is refused');
select throws_ok(
  $$ update public.schedule_events set ends_at = starts_at - interval '1 minute' where id = 'c0000000-0000-4000-8000-000000000001' $$,
  '23514', null, 'an edit cannot put the end before the start');
select throws_ok(
  $$ insert into public.schedule_events (title, starts_at, ends_at, category) values ('Party', '2026-12-01T10:00Z', '2026-12-01T11:00Z', 'party') $$,
  '23514', null, 'an unknown category is refused');
select throws_ok(
  $$ insert into public.schedule_events (title, starts_at, ends_at, category, resource_link)
     values ('Off-site', '2026-12-01T10:00Z', '2026-12-01T11:00Z', 'meeting', 'https://example.org') $$,
  '23514', null, 'a resource link outside the app is refused');
select throws_ok(
  $$ insert into public.schedule_events (title, starts_at, ends_at, category, resource_link)
     values ('Protocol-relative', '2026-12-01T10:00Z', '2026-12-01T11:00Z', 'meeting', '//evil.example') $$,
  '23514', null, 'a protocol-relative link is refused');
select throws_ok(
  $$ insert into public.schedule_events (title, starts_at, ends_at, category) values ('   ', '2026-12-01T10:00Z', '2026-12-01T11:00Z', 'meeting') $$,
  '23514', null, 'a blank title is refused');

-- ---- another member, an administrator, anon --------------------------------------------------------
select tests.authenticate_as('se_other');
select is_empty($$ select 1 from public.schedule_events $$, 'another member reads none of the owner''s events');
select is_empty($$ update public.schedule_events set title = 'Mine' returning 1 $$, 'nor edits them');
select is_empty($$ delete from public.schedule_events returning 1 $$, 'nor deletes them');
select is_empty(
  $$ insert into public.schedule_events (id, title, starts_at, ends_at, category)
     values ('c0000000-0000-4000-8000-000000000001', 'Import', '2026-12-01T10:00Z', '2026-12-01T11:00Z', 'social')
     on conflict (id) do nothing returning 1 $$,
  'an import upsert of the owner''s id is ignored');
select throws_ok(
  $$ insert into public.schedule_events (id, title, starts_at, ends_at, category)
     values ('c0000000-0000-4000-8000-000000000001', 'Import', '2026-12-01T10:00Z', '2026-12-01T11:00Z', 'social')
     on conflict (id) do update set title = excluded.title $$,
  '42501', null, 'an upsert that would overwrite it is refused');
select tests.authenticate_as('se_admin');
select is_empty($$ select 1 from public.schedule_events $$, 'an administrator reads none of them');
select is_empty($$ delete from public.schedule_events returning 1 $$, 'nor deletes them');
select tests.clear_authentication();
select throws_ok($$ select 1 from public.schedule_events $$, '42501', null, 'anon cannot read events');
select throws_ok(
  $$ insert into public.schedule_events (title, starts_at, ends_at, category) values ('Anon', now(), now() + interval '1 hour', 'social') $$,
  '42501', null, 'anon cannot add one');

-- ---- the owner deletes; two-factor; the service role -------------------------------------------------
select tests.authenticate_as('se_owner');
select results_eq($$ select title from public.schedule_events where id = 'c0000000-0000-4000-8000-000000000001' $$,
  $$ values ('Longer script') $$, 'the owner''s event is intact');
select results_eq($$ delete from public.schedule_events where is_availability returning title $$,
  $$ values ('My Availability') $$, 'the owner deletes one');
select tests.reset_role();
insert into public.schedule_events (user_id, title, starts_at, ends_at, category)
values (tests.uid('se_mfa'), 'Guarded', now(), now() + interval '1 hour', 'meeting');
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('se_mfa'), 'aal', 'aal1'));
select is_empty($$ select 1 from public.schedule_events $$, 'aal1 with a verified factor: no events');
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('se_mfa'), 'aal', 'aal2'));
select is((select count(*)::int from public.schedule_events), 1, 'aal2: the member''s event');
select tests.authenticate_as_service_role();
select ok((select count(*) >= 2 from public.schedule_events), 'the service role reads every event');
select lives_ok(
  format($$ insert into public.schedule_events (user_id, title, starts_at, ends_at, category)
            values (%L, 'Operator', now(), now() + interval '1 hour', 'special') $$, tests.uid('se_other')),
  'writes one for a member');
select lives_ok($$ update public.schedule_events set location = 'Online' where title = 'Operator' $$, 'edits it');
select lives_ok($$ delete from public.schedule_events where title = 'Operator' $$, 'and deletes it');

select * from finish();
rollback;
