-- Deleting an account leaves nothing billable and loses nothing early (issue 40, section 7).
--
-- The delete-account edge function now works in the order billing, rows, files: it expires the
-- member's open Checkout Sessions and cancels a live subscription in Stripe, then deletes the
-- rows (public.delete_user_account), then removes the member's PDFs through the Storage API.
--
-- 1. private.storage_removals: the folders of deleted accounts whose Storage objects are still to
--    be removed. delete-account writes the member's folder here in the same transaction that
--    deletes their rows, and clears it once Storage has removed every object; if Storage fails,
--    the entry stays and is retried by every later run of delete-account and by the
--    retry-file-removals function, until no file is left (no orphans). The role edge_functions
--    is the only one that reads or writes it. It holds a folder name (the former user id) and
--    nothing else: no row links it to any post.
-- 2. private.delete_account_password_ok(): the password check of delete-account, limited like
--    sign-in: after 5 wrong passwords in 15 minutes for one account, every check is refused with
--    PT429 until the oldest of them is 15 minutes old (the message says how long; the hint is
--    the ISO time). It counts only failures, through private.take_rate_slot.
-- 3. Where the database has pg_net (hosted Supabase), a pg_cron job calls retry-file-removals
--    every 15 minutes with the project URL and service-role key kept in Vault (Supabase's pattern
--    for scheduled Edge Functions). The local cluster has no pg_net: there the queue is retried
--    by every run of delete-account, and the function can be called by hand.

-- ---------------------------------------------------------------------------------------------
-- 1. Storage folders still to be emptied
-- ---------------------------------------------------------------------------------------------
create table private.storage_removals (
  bucket text not null,
  -- A deleted member's folder: their former user id.
  folder text not null constraint storage_removals_folder_format
    check (folder ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'),
  queued_at timestamptz not null default pg_catalog.now(),
  attempts integer not null default 0,
  last_attempt_at timestamptz,
  last_error text constraint storage_removals_last_error_length check (char_length(last_error) <= 500),
  primary key (bucket, folder)
);
comment on table private.storage_removals is
  'Folders of deleted accounts whose Storage objects are still to be removed. Written by delete-account (role edge_functions) in the transaction that deletes the rows; an entry goes once Storage has removed every object of the folder; retried by delete-account and retry-file-removals.';
comment on column private.storage_removals.attempts is 'How many removals of this folder have failed so far.';
comment on column private.storage_removals.last_error is 'Storage''s message of the last failed attempt (never a secret).';

revoke all on table private.storage_removals from public, anon, authenticated, service_role;
alter table private.storage_removals enable row level security;
grant select, insert, update, delete on table private.storage_removals to edge_functions;
create policy storage_removals_edge_functions on private.storage_removals
  for all to edge_functions using (true) with check (true);

-- ---------------------------------------------------------------------------------------------
-- 2. The password check of delete-account, limited
-- ---------------------------------------------------------------------------------------------
create function private.delete_account_password_ok(target_user_id uuid, password text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  free_at timestamptz;
  message constant text := 'Too many wrong passwords. Please try again in %s.';
begin
  if not exists (select 1 from auth.users as u where u.id = target_user_id) then
    return false;
  end if;
  free_at := private.rate_slot_free_at(target_user_id, 'delete_account_password', 5, interval '15 minutes');
  if free_at is not null then
    raise exception using
      errcode = 'PT429',
      message = format(message, private.human_wait(free_at - pg_catalog.now())),
      hint = to_char(free_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
  end if;
  if private.password_matches(target_user_id, password) then
    return true;
  end if;
  -- A failure takes a slot (and is refused itself if concurrent failures filled the window).
  perform private.take_rate_slot(target_user_id, 'delete_account_password', 5, interval '15 minutes', message);
  return false;
end;
$$;
comment on function private.delete_account_password_ok(uuid, text) is
  'delete-account''s password check: true when the password is the user''s; a wrong one counts, and after 5 wrong ones in 15 minutes every check raises PT429 (message with the wait, ISO retry time as hint) until the window frees. False for an unknown user. Edge functions only.';
revoke execute on function private.delete_account_password_ok(uuid, text) from public, anon, authenticated;
grant execute on function private.delete_account_password_ok(uuid, text) to edge_functions;

-- ---------------------------------------------------------------------------------------------
-- 3. The scheduled retry, where pg_net exists
-- ---------------------------------------------------------------------------------------------
do $do$
begin
  if exists (select 1 from pg_catalog.pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net;
    -- Reads the secrets 'project_url' and 'service_role_key' from Vault at each run (set them once:
    -- select vault.create_secret('https://<ref>.supabase.co', 'project_url'); and the key likewise).
    perform cron.schedule(
      'retry-file-removals',
      '*/15 * * * *',
      $job$
      select net.http_post(
        url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
               || '/functions/v1/retry-file-removals',
        headers := jsonb_build_object(
          'Content-Type', 'application/json',
          'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')),
        body := '{}'::jsonb,
        timeout_milliseconds := 60000)
      where exists (select 1 from private.storage_removals)
      $job$);
  end if;
end;
$do$;

-- ---------------------------------------------------------------------------------------------
-- 4. A chat with a member who deleted their account says so (issue 40, section 8)
-- ---------------------------------------------------------------------------------------------
-- Their friendship and messages go with the account, and profile_of() answers no row for them, as
-- it does for a hidden profile the caller shares nothing with; this tells the two apart.
create function private.member_left(p_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select auth.uid() is not null
     and (select private.aal_satisfied())
     and not exists (select 1 from auth.users as u where u.id = p_id)
$$;
comment on function private.member_left(uuid) is
  'True when no account has this id (any more); false for an existing member, and for a caller who is signed out or lacks the second factor. Read through public.member_left().';
revoke execute on function private.member_left(uuid) from public, anon;
grant execute on function private.member_left(uuid) to authenticated;

create function public.member_left(p_id uuid)
returns boolean
language sql
stable
set search_path = ''
as $$
  select private.member_left(p_id)
$$;
comment on function public.member_left(uuid) is
  'True when no account has this id (any more): the chat with them says ''This member has left Nexus''. False for an existing member, and for a caller who is signed out or lacks the second factor.';
revoke execute on function public.member_left(uuid) from public, anon;
grant execute on function public.member_left(uuid) to authenticated;
