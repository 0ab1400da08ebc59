-- A suspended member may not join a room, but still reads the rooms they had joined (after
-- 20261129200200_moderation_actions.sql). The room page opens a room through public.join_room(),
-- whose insert ... on conflict do nothing still fires the before-insert restriction trigger of
-- room_members, so a suspension locked a member out of reading every room. join_room() now
-- inserts only when the caller is not a member yet.

create or replace function public.join_room(p_room_slug text)
returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
declare
  anonymous boolean;
begin
  select r.is_anonymous into anonymous from public.rooms as r where r.slug = p_room_slug;
  if not found then
    return null;
  end if;
  if not exists (
    select 1 from public.room_members as m
     where m.room_slug = p_room_slug and m.user_id = (select auth.uid())
  ) then
    insert into public.room_members (room_slug) values (p_room_slug)
      on conflict (room_slug, user_id) do nothing;
  end if;
  return anonymous;
end;
$$;

comment on function public.join_room(text) is
  'Opens a room for the caller: null when there is no such room they may read; else joins it unless they are a member already (a full room refuses with 23514; a suspended member is refused a new room with 42501) and answers whether it is anonymous. Runs as the caller, under row security.';
