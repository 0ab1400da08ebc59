-- Two-factor authentication enforced by the database, and the password proof the functions use.
--
-- * A member with a verified factor (auth.mfa_factors, status 'verified') reads and writes their
--   rows only with an aal2 token: a restrictive RLS policy on every table members may touch,
--   as Supabase documents it ("Enforce MFA for users who have enrolled"). A member without a
--   factor is unaffected. The check reads auth.mfa_factors, which no API role may read, through
--   a security definer function in the unexposed schema `private`.
-- * The edge functions ask the same question (private.requires_aal2) and check a password
--   against Auth's own hash (private.password_matches) before deleting an account.

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated, edge_functions;

-- True when the caller's token may act on their rows: aal2, or no verified factor at all.
create function private.aal_satisfied()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
      or not exists (
        select 1 from auth.mfa_factors as f
         where f.user_id = auth.uid() and f.status = 'verified'
      )
$$;
comment on function private.aal_satisfied() is
  'RLS helper: true when the caller''s token is aal2 or the caller has no verified second factor.';
revoke execute on function private.aal_satisfied() from public, anon;
grant execute on function private.aal_satisfied() to authenticated;

-- The edge functions' form of the same rule, for a user id they verified from the token.
create function private.requires_aal2(target_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from auth.mfa_factors as f where f.user_id = target_user_id and f.status = 'verified'
  )
$$;
comment on function private.requires_aal2(uuid) is
  'True when the user has a verified second factor, so only an aal2 token may act for them. Edge functions only.';
revoke execute on function private.requires_aal2(uuid) from public, anon, authenticated;
grant execute on function private.requires_aal2(uuid) to edge_functions;

-- Checks a password against the user's bcrypt hash (auth.users.encrypted_password, as GoTrue
-- stores it). False for an unknown user or a user without a password.
create function private.password_matches(target_user_id uuid, password text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select u.encrypted_password <> ''
        and u.encrypted_password = extensions.crypt(password, u.encrypted_password)
       from auth.users as u where u.id = target_user_id),
    false)
$$;
comment on function private.password_matches(uuid, text) is
  'True when the password is the user''s current one (bcrypt, as Auth stores it). Edge functions only.';
revoke execute on function private.password_matches(uuid, text) from public, anon, authenticated;
grant execute on function private.password_matches(uuid, text) to edge_functions;

-- Restrictive policies: every permissive policy of these tables now also needs aal_satisfied().
create policy profiles_require_aal2 on public.profiles
  as restrictive for all to authenticated
  using ((select private.aal_satisfied())) with check ((select private.aal_satisfied()));
create policy subscribers_require_aal2 on public.subscribers
  as restrictive for all to authenticated
  using ((select private.aal_satisfied())) with check ((select private.aal_satisfied()));
create policy support_requests_require_aal2 on public.support_requests
  as restrictive for all to authenticated
  using ((select private.aal_satisfied())) with check ((select private.aal_satisfied()));
