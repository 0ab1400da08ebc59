import { Settings2, UserPlus, Users } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import type { RoomListItem } from '../data/rooms-source'
import { InviteDialog } from './invite-dialog'
import { RoomMembersDialog } from './room-members-dialog'
import { RoomSettingsDialog } from './room-settings-dialog'

type OwnerDialog = 'invite' | 'members' | 'settings' | null

/**
 * 'Manage room' in a private room's header, for its owner only (nothing for anyone else): a menu
 * with 'Invite' (pick a friend), 'Members' (remove or ban) and 'Room settings' (rename, describe,
 * delete), each a dialog. `onMembersChanged` runs after a member was removed.
 */
export function OwnerControls({
  room,
  onMembersChanged,
}: {
  room: RoomListItem | undefined
  onMembersChanged?: () => void
}) {
  const [open, setOpen] = useState<OwnerDialog>(null)
  if (!room?.isPrivate || !room.isOwner) return null
  const setDialog = (dialog: OwnerDialog) => (next: boolean) => setOpen(next ? dialog : null)
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" aria-label="Manage room">
            <Settings2 aria-hidden="true" />
            <span aria-hidden="true" className="hidden sm:inline">
              Manage
            </span>
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => setOpen('invite')}>
            <UserPlus aria-hidden="true" />
            Invite
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setOpen('members')}>
            <Users aria-hidden="true" />
            Members
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setOpen('settings')}>
            <Settings2 aria-hidden="true" />
            Room settings
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <InviteDialog room={room} open={open === 'invite'} onOpenChange={setDialog('invite')} />
      <RoomMembersDialog
        room={room}
        open={open === 'members'}
        onOpenChange={setDialog('members')}
        onChanged={onMembersChanged}
      />
      <RoomSettingsDialog room={room} open={open === 'settings'} onOpenChange={setDialog('settings')} />
    </>
  )
}
