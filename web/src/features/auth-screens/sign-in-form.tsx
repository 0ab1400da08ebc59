import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'
import { useAuth } from '@/lib/auth/auth-provider'
import { FormField } from './form-field'
import { signInSchema, type SignInValues } from './schemas'
import { useReturnPath } from './return-path'

/**
 * The Sign In tab: Email, Password and the 'Forgot password?' link. The values are checked on
 * submit (the first invalid field gets the focus), then again as the user types; while the request
 * runs the button reads 'Signing In...' and is disabled; success goes to the address's `next` app
 * path, else /dashboard. Failure toasts come from the account layer
 * ({@link useAuth}); here the error is swallowed and the form keeps what was typed.
 */
export function SignInForm() {
  const { signIn } = useAuth()
  const navigate = useNavigate()
  const returnPath = useReturnPath()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } })

  const onSubmit = handleSubmit(async (data) => {
    try {
      await signIn(data)
    } catch {
      return // The account layer has shown 'Login failed'; the form stays as typed.
    }
    navigate(returnPath)
  })

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4" aria-label="Sign In">
      <FormField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="-mt-1 text-right text-sm">
        <Link
          to={paths.forgotPassword}
          className="font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          Forgot password?
        </Link>
      </div>
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  )
}
