import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { FormField } from './form-field'
import type { NewPasswordValues } from './schemas'

/**
 * A new password and its confirmation (sign-up, /reset-password), registered on the
 * react-hook-form form (`register`, `errors`) whose values hold `password` and `confirmPassword`.
 * Once the form has been submitted, a change to the password re-checks the confirmation too, so
 * 'Passwords do not match' comes and goes with either field.
 */
export function NewPasswordFields({
  label = 'Password',
  register,
  errors,
}: {
  label?: string
  register: UseFormRegister<NewPasswordValues>
  errors: FieldErrors<NewPasswordValues>
}) {
  return (
    <>
      <FormField
        label={label}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password', { deps: 'confirmPassword' })}
      />
      <FormField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
    </>
  )
}
