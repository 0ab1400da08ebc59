-- The two-factor rule, from the catalog, so that a new table cannot miss it: every table of the
-- schema public with row-level security and a permissive policy for members (role authenticated or
-- public) has, for each verb such a policy allows, a RESTRICTIVE policy (same verb or ALL) whose
-- expression calls private.aal_satisfied() (USING for select/update/delete, WITH CHECK, or USING
-- when it has none, for insert/update). The same for storage.objects, where the restrictive policy
-- may exempt a bucket only if no member policy names it. realtime.messages has no restrictive
-- policy: there every member policy calls a helper that checks private.aal_satisfied() (or calls it
-- itself). Each detector is also run on a probe table, to show that it names what misses the rule.
-- The behaviour (aal1 reads nothing, aal2 reads) is tested per table: 10 to 34.
begin;
select plan(14);

-- (table, verb) pairs of member policies without a restrictive two-factor policy, as
-- 'schema.table (VERB)', sorted; '{}' when there is none.
create function pg_temp.aal_restrictive_offenders(p_schemas text[])
returns text[]
language sql
stable
as $$
  with member_verbs as (
    select distinct p.schemaname, p.tablename, p.cmd
      from pg_catalog.pg_policies as p
      join pg_catalog.pg_namespace as n on n.nspname = p.schemaname
      join pg_catalog.pg_class as c on c.relnamespace = n.oid and c.relname = p.tablename
     where p.schemaname = any (p_schemas)
       and c.relrowsecurity
       and p.permissive = 'PERMISSIVE'
       and p.roles && array['authenticated', 'public']::name[]
  )
  select coalesce(array_agg(format('%s.%s (%s)', m.schemaname, m.tablename, m.cmd)
                            order by m.schemaname, m.tablename, m.cmd), '{}')
    from member_verbs as m
   where not exists (
     select 1 from pg_catalog.pg_policies as r
      where r.schemaname = m.schemaname and r.tablename = m.tablename
        and r.permissive = 'RESTRICTIVE'
        and r.roles && array['authenticated', 'public']::name[]
        and (r.cmd = 'ALL' or r.cmd = m.cmd)
        and (m.cmd = 'INSERT' or coalesce(r.qual, '') ~ 'private\.aal_satisfied\(\)')
        and (m.cmd in ('SELECT', 'DELETE') or coalesce(r.with_check, r.qual, '') ~ 'private\.aal_satisfied\(\)'))
$$;

-- The number of (table, verb) pairs the detector above looks at (so that it cannot pass by
-- looking at nothing).
create function pg_temp.member_verb_count(p_schemas text[])
returns int
language sql
stable
as $$
  select count(*)::int from (
    select distinct p.schemaname, p.tablename, p.cmd
      from pg_catalog.pg_policies as p
      join pg_catalog.pg_namespace as n on n.nspname = p.schemaname
      join pg_catalog.pg_class as c on c.relnamespace = n.oid and c.relname = p.tablename
     where p.schemaname = any (p_schemas) and c.relrowsecurity
       and p.permissive = 'PERMISSIVE' and p.roles && array['authenticated', 'public']::name[]) as x
$$;

