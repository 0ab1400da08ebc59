-- Auto-Delete Posts (issue 22), after 20261125130000_member_own_data.sql.
--
--   * posts.expires_at: set when a post or reply is written in an anonymous room by a member whose
--     member_settings.auto_delete_posts is not 'off' (now() + 1h, 24h, 3d or 7d). A reply never
--     outlives the post it answers (it takes the post's expiry when that is sooner), so replies go
--     with their post. Posts outside anonymous rooms, and members without the setting, never expire.
--   * An expired post is gone from every read at once: the select policy of posts hides it, so
--     room_feed() (newest page, older pages, catch-up) does too, and post_authors() ignores it.
--   * pg_cron deletes expired posts every 5 minutes (job 'delete-expired-posts'); each delete
--     broadcasts post_deleted as any delete does.

create extension if not exists pg_cron with schema pg_catalog;

alter table public.posts add column expires_at timestamptz;
comment on column public.posts.expires_at is
  'When the post disappears (Auto-Delete Posts, anonymous rooms only); null: never. Hidden from every read once past; deleted by the cron job delete-expired-posts.';

-- The select policy reads it; the cron job deletes by it.
create index posts_expires_at_idx on public.posts (expires_at) where expires_at is not null;

-- ---------------------------------------------------------------------------------------------
-- posts_30_expiry (security definer: it reads the author's settings and the parent post)
-- ---------------------------------------------------------------------------------------------
create function private.posts_set_expiry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  life interval;
  parent_expiry timestamptz;
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
  if new.parent_id is not null then
    select p.expires_at into parent_expiry from public.posts as p where p.id = new.parent_id;
    new.expires_at := least(new.expires_at, parent_expiry);
  end if;
  return new;
end;
$$;
comment on function private.posts_set_expiry() is
  'Trigger: in an anonymous room, expires_at = now() + the author''s Auto-Delete Posts (if not off); a reply expires no later than its post.';
revoke execute on function private.posts_set_expiry() from public, anon, authenticated;

create trigger posts_30_expiry
  before insert on public.posts
  for each row execute function private.posts_set_expiry();

-- ---------------------------------------------------------------------------------------------
-- Every read hides expired posts
-- ---------------------------------------------------------------------------------------------
drop policy posts_select_room on public.posts;
create policy posts_select_room on public.posts
  for select to authenticated
  using (
    (room_slug = any ((select private.my_room_slugs())::text[])
     or author_id = (select auth.uid())
     or (select public.is_admin()))
    and (not (author_id = any ((select private.my_hidden_author_ids())::uuid[]))
         or room_slug = any ((select private.anonymous_room_slugs())::text[]))
    and (expires_at is null or expires_at > now())
  );

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
         p.author_id = (select auth.uid())
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

-- ---------------------------------------------------------------------------------------------
-- The job
-- ---------------------------------------------------------------------------------------------
-- cron.schedule with a name replaces the job of that name, so re-running this is harmless.
select cron.schedule(
  'delete-expired-posts',
  '*/5 * * * *',
  $job$delete from public.posts where expires_at <= now()$job$
);
