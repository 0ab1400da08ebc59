import { useId, useRef, useState, type FormEvent } from 'react'
import { Lock } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { PASSCODE_LENGTH } from '@/lib/member/journal-preferences-store'

/** The error shown for a wrong passcode. */
export const WRONG_PASSCODE = 'Incorrect passcode. Please try again.'

/** Props of {@link JournalLock}. */
export interface JournalLockProps {
  /** The passcode that opens the journal (4 characters, compared exactly). */
  passcode: string
  onUnlock: () => void
}

/**
 * The journal's lock screen, shown instead of the journal while the passcode lock is on: a
 * masked 'Passcode' field (at most 4 characters) and 'Unlock'. A wrong code shows 'Incorrect
 * passcode. Please try again.', clears the field and shows nothing of the journal.
 */
export function JournalLock({ passcode, onUnlock }: JournalLockProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const [value, setValue] = useState('')
  const [error, setError] = useState(false)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (value === passcode) {
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
        onSubmit={submit}
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
