-- A member's own data in the account (issue 22): journal entries, resources (links and PDFs in the
-- private Storage bucket 'resources'), schedule events and the preferences of the settings pages.
-- Auto-delete of anonymous posts follows in 20261125130100_posts_auto_delete.sql, booking with a
-- real host in 20261125130200_bookings.sql, the data download in 20261125130300_export_my_data.sql.
--
--   * Every table: RLS on, own rows only (user_id = auth.uid(), defaulting to it), the cascade
--     from auth.users, an index leading with user_id, and the two-factor rule (restrictive policy,
--     as in 20261125100000_mfa_enforced_and_password_proof.sql).
--   * The client sends its own UUIDs, so that an optimistic row is the stored one and an import of
--     guest data is idempotent: it upserts by id with ON CONFLICT DO NOTHING. An id that belongs to
--     another member is then ignored (the conflict is found before RLS is asked); an upsert that
--     would UPDATE such a row is refused by the update policy (42501). user_id is never
--     updatable (column grants), so a member cannot move a row to or from anyone.
--   * Check constraints mirror the client's limits (journal-model.ts, entry-form.ts,
--     resource-*.ts, pdf-file-check.ts, schedule-model.ts, event-form.ts); where the client has
--     none, a generous bound (titles 200 characters, descriptions 5,000). Refusals are 23514.
-- Every function pins search_path = '' and names objects fully.

