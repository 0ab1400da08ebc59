-- The content check in the database: public.check_message() gives the client's answers (the
-- same rules: supabase/moderation-rules.json), and the insert trigger of posts enforces it with
-- SQLSTATE 23514 and the reason as the message, for posts and replies, whoever inserts.
begin;
select plan(41);

select tests.create_user('mod_alice', '{"name": "Alice"}'::jsonb);
insert into public.room_members (room_slug, user_id) values ('overthinking', tests.uid('mod_alice'));

-- First in this session (no plan cached by another role yet): the service role's insert runs the
-- trigger with the service role's own privileges.
select tests.authenticate_as_service_role();
select throws_ok(
  format($$ insert into public.posts (room_slug, author_id, body) values ('overthinking', %L, 'dick') $$, tests.uid('mod_alice')),
  '23514', 'Keep this a safe place.', 'the service role is held to the same check');
select lives_ok(
  format($$ insert into public.posts (room_slug, author_id, body) values ('overthinking', %L, 'Imported post') $$, tests.uid('mod_alice')),
  'the service role inserts an ordinary post');

select tests.authenticate_as('mod_alice');

-- ---- check_message: rule 1, blocked words as whole words (plain plurals), any case ---------------
select results_eq(
  $$ select w, c.is_allowed, c.reason
       from jsonb_array_elements_text(private.moderation_rules() -> 'blockedWords') as w,
            public.check_message('you ' || upper(w) || ' there') as c
      where c.is_allowed or c.reason <> 'Keep this a safe place.' $$,
  $$ select null::text, null::boolean, null::text where false $$,
  'every blocked word, upper-cased in a sentence, is refused with ''Keep this a safe place.''');
select is_empty(
  $$ select w from jsonb_array_elements_text(private.moderation_rules() -> 'blockedWords') as w,
                   public.check_message(w || 's!') as c where c.is_allowed $$,
  'every blocked word with an s is refused');
select is((select count(*)::int from jsonb_array_elements_text(private.moderation_rules() -> 'blockedWords')), 15,
  'the rules hold the client''s fifteen words');
select results_eq($$ select * from public.check_message('Two bitches and their dicks') $$,
  $$ values (false, 'Keep this a safe place.') $$, 'plurals in -es and -s are refused');
select results_eq($$ select * from public.check_message(E'first line\nShit.') $$,
  $$ values (false, 'Keep this a safe place.') $$, 'a word after a line break is refused');
select results_eq($$ select * from public.check_message('x_shit') $$,
  $$ values (false, 'Keep this a safe place.') $$, 'an underscore is not a letter: x_shit is refused, as in the client');
select results_eq($$ select * from public.check_message('fuck') $$,
  $$ values (false, 'Keep this a safe place.') $$, 'the word alone is refused');

