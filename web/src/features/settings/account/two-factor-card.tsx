import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle, ShieldCheck } from 'lucide-react'
import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { z } from 'zod/mini'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { toast } from '@/components/ui/use-toast'
import { TOTP_CODE_MESSAGE, TOTP_CODE_PATTERN } from '@/lib/auth/second-factor'
import { FieldMessage } from '../shared/field-message'
import { SettingsCard } from '../shared/settings-card'
import { SwitchRow } from '../shared/switch-row'
import { NeedsAccountNotice, type AccountAccess } from './account-access'
import {
  confirmEnrollment,
  isSafeQrCode,
  qrCodeSrc,
  readVerifiedFactor,
  removeFactor,
  startEnrollment,
  type Enrollment,
} from './two-factor'

const codeSchema = z.object({
  code: z.string().check(
    z.overwrite((v) => v.replace(/\s+/g, '')),
    z.regex(TOTP_CODE_PATTERN, { error: TOTP_CODE_MESSAGE }),
  ),
})

type State =
  | { status: 'loading' }
  | { status: 'unavailable'; message: string }
  | { status: 'off' }
  | { status: 'enrolling'; enrollment: Enrollment }
  | { status: 'on'; factorId: string }

const failed = (title: string, description: string) => toast({ title, description, variant: 'destructive' })

/**
 * Two-factor authentication with an authenticator app (TOTP through Supabase Auth MFA). For a
 * member: shows whether it is on; turning it on enrols a factor and shows its QR code and
 * secret, and a 6-digit code from the app finishes it; turning it off removes the factor. While
 * its factors are read, the switch shows disabled, described 'Checking two-factor
 * authentication...', so the page below does not move when they arrive. Every failure shows the
 * server's message. For a guest it says it needs an account.
 */
export function TwoFactorCard({ access }: { access: AccountAccess }) {
  return (
    <SettingsCard
      title="Two-Factor Authentication"
      icon={<ShieldCheck aria-hidden="true" className="size-5 text-primary" />}
      description="Ask for a code from an authenticator app each time you sign in."
    >
      {access.kind === 'member' ? (
        <TwoFactorControls />
      ) : (
        <NeedsAccountNotice access={access}>Two-factor authentication needs an account.</NeedsAccountNotice>
      )}
    </SettingsCard>
  )
}

function TwoFactorControls() {
  const [state, setState] = useState<State>({ status: 'loading' })
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let active = true
    void readVerifiedFactor().then(({ data, error }) => {
      if (!active) return
      if (error !== null) setState({ status: 'unavailable', message: error })
      else setState(data ? { status: 'on', factorId: data } : { status: 'off' })
    })
    return () => {
      active = false
    }
  }, [])

  const toggle = async (on: boolean) => {
    setBusy(true)
    try {
      if (on) {
        const { data, error } = await startEnrollment()
        if (error !== null) return failed('Two-factor not turned on', error)
        setState({ status: 'enrolling', enrollment: data })
      } else if (state.status === 'on') {
        const error = await removeFactor(state.factorId)
        if (error) return failed('Two-factor not turned off', error)
        setState({ status: 'off' })
        toast({
          title: 'Two-factor authentication disabled',
          description: 'You will sign in with your password only.',
        })
      }
    } finally {
      setBusy(false)
    }
  }

  if (state.status === 'unavailable') {
    return (
      <p role="alert" className="text-sm text-destructive dark:text-red-300">
        Two-factor authentication could not be checked: {state.message}
      </p>
    )
  }
  return (
    <>
      <SwitchRow
        label="Two-Factor Authentication"
        description={
          state.status === 'loading'
            ? 'Checking two-factor authentication...'
            : state.status === 'on'
              ? 'On: signing in asks for a code from your authenticator app.'
              : state.status === 'enrolling'
                ? 'Setting up: finish with a code from your authenticator app below.'
                : 'Off: signing in asks for your password only.'
        }
        checked={state.status === 'on' || state.status === 'enrolling'}
        disabled={busy || state.status === 'loading' || state.status === 'enrolling'}
        onCheckedChange={(on) => void toggle(on)}
      />
      {state.status === 'enrolling' ? (
        <EnrollmentStep
          enrollment={state.enrollment}
          onDone={() => setState({ status: 'on', factorId: state.enrollment.factorId })}
          onCancel={() => setState({ status: 'off' })}
        />
      ) : null}
    </>
  )
}

function EnrollmentStep({
  enrollment,
  onDone,
  onCancel,
}: {
  enrollment: Enrollment
  onDone: () => void
  onCancel: () => void
}) {
  const id = useId()
  const [cancelling, setCancelling] = useState(false)
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } })

  useEffect(() => setFocus('code'), [setFocus])

  const onValid = async ({ code }: { code: string }) => {
    const error = await confirmEnrollment(enrollment.factorId, code)
    if (error) return failed('Code not accepted', error)
    onDone()
    toast({
      title: 'Two-factor authentication enabled',
      description: 'Signing in will now ask for a code from your authenticator app.',
    })
  }

  const cancel = async () => {
    setCancelling(true)
    const error = await removeFactor(enrollment.factorId)
    setCancelling(false)
    if (error) return failed('Set-up not cancelled', error)
    onCancel()
  }

  return (
    <form
      noValidate
      aria-label="Set up two-factor authentication"
      onSubmit={handleSubmit(onValid)}
      className="space-y-4 rounded-lg border border-border p-4"
    >
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>Scan this QR code with an authenticator app, or type the secret into it.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col items-start gap-4 sm:flex-row sm:items-center">
        {isSafeQrCode(enrollment.qrCode) ? (
          <img
            src={qrCodeSrc(enrollment.qrCode)}
            alt="QR code for your authenticator app"
            width={176}
            height={176}
            className="size-44 rounded-md bg-white p-2"
          />
        ) : null}
        <div className="min-w-0 space-y-1">
          <p className="text-sm text-muted-foreground">Secret</p>
          <code data-testid="totp-secret" className="block rounded bg-muted px-2 py-1 font-mono text-sm break-all">
            {enrollment.secret}
          </code>
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-code`}>Verification Code</Label>
        <Input
          id={`${id}-code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          placeholder="123456"
          className="w-40!"
          aria-invalid={errors.code ? true : undefined}
          aria-describedby={errors.code ? `${id}-code-error` : undefined}
          {...register('code')}
        />
        <FieldMessage id={`${id}-code-error`} message={errors.code?.message} />
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting || cancelling}>
          {isSubmitting ? (
            <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
          ) : null}
          {isSubmitting ? 'Verifying...' : 'Verify and Turn On'}
        </Button>
        <Button variant="cancel" disabled={isSubmitting || cancelling} onClick={() => void cancel()}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
