import { ExternalLink, Siren } from 'lucide-react'
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

/** An international directory of free crisis lines, by country. */
export const HELPLINE_DIRECTORY_URL = 'https://findahelpline.com/'

/**
 * 'Emergency Contact': a dialog that says plainly that Nexus moderators cannot send help, gives
 * the usual emergency numbers, and links to a directory of crisis lines (opens in a new tab).
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
        <div className="space-y-3 text-sm">
          <p>
            If you or someone else is in danger right now, call your local emergency number: 911 in the US and Canada,
            112 across the EU, 999 in the UK, 000 in Australia.
          </p>
          <p>If you need someone to talk to, a crisis line near you can help, free and in confidence.</p>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="cancel">Close</Button>
          </DialogClose>
          <Button asChild>
            <a href={HELPLINE_DIRECTORY_URL} target="_blank" rel="noopener noreferrer">
              <ExternalLink aria-hidden="true" />
              Find a crisis line
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
