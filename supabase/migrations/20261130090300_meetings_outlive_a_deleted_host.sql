-- Meetings: a member who deletes their account leaves their meetings first (issue 42), after
-- 20261130090200_booking_meetings_end_with_their_slot.sql.
--
-- meetings.host_id and meeting_participants.user_id cascade from auth.users, so deleting the
-- account of the host of a live community meeting deleted the whole meeting under the others'
-- feet, with nothing broadcast. Now, before an auth user is deleted, they leave each live meeting
-- they are in as leave_meeting() does: the earliest joiner present becomes host, a meeting left
-- with nobody ends, and the others get the state broadcast. (A booked session goes with its
-- booking when its member or its advice host is deleted, as the booking does.)

create function private.meetings_before_user_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  r record;
  next_host uuid;
begin
  for r in
    select m.id, m.kind, m.host_id
      from public.meetings as m
      join public.meeting_participants as mp on mp.meeting_id = m.id
     where mp.user_id = old.id and mp.left_at is null and m.status = 'live'
     order by m.id
       for update of m
  loop
    update public.meeting_participants as mp
       set left_at = pg_catalog.clock_timestamp(), hand_raised_at = null
     where mp.meeting_id = r.id and mp.user_id = old.id;
    select mp.user_id into next_host from public.meeting_participants as mp
     where mp.meeting_id = r.id and mp.left_at is null
     order by mp.joined_at, mp.user_id
     limit 1;
    if next_host is null then
      perform private.close_meeting(r.id);
      continue;
    end if;
    if r.host_id = old.id then
      update public.meetings as x set host_id = next_host where x.id = r.id;
    end if;
    perform private.broadcast_meeting_state(r.id);
  end loop;
  return old;
end;
$$;
comment on function private.meetings_before_user_delete() is
  'Trigger on auth.users delete: the member leaves each live meeting they are in (host hand-over to the earliest joiner present, a meeting left empty ends, the state is broadcast) before the cascade removes their rows.';
revoke execute on function private.meetings_before_user_delete() from public, anon, authenticated;

create trigger on_auth_user_deleted_leave_meetings
  before delete on auth.users
  for each row execute function private.meetings_before_user_delete();
