import { Siren } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog'
import { CrisisLineLink, EmergencyNumbers } from './emergency-numbers'

export { HELPLINE_DIRECTORY_URL } from './emergency-numbers'

/**
 * 'Emergency Contact': a dialog that says plainly that Nexus moderators cannot send help, gives
 * the usual emergency numbers and the crisis lines 988 (United States) and 116 123 (United Kingdom
 * and Ireland), and links to a directory of crisis lines (opens in a new tab). Needs no account:
 * it works the same for guests, signed-out visitors and members.
 */
export function EmergencyContactDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Siren aria-hidden="true" />
          Emergency Contact
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Emergency Contact</DialogTitle>
          <DialogDescription>Nexus moderators are not an emergency service and cannot send help.</DialogDescription>
        </DialogHeader>
        <EmergencyNumbers />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="cancel">Close</Button>
          </DialogClose>
          <Button asChild>
            <CrisisLineLink />
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
