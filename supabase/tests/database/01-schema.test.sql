-- Schema: tables, columns, keys, constraints, indexes, RLS on every public table, and the
-- hardening rules (pinned search_path, wrapped auth.uid(), no client-executable security definer).
begin;
select plan(85);

-- Tables ---------------------------------------------------------------------------------------
select has_table('public', 'profiles', 'public.profiles exists');
select has_table('public', 'subscribers', 'public.subscribers exists');
select has_table('public', 'stripe_events', 'public.stripe_events exists');

-- profiles -------------------------------------------------------------------------------------
select columns_are('public', 'profiles', array['id', 'name', 'created_at', 'updated_at', 'bio', 'location',
  'interests', 'avatar_url', 'mood', 'name_color', 'visibility', 'show_online_status'],
  'profiles has exactly the agreed columns');
select col_type_is('public', 'profiles', 'id', 'uuid', 'profiles.id is uuid');
select col_type_is('public', 'profiles', 'name', 'text', 'profiles.name is text');
select col_type_is('public', 'profiles', 'created_at', 'timestamp with time zone', 'profiles.created_at is timestamptz');
select col_type_is('public', 'profiles', 'updated_at', 'timestamp with time zone', 'profiles.updated_at is timestamptz');
select col_not_null('public', 'profiles', 'created_at', 'profiles.created_at is not null');
select col_default_is('public', 'profiles', 'visibility', 'members', 'profiles.visibility defaults to members');
select col_default_is('public', 'profiles', 'show_online_status', 'true', 'profiles.show_online_status defaults to true');
select col_not_null('public', 'profiles', 'updated_at', 'profiles.updated_at is not null');
select col_is_pk('public', 'profiles', 'id', 'profiles.id is the primary key');
select fk_ok('public', 'profiles', 'id', 'auth', 'users', 'id', 'profiles.id references auth.users(id)');
select has_trigger('public', 'profiles', 'profiles_set_updated_at', 'profiles has the updated_at trigger');

-- subscribers ----------------------------------------------------------------------------------
select columns_are('public', 'subscribers', array[
  'user_id', 'subscription_tier', 'subscribed', 'trial_end', 'subscription_end',
  'stripe_customer_id', 'stripe_subscription_id', 'status', 'cancel_at_period_end',
  'stripe_updated_at', 'created_at', 'updated_at'
], 'subscribers has exactly the agreed columns');
select col_type_is('public', 'subscribers', 'user_id', 'uuid', 'subscribers.user_id is uuid');
select col_type_is('public', 'subscribers', 'subscription_tier', 'text', 'subscribers.subscription_tier is text');
select col_type_is('public', 'subscribers', 'subscribed', 'boolean', 'subscribers.subscribed is boolean');
select col_type_is('public', 'subscribers', 'trial_end', 'timestamp with time zone', 'subscribers.trial_end is timestamptz');
select col_type_is('public', 'subscribers', 'subscription_end', 'timestamp with time zone', 'subscribers.subscription_end is timestamptz');
select col_type_is('public', 'subscribers', 'stripe_customer_id', 'text', 'subscribers.stripe_customer_id is text');
select col_type_is('public', 'subscribers', 'stripe_subscription_id', 'text', 'subscribers.stripe_subscription_id is text');
select col_type_is('public', 'subscribers', 'status', 'text', 'subscribers.status is text');
select col_type_is('public', 'subscribers', 'cancel_at_period_end', 'boolean', 'subscribers.cancel_at_period_end is boolean');
select col_type_is('public', 'subscribers', 'stripe_updated_at', 'timestamp with time zone', 'subscribers.stripe_updated_at is timestamptz');
select col_type_is('public', 'subscribers', 'created_at', 'timestamp with time zone', 'subscribers.created_at is timestamptz');
select col_type_is('public', 'subscribers', 'updated_at', 'timestamp with time zone', 'subscribers.updated_at is timestamptz');
select col_not_null('public', 'subscribers', 'subscribed', 'subscribers.subscribed is not null');
select col_default_is('public', 'subscribers', 'subscribed', 'false', 'subscribers.subscribed defaults to false');
select col_not_null('public', 'subscribers', 'cancel_at_period_end', 'subscribers.cancel_at_period_end is not null');
select col_default_is('public', 'subscribers', 'cancel_at_period_end', 'false', 'subscribers.cancel_at_period_end defaults to false');
select col_is_null('public', 'subscribers', 'subscription_tier', 'subscribers.subscription_tier is nullable');
select col_is_null('public', 'subscribers', 'status', 'subscribers.status is nullable');
select col_not_null('public', 'subscribers', 'created_at', 'subscribers.created_at is not null');
select col_not_null('public', 'subscribers', 'updated_at', 'subscribers.updated_at is not null');
select col_is_pk('public', 'subscribers', 'user_id', 'subscribers.user_id is the primary key');
select fk_ok('public', 'subscribers', 'user_id', 'auth', 'users', 'id', 'subscribers.user_id references auth.users(id)');
select col_is_unique('public', 'subscribers', array['stripe_customer_id'], 'subscribers.stripe_customer_id is unique');
select has_check('public', 'subscribers', 'subscribers has check constraints');
select has_index('public', 'subscribers', 'subscribers_stripe_subscription_id_idx', array['stripe_subscription_id'],
  'subscribers.stripe_subscription_id is indexed');
