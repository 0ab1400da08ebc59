-- The member's entitlement, read from the database: one view that the app reads through RLS and
-- the check-subscription edge function reads as edge_functions, so the rule below is written once.
--   * subscribed: the subscriber row's `subscribed`, unless a cancellation at the period end has
--     already passed (subscription_end <= now()): access then ends even if Stripe's deletion event
--     has not arrived yet.
--   * every other column as the subscriber row holds it (trial_end decides the trial, read by the
--     client as before).
-- security_invoker: a member reads only their own row (subscribers_select_own, and the aal2
-- policy for members with a second factor); anon reads nothing.

create view public.entitlements
with (security_invoker = true) as
select
  s.user_id,
  s.subscribed
    and not (s.cancel_at_period_end and s.subscription_end is not null and s.subscription_end <= pg_catalog.now())
    as subscribed,
  s.subscription_tier,
  s.subscription_end,
  s.trial_end,
  s.status,
  s.cancel_at_period_end
from public.subscribers s;

comment on view public.entitlements is
  'A member''s entitlement: the subscriber row with `subscribed` false once a cancellation at the period end has passed. Read by the app (own row, RLS of subscribers) and by check-subscription (edge_functions).';

revoke all on table public.entitlements from public, anon, authenticated;
grant select on table public.entitlements to authenticated, edge_functions;
