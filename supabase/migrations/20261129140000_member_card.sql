-- Block and mute pick a person, never a name (issue 40, section 3).
--
--   * public.find_members(p_query): the Friends page's 'Find people'. A member finds other members
--     by name to open their member card (and befriend someone who shares no room with them):
--     only profiles visible to members ('everyone', 'members'), never a 'none' profile, never the
--     caller, never someone who blocked the caller; at least 2 characters, a substring of the
--     normalised name (NFKC, trimmed, inner spaces collapsed, case-insensitive), names that start
--     with it first, 8 at most. It reveals nothing the profiles' select policy does not already
--     show a signed-in member (name and avatar of a visible profile).
--   * public.my_blocks_and_mutes(): Settings > Privacy's lists. The caller's own blocks and mutes,
--     each with the member's name and avatar as public.profile_of() lets the caller see them
--     ('Member' and no avatar when it shows nothing), oldest first.
-- Blocking and muting themselves stay inserts into public.blocks / public.mutes by member id (their
-- policies are unchanged); the client no longer looks anyone up by a typed name.

-- The form of a name that searches compare: the stored form of a display name
-- (private.normalize_display_name: NFKC, format characters removed, trimmed, inner white space
-- one space), lower case; '' for nothing.
create function private.search_name(p_name text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select pg_catalog.lower(coalesce(private.normalize_display_name(p_name), ''))
$$;
comment on function private.search_name(text) is
  'A name as find_members compares it: normalize_display_name (NFKC, format characters removed, trimmed, spaces collapsed), lower case.';
revoke execute on function private.search_name(text) from public, anon;
grant execute on function private.search_name(text) to authenticated;

create function private.find_members(p_query text)
returns table (id uuid, name text, avatar_url text)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  me constant uuid := auth.uid();
  wanted constant text := private.search_name(left(p_query, 200));
begin
  if me is null or not private.aal_satisfied() or char_length(wanted) < 2 then
    return;
  end if;
  return query
    select p.id, coalesce(nullif(btrim(p.name), ''), 'Member'), p.avatar_url
      from public.profiles as p
     where p.visibility in ('everyone', 'members')
       and p.id <> me
       and strpos(private.search_name(p.name), wanted) > 0
       and not exists (select 1 from public.blocks as b where b.blocker_id = p.id and b.blocked_id = me)
     order by starts_with(private.search_name(p.name), wanted) desc, private.search_name(p.name), p.id
     limit 8;
end;
$$;

create function public.find_members(p_query text)
returns table (id uuid, name text, avatar_url text)
language sql
stable
set search_path = ''
as $$
  select f.id, f.name, f.avatar_url from private.find_members(p_query) as f
$$;
comment on function public.find_members(text) is
  'Find people (Friends page): up to 8 members whose normalised name contains the query (2+ characters), names starting with it first; only profiles visible to members, never the caller, never someone who blocked the caller.';

revoke execute on function private.find_members(text), public.find_members(text) from public, anon;
grant execute on function private.find_members(text), public.find_members(text) to authenticated;

-- Security invoker: the blocks and mutes policies give the caller their own rows only (with the
-- two-factor rule); profile_of decides what of each member the caller sees.
create function public.my_blocks_and_mutes()
returns table (kind text, id uuid, name text, avatar_url text, since timestamptz)
language sql
stable
set search_path = ''
as $$
  select l.kind, l.id, coalesce(p.name, 'Member'), p.avatar_url, l.since
    from (
      select 'blocks'::text as kind, b.blocked_id as id, b.created_at as since
        from public.blocks as b where b.blocker_id = (select auth.uid())
      union all
      select 'mutes'::text, m.muted_id, m.created_at
        from public.mutes as m where m.muter_id = (select auth.uid())
    ) as l
    left join lateral public.profile_of(l.id) as p on true
   order by l.kind, l.since, l.id
$$;
comment on function public.my_blocks_and_mutes() is
  'Settings > Privacy: the caller''s blocks (kind blocks) and mutes (kind mutes), each with the member''s name and avatar as profile_of lets the caller see them (else Member, no avatar), oldest first.';

revoke execute on function public.my_blocks_and_mutes() from public, anon;
grant execute on function public.my_blocks_and_mutes() to authenticated;
