-- Private-room invitations cannot be used to flood a member with notifications (each invitation
-- sends one): limits like the friend requests', read at every insert.
--   * An owner sends at most 30 invitations an hour (private.take_rate_slot: PT429, the message
--     says when again).
--   * One member is invited to one room at most 3 times in 7 days, whatever became of the earlier
--     invitations (declined, or ended by a removal): 23514, the message says when, the hint is the
--     ISO time.
-- A BEFORE INSERT trigger on room_invitations, so invite_to_room() itself is unchanged (it
-- returns the pending invitation without inserting when one is open).

create function private.room_invitations_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  week_ago constant timestamptz := pg_catalog.now() - interval '7 days';
  recent timestamptz[];
  again_at timestamptz;
begin
  select array_agg(i.created_at order by i.created_at desc) into recent
    from public.room_invitations as i
   where i.room_slug = new.room_slug and i.user_id = new.user_id and i.created_at > week_ago;
  if coalesce(array_length(recent, 1), 0) >= 3 then
    again_at := recent[3] + interval '7 days';
    raise exception using
      errcode = '23514',
      message = format('This member has been invited to this room 3 times this week. You can invite them again in %s.',
                       private.human_wait(again_at - pg_catalog.now())),
      hint = to_char(again_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
  end if;
  if new.invited_by is not null then
    perform private.take_rate_slot(new.invited_by, 'room_invitation', 30, interval '1 hour',
      'You''ve sent a lot of invitations. You can send another in %s.');
  end if;
  return new;
end;
$$;
comment on function private.room_invitations_limit() is
  'Trigger: at most 30 invitations an hour per inviter (PT429); one member invited to one room at most 3 times in 7 days (23514).';
revoke execute on function private.room_invitations_limit() from public, anon, authenticated;

create trigger room_invitations_10_limit
  before insert on public.room_invitations
  for each row execute function private.room_invitations_limit();
