import { useId, useRef, useState, type FormEvent } from 'react'
import { Lock } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { PASSCODE_LENGTH } from '@/lib/member/journal-preferences-store'
import { verifyPasscode, type PasscodeHash } from '@/lib/member/passcode-hash'

/** The error shown for a wrong passcode. */
export const WRONG_PASSCODE = 'Incorrect passcode. Please try again.'

/** What the lock guards against, said plainly on the lock screen. */
export const LOCK_SCOPE_NOTE =
  'This lock keeps your journal from a passing glance; it does not protect it from someone who has this device.'

/** Props of {@link JournalLock}. */
export interface JournalLockProps {
  /** The stored hash of the passcode that opens the journal. */
  passcodeHash: PasscodeHash
  onUnlock: () => void
}

/**
 * The journal's lock screen, shown instead of the journal while the passcode lock is on: a
 * masked 'Passcode' field (at most 4 characters), 'Unlock', and a sentence saying the lock keeps
 * the journal from a glance, not from someone who has the device. The code is checked against
 * the stored hash; a wrong one shows 'Incorrect passcode. Please try again.', clears the field
 * and shows nothing of the journal.
 */
export function JournalLock({ passcodeHash, onUnlock }: JournalLockProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const checking = useRef(false)
  const [value, setValue] = useState('')
  const [error, setError] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (checking.current) return
    checking.current = true
    const right = await verifyPasscode(value, passcodeHash).catch(() => false)
    checking.current = false
    if (right) {
      onUnlock()
      return
    }
    setError(true)
    setValue('')
    input.current?.focus()
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 md:py-10">
      <h1 className="text-3xl font-bold tracking-tight">Journal</h1>
      <form
        onSubmit={(event) => void submit(event)}
        noValidate
        className="mx-auto mt-10 grid max-w-sm gap-4 rounded-xl border border-border bg-card p-6 text-card-foreground shadow-sm"
      >
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="grid size-10 place-items-center rounded-lg bg-primary/15 text-primary">
            <Lock className="size-5" />
          </span>
          <div>
            <h2 className="font-semibold">Your journal is locked</h2>
            <p className="text-sm text-muted-foreground">Enter your passcode to open it.</p>
          </div>
        </div>
        <p className="text-sm text-muted-foreground">{LOCK_SCOPE_NOTE}</p>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-passcode`}>Passcode</Label>
          <Input
            ref={input}
            id={`${id}-passcode`}
            type="password"
            autoComplete="off"
            maxLength={PASSCODE_LENGTH}
            placeholder="Enter 4-digit passcode"
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setValue(event.target.value)}
          />
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive dark:text-red-300">
              {WRONG_PASSCODE}
            </p>
          ) : null}
        </div>
        <Button type="submit">Unlock</Button>
      </form>
    </div>
  )
}
