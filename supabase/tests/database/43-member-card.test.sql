-- Block and mute pick a person, never a name (issue 40, section 3): 'Find people' finds members by
-- a part of their normalised name, only those visible to members and never someone who blocked
-- the caller; Settings > Privacy lists the caller's own blocks and mutes with names and avatars as
-- profile_of lets the caller see them.
begin;
select plan(28);

select tests.create_user('mc_me', '{"name": "Rita"}'::jsonb);
select tests.create_user('mc_sam', '{"name": "Sam Carter"}'::jsonb);
select tests.create_user('mc_samantha', '{"name": "Samantha"}'::jsonb);
select tests.create_user('mc_lisa', '{"name": "Lisa  Samuels"}'::jsonb);
select tests.create_user('mc_sammy', '{"name": "Sammy"}'::jsonb);
select tests.create_user('mc_hidden', '{"name": "Sam Hidden"}'::jsonb);
select tests.create_user('mc_blocker', '{"name": "Sam Blocker"}'::jsonb);
select tests.create_user('mc_other', '{"name": "Otto"}'::jsonb);
select tests.create_user('mc_mfa', '{"name": "With Factor"}'::jsonb);
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values (gen_random_uuid(), tests.uid('mc_mfa'), 'phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP');
select tests.create_user('mc_quinn_' || n, jsonb_build_object('name', 'Quinn ' || n)) from generate_series(1, 9) as n;

update public.profiles set visibility = 'everyone', avatar_url = 'https://img.example/sam.png' where id = tests.uid('mc_sam');
update public.profiles set visibility = 'none' where id = tests.uid('mc_hidden');
insert into public.blocks (blocker_id, blocked_id) values (tests.uid('mc_blocker'), tests.uid('mc_me'));

-- ---- the functions' shape and grants ----------------------------------------------------------
select function_returns('public', 'find_members', array['text'], 'setof record', 'find_members(text) returns rows');
select function_returns('public', 'my_blocks_and_mutes', array[]::text[], 'setof record', 'my_blocks_and_mutes() returns rows');
select is(has_function_privilege('anon', 'public.find_members(text)', 'execute'), false, 'anon may not call find_members');
select is(has_function_privilege('anon', 'public.my_blocks_and_mutes()', 'execute'), false, 'anon may not call my_blocks_and_mutes');
select is(has_function_privilege('authenticated', 'public.find_members(text)', 'execute'), true, 'members call find_members');
select is((select prosecdef from pg_proc where oid = 'public.my_blocks_and_mutes()'::regprocedure), false,
  'my_blocks_and_mutes runs as the caller (their own rows by the policies)');

-- ---- a member finds people by name ------------------------------------------------------------
select tests.authenticate_as('mc_me');
select results_eq($$ select name from public.find_members('sam') $$,
  $$ values ('Sam Carter'), ('Samantha'), ('Sammy'), ('Lisa Samuels') $$,
  'a part of the name finds visible members, names starting with it first; never a none profile or a blocker');
select results_eq($$ select id, avatar_url from public.find_members('SAM C') $$,
  format($$ values (%L::uuid, 'https://img.example/sam.png') $$, tests.uid('mc_sam')),
  'case-insensitive, with the id to act on and the avatar');
select results_eq($$ select name from public.find_members(E'  Ｓａｍ\tC ') $$, $$ values ('Sam Carter') $$,
  'the query is normalised (NFKC, trimmed, spaces collapsed)');
select results_eq($$ select name from public.find_members(E'S\u200bam C') $$, $$ values ('Sam Carter') $$,
  'a zero-width character in the query is no disguise');
select results_eq($$ select name from public.find_members('lisa sam') $$, $$ values ('Lisa Samuels') $$,
  'stored names are normalised (two spaces became one)');
select is_empty($$ select 1 from public.find_members('s') $$, 'one character finds no one');
select is_empty($$ select 1 from public.find_members(null) $$, 'nor does nothing');
select is_empty($$ select 1 from public.find_members('%a%') $$, 'a pattern character is just a character');
select is_empty($$ select 1 from public.find_members('Sam Hidden') $$, 'a none profile is never found, even by full name');
select is_empty($$ select 1 from public.find_members('Sam Blocker') $$, 'someone who blocked the caller is never found');
select is_empty($$ select 1 from public.find_members('Rita') $$, 'the caller does not find themself');
select is((select count(*)::int from public.find_members('quinn')), 8, 'a handful at most (8)');

insert into public.blocks (blocked_id) values (tests.uid('mc_sammy'));
insert into public.mutes (muted_id) values (tests.uid('mc_sam'));
insert into public.blocks (blocked_id) values (tests.uid('mc_hidden'));
-- One transaction has one now(): the first block is made an hour older, so 'oldest first' shows.
select tests.reset_role();
update public.blocks set created_at = now() - interval '1 hour' where blocked_id = tests.uid('mc_sammy');
select tests.authenticate_as('mc_me');
select results_eq($$ select name from public.find_members('sammy') $$, $$ values ('Sammy') $$,
  'someone the caller blocked is still found (their card offers Unblock)');

-- ---- the caller's blocks and mutes, with names and avatars ------------------------------------
select results_eq($$ select kind, id, name, avatar_url from public.my_blocks_and_mutes() $$,
  format($$ values ('blocks', %L::uuid, 'Sammy', null::text), ('blocks', %L::uuid, 'Member', null::text),
                   ('mutes', %L::uuid, 'Sam Carter', 'https://img.example/sam.png') $$,
    tests.uid('mc_sammy'), tests.uid('mc_hidden'), tests.uid('mc_sam')),
  'blocks then mutes, oldest first; a none profile that shares nothing with the caller shows as Member');
select ok((select bool_and(since is not null) from public.my_blocks_and_mutes()), 'each with since when');

-- ---- another member, the blocked member, anon, a member short of their second factor -----------
select tests.authenticate_as('mc_other');
select is_empty($$ select 1 from public.my_blocks_and_mutes() $$, 'another member sees none of them');
select results_eq($$ select name from public.find_members('rit') $$, $$ values ('Rita') $$,
  'another member finds Rita (members visibility)');

select tests.authenticate_as('mc_sammy');
select is_empty($$ select 1 from public.my_blocks_and_mutes() $$, 'the blocked member does not learn of the block');
select is_empty($$ select 1 from public.find_members('rita') $$,
  'the blocked member does not find the member who blocked them');

select tests.authenticate_as('mc_mfa');
select is_empty($$ select 1 from public.find_members('sam') $$, 'a member with a second factor at aal1 finds no one');

select tests.clear_authentication();
select throws_ok($$ select * from public.find_members('sam') $$, '42501', null, 'anon cannot search members');
select throws_ok($$ select * from public.my_blocks_and_mutes() $$, '42501', null, 'anon has no lists');

select * from finish();
rollback;
