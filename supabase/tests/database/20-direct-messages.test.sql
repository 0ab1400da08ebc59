-- direct_messages: readable by the two people only; inserted by the sender, only to an accepted
-- friend who has not blocked them, through the content check; nobody edits a message; the
-- recipient sets read_at once; conversation() pages by keyset; mark_conversation_read.
begin;
select plan(52);

select tests.create_user('dm_alice', '{"name": "Alice"}'::jsonb);
select tests.create_user('dm_bob', '{"name": "Bob"}'::jsonb);
select tests.create_user('dm_carol', '{"name": "Carol"}'::jsonb);
select tests.create_user('dm_dave', '{"name": "Dave"}'::jsonb);
select tests.create_user('dm_admin', '{"name": "Ada Admin"}'::jsonb, '{"role": "admin"}'::jsonb);
select tests.create_user('dm_mfa', '{"name": "With Factor"}'::jsonb);
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values (gen_random_uuid(), tests.uid('dm_mfa'), 'phone', 'totp', 'verified', now(), now(), 'JBSWY3DPEHPK3PXP');
-- Alice and Bob are friends; Alice and Carol: pending; Alice and Dave: friends, Dave blocked Alice.
insert into public.friendships (requester_id, addressee_id, status) values
  (tests.uid('dm_alice'), tests.uid('dm_bob'), 'accepted'),
  (tests.uid('dm_alice'), tests.uid('dm_carol'), 'pending'),
  (tests.uid('dm_dave'), tests.uid('dm_alice'), 'accepted'),
  (tests.uid('dm_mfa'), tests.uid('dm_bob'), 'accepted');
insert into public.blocks (blocker_id, blocked_id) values (tests.uid('dm_dave'), tests.uid('dm_alice'));

-- ---- schema -----------------------------------------------------------------------------------
select has_table('public', 'direct_messages', 'public.direct_messages exists');
select columns_are('public', 'direct_messages', array['id', 'sender_id', 'recipient_id', 'body', 'created_at', 'read_at', 'moderation_state'],
  'direct_messages has exactly the agreed columns');
select col_default_is('public', 'direct_messages', 'sender_id', 'auth.uid()', 'sender_id defaults to auth.uid()');
select col_default_is('public', 'direct_messages', 'id', 'gen_random_uuid()', 'id defaults to a random uuid');
select ok((select pg_get_indexdef('public.direct_messages_conversation_idx'::regclass) like
  '%(LEAST(sender_id, recipient_id), GREATEST(sender_id, recipient_id), created_at DESC, id DESC)'),
  'the keyset index of a conversation, both directions');
select policies_are('public', 'direct_messages',
  array['direct_messages_select_party', 'direct_messages_insert_sender', 'direct_messages_update_recipient',
        'direct_messages_require_aal2', 'direct_messages_hidden_text_sender_only'],
  'direct_messages: the parties'' policies and the two-factor rule; hidden text for its sender only (49)');

-- ---- Alice writes -----------------------------------------------------------------------------
select tests.authenticate_as('dm_alice');
select results_eq(
  format($$ insert into public.direct_messages (id, recipient_id, body)
            values ('d0000000-0000-4000-8000-000000000001', %L, '  Hello, Bob.  ')
            returning sender_id, body, read_at $$, tests.uid('dm_bob')),
  format($$ values (%L::uuid, 'Hello, Bob.', null::timestamptz) $$, tests.uid('dm_alice')),
  'Alice messages her friend Bob with her own UUID; the body is trimmed');
select throws_ok(
  format($$ insert into public.direct_messages (sender_id, recipient_id, body) values (%L, %L, 'I am Bob.') $$,
    tests.uid('dm_bob'), tests.uid('dm_alice')),
  '42501', 'You can only send messages as yourself.', 'a forged sender is refused');
select throws_ok(
  format($$ insert into public.direct_messages (sender_id, recipient_id, body) values (%L, %L, 'Hi') $$,
    tests.uid('dm_bob'), tests.uid('dm_carol')),
  '42501', 'You can only send messages as yourself.', 'a forged sender learns nothing about the pair');
select throws_ok(format($$ insert into public.direct_messages (recipient_id, body) values (%L, 'Hi Carol') $$, tests.uid('dm_carol')),
  '23514', 'You can only message your friends.', 'a pending request is not a friendship');
select throws_ok(format($$ insert into public.direct_messages (recipient_id, body) values (%L, 'Hi Admin') $$, tests.uid('dm_admin')),
  '23514', 'You can only message your friends.', 'no message to a stranger');
select throws_ok(format($$ insert into public.direct_messages (recipient_id, body) values (%L, 'Hi Dave') $$, tests.uid('dm_dave')),
  '23514', 'This member is not accepting your messages.', 'no message to a friend who blocked you');