select has_trigger('public', 'subscribers', 'subscribers_set_updated_at', 'subscribers has the updated_at trigger');
select has_trigger('public', 'subscribers', 'subscribers_keep_newest_stripe_state', 'subscribers has the stale-event guard');

-- stripe_events --------------------------------------------------------------------------------
select columns_are('public', 'stripe_events', array['id', 'type', 'stripe_created_at', 'processed_at'],
  'stripe_events has exactly the agreed columns');
select col_type_is('public', 'stripe_events', 'id', 'text', 'stripe_events.id is text');
select col_is_pk('public', 'stripe_events', 'id', 'stripe_events.id is the primary key');
select col_type_is('public', 'stripe_events', 'type', 'text', 'stripe_events.type is text');
select col_not_null('public', 'stripe_events', 'type', 'stripe_events.type is not null');
select col_type_is('public', 'stripe_events', 'stripe_created_at', 'timestamp with time zone', 'stripe_events.stripe_created_at is timestamptz');
select col_not_null('public', 'stripe_events', 'stripe_created_at', 'stripe_events.stripe_created_at is not null');
select col_type_is('public', 'stripe_events', 'processed_at', 'timestamp with time zone', 'stripe_events.processed_at is timestamptz');
select col_not_null('public', 'stripe_events', 'processed_at', 'stripe_events.processed_at is not null');
select col_default_is('public', 'stripe_events', 'processed_at', 'now()', 'stripe_events.processed_at defaults to now()');

-- Foreign keys cascade on delete of the auth user ----------------------------------------------
select is(
  (select array_agg(distinct conrelid::regclass::text order by conrelid::regclass::text)
     from pg_constraint
    where contype = 'f' and confrelid = 'auth.users'::regclass and confdeltype = 'c'
      and connamespace = 'public'::regnamespace),
  array['advice_hosts', 'appeals', 'blocks', 'bookings', 'direct_messages', 'friendships', 'journal_entries',
        'member_restrictions', 'member_settings', 'moderation_actions', 'mutes', 'notifications', 'profiles', 'reports',
        'resources', 'room_bans', 'room_invitations', 'room_members', 'schedule_events', 'subscribers',
        'support_requests', 'user_roles'],
  'every table that names a user as its owner cascades when the auth user is deleted'
);
-- A post outlives its author (an anonymous one must not vanish with the account that wrote it).
select is(
  (select array_agg(distinct conrelid::regclass::text order by conrelid::regclass::text) from pg_constraint
    where contype = 'f' and confrelid = 'auth.users'::regclass and confdeltype = 'n'
      and connamespace = 'public'::regnamespace),
  array['appeals', 'case_messages', 'moderation_actions', 'moderation_cases', 'moderation_log', 'moderation_notes',
        'posts', 'room_bans', 'room_invitations', 'rooms', 'user_roles'],
  'posts (and the moderation record''s actors, a private room''s owner, who banned or invited) are kept with a null user when the auth user is deleted'
);

