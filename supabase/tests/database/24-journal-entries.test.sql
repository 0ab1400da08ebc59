-- journal_entries: own rows only. The owner inserts, reads, edits (title, body, prompt, tags,
-- favorite) and deletes their entries; another member, an administrator and anon touch none; the
-- service role reads and writes all. An import's upsert of an id that belongs to another member is
-- ignored (do nothing) or refused (do update), never overwrites. The limits of the client hold.
begin;
select plan(44);

select tests.create_user('je_owner', '{"name": "Olive"}'::jsonb);
select tests.create_user('je_other', '{"name": "Otto"}'::jsonb);
select tests.create_user('je_admin', '{"name": "Ada Admin"}'::jsonb, '{"role": "admin"}'::jsonb);
select tests.create_user('je_mfa', '{"name": "With Factor"}'::jsonb);
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values (gen_random_uuid(), tests.uid('je_mfa'), 'phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP');

-- ---- schema -----------------------------------------------------------------------------------
select columns_are('public', 'journal_entries',
  array['id', 'user_id', 'title', 'body', 'prompt', 'tags', 'favorite', 'created_at', 'updated_at'],
  'journal_entries has the agreed columns');
select col_default_is('public', 'journal_entries', 'user_id', 'auth.uid()', 'user_id defaults to auth.uid()');
select col_default_is('public', 'journal_entries', 'tags', '{}', 'tags default to none');
select col_default_is('public', 'journal_entries', 'favorite', 'false', 'favorite defaults to false');
select col_is_null('public', 'journal_entries', 'prompt', 'prompt is optional');
select fk_ok('public', 'journal_entries', 'user_id', 'auth', 'users', 'id', 'user_id references auth.users');
select has_index('public', 'journal_entries', 'journal_entries_user_created_idx', array['user_id', 'created_at', 'id'],
  'entries are listed newest first per member by an index');
select has_trigger('public', 'journal_entries', 'journal_entries_set_updated_at', 'updated_at is kept by a trigger');
select policies_are('public', 'journal_entries',
  array['journal_entries_select_own', 'journal_entries_insert_own', 'journal_entries_update_own',
        'journal_entries_delete_own', 'journal_entries_require_aal2'],
  'journal_entries: own-row policies and the two-factor rule');

-- ---- the owner --------------------------------------------------------------------------------
select tests.authenticate_as('je_owner');
select results_eq(
  $$ insert into public.journal_entries (id, title, body, prompt, tags, created_at)
     values ('a0000000-0000-4000-8000-000000000001', 'First', 'Dear diary', 'What went well?', '{calm,work}', '2026-01-02T10:00:00Z')
     returning user_id, title, favorite, created_at $$,
  $$ values (tests.uid('je_owner'), 'First', false, '2026-01-02T10:00:00Z'::timestamptz) $$,
  'the owner writes an entry (as themself by default; an import keeps its date)');
select lives_ok(
  $$ insert into public.journal_entries (id, title, body) values ('a0000000-0000-4000-8000-000000000002', 'Second', 'More') $$,
  'and a second one');
select results_eq($$ select title from public.journal_entries order by created_at desc, id desc $$,
  $$ values ('Second'), ('First') $$, 'the owner reads their entries, newest first');
select tests.reset_role();
update public.journal_entries set updated_at = '2000-01-01' where id = 'a0000000-0000-4000-8000-000000000001';
select tests.authenticate_as('je_owner');
select results_eq(
  $$ update public.journal_entries set title = 'First, edited', favorite = true, tags = '{calm}'
      where id = 'a0000000-0000-4000-8000-000000000001' returning title, favorite, tags, updated_at = now() $$,
  $$ values ('First, edited', true, '{calm}'::text[], true) $$,
  'the owner edits an entry; updated_at follows');
select throws_ok(
  format($$ update public.journal_entries set user_id = %L $$, tests.uid('je_other')),
  '42501', null, 'the owner cannot give an entry away (column grant)');
select throws_ok($$ update public.journal_entries set created_at = now() $$, '42501', null, 'nor change its date');
select throws_ok(
  format($$ insert into public.journal_entries (user_id, title, body) values (%L, 'Forged', 'x') $$, tests.uid('je_other')),
  '42501', null, 'nor write as another member');

-- ---- the client's limits (23514) ----------------------------------------------------------------
select throws_ok($$ insert into public.journal_entries (title, body) values (repeat('t', 201), 'x') $$,
  '23514', null, 'a title over 200 characters is refused');
select lives_ok($$ insert into public.journal_entries (title, body) values (repeat('t', 200), 'x') $$,
  'a title of 200 characters is kept');
select throws_ok($$ insert into public.journal_entries (title, body) values ('Empty', '') $$,
  '23514', null, 'an empty body is refused');