select throws_ok(format($$ insert into public.direct_messages (recipient_id, body) values (%L, 'Hi me') $$, tests.uid('dm_alice')),
  '23514', 'You cannot message yourself.', 'no message to oneself');
select throws_ok(format($$ insert into public.direct_messages (recipient_id, body) values (%L, 'what the fuck') $$, tests.uid('dm_bob')),
  '23514', 'Keep this a safe place.', 'the safe-place rule with its reason');
select throws_ok(format($$ insert into public.direct_messages (recipient_id, body) values (%L, 'look https://giphy.com/x') $$, tests.uid('dm_bob')),
  '23514', 'No memes allowed in this space.', 'the meme rule with its reason');
select throws_ok(format($$ insert into public.direct_messages (recipient_id, body) values (%L, '   ') $$, tests.uid('dm_bob')),
  '23514', null, 'an empty body is refused');
select throws_ok(format($$ insert into public.direct_messages (recipient_id, body) values (%L, repeat('a', 4001)) $$, tests.uid('dm_bob')),
  '23514', null, 'more than 4,000 characters is refused');
select throws_ok(
  format($$ insert into public.direct_messages (recipient_id, body, read_at) values (%L, 'Read already?', now()) $$, tests.uid('dm_bob')),
  '42501', null, 'read_at cannot be sent (column grant)');
select throws_ok(
  format($$ insert into public.direct_messages (recipient_id, body, created_at) values (%L, 'Back-dated', now() - interval '1 day') $$, tests.uid('dm_bob')),
  '42501', null, 'created_at cannot be sent (column grant)');
select is_empty($$ update public.direct_messages set read_at = now() returning 1 $$, 'the sender cannot mark her own message read');
select throws_ok($$ update public.direct_messages set body = 'edited' $$, '42501', null, 'nobody edits a message (column grant)');
select throws_ok($$ delete from public.direct_messages $$, '42501', null, 'nobody deletes a message');

-- A few more, one per millisecond-ish, for the keyset.
select tests.reset_role();
insert into public.direct_messages (id, sender_id, recipient_id, body, created_at) values
  ('d0000000-0000-4000-8000-000000000002', tests.uid('dm_bob'), tests.uid('dm_alice'), 'Hi Alice.', now() + interval '1 second'),
  ('d0000000-0000-4000-8000-000000000003', tests.uid('dm_alice'), tests.uid('dm_bob'), 'How are you?', now() + interval '2 seconds'),
  ('d0000000-0000-4000-8000-000000000004', tests.uid('dm_bob'), tests.uid('dm_alice'), 'Well, thanks.', now() + interval '3 seconds');
