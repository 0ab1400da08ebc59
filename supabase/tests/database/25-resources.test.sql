-- resources and the Storage bucket 'resources': own rows only (the owner inserts, reads, renames
-- and deletes; another member, an administrator and anon nothing; the service role everything);
-- links are http(s), PDFs live at <user id>/<id>.pdf and weigh at most 20 MB. The private bucket
-- takes PDFs of 20 MB at most; a member reads and writes objects only under their own folder.
begin;
select plan(51);

select tests.create_user('rs_owner', '{"name": "Olive"}'::jsonb);
select tests.create_user('rs_other', '{"name": "Otto"}'::jsonb);
select tests.create_user('rs_admin', '{"name": "Ada Admin"}'::jsonb, '{"role": "admin"}'::jsonb);
select tests.create_user('rs_mfa', '{"name": "With Factor"}'::jsonb);
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values (gen_random_uuid(), tests.uid('rs_mfa'), 'phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP');

-- ---- schema -----------------------------------------------------------------------------------
select columns_are('public', 'resources',
  array['id', 'user_id', 'kind', 'title', 'description', 'url', 'file_name', 'storage_path', 'size_bytes', 'created_at'],
  'resources has the agreed columns');
select col_default_is('public', 'resources', 'user_id', 'auth.uid()', 'user_id defaults to auth.uid()');
select fk_ok('public', 'resources', 'user_id', 'auth', 'users', 'id', 'user_id references auth.users');
select has_index('public', 'resources', 'resources_user_created_idx', array['user_id', 'created_at', 'id'],
  'a member''s resources are listed by an index');
select policies_are('public', 'resources',
  array['resources_select_own', 'resources_insert_own', 'resources_update_own', 'resources_delete_own',
        'resources_require_aal2'],
  'resources: own-row policies and the two-factor rule');

-- ---- the bucket -------------------------------------------------------------------------------
select results_eq(
  $$ select public, file_size_limit, allowed_mime_types from storage.buckets where id = 'resources' $$,
  $$ values (false, 20971520::bigint, '{application/pdf}'::text[]) $$,
  'the bucket resources is private, 20 MB at most, PDFs only');
select policies_are('storage', 'objects',
  array['Members read the PDFs in their own resources folder', 'Members upload PDFs to their own resources folder',
        'Members replace the PDFs in their own resources folder', 'Members delete the PDFs in their own resources folder',
        'Resources need two factors when the member has one'],
  'storage.objects: select, insert, update and delete in one''s own folder, and the two-factor rule');

-- ---- the owner --------------------------------------------------------------------------------
select tests.authenticate_as('rs_owner');
select lives_ok(
  $$ insert into public.resources (id, kind, title, description, url)
     values ('b0000000-0000-4000-8000-000000000001', 'link', 'A link', 'Worth reading', 'https://example.org/page') $$,
  'the owner adds a link');
select lives_ok(
  format($$ insert into public.resources (id, kind, title, file_name, storage_path, size_bytes)
     values ('b0000000-0000-4000-8000-000000000002', 'pdf', 'A PDF', 'notes.pdf', %L, 1024) $$,
     tests.uid('rs_owner') || '/b0000000-0000-4000-8000-000000000002.pdf'),
  'and a PDF stored at <user id>/<id>.pdf');
select results_eq($$ select kind, title from public.resources order by kind $$,
  $$ values ('link', 'A link'), ('pdf', 'A PDF') $$, 'the owner reads them');
select results_eq(
  $$ update public.resources set title = 'Renamed' where id = 'b0000000-0000-4000-8000-000000000001' returning title $$,
  $$ values ('Renamed') $$, 'the owner renames one');
select throws_ok($$ update public.resources set url = 'https://example.com' $$, '42501', null,
  'the address is not editable (column grant)');
select throws_ok(format($$ update public.resources set user_id = %L $$, tests.uid('rs_other')), '42501', null,
  'nor the owner');

-- ---- the rules of a resource (23514) -------------------------------------------------------------
select throws_ok($$ insert into public.resources (kind, title, url) values ('link', 'Script', 'javascript:alert(1)') $$,
  '23514', null, 'a javascript: link is refused');
select throws_ok($$ insert into public.resources (kind, title, url) values ('link', 'Bare', 'example.org/page') $$,
  '23514', null, 'an address without its scheme is refused (the client adds https://)');
select throws_ok($$ insert into public.resources (kind, title) values ('link', 'No URL') $$,
  '23514', null, 'a link needs its URL');
select throws_ok($$ insert into public.resources (kind, title, url) values ('link', '  ', 'https://example.org') $$,
  '23514', null, 'a blank title is refused');
select throws_ok($$ insert into public.resources (kind, title, url) values ('video', 'Video', 'https://example.org') $$,
  '23514', null, 'only pdf and link');
select throws_ok(
  format($$ insert into public.resources (id, kind, title, file_name, storage_path, size_bytes)
     values ('b0000000-0000-4000-8000-000000000003', 'pdf', 'Elsewhere', 'x.pdf', %L, 10) $$,
     tests.uid('rs_other') || '/b0000000-0000-4000-8000-000000000003.pdf'),
  '23514', null, 'a PDF must be stored in its owner''s folder, under its own id');
select throws_ok(
  format($$ insert into public.resources (id, kind, title, file_name, storage_path, size_bytes)
     values ('b0000000-0000-4000-8000-000000000004', 'pdf', 'Huge', 'x.pdf', %L, 20971521) $$,
     tests.uid('rs_owner') || '/b0000000-0000-4000-8000-000000000004.pdf'),
  '23514', null, 'a PDF over 20 MB is refused');
