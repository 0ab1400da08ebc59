-- Download Data with a second factor owed is refused, not answered with an empty export.
--
-- export_my_data() is security invoker, so with an aal1 token of a member who has a verified
-- factor every table it reads is hidden by the restrictive aal2 policies and it returned a
-- well-formed file with no data in it: the member could not tell "nothing stored" from "code
-- still owed". The body moves to private.export_member_data() (same grants: authenticated only);
-- public.export_my_data() checks the two-factor rule first and answers 42501, as it does for a
-- caller who is not signed in.

alter function public.export_my_data() set schema private;
alter function private.export_my_data() rename to export_member_data;
comment on function private.export_member_data() is
  'The body of public.export_my_data(): the caller''s data as one JSON object (format_version 2). Call export_my_data(), which checks the two-factor rule first.';

create function public.export_my_data()
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
begin
  if auth.uid() is not null and not private.aal_satisfied() then
    raise exception using errcode = '42501', message = 'Enter your two-factor code to download your data.';
  end if;
  return private.export_member_data();
end;
$$;
comment on function public.export_my_data() is
  'The caller''s data as one JSON object (format_version 2): profile, settings, journal entries, resources, schedule events, bookings, own posts, friendships, direct messages, notifications. 42501 when signed out, or when a second factor is owed (aal1 with a verified factor).';
revoke execute on function public.export_my_data() from public, anon;
grant execute on function public.export_my_data() to authenticated;
