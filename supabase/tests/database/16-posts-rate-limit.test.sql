-- The rate limit: at most 10 posts and replies per member in any rolling minute; the 11th is
-- refused with SQLSTATE PT429 (HTTP 429 through PostgREST), a message saying how many seconds to
-- wait and the time they may post again as the hint. Deleting does not give a slot back; other
-- members and the service role are not affected. (now() is fixed within this transaction; time
-- passing is simulated by moving the times in the member's ledger row back.)
begin;
select plan(19);

select tests.create_user('rl_alice', '{"name": "Alice"}'::jsonb);
select tests.create_user('rl_bob', '{"name": "Bob"}'::jsonb);
select tests.create_user('rl_carol', '{"name": "Carol"}'::jsonb);
insert into public.room_members (room_slug, user_id) values
  ('work', tests.uid('rl_alice')), ('work', tests.uid('rl_bob')), ('entrepreneurship', tests.uid('rl_alice'));

-- The error a statement raises, as {code, message, hint}; null when it succeeds.
create function pg_temp.error_of(statement text) returns jsonb language plpgsql as $$
declare
  code text; message text; hint text;
begin
  execute statement;
  return null;
exception when others then
  get stacked diagnostics code = returned_sqlstate, message = message_text, hint = pg_exception_hint;
  return jsonb_build_object('code', code, 'message', message, 'hint', hint);
end;
$$;

select tests.authenticate_as('rl_alice');
select lives_ok(
  $$ insert into public.posts (id, room_slug, body)
     select ('f0000000-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'work', 'Thought number ' || g
       from generate_series(1, 6) as g $$,
  'Alice writes six posts');
select lives_ok(
  $$ insert into public.posts (room_slug, parent_id, body) values
       ('work', 'f0000000-0000-4000-8000-000000000001', 'A reply'),
       ('work', 'f0000000-0000-4000-8000-000000000002', 'Another reply'),
       ('entrepreneurship', null, 'In another room') $$,
  'two replies and a post in another room: nine');
select lives_ok($$ insert into public.posts (room_slug, body) values ('work', 'The tenth') $$, 'the tenth write in a minute is accepted');

select is(
  pg_temp.error_of($$ insert into public.posts (room_slug, body) values ('work', 'The eleventh') $$),
  jsonb_build_object(
    'code', 'PT429',
    'message', 'You''re posting too fast. You can post again in 1 minute.',
    'hint', to_char((now() + interval '1 minute') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
  'the 11th: PT429, how long to wait, and when (ISO 8601, UTC) as the hint');
select throws_ok($$ insert into public.posts (room_slug, body) values ('work', 'The eleventh') $$,
  'PT429', 'You''re posting too fast. You can post again in 1 minute.', 'throws_ok agrees: PT429');
select throws_ok(
  $$ insert into public.posts (room_slug, parent_id, body) values ('work', 'f0000000-0000-4000-8000-000000000003', 'A reply') $$,
  'PT429', null, 'a reply counts too');
select throws_ok($$ insert into public.posts (room_slug, body) values ('entrepreneurship', 'Elsewhere') $$,
  'PT429', null, 'the limit is per member, across rooms');
select ok((pg_temp.error_of($$ select 1 $$)) is null, '(error_of returns null on success)');
select results_eq($$ delete from public.posts where id = 'f0000000-0000-4000-8000-000000000006' returning id $$,
  $$ values ('f0000000-0000-4000-8000-000000000006'::uuid) $$, 'Alice deletes a post');
select throws_ok($$ insert into public.posts (room_slug, body) values ('work', 'After deleting') $$,
  'PT429', null, 'deleting does not give the slot back: the limit counts writes');
select is((select count(*)::int from public.posts where room_slug in ('work', 'entrepreneurship')), 9,
  'nine of Alice''s posts stand (ten written, one deleted, the refused ones never stored)');

-- ---- others are not affected ------------------------------------------------------------------
select tests.authenticate_as('rl_bob');
select lives_ok($$ insert into public.posts (room_slug, body) values ('work', 'Bob is fine') $$, 'Bob still posts');
select tests.authenticate_as('rl_carol');
select throws_ok(
  format($$ insert into public.posts (room_slug, author_id, body) values ('work', %L, 'Posing as Alice') $$, tests.uid('rl_alice')),
  '42501', null,
  'a non-member posing as the limited member gets 42501, not 429: the limit is keyed on the caller, and leaks nothing');
select tests.authenticate_as_service_role();
select lives_ok(
  format($$ insert into public.posts (room_slug, author_id, body) values ('work', %L, 'Imported by an operator') $$, tests.uid('rl_alice')),
  'the service role is not rate limited');

-- ---- time passes ------------------------------------------------------------------------------
select tests.reset_role();
update private.rate_ledger
   set recent = array(select t - interval '30 seconds' from unnest(recent) with ordinality as u (t, n) order by n)
 where user_id = tests.uid('rl_alice') and action = 'post';
select tests.authenticate_as('rl_alice');
select is(
  pg_temp.error_of($$ insert into public.posts (room_slug, body) values ('work', 'Half a minute later') $$) ->> 'message',
  'You''re posting too fast. You can post again in 30 seconds.', '30 seconds later: 30 seconds to wait');
select tests.reset_role();
update private.rate_ledger
   set recent = array(select t - interval '31 seconds' from unnest(recent) with ordinality as u (t, n) order by n)
 where user_id = tests.uid('rl_alice') and action = 'post';
select tests.authenticate_as('rl_alice');
select lives_ok($$ insert into public.posts (room_slug, body) values ('work', 'A minute later') $$,
  'a minute after the tenth write Alice posts again');
select tests.reset_role();
select results_eq(
  $$ select cardinality(recent), recent[1] = now(), recent[2] < now() - interval '1 minute'
       from private.rate_ledger where user_id = tests.uid('rl_alice') and action = 'post' $$,
  $$ values (10, true, true) $$,
  'the ledger keeps the times of the last ten writes, newest first');

-- ---- the ledger is the server's ---------------------------------------------------------------
select tests.authenticate_as('rl_alice');
select throws_ok($$ select * from private.rate_ledger $$, '42501', null, 'a member cannot read the ledger');
select throws_ok($$ delete from private.rate_ledger $$, '42501', null, 'a member cannot clear the ledger');

select * from finish();
rollback;