-- Check constraints behave ---------------------------------------------------------------------
select tests.create_user('schema_user');
select throws_ok(
  $$ update public.subscribers set subscription_tier = 'gold' where user_id = tests.uid('schema_user') $$,
  '23514', null, 'subscription_tier rejects values other than basic/premium');
select lives_ok(
  $$ update public.subscribers set subscription_tier = 'basic' where user_id = tests.uid('schema_user') $$,
  'subscription_tier accepts basic');
select lives_ok(
  $$ update public.subscribers set subscription_tier = 'premium' where user_id = tests.uid('schema_user') $$,
  'subscription_tier accepts premium');
select lives_ok(
  $$ update public.subscribers set subscription_tier = null where user_id = tests.uid('schema_user') $$,
  'subscription_tier accepts null');
select throws_ok(
  $$ update public.subscribers set status = 'cancelled' where user_id = tests.uid('schema_user') $$,
  '23514', null, 'status rejects values that are not Stripe subscription statuses');
select lives_ok(
  $$ do $do$
     declare s text;
     begin
       foreach s in array array['incomplete', 'incomplete_expired', 'trialing', 'active',
                                'past_due', 'canceled', 'unpaid', 'paused'] loop
         update public.subscribers set status = s where user_id = tests.uid('schema_user');
       end loop;
     end
     $do$ $$,
  'status accepts each of the eight Stripe statuses');
select lives_ok(
  $$ update public.subscribers set status = null where user_id = tests.uid('schema_user') $$,
  'status accepts null');
select throws_ok(
  $$ update public.subscribers set subscribed = null where user_id = tests.uid('schema_user') $$,
  '23502', null, 'subscribed cannot be null');
select throws_ok(
  $$ update public.profiles set name = repeat('x', 201) where id = tests.uid('schema_user') $$,
  '23514', null, 'profiles.name is at most 200 characters');

-- Unique stripe_customer_id
select tests.create_user('schema_user_2');
update public.subscribers set stripe_customer_id = 'cus_schema' where user_id = tests.uid('schema_user');
select throws_ok(
  $$ update public.subscribers set stripe_customer_id = 'cus_schema' where user_id = tests.uid('schema_user_2') $$,
  '23505', null, 'two subscribers cannot share a Stripe customer');

-- updated_at is maintained by the trigger, whatever the writer sends
update public.profiles set updated_at = '2000-01-01', name = 'x' where id = tests.uid('schema_user');
select is((select updated_at from public.profiles where id = tests.uid('schema_user')), now(),
  'profiles.updated_at is set by the trigger');
update public.subscribers set updated_at = '2000-01-01', subscribed = true where user_id = tests.uid('schema_user');
select is((select updated_at from public.subscribers where user_id = tests.uid('schema_user')), now(),
  'subscribers.updated_at is set by the trigger');

-- Row-level security on EVERY table in public (not just the three we know) ---------------------
select is_empty(
  $$ select c.relname from pg_class c
      where c.relnamespace = 'public'::regnamespace
        and c.relkind in ('r', 'p')
        and not c.relrowsecurity $$,
  'row-level security is enabled on every table in public');
