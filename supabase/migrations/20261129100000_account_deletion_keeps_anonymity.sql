-- Deleting an account never unmasks an anonymous author (issue 40, section 1), and a reply's
-- expiry is its own author's (issue 40, section 8). After 20261129090000_posts_outlive_authors_and_rate_limits.sql.
--
-- 1. public.delete_user_account(target_user_id, remove_anonymous_posts default false) decides what
--    happens to each of the leaving member's posts before the auth user goes:
--    a. their posts and replies in anonymous rooms are detached (author_id null), silently: no
--       broadcast, no notification, and nothing any other member reads (room_feed, counts,
--       exports) changes. Their own topic user:<id> (which carried own_post_created {id}) is
--       emptied, so no Realtime message pairs the account with those posts afterwards;
--    b. their posts in named rooms that other members answered become placeholders (deleted_at,
--       body '', author_id null) and post_deleted {id, parent_id, room_slug, placeholder: true} is
--       broadcast on room:<slug>; their other named posts and replies are deleted (the delete
--       trigger broadcasts post_deleted). Another member's reply is never deleted;
--    c. when asked, the detached anonymous posts are queued in private.anonymous_post_purge, each
--       with its own random due time 12 to 72 hours away and no user id; the hourly job
--       purge-detached-anonymous-posts (private.purge_detached_anonymous_posts()) removes the due
--       ones in one batch, keeping a placeholder where others' replies hang under a post.
--    A placeholder is deleted with the last reply under it (trigger posts_drop_empty_placeholder).
-- 2. private.posts_set_expiry: a reply's expires_at is its author's own Auto-Delete setting only;
--    it no longer copies the parent's (which told the replier, in their export, the parent author's
--    setting). A reply still goes with its post (the parent_id foreign key cascades). Existing
--    replies that inherited their parent's expiry get their own.
-- 3. private.post_authors: is_mine is false, not null, for a detached post (a null would single out
--    the deleted member's anonymous posts in every other member's feed).
-- 4. The posts select policy: a post without an author (a placeholder, a detached post) is not
--    hidden from a member who blocked or muted someone (null = any(...) is null, which hid it).

-- ---------------------------------------------------------------------------------------------
-- The purge queue
-- ---------------------------------------------------------------------------------------------
create table private.anonymous_post_purge (
  post_id uuid not null primary key references public.posts (id) on delete cascade,
  due_at timestamptz not null
);
comment on table private.anonymous_post_purge is
  'Detached anonymous posts of deleted accounts whose author asked for them to go: each with its own random due time, and no user id. Emptied by private.purge_detached_anonymous_posts().';
create index anonymous_post_purge_due_idx on private.anonymous_post_purge (due_at);
revoke all on table private.anonymous_post_purge from public, anon, authenticated, service_role;
alter table private.anonymous_post_purge enable row level security; -- no policies: only its owner

-- ---------------------------------------------------------------------------------------------
-- Account deletion
-- ---------------------------------------------------------------------------------------------
drop function public.delete_user_account(uuid);

create function public.delete_user_account(target_user_id uuid, remove_anonymous_posts boolean default false)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  anonymous_ids uuid[];
  kept record;
  deleted integer;
