-- Local development seed: `supabase start` / `supabase db reset` run it on a local stack, and
-- `npm run db:up` / `npm run test:db` load it into the Docker-free cluster. NEVER for production.
--
-- Four users, all with the same password:  nexus-local-password
--   trial@example.com     member on an active trial (trial set by the sign-up trigger: 7 days)
--   expired@example.com   member whose trial has ended, never paid
--   basic@example.com     paying Basic member (active Stripe subscription, test-mode style ids)
--   admin@example.com     administrator: public.user_roles 'admin' (and app_metadata.role = 'admin')
--   host@example.com      Jordan Lee, the advice host of /book-session (public.advice_hosts)
--
-- Each is a real auth.users row with a bcrypt password and an email auth.identities row, the way
-- GoTrue stores a confirmed e-mail sign-up, so they can sign in through the local Auth server.
-- The sign-up trigger creates their profiles and subscriber rows; the updates below then give
-- each member their state. Idempotent: re-running it resets the four users' entitlements.

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at, last_sign_in_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select
  '00000000-0000-0000-0000-000000000000'::uuid,
  u.id,
  'authenticated',
  'authenticated',
  u.email,
  extensions.crypt('nexus-local-password', extensions.gen_salt('bf')),
  u.created_at,
  u.app_metadata,
  jsonb_build_object('name', u.name),
  u.created_at,
  u.created_at,
  null,
  '', '', '', ''
from (
  values
    ('5eed0000-0000-4000-8000-000000000001'::uuid, 'trial@example.com', 'Tara Trial',
     now() - interval '2 days',
     '{"provider": "email", "providers": ["email"]}'::jsonb),
    ('5eed0000-0000-4000-8000-000000000002'::uuid, 'expired@example.com', 'Eli Expired',
     now() - interval '30 days',
     '{"provider": "email", "providers": ["email"]}'::jsonb),
    ('5eed0000-0000-4000-8000-000000000003'::uuid, 'basic@example.com', 'Bea Basic',
     now() - interval '60 days',
     '{"provider": "email", "providers": ["email"]}'::jsonb),
    ('5eed0000-0000-4000-8000-000000000004'::uuid, 'admin@example.com', 'Ada Admin',
     now() - interval '90 days',
     '{"provider": "email", "providers": ["email"], "role": "admin"}'::jsonb),
    ('5eed0000-0000-4000-8000-000000000005'::uuid, 'host@example.com', 'Jordan Lee',
     now() - interval '90 days',
     '{"provider": "email", "providers": ["email"]}'::jsonb)
) as u (id, email, name, created_at, app_metadata)
on conflict (id) do nothing;

insert into auth.identities (
  id, user_id, provider_id, provider, identity_data, last_sign_in_at, created_at, updated_at
)
select
  u.id,
  u.id,
  u.id::text,
  'email',
  jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
  null,
  u.created_at,
  u.created_at
from auth.users as u
where u.id in (
  '5eed0000-0000-4000-8000-000000000001', '5eed0000-0000-4000-8000-000000000002',
  '5eed0000-0000-4000-8000-000000000003', '5eed0000-0000-4000-8000-000000000004',
  '5eed0000-0000-4000-8000-000000000005'
)
on conflict (provider_id, provider) do nothing;

-- Entitlements (the seed runs as postgres, i.e. with the rights the service role has).
-- Active trial: 5 days left of the 7.
update public.subscribers
   set subscribed = false, subscription_tier = null, status = null,
       trial_end = now() + interval '5 days', subscription_end = null
 where user_id = '5eed0000-0000-4000-8000-000000000001';

-- Trial ended 23 days ago, never subscribed.
update public.subscribers
   set subscribed = false, subscription_tier = null, status = null,
       trial_end = now() - interval '23 days', subscription_end = null
 where user_id = '5eed0000-0000-4000-8000-000000000002';

-- Paying Basic member, renewing in 20 days.
update public.subscribers
   set subscribed = true, subscription_tier = 'basic', status = 'active',
       trial_end = now() - interval '53 days', subscription_end = now() + interval '20 days',
       stripe_customer_id = 'cus_seed_basic', stripe_subscription_id = 'sub_seed_basic',
       cancel_at_period_end = false, stripe_updated_at = now() - interval '10 days'
 where user_id = '5eed0000-0000-4000-8000-000000000003';

-- The administrator keeps the default trial; being admin is not a subscription.
-- Roles are read from public.user_roles (never the token): the administrator holds 'admin' there.
insert into public.user_roles (user_id, role)
values ('5eed0000-0000-4000-8000-000000000004', 'admin')
on conflict (user_id, role) do nothing;

-- The advice host the booking page shows (web/src/features/booking/booking-model.ts: HOST), with
-- the slot times in their time zone.
insert into public.advice_hosts (user_id, display_name, bio, time_zone)
values ('5eed0000-0000-4000-8000-000000000005', 'Jordan Lee', 'Community mentor', 'Europe/London')
on conflict (user_id) do update
  set display_name = excluded.display_name, bio = excluded.bio, time_zone = excluded.time_zone;