select throws_ok($$ insert into public.journal_entries (title, body) values ('Long', repeat('b', 50001)) $$,
  '23514', null, 'a body over 50,000 characters is refused');
select throws_ok(
  $$ insert into public.journal_entries (title, body, tags) values ('Tags', 'x', array(select 't' || g from generate_series(1, 21) as g)) $$,
  '23514', null, 'more than 20 tags are refused');
select throws_ok($$ insert into public.journal_entries (title, body, tags) values ('Tag', 'x', array[repeat('t', 41)]) $$,
  '23514', null, 'a tag over 40 characters is refused');
select throws_ok($$ insert into public.journal_entries (title, body, tags) values ('Tag', 'x', array['']) $$,
  '23514', null, 'an empty tag is refused');

-- ---- another member ---------------------------------------------------------------------------
select tests.authenticate_as('je_other');
select is_empty($$ select 1 from public.journal_entries $$, 'another member reads none of them');
select is_empty($$ update public.journal_entries set title = 'Mine now' returning 1 $$, 'nor edits them');
select is_empty($$ delete from public.journal_entries returning 1 $$, 'nor deletes them');
select is_empty(
  $$ insert into public.journal_entries (id, title, body) values ('a0000000-0000-4000-8000-000000000001', 'Import', 'Theirs')
     on conflict (id) do nothing returning 1 $$,
  'an import upsert (ignore duplicates) of the owner''s id is ignored');
select throws_ok(
  $$ insert into public.journal_entries (id, title, body) values ('a0000000-0000-4000-8000-000000000001', 'Import', 'Theirs')
     on conflict (id) do update set title = excluded.title, body = excluded.body $$,
  '42501', null, 'an upsert that would overwrite the owner''s entry is refused');

-- ---- an administrator, anon --------------------------------------------------------------------
select tests.authenticate_as('je_admin');
select is_empty($$ select 1 from public.journal_entries $$, 'an administrator reads none of them');
select is_empty($$ delete from public.journal_entries returning 1 $$, 'nor deletes them');
select tests.clear_authentication();
select throws_ok($$ select 1 from public.journal_entries $$, '42501', null, 'anon cannot read journal entries');
select throws_ok($$ insert into public.journal_entries (title, body) values ('Anon', 'x') $$, '42501', null,
  'anon cannot write one');
select throws_ok($$ delete from public.journal_entries $$, '42501', null, 'anon cannot delete');

-- ---- the owner's entry is intact; the owner deletes -----------------------------------------------
select tests.authenticate_as('je_owner');
select results_eq($$ select title, body from public.journal_entries where id = 'a0000000-0000-4000-8000-000000000001' $$,
  $$ values ('First, edited', 'Dear diary') $$, 'nothing the others did changed the owner''s entry');
select results_eq($$ delete from public.journal_entries where id = 'a0000000-0000-4000-8000-000000000002' returning title $$,
  $$ values ('Second') $$, 'the owner deletes an entry');

-- ---- two-factor ---------------------------------------------------------------------------------
select tests.reset_role();
insert into public.journal_entries (user_id, title, body) values (tests.uid('je_mfa'), 'Guarded', 'x');
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('je_mfa'), 'aal', 'aal1'));
select is_empty($$ select 1 from public.journal_entries $$, 'aal1 with a verified factor: no entries');
select throws_ok($$ insert into public.journal_entries (title, body) values ('aal1', 'x') $$, '42501', null,
  'aal1 with a verified factor: no writes');
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('je_mfa'), 'aal', 'aal2'));
select is((select count(*)::int from public.journal_entries), 1, 'aal2: the member''s entry');

-- ---- the service role ---------------------------------------------------------------------------
select tests.authenticate_as_service_role();
select ok((select count(*) >= 3 from public.journal_entries), 'the service role reads every entry');
select lives_ok(
  format($$ insert into public.journal_entries (user_id, title, body) values (%L, 'Operator', 'x') $$, tests.uid('je_other')),
  'the service role writes one for a member');
select lives_ok($$ update public.journal_entries set favorite = true where title = 'Operator' $$, 'updates it');
select lives_ok($$ delete from public.journal_entries where title = 'Operator' $$, 'and deletes it');
select throws_ok($$ insert into public.journal_entries (title, body) values ('No owner', 'x') $$,
  '23502', null, 'a row without a member is refused (user_id not null)');

-- ---- the cascade ------------------------------------------------------------------------------------
select tests.reset_role();
create temporary table je_gone on commit drop as select tests.uid('je_owner') as id;
delete from auth.users where id = (select id from je_gone);
select is((select count(*)::int from public.journal_entries where user_id = (select id from je_gone)), 0,
  'deleting the auth user deletes their entries');

select * from finish();
rollback;
