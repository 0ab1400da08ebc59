import { zodResolver } from '@hookform/resolvers/zod'
import { ShieldCheck } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { useSecondFactor } from '@/lib/auth/second-factor'
import { FormField } from './form-field'
import { secondFactorSchema, type SecondFactorInput } from './schemas'
import { useReturnPath } from './return-path'

/**
 * The second step of signing in for a member with two-factor authentication on: the 6-digit
 * code from their authenticator app. 'Verify' reads 'Verifying...' while the code is checked;
 * a right code signs the member in and goes to the address's `next` app path, else /dashboard; a wrong one leaves the form with the
 * server's message in a toast. 'Cancel' drops the half-open session and shows the sign-in form again.
 */
export function SecondFactorForm() {
  const { verify, cancel } = useSecondFactor()
  const navigate = useNavigate()
  const returnPath = useReturnPath()
  const [cancelling, setCancelling] = useState(false)
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SecondFactorInput>({ resolver: zodResolver(secondFactorSchema), defaultValues: { code: '' } })

  // The step replaces the sign-in form that had the focus: move it to the code field.
  useEffect(() => setFocus('code'), [setFocus])

  const onSubmit = handleSubmit(async ({ code }) => {
    try {
      await verify(code.replace(/\s+/g, ''))
    } catch {
      return // The toast has said why; the code stays for another try.
    }
    navigate(returnPath)
  })

  const onCancel = async () => {
    setCancelling(true)
    try {
      await cancel()
    } finally {
      setCancelling(false)
    }
  }

  return (
    <Card>
      <CardContent>
        <form
          noValidate
          onSubmit={(e) => void onSubmit(e)}
          className="grid gap-4"
          aria-labelledby="second-factor-title"
        >
          <div className="space-y-2">
            <h2 id="second-factor-title" className="flex items-center gap-2 text-lg font-semibold">
              <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
              Two-Factor Authentication
            </h2>
            <p className="text-sm text-muted-foreground">
              Your password was right. Enter the 6-digit code from your authenticator app to finish signing in.
            </p>
          </div>
          <FormField
            label="Authentication Code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            placeholder="123456"
            error={errors.code?.message}
            {...register('code')}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              type="button"
              variant="cancel"
              disabled={isSubmitting || cancelling}
              onClick={() => void onCancel()}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting || cancelling}>
              {isSubmitting ? 'Verifying...' : 'Verify'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}