-- Buckets named by a member policy (bucket_id = '<name>') of a table with a bucket_id column that
-- no restrictive two-factor policy covers: a restrictive policy covers a bucket when it calls
-- private.aal_satisfied() and either exempts no bucket (no "bucket_id <>") or names that bucket.
create function pg_temp.aal_bucket_offenders(p_table regclass)
returns text[]
language sql
stable
as $$
  with t as (
    select n.nspname as schemaname, c.relname as tablename
      from pg_catalog.pg_class as c join pg_catalog.pg_namespace as n on n.oid = c.relnamespace
     where c.oid = p_table
  ),
  member_buckets as (
    select distinct b[1] as bucket
      from t
      join pg_catalog.pg_policies as p on p.schemaname = t.schemaname and p.tablename = t.tablename
      cross join lateral regexp_matches(coalesce(p.qual, '') || ' ' || coalesce(p.with_check, ''),
                                        'bucket_id = ''([^'']+)''', 'g') as b
     where p.permissive = 'PERMISSIVE' and p.roles && array['authenticated', 'public']::name[]
  )
  select coalesce(array_agg(m.bucket order by m.bucket), '{}')
    from member_buckets as m
   where not exists (
     select 1 from t join pg_catalog.pg_policies as r on r.schemaname = t.schemaname and r.tablename = t.tablename
      where r.permissive = 'RESTRICTIVE' and r.cmd = 'ALL'
        and r.roles && array['authenticated', 'public']::name[]
        and coalesce(r.qual, '') ~ 'private\.aal_satisfied\(\)'
        and coalesce(r.with_check, r.qual, '') ~ 'private\.aal_satisfied\(\)'
        and (r.qual !~ 'bucket_id <>' or position(format('''%s''', m.bucket) in r.qual) > 0))
$$;

-- Member policies of a table whose expressions neither call private.aal_satisfied() nor call a
-- function whose body does, and which no restrictive two-factor policy covers: their names, sorted.
create function pg_temp.aal_helper_offenders(p_table regclass)
returns text[]
language sql
stable
as $$
  with t as (
    select n.nspname as schemaname, c.relname as tablename
      from pg_catalog.pg_class as c join pg_catalog.pg_namespace as n on n.oid = c.relnamespace
     where c.oid = p_table
  ),
  member_policies as (
    select p.*, coalesce(p.qual, '') || ' ' || coalesce(p.with_check, '') as expr
      from t join pg_catalog.pg_policies as p on p.schemaname = t.schemaname and p.tablename = t.tablename
     where p.permissive = 'PERMISSIVE' and p.roles && array['authenticated', 'public']::name[]
  )
  select coalesce(array_agg(m.policyname::text order by m.policyname), '{}')
    from member_policies as m
   where m.expr !~ 'private\.aal_satisfied\(\)'
     and not exists (
       select 1
         from regexp_matches(m.expr, '([a-z_][a-z0-9_]*)\.([a-z_][a-z0-9_]*)\(', 'g') as f
         join pg_catalog.pg_namespace as fn on fn.nspname = f[1]
         join pg_catalog.pg_proc as pr on pr.pronamespace = fn.oid and pr.proname = f[2]
        where pr.prosrc ~ 'private\.aal_satisfied\(\)')
     and pg_temp.aal_restrictive_offenders(array[m.schemaname::text]) @> array[format('%s.%s (%s)', m.schemaname, m.tablename, m.cmd)]
$$;

-- ---- the schema public -------------------------------------------------------------------------
select is(pg_temp.aal_restrictive_offenders(array['public']), '{}'::text[],
  'every public table with member policies has a restrictive private.aal_satisfied() policy for each verb');
select cmp_ok(pg_temp.member_verb_count(array['public']), '>=', 40,
  'the check above looked at the member policies of the public tables (at least 40 table-verb pairs)');
select ok(array['public.advice_hosts (SELECT)', 'public.bookings (SELECT)', 'public.mutes (INSERT)', 'public.posts (DELETE)']
            <@ (select array_agg(format('%s.%s (%s)', schemaname, tablename, cmd)) from pg_policies
                 where schemaname = 'public' and permissive = 'PERMISSIVE' and roles && array['authenticated']::name[]),
  'the member policies looked at include those of advice_hosts, bookings, mutes and posts');

-- ---- storage.objects ---------------------------------------------------------------------------
select is(pg_temp.aal_restrictive_offenders(array['storage']), '{}'::text[],
  'storage.objects: its member policies have a restrictive private.aal_satisfied() policy for each verb');
select is(pg_temp.aal_bucket_offenders('storage.objects'), '{}'::text[],
  'storage.objects: the two-factor policy exempts no bucket that a member policy names');
