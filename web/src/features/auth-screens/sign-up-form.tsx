import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'
import { useAuth } from '@/lib/auth/auth-provider'
import { FormField } from './form-field'
import { NewPasswordFields } from './new-password-fields'
import { signUpSchema, type SignUpValues } from './schemas'

/**
 * The Sign Up tab: Full Name, Email, Password and Confirm Password, checked on submit (the first
 * invalid field gets the focus), then again as the user types. While the request runs the button
 * reads 'Creating Account...' and is disabled; success goes to /pricing. The confirmation stays on
 * the client. Failure toasts come from the account layer; the error is swallowed here and the form
 * keeps what was typed.
 */
export function SignUpForm() {
  const { signUp } = useAuth()
  const navigate = useNavigate()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  })

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    try {
      await signUp({ name, email, password })
    } catch {
      return // The account layer has shown 'Signup failed'; the form stays as typed.
    }
    navigate(paths.pricing)
  })

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4" aria-label="Sign Up">
      <FormField label="Full Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
      <FormField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <NewPasswordFields register={register} errors={errors} />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  )
}
