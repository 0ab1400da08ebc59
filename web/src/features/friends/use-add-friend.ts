import { useCallback } from 'react'
import { toast } from '@/components/ui/use-toast'
import { useNotifications } from '@/lib/notifications/notifications-store'
import { useFriendsStore } from './friends-store'

/**
 * 'Add Friend' on a suggestion: removes the person from the suggestions (kept), adds an unread
 * `friendRequest` notification naming them (`data.senderId` = their id) and shows the toast
 * 'Friend request sent'. Returns the action; it returns false and does nothing for a person
 * no longer suggested.
 */
export function useAddFriend(): (personId: string) => boolean {
  const { addNotification } = useNotifications()
  return useCallback(
    (personId: string) => {
      const person = useFriendsStore.getState().removeSuggestion(personId)
      if (!person) return false
      addNotification({
        type: 'friendRequest',
        title: 'Friend Request Sent',
        message: `You sent a friend request to ${person.name}.`,
        data: { senderId: person.id },
      })
      toast({ title: 'Friend request sent', description: `${person.name} will see your request.` })
      return true
    },
    [addNotification],
  )
}