select throws_ok(
  $$ insert into public.resources (kind, title, url, file_name) values ('link', 'Both', 'https://example.org', 'x.pdf') $$,
  '23514', null, 'a link has no file');

-- ---- Storage: the folder rule --------------------------------------------------------------------
select lives_ok(
  format($$ insert into storage.objects (bucket_id, name, owner_id) values ('resources', %L, auth.uid()::text) $$,
     tests.uid('rs_owner') || '/b0000000-0000-4000-8000-000000000002.pdf'),
  'the owner uploads into their own folder');
select throws_ok(
  format($$ insert into storage.objects (bucket_id, name) values ('resources', %L) $$,
     tests.uid('rs_other') || '/b0000000-0000-4000-8000-000000000009.pdf'),
  '42501', null, 'a member cannot upload into another member''s folder');
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('resources', 'loose.pdf') $$,
  '42501', null, 'nor outside any folder');
select is((select count(*)::int from storage.objects where bucket_id = 'resources'), 1, 'the owner sees their object');

select tests.authenticate_as('rs_other');
select is_empty($$ select 1 from storage.objects where bucket_id = 'resources' $$,
  'another member sees none of the owner''s objects');
select is_empty($$ update storage.objects set name = name || '.x' where bucket_id = 'resources' returning 1 $$,
  'nor renames them');
select is_empty($$ delete from storage.objects where bucket_id = 'resources' returning 1 $$, 'nor deletes them');
select lives_ok(
  format($$ insert into storage.objects (bucket_id, name) values ('resources', %L) $$, tests.uid('rs_other') || '/mine.pdf'),
  'another member uploads into their own folder');
select throws_ok(
  format($$ update storage.objects set name = %L where bucket_id = 'resources' $$, tests.uid('rs_owner') || '/planted.pdf'),
  '42501', null, 'but cannot move the object into the owner''s folder');
select lives_ok($$ delete from storage.objects where bucket_id = 'resources' $$, 'and deletes their own object');

-- ---- another member -------------------------------------------------------------------------------
select tests.authenticate_as('rs_other');
select is_empty($$ select 1 from public.resources $$, 'another member reads none of the owner''s resources');
select is_empty($$ update public.resources set title = 'Mine' returning 1 $$, 'nor renames them');
select is_empty($$ delete from public.resources returning 1 $$, 'nor deletes them');
select is_empty(
  $$ insert into public.resources (id, kind, title, url) values ('b0000000-0000-4000-8000-000000000001', 'link', 'Import', 'https://example.net')
     on conflict (id) do nothing returning 1 $$,
  'an import upsert of the owner''s id is ignored');
select throws_ok(
  $$ insert into public.resources (id, kind, title, url) values ('b0000000-0000-4000-8000-000000000001', 'link', 'Import', 'https://example.net')
     on conflict (id) do update set title = excluded.title $$,
  '42501', null, 'an upsert that would overwrite it is refused');

-- ---- an administrator, anon ----------------------------------------------------------------------
select tests.authenticate_as('rs_admin');
select is_empty($$ select 1 from public.resources $$, 'an administrator reads none of them');
select is_empty($$ select 1 from storage.objects where bucket_id = 'resources' $$, 'nor their objects');
select tests.clear_authentication();
select throws_ok($$ select 1 from public.resources $$, '42501', null, 'anon cannot read resources');
select throws_ok($$ insert into public.resources (kind, title, url) values ('link', 'Anon', 'https://example.org') $$,
  '42501', null, 'anon cannot add one');
select is_empty($$ select 1 from storage.objects where bucket_id = 'resources' $$, 'anon sees no object');
select throws_ok($$ insert into storage.objects (bucket_id, name) values ('resources', 'anon/x.pdf') $$,
  '42501', null, 'anon cannot upload');

-- ---- two-factor ---------------------------------------------------------------------------------
select tests.reset_role();
insert into public.resources (user_id, kind, title, url) values (tests.uid('rs_mfa'), 'link', 'Guarded', 'https://example.org');
insert into storage.objects (bucket_id, name) values ('resources', tests.uid('rs_mfa') || '/guarded.pdf');
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('rs_mfa'), 'aal', 'aal1'));
select is_empty($$ select 1 from public.resources $$, 'aal1 with a verified factor: no resources');
select is_empty($$ select 1 from storage.objects where bucket_id = 'resources' $$, 'aal1: no objects either');
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('rs_mfa'), 'aal', 'aal2'));
select is((select count(*)::int from public.resources), 1, 'aal2: the member''s resource');
select is((select count(*)::int from storage.objects where bucket_id = 'resources'), 1, 'aal2: and object');

-- ---- the owner deletes; the service role ------------------------------------------------------------
select tests.authenticate_as('rs_owner');
select results_eq($$ delete from public.resources where kind = 'pdf' returning title $$, $$ values ('A PDF') $$,
  'the owner deletes a resource');
select results_eq($$ delete from storage.objects where bucket_id = 'resources' returning storage.filename(name) $$,
  $$ values ('b0000000-0000-4000-8000-000000000002.pdf') $$, 'and its object');
select tests.authenticate_as_service_role();
select ok((select count(*) >= 2 from public.resources), 'the service role reads every resource');
select lives_ok(
  format($$ insert into public.resources (user_id, kind, title, url) values (%L, 'link', 'Operator', 'https://example.org') $$,
    tests.uid('rs_other')), 'writes one for a member');
select lives_ok($$ delete from public.resources where title = 'Operator' $$, 'and deletes it');

select * from finish();
rollback;