-- ---------------------------------------------------------------------------------------------
-- journal_entries
-- ---------------------------------------------------------------------------------------------
-- Tags: at most 20, each 1 to 40 characters (TAGS_MAX, TAG_MAX). A function, as a check
-- constraint cannot hold a subquery.
create function private.journal_tags_valid(p_tags text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_tags is not null
     and coalesce(pg_catalog.array_ndims(p_tags), 1) = 1
     and coalesce(pg_catalog.cardinality(p_tags), 0) <= 20
     and not exists (select 1 from pg_catalog.unnest(p_tags) as t (tag)
                      where t.tag is null or pg_catalog.char_length(t.tag) not between 1 and 40)
$$;
comment on function private.journal_tags_valid(text[]) is
  'Check helper: at most 20 tags of 1 to 40 characters each (the journal''s TAGS_MAX and TAG_MAX).';

create table public.journal_entries (
  id uuid not null primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- TITLE_MAX and CONTENT_MAX. The form requires both; an imported entry may have an empty title.
  title text not null default '' constraint journal_entries_title_length check (char_length(title) <= 200),
  body text not null constraint journal_entries_body_length check (char_length(body) between 1 and 50000),
  -- The writing prompt the entry answers, if any.
  prompt text constraint journal_entries_prompt_length check (char_length(prompt) <= 1000),
  tags text[] not null default '{}' constraint journal_entries_tags_valid check (private.journal_tags_valid(tags)),
  favorite boolean not null default false,
  -- The entry's date: the server's time for a new entry; an import keeps the guest entry's date.
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
comment on table public.journal_entries is
  'A member''s journal entries. Own rows only: the member reads, writes (title, body, prompt, tags, favorite) and deletes their own.';

-- The journal lists a member's entries newest first (and RLS, the cascade from auth.users).
create index journal_entries_user_created_idx on public.journal_entries (user_id, created_at desc, id desc);

create trigger journal_entries_set_updated_at
  before update on public.journal_entries
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- resources
-- ---------------------------------------------------------------------------------------------
create table public.resources (
  id uuid not null primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  kind text not null constraint resources_kind_check check (kind in ('pdf', 'link')),
  title text not null constraint resources_title_length check (char_length(btrim(title)) between 1 and 200),
  description text not null default '' constraint resources_description_length check (char_length(description) <= 5000),
  -- A link's address: http(s) only.
  url text constraint resources_url_http check (url ~* '^https?://[^[:space:]]+$' and char_length(url) <= 2048),
  -- A PDF's file name as uploaded, its object in the bucket 'resources' and its size.
  file_name text constraint resources_file_name_length check (char_length(file_name) between 1 and 255),
  storage_path text,
  size_bytes bigint constraint resources_size_limit check (size_bytes between 0 and 20971520),
  created_at timestamptz not null default now(),
  -- A link has a URL and no file; a PDF has its file, stored as <user id>/<resource id>.pdf.
  constraint resources_kind_fields check (
    (kind = 'link' and url is not null and file_name is null and storage_path is null and size_bytes is null)
    or (kind = 'pdf' and url is null and file_name is not null and size_bytes is not null
        and storage_path = user_id::text || '/' || id::text || '.pdf')
  )
);
comment on table public.resources is
  'A member''s resources: links (http(s) URL) and PDFs (the object <user id>/<id>.pdf in the private bucket resources, at most 20 MB). Own rows only.';
comment on column public.resources.storage_path is
  'The PDF''s object name in the bucket resources: exactly <user_id>/<id>.pdf (null for a link).';

create index resources_user_created_idx on public.resources (user_id, created_at desc, id desc);

-- ---------------------------------------------------------------------------------------------
-- schedule_events
-- ---------------------------------------------------------------------------------------------
create table public.schedule_events (
  id uuid not null primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  title text not null constraint schedule_events_title_length check (char_length(btrim(title)) between 1 and 200),
  description text not null default '' constraint schedule_events_description_length check (char_length(description) <= 5000),
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  location text not null default '' constraint schedule_events_location_length check (char_length(location) <= 200),
  -- The host's name ('You' for the member's own).
  facilitator text not null default '' constraint schedule_events_facilitator_length check (char_length(facilitator) <= 200),
  category text not null constraint schedule_events_category_check check (
    category in ('meeting', 'workshop', 'social', 'special', 'daily-script', 'availability')),
  -- A path inside the app, such as /resources?item=..., as the form's isAppPath() allows.
  resource_link text constraint schedule_events_resource_link_path check (
    resource_link ~ '^/[^/\\[:space:]][^\\[:space:]]*$' or resource_link = '/'),
  is_availability boolean not null default false,
  created_at timestamptz not null default now(),
  constraint schedule_events_resource_link_length check (char_length(resource_link) <= 2048),
  constraint schedule_events_ends_after_start check (ends_at > starts_at)
);
comment on table public.schedule_events is
  'A member''s schedule: events and their own availability slots (is_availability). Own rows only; ends_at is after starts_at.';

create index schedule_events_user_starts_idx on public.schedule_events (user_id, starts_at);

-- ---------------------------------------------------------------------------------------------
-- member_settings
-- ---------------------------------------------------------------------------------------------
create table public.member_settings (
  user_id uuid not null primary key default auth.uid() references auth.users (id) on delete cascade,
  -- The version of the settings' shape, for the client's migrations.
  version int not null default 1 constraint member_settings_version_positive check (version >= 1),
  -- The preferences of the settings pages, one object per page. The privacy choices live on
  -- profiles; the theme and the sidebar stay per device.
  settings jsonb not null default '{}'::jsonb constraint member_settings_settings_shape check (
    jsonb_typeof(settings) = 'object'
    and (settings - array['notifications', 'roomsFeed', 'journal', 'ai']) = '{}'::jsonb
    and coalesce(jsonb_typeof(settings -> 'notifications'), 'object') = 'object'
    and coalesce(jsonb_typeof(settings -> 'roomsFeed'), 'object') = 'object'
    and coalesce(jsonb_typeof(settings -> 'journal'), 'object') = 'object'
    and coalesce(jsonb_typeof(settings -> 'ai'), 'object') = 'object'
    and octet_length(settings::text) <= 65536),
  -- Settings > Privacy, Auto-Delete Posts: the life of the member's posts in anonymous rooms.
  auto_delete_posts text not null default 'off'
    constraint member_settings_auto_delete_posts_check check (auto_delete_posts in ('off', '1h', '24h', '3d', '7d')),
  updated_at timestamptz not null default now()
);
comment on table public.member_settings is
  'One row per member: the settings pages'' preferences as a JSON object (keys notifications, roomsFeed, journal, ai, each an object) with a version, and Auto-Delete Posts. The owner reads, inserts and updates their row.';
comment on column public.member_settings.auto_delete_posts is
  'Auto-Delete Posts: off, or how long the member''s posts in anonymous rooms live (1h, 24h, 3d, 7d), set on each post when written.';

create trigger member_settings_set_updated_at
  before update on public.member_settings
  for each row execute function public.set_updated_at();

-- ---------------------------------------------------------------------------------------------
-- Privileges and row-level security
-- ---------------------------------------------------------------------------------------------
revoke all on table public.journal_entries, public.resources, public.schedule_events, public.member_settings
  from anon, authenticated;

grant select, delete on table public.journal_entries to authenticated;
grant insert (id, user_id, title, body, prompt, tags, favorite, created_at) on table public.journal_entries to authenticated;
grant update (title, body, prompt, tags, favorite) on table public.journal_entries to authenticated;

grant select, delete on table public.resources to authenticated;
grant insert (id, user_id, kind, title, description, url, file_name, storage_path, size_bytes, created_at)
  on table public.resources to authenticated;
grant update (title, description) on table public.resources to authenticated;

grant select, delete on table public.schedule_events to authenticated;
grant insert (id, user_id, title, description, starts_at, ends_at, location, facilitator, category, resource_link,
  is_availability) on table public.schedule_events to authenticated;
grant update (title, description, starts_at, ends_at, location, facilitator, category, resource_link, is_availability)
  on table public.schedule_events to authenticated;

grant select on table public.member_settings to authenticated;
grant insert (user_id, version, settings, auto_delete_posts) on table public.member_settings to authenticated;
grant update (version, settings, auto_delete_posts) on table public.member_settings to authenticated;

alter table public.journal_entries enable row level security;
alter table public.resources enable row level security;
alter table public.schedule_events enable row level security;
alter table public.member_settings enable row level security;

create policy journal_entries_select_own on public.journal_entries
  for select to authenticated using (user_id = (select auth.uid()));
create policy journal_entries_insert_own on public.journal_entries
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy journal_entries_update_own on public.journal_entries
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy journal_entries_delete_own on public.journal_entries
  for delete to authenticated using (user_id = (select auth.uid()));
create policy journal_entries_require_aal2 on public.journal_entries
  as restrictive for all to authenticated
  using ((select private.aal_satisfied())) with check ((select private.aal_satisfied()));

create policy resources_select_own on public.resources
  for select to authenticated using (user_id = (select auth.uid()));
create policy resources_insert_own on public.resources
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy resources_update_own on public.resources
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy resources_delete_own on public.resources
  for delete to authenticated using (user_id = (select auth.uid()));
create policy resources_require_aal2 on public.resources
  as restrictive for all to authenticated
  using ((select private.aal_satisfied())) with check ((select private.aal_satisfied()));

create policy schedule_events_select_own on public.schedule_events
  for select to authenticated using (user_id = (select auth.uid()));
create policy schedule_events_insert_own on public.schedule_events
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy schedule_events_update_own on public.schedule_events
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy schedule_events_delete_own on public.schedule_events
  for delete to authenticated using (user_id = (select auth.uid()));
create policy schedule_events_require_aal2 on public.schedule_events
  as restrictive for all to authenticated
  using ((select private.aal_satisfied())) with check ((select private.aal_satisfied()));

create policy member_settings_select_own on public.member_settings
  for select to authenticated using (user_id = (select auth.uid()));
create policy member_settings_insert_own on public.member_settings
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy member_settings_update_own on public.member_settings
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy member_settings_require_aal2 on public.member_settings
  as restrictive for all to authenticated
  using ((select private.aal_satisfied())) with check ((select private.aal_satisfied()));

-- ---------------------------------------------------------------------------------------------
-- Storage: the private bucket 'resources' and the folder rule
-- ---------------------------------------------------------------------------------------------
-- PDFs only, 20 MB at most, enforced by Storage on upload. Not public: 'Open PDF' asks for a
-- short-lived signed URL.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('resources', 'resources', false, 20971520, '{application/pdf}')
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- A member touches only objects under their own folder: <user id>/...
create policy "Members read the PDFs in their own resources folder" on storage.objects
  for select to authenticated
  using (bucket_id = 'resources' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "Members upload PDFs to their own resources folder" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'resources' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "Members replace the PDFs in their own resources folder" on storage.objects
  for update to authenticated
  using (bucket_id = 'resources' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'resources' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy "Members delete the PDFs in their own resources folder" on storage.objects
  for delete to authenticated
  using (bucket_id = 'resources' and (storage.foldername(name))[1] = (select auth.uid())::text);
-- The two-factor rule, for this bucket's objects.
create policy "Resources need two factors when the member has one" on storage.objects
  as restrictive for all to authenticated
  using (bucket_id <> 'resources' or (select private.aal_satisfied()))
  with check (bucket_id <> 'resources' or (select private.aal_satisfied()));