-- the word-boundary cases the client lets through
select results_eq($$ select * from public.check_message('I took a class on Dickens in Scunthorpe') $$,
  $$ values (true, null::text) $$, '''class'', ''Dickens'' and ''Scunthorpe'' pass');
select results_eq($$ select * from public.check_message('Shitake mushrooms and a cocktail') $$,
  $$ values (true, null::text) $$, '''Shitake'' and ''cocktail'' pass');
select results_eq($$ select * from public.check_message('Classic assessment of the spice market') $$,
  $$ values (true, null::text) $$, '''Classic'', ''assessment'' and ''spice'' pass');
select results_eq($$ select * from public.check_message('Passing the bass in Essex') $$,
  $$ values (true, null::text) $$, '''Passing'', ''bass'' and ''Essex'' pass');
select results_eq($$ select * from public.check_message('An analysis of the skunk works') $$,
  $$ values (true, null::text) $$, '''analysis'' passes');
select results_eq($$ select * from public.check_message('Retardant chemicals slow a fire') $$,
  $$ values (true, null::text) $$, '''Retardant'' passes');
select results_eq($$ select * from public.check_message('shit2 and 9shit') $$,
  $$ values (true, null::text) $$, 'digits are part of a word: ''shit2'' and ''9shit'' pass');
select results_eq($$ select * from public.check_message('éshit and shité') $$,
  $$ values (true, null::text) $$, 'accented letters are letters: ''éshit'' and ''shité'' pass');
select results_eq($$ select * from public.check_message('shitty weather') $$,
  $$ values (true, null::text) $$, 'only plain plurals count: ''shitty'' passes');

-- ---- check_message: rule 2, meme markers anywhere, any case -------------------------------------
select results_eq($$ select * from public.check_message('look at this meme') $$,
  $$ values (false, 'No memes allowed in this space.') $$, '''meme'' is refused');
select results_eq($$ select * from public.check_message('MEMES all day') $$,
  $$ values (false, 'No memes allowed in this space.') $$, '''MEMES'' is refused');
select results_eq($$ select * from public.check_message('cat.GIF') $$,
  $$ values (false, 'No memes allowed in this space.') $$, '''.GIF'' is refused');
select results_eq($$ select * from public.check_message('photo.jpg here') $$,
  $$ values (false, 'No memes allowed in this space.') $$, '''.jpg'' is refused');
select results_eq($$ select * from public.check_message('x.png') $$,
  $$ values (false, 'No memes allowed in this space.') $$, '''.png'' is refused');
select results_eq($$ select * from public.check_message('https://giphy.com/a') $$,
  $$ values (false, 'No memes allowed in this space.') $$, 'giphy.com is refused');
select results_eq($$ select * from public.check_message('see imgur.com and tenor.com') $$,
  $$ values (false, 'No memes allowed in this space.') $$, 'imgur.com and tenor.com are refused');
select results_eq($$ select * from public.check_message('Mementos of a summer') $$,
  $$ values (false, 'No memes allowed in this space.') $$, 'a marker inside a word counts (''Mementos''), as in the client');
select results_eq($$ select * from public.check_message('this meme is shit') $$,
  $$ values (false, 'Keep this a safe place.') $$, 'rule 1 comes first');

-- ---- check_message: allowed -------------------------------------------------------------------
select results_eq($$ select * from public.check_message('Today I noticed how quiet the morning felt.') $$,
  $$ values (true, null::text) $$, 'a plain reflective message is allowed (true, null)');
select results_eq($$ select * from public.check_message('') $$, $$ values (true, null::text) $$, 'an empty text is allowed');
select results_eq($$ select * from public.check_message(null) $$, $$ values (true, null::text) $$, 'null is allowed');

-- ---- the trigger ------------------------------------------------------------------------------
select throws_ok($$ insert into public.posts (room_slug, body) values ('overthinking', 'What the FUCK is this') $$,
  '23514', 'Keep this a safe place.', 'a post with a blocked word is refused: 23514, the reason as the message');
select throws_ok($$ insert into public.posts (room_slug, body) values ('overthinking', 'my favourite meme') $$,
  '23514', 'No memes allowed in this space.', 'a meme is refused: 23514, the reason as the message');
select lives_ok($$ insert into public.posts (id, room_slug, body)
                  values ('e0000000-0000-4000-8000-000000000001', 'overthinking', 'I took a class in Scunthorpe') $$,
  'a post with ''class'' and ''Scunthorpe'' is accepted');
select throws_ok(
  $$ insert into public.posts (room_slug, parent_id, body) values ('overthinking', 'e0000000-0000-4000-8000-000000000001', 'Bastards.') $$,
  '23514', 'Keep this a safe place.', 'a reply is checked too');
select lives_ok(
  $$ insert into public.posts (room_slug, parent_id, body) values ('overthinking', 'e0000000-0000-4000-8000-000000000001', 'Same here, in Essex.') $$,
  'an ordinary reply is accepted');
select is((select count(*)::int from public.posts), 3, 'only the two accepted posts (and the imported one) were stored');

-- ---- who may call it --------------------------------------------------------------------------
select tests.clear_authentication();
select throws_ok($$ select * from public.check_message('hello') $$, '42501', null, 'anon cannot call check_message');
select tests.reset_role();
select function_privs_are('public', 'check_message', array['text'], 'authenticated', array['EXECUTE'],
  'authenticated may call check_message');
select volatility_is('public', 'check_message', array['text'], 'stable', 'check_message is stable');
select isnt_definer('public', 'check_message', array['text'], 'check_message is security invoker');
select is(private.moderation_rules() -> 'memeMarkers',
  '["meme", "giphy.com", "imgur.com", "tenor.com", ".gif", ".jpg", ".png"]'::jsonb,
  'the meme markers are the client''s');

select * from finish();
rollback;