begin
  -- Lock the user: a post the member writes meanwhile waits, then fails its foreign key.
  perform 1 from auth.users as u where u.id = target_user_id for update;
  if not found then
    return false;
  end if;

  -- a. Detach the anonymous posts and replies: no trigger fires on update, nothing is broadcast.
  with detached as (
    update public.posts as p
       set author_id = null
      from public.rooms as r
     where r.slug = p.room_slug and r.is_anonymous and p.author_id = target_user_id
    returning p.id)
  select coalesce(array_agg(d.id), '{}') into anonymous_ids from detached as d;

  -- b. Named posts others answered stay as placeholders; the rest of the member's named posts go.
  for kept in
    update public.posts as p
       set deleted_at = pg_catalog.now(), body = '', author_id = null
      from public.rooms as r
     where r.slug = p.room_slug and not r.is_anonymous
       and p.author_id = target_user_id and p.parent_id is null and p.deleted_at is null
       and exists (select 1 from public.posts as c
                    where c.parent_id = p.id and c.author_id is distinct from target_user_id)
    returning p.id, p.parent_id, p.room_slug
  loop
    perform realtime.send(
      jsonb_build_object('id', kept.id, 'parent_id', kept.parent_id, 'room_slug', kept.room_slug,
                         'placeholder', true),
      'post_deleted', 'room:' || kept.room_slug, true);
  end loop;
  delete from public.posts as p where p.author_id = target_user_id;

  -- c. The detached anonymous posts go later, each at its own random time, when asked.
  if remove_anonymous_posts then
    insert into private.anonymous_post_purge (post_id, due_at)
    select a.id, pg_catalog.now() + interval '12 hours' + pg_catalog.random() * interval '60 hours'
      from pg_catalog.unnest(anonymous_ids) as a(id);
  end if;

  -- Nothing on the member's own topic (own_post_created {id}, notifications about their posts)
  -- still pairs the account with a post. (Realtime owns the table; should the owner of this
  -- function ever lose its delete right there, the account is still deleted: Realtime drops
  -- its daily partitions after a few days.)
  begin
    delete from realtime.messages as m where m.topic = 'user:' || target_user_id::text;
  exception when insufficient_privilege then
    raise warning 'delete_user_account: could not empty the member''s Realtime topic: %', sqlerrm;
  end;

  delete from auth.users as u where u.id = target_user_id;
  get diagnostics deleted = row_count;
  return deleted = 1;
end;
$$;
comment on function public.delete_user_account(uuid, boolean) is
  'Deletes an account without unmasking it: anonymous posts are detached (author_id null, silently; queued for a random later purge when remove_anonymous_posts), named posts others answered become placeholders (post_deleted with placeholder true), the member''s other named posts go, then the auth user and, by cascade, their rows. True when a user was deleted. Called only by the delete-account edge function after it verified the caller.';
revoke execute on function public.delete_user_account(uuid, boolean) from public, anon, authenticated, service_role;
grant execute on function public.delete_user_account(uuid, boolean) to edge_functions;

-- ---------------------------------------------------------------------------------------------
-- The purge job
-- ---------------------------------------------------------------------------------------------
create function private.purge_detached_anonymous_posts()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  due uuid[];
  kept_ids uuid[] := '{}';
  kept record;
  removed integer;
begin
  due := array(
    select q.post_id from private.anonymous_post_purge as q
     where q.due_at <= pg_catalog.now()
       for update skip locked);
  if pg_catalog.cardinality(due) = 0 then
    return 0;
  end if;

  -- A due post under which hang replies that are not themselves queued stays as a placeholder.
  for kept in
    update public.posts as p
       set deleted_at = pg_catalog.now(), body = ''
     where p.id = any (due) and p.deleted_at is null
       and exists (select 1 from public.posts as c
                    where c.parent_id = p.id
                      and not exists (select 1 from private.anonymous_post_purge as q where q.post_id = c.id))
    returning p.id, p.parent_id, p.room_slug
  loop
    kept_ids := kept_ids || kept.id;
    perform realtime.send(
      jsonb_build_object('id', kept.id, 'parent_id', kept.parent_id, 'room_slug', kept.room_slug,
                         'placeholder', true),
      'post_deleted', 'room:' || kept.room_slug, true);
  end loop;

  -- The rest go (their queued replies with them); the delete trigger broadcasts post_deleted.
  delete from public.posts as p where p.id = any (due) and not (p.id = any (kept_ids));
  get diagnostics removed = row_count;
  delete from private.anonymous_post_purge as q where q.post_id = any (due);
  return removed + pg_catalog.cardinality(kept_ids);
end;
$$;
comment on function private.purge_detached_anonymous_posts() is
  'Job purge-detached-anonymous-posts: deletes the queued detached anonymous posts that are due, in one batch; one with replies not themselves queued becomes a placeholder (post_deleted with placeholder true). Returns how many were purged.';
revoke execute on function private.purge_detached_anonymous_posts() from public, anon, authenticated, service_role;

-- cron.schedule with a name replaces the job of that name, so re-running this is harmless.
select cron.schedule(
  'purge-detached-anonymous-posts',
  '23 * * * *',
  $job$select private.purge_detached_anonymous_posts()$job$
);