select ok(pg_temp.member_verb_count(array['storage']) >= 4
          and exists (select 1 from pg_policies where schemaname = 'storage' and tablename = 'objects'
                       and permissive = 'PERMISSIVE' and qual ~ 'bucket_id = ''resources'''),
  'storage.objects has member policies to check (the bucket resources)');

-- ---- realtime.messages -------------------------------------------------------------------------
select is(pg_temp.aal_helper_offenders('realtime.messages'), '{}'::text[],
  'realtime.messages: every member policy checks private.aal_satisfied() (in its helper)');
select cmp_ok((select count(*)::int from pg_policies where schemaname = 'realtime' and tablename = 'messages'
                  and permissive = 'PERMISSIVE' and roles && array['authenticated', 'public']::name[]), '>=', 5,
  'realtime.messages has member policies to check (rooms, own topic, presence)');

-- ---- the detectors name what misses the rule (a probe table, rolled back) ---------------------------
create table public.zz_aal_probe (id int primary key, bucket_id text);
alter table public.zz_aal_probe enable row level security;
create policy zz_probe_select on public.zz_aal_probe for select to authenticated using (true);
select is(pg_temp.aal_restrictive_offenders(array['public']), array['public.zz_aal_probe (SELECT)'],
  'probe: a public table with a member policy and no two-factor policy is named');
create policy zz_probe_require_aal2_select on public.zz_aal_probe as restrictive for select to authenticated
  using ((select private.aal_satisfied()));
create policy zz_probe_insert on public.zz_aal_probe for insert to public with check (true);
select is(pg_temp.aal_restrictive_offenders(array['public']), array['public.zz_aal_probe (INSERT)'],
  'probe: a two-factor policy for select only leaves the insert policy (role public) named');
create policy zz_probe_require_aal2_insert on public.zz_aal_probe as restrictive for insert to authenticated
  with check (private.aal_satisfied());
select is(pg_temp.aal_restrictive_offenders(array['public']), '{}'::text[],
  'probe: with a two-factor policy for each verb, nothing is named');

create policy zz_probe_bucket on public.zz_aal_probe for select to authenticated using (bucket_id = 'avatars');
create policy zz_probe_buckets_aal on public.zz_aal_probe as restrictive for all to authenticated
  using (bucket_id <> 'resources' or (select private.aal_satisfied()))
  with check (bucket_id <> 'resources' or (select private.aal_satisfied()));
select is(pg_temp.aal_bucket_offenders('public.zz_aal_probe'), array['avatars'],
  'probe: a bucket of a member policy that the two-factor policy exempts is named');

create table public.zz_aal_probe_rt (topic text);
alter table public.zz_aal_probe_rt enable row level security;
create function private.zz_is_topic(p_topic text) returns boolean language sql stable set search_path = '' as $$ select p_topic like 'zz:%' $$;
create function private.zz_is_topic_aal(p_topic text) returns boolean language sql stable set search_path = '' as $$
  select p_topic like 'zz:%' and private.aal_satisfied()
$$;
create policy zz_probe_rt_helper on public.zz_aal_probe_rt for select to authenticated using (private.zz_is_topic(topic));
create policy zz_probe_rt_helper_aal on public.zz_aal_probe_rt for select to authenticated using (private.zz_is_topic_aal(topic));
select is(pg_temp.aal_helper_offenders('public.zz_aal_probe_rt'), array['zz_probe_rt_helper'],
  'probe: a member policy whose helper skips the two-factor check is named, the one whose helper checks it is not');
create policy zz_probe_rt_require_aal2 on public.zz_aal_probe_rt as restrictive for all to authenticated
  using ((select private.aal_satisfied()));
select is(pg_temp.aal_helper_offenders('public.zz_aal_probe_rt'), '{}'::text[],
  'probe: a restrictive two-factor policy covers such a policy too');

select * from finish();
rollback;