select ok((select count(*) >= 3 from pg_class c
            where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')),
  'the RLS check saw the public tables');
select is_empty(
  $$ select c.relname from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('v', 'm')
        and not coalesce('security_invoker=true' = any(c.reloptions), false) $$,
  'no view in public bypasses RLS (none, or security_invoker)');

-- Every foreign-key column is indexed (an index whose leading columns are the FK columns) ------
select is_empty(
  $$ select con.conrelid::regclass::text || '.' || con.conname
       from pg_constraint con
      where con.contype = 'f' and con.connamespace = 'public'::regnamespace
        and not exists (
          select 1 from pg_index i
           where i.indrelid = con.conrelid
             and (i.indkey::int2[])[0:cardinality(con.conkey) - 1] @> con.conkey
             and (i.indkey::int2[])[0:cardinality(con.conkey) - 1] <@ con.conkey) $$,
  'every foreign key in public is covered by an index');

-- Every column a policy filters on is indexed --------------------------------------------------
select is_empty(
  $$ select p.tablename || '.' || a.attname
       from pg_policies p
       join pg_attribute a on a.attrelid = (quote_ident(p.schemaname) || '.' || quote_ident(p.tablename))::regclass
                          and a.attnum > 0 and not a.attisdropped
      where p.schemaname = 'public'
        and (coalesce(p.qual, '') || ' ' || coalesce(p.with_check, '')) ~ ('\m' || a.attname || '\M')
        and not exists (
          select 1 from pg_index i where i.indrelid = a.attrelid and i.indkey[0] = a.attnum) $$,
  'every column a policy filters on leads an index');

-- Policies call auth.uid() / auth.jwt() once per statement: (select auth.uid()) -----------------
select is_empty(
  $$ select policyname from pg_policies
      where schemaname = 'public'
        and (regexp_replace(coalesce(qual, '') || ' ' || coalesce(with_check, ''),
                            '\(\s*SELECT\s+auth\.(uid|jwt|role)\(\)', '', 'gi')) ~* 'auth\.(uid|jwt|role)\(\)' $$,
  'no policy calls auth.uid()/auth.jwt()/auth.role() unwrapped');
select is(
  (select count(*)::int from pg_policies where schemaname = 'public'), 79,
  'public has exactly the 79 expected policies (rooms, room_members and posts: see 11-13; members: 18-23; own data and bookings: 24-; moderation: 45-, 49; room invitations and bans: 52)');
select policies_are('public', 'subscribers',
  array['subscribers_select_own', 'subscribers_edge_functions', 'subscribers_require_aal2'],
  'subscribers: the own-row select policy, the edge functions'' policy and the two-factor rule');
select policies_are('public', 'profiles', array['profiles_select_visible', 'profiles_update_own', 'profiles_require_aal2'],
  'profiles: select as visibility allows, own-row update and the two-factor rule');
select policies_are('public', 'stripe_events', array['stripe_events_edge_functions'],
  'stripe_events: only the edge functions'' policy');
select is_empty(
  $$ select tablename || '.' || policyname from pg_policies
      where schemaname = 'public' and policyname like '%edge_functions'
        and roles <> array['edge_functions']::name[] $$,
  'the pass-through policies apply to the role edge_functions alone');

-- Functions: pinned search_path, security definer not executable by clients --------------------
select is_empty(
  $$ select p.oid::regprocedure::text from pg_proc p
      where p.pronamespace = 'public'::regnamespace
        and not coalesce('search_path=""' = any(p.proconfig), false) $$,
  'every function in public pins search_path to an empty string');
select is_empty(
  $$ select p.oid::regprocedure::text from pg_proc p
      where p.pronamespace = 'public'::regnamespace and p.prosecdef
        and (has_function_privilege('anon', p.oid, 'execute')
             or has_function_privilege('authenticated', p.oid, 'execute')) $$,
  'no security definer function in public is executable by anon or authenticated');
select function_privs_are('public', 'handle_new_user', array[]::name[], 'anon', array[]::text[],
  'anon cannot execute handle_new_user()');
select function_privs_are('public', 'handle_new_user', array[]::name[], 'authenticated', array[]::text[],
  'authenticated cannot execute handle_new_user()');
select is_definer('public', 'handle_new_user', array[]::name[], 'handle_new_user() is security definer');
select isnt_definer('public', 'is_admin', array[]::name[], 'is_admin() is security invoker');
select has_trigger('auth', 'users', 'on_auth_user_created', 'auth.users has the sign-up trigger');

select * from finish();
rollback;