-- ---------------------------------------------------------------------------------------------
-- A placeholder goes with the last reply under it
-- ---------------------------------------------------------------------------------------------
-- A placeholder only holds others' replies together; once the last of them is deleted, it is
-- deleted too (the delete trigger broadcasts post_deleted), so no empty 'Deleted post' is left.
create function private.posts_drop_empty_placeholder()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.parent_id is not null then
    delete from public.posts as p
     where p.id = old.parent_id and p.deleted_at is not null
       and not exists (select 1 from public.posts as c where c.parent_id = p.id);
  end if;
  return null;
end;
$$;
comment on function private.posts_drop_empty_placeholder() is
  'Trigger: deleting the last reply under a placeholder (deleted_at set) deletes the placeholder.';
revoke execute on function private.posts_drop_empty_placeholder() from public, anon, authenticated, service_role;

create trigger posts_drop_empty_placeholder
  after delete on public.posts
  for each row execute function private.posts_drop_empty_placeholder();

-- ---------------------------------------------------------------------------------------------
-- A reply's expiry is its own author's
-- ---------------------------------------------------------------------------------------------
create or replace function private.posts_set_expiry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  life interval;
begin
  if not exists (select 1 from public.rooms as r where r.slug = new.room_slug and r.is_anonymous) then
    return new;
  end if;
  select case s.auto_delete_posts
           when '1h' then interval '1 hour'
           when '24h' then interval '24 hours'
           when '3d' then interval '3 days'
           when '7d' then interval '7 days'
         end
    into life
    from public.member_settings as s
   where s.user_id = new.author_id;
  if life is not null then
    new.expires_at := pg_catalog.now() + life;
  end if;
  return new;
end;
$$;
comment on function private.posts_set_expiry() is
  'Trigger: in an anonymous room, expires_at = now() + the author''s own Auto-Delete Posts (if not off), for posts and replies alike (a reply never takes its post''s expiry; it goes with its post by cascade).';

-- Replies that took their post's expiry get their author's own (from when they were written, by
-- the author's setting now; null when off or when the author is gone). They still go no later
-- than before: the post's deletion takes them with it.
update public.posts as c
   set expires_at = c.created_at + (
         select case s.auto_delete_posts
                  when '1h' then interval '1 hour'
                  when '24h' then interval '24 hours'
                  when '3d' then interval '3 days'
                  when '7d' then interval '7 days'
                end
           from public.member_settings as s
          where s.user_id = c.author_id)
  from public.posts as p
 where c.parent_id = p.id
   and c.expires_at is not null and c.expires_at = p.expires_at;

-- ---------------------------------------------------------------------------------------------
-- is_mine is never null
-- ---------------------------------------------------------------------------------------------
create or replace function private.post_authors(p_ids uuid[])
returns table (id uuid, author_id uuid, author_name text, is_mine boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id,
         case when r.is_anonymous then null else p.author_id end,
         case when r.is_anonymous then 'Anonymous' else coalesce(nullif(btrim(pr.name), ''), 'Member') end,
         coalesce(p.author_id = (select auth.uid()), false)
    from public.posts as p
    join public.rooms as r on r.slug = p.room_slug
    left join public.profiles as pr on pr.id = p.author_id
   where p.id = any (p_ids)
     and (p.expires_at is null or p.expires_at > pg_catalog.now())
     and (select private.aal_satisfied())
     and (p.room_slug = any ((select private.my_room_slugs())::text[])
          or p.author_id = (select auth.uid())
          or (select public.is_admin()))
$$;
comment on function private.post_authors(uuid[]) is
  'Feed helper: author id and name of posts the caller may read (null and Anonymous in anonymous rooms), and is_mine (false, never null, for a post without an author).';

-- ---------------------------------------------------------------------------------------------
-- A post without an author is hidden from nobody who may read the room
-- ---------------------------------------------------------------------------------------------
drop policy posts_select_room on public.posts;
create policy posts_select_room on public.posts
  for select to authenticated
  using (
    (room_slug = any ((select private.my_room_slugs())::text[])
     or author_id = (select auth.uid())
     or (select public.is_admin()))
    and (author_id is null
         or not (author_id = any ((select private.my_hidden_author_ids())::uuid[]))
         or room_slug = any ((select private.anonymous_room_slugs())::text[]))
    and (expires_at is null or expires_at > now())
  );