-- (created_at is the server's: the trigger resets it; set the times as an operator would import them)
alter table public.direct_messages disable trigger direct_messages_10_before_update;
update public.direct_messages set created_at = now() + (right(id::text, 1)::int - 1) * interval '1 second'
 where id::text like 'd0000000-%';
alter table public.direct_messages enable trigger direct_messages_10_before_update;

-- ---- Bob, the recipient -------------------------------------------------------------------------
select tests.authenticate_as('dm_bob');
select results_eq($$ select id, is_mine from public.conversation(tests.uid('dm_alice')) $$,
  $$ values ('d0000000-0000-4000-8000-000000000004'::uuid, true), ('d0000000-0000-4000-8000-000000000003'::uuid, false),
            ('d0000000-0000-4000-8000-000000000002'::uuid, true), ('d0000000-0000-4000-8000-000000000001'::uuid, false) $$,
  'conversation: newest first, is_mine');
select results_eq($$ select id from public.conversation(tests.uid('dm_alice'), p_limit => 2) $$,
  $$ values ('d0000000-0000-4000-8000-000000000004'::uuid), ('d0000000-0000-4000-8000-000000000003'::uuid) $$,
  'conversation: the newest page');
select results_eq(
  $$ select c.id from public.direct_messages as d,
       public.conversation(tests.uid('dm_alice'), d.created_at, d.id, null, 2) as c
      where d.id = 'd0000000-0000-4000-8000-000000000003' $$,
  $$ values ('d0000000-0000-4000-8000-000000000002'::uuid), ('d0000000-0000-4000-8000-000000000001'::uuid) $$,
  'conversation: the page before a (created_at, id) cursor');
select results_eq(
  $$ select c.id from public.direct_messages as d,
       public.conversation(tests.uid('dm_alice'), p_after => d.created_at) as c
      where d.id = 'd0000000-0000-4000-8000-000000000002' $$,
  $$ values ('d0000000-0000-4000-8000-000000000004'::uuid), ('d0000000-0000-4000-8000-000000000003'::uuid) $$,
  'conversation: everything after p_after (catch-up)');
select throws_ok($$ update public.direct_messages set body = 'edited' $$, '42501', null, 'the recipient cannot edit either');
select throws_ok($$ update public.direct_messages set sender_id = auth.uid() $$, '42501', null, 'nor change the sender');
select results_eq(
  $$ update public.direct_messages set read_at = '2000-01-01' where id = 'd0000000-0000-4000-8000-000000000001' returning read_at $$,
  $$ values (now()) $$, 'the recipient marks a message read, at the server''s time');
select results_eq(
  $$ update public.direct_messages set read_at = null where id = 'd0000000-0000-4000-8000-000000000001' returning read_at $$,
  $$ values (now()) $$, 'read_at is set once: not back to null');
select is(public.mark_conversation_read(tests.uid('dm_alice')), 1, 'mark_conversation_read: the one unread message from Alice');
select is(public.mark_conversation_read(tests.uid('dm_alice')), 0, 'and then none');
select is((select count(*)::int from public.direct_messages where read_at is null), 2, 'Bob''s own messages stay unread');

-- ---- Carol, a third member; an administrator ------------------------------------------------------
select tests.authenticate_as('dm_carol');
select is_empty($$ select 1 from public.direct_messages $$, 'a third member reads no message');
select is_empty(format($$ select 1 from public.conversation(%L) $$, tests.uid('dm_alice')), 'nor a conversation with Alice');
select is_empty($$ update public.direct_messages set read_at = now() returning 1 $$, 'nor marks anything read');
select tests.authenticate_as('dm_admin');
select is_empty($$ select 1 from public.direct_messages $$, 'an administrator reads no message');

-- ---- Alice reads, and the receipts -------------------------------------------------------------
select tests.authenticate_as('dm_alice');
select results_eq($$ select id, read_at is not null from public.direct_messages where sender_id = auth.uid() order by id $$,
  $$ values ('d0000000-0000-4000-8000-000000000001'::uuid, true), ('d0000000-0000-4000-8000-000000000003'::uuid, true) $$,
  'the sender sees her messages read');
select is(public.mark_conversation_read(tests.uid('dm_bob')), 2, 'Alice marks Bob''s two messages read');

-- ---- blocks: Alice blocks Bob ------------------------------------------------------------------
select lives_ok(format($$ insert into public.blocks (blocked_id) values (%L) $$, tests.uid('dm_bob')), 'Alice blocks Bob');
select results_eq($$ select id from public.direct_messages order by id $$,
  $$ values ('d0000000-0000-4000-8000-000000000001'::uuid), ('d0000000-0000-4000-8000-000000000003'::uuid) $$,
  'the blocker no longer sees what the blocked member sent');
select throws_ok(format($$ insert into public.direct_messages (recipient_id, body) values (%L, 'Still there?') $$, tests.uid('dm_bob')),
  '23514', 'You blocked this member. Unblock them to send a message.', 'the blocker cannot message the blocked member');
select tests.authenticate_as('dm_bob');
select throws_ok(format($$ insert into public.direct_messages (recipient_id, body) values (%L, 'Alice?') $$, tests.uid('dm_alice')),
  '23514', 'This member is not accepting your messages.', 'the blocked member cannot message the blocker');
select is((select count(*)::int from public.direct_messages), 4, 'the blocked member still reads the conversation');

-- ---- two-factor, anon, the service role ------------------------------------------------------------
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('dm_mfa'), 'aal', 'aal1'));
select throws_ok(format($$ insert into public.direct_messages (recipient_id, body) values (%L, 'Hi Bob') $$, tests.uid('dm_bob')),
  '42501', null, 'aal1 with a verified factor: no message');
select tests.authenticate_with_claims(jsonb_build_object('sub', tests.uid('dm_mfa'), 'aal', 'aal2'));
select lives_ok(format($$ insert into public.direct_messages (recipient_id, body) values (%L, 'Hi Bob') $$, tests.uid('dm_bob')),
  'aal2: the message is sent');
select tests.clear_authentication();
select throws_ok($$ select * from public.direct_messages $$, '42501', null, 'anon cannot read messages');
select throws_ok(format($$ insert into public.direct_messages (sender_id, recipient_id, body) values (%L, %L, 'x') $$,
  tests.uid('dm_alice'), tests.uid('dm_bob')), '42501', null, 'anon cannot insert');
select throws_ok($$ update public.direct_messages set read_at = now() $$, '42501', null, 'anon cannot update');
select throws_ok(format($$ select * from public.conversation(%L) $$, tests.uid('dm_alice')), '42501', null, 'anon cannot call conversation');
select tests.authenticate_as_service_role();
select ok((select count(*) >= 5 from public.direct_messages), 'the service role reads every message');
select throws_ok($$ update public.direct_messages set body = 'edited' $$, '42501', null, 'even the service role cannot edit a message');

select * from finish();
rollback;
