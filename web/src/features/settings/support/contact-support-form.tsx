import { zodResolver } from '@hookform/resolvers/zod'
import { LoaderCircle, Send } from 'lucide-react'
import { useId } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { FieldMessage } from '../shared/field-message'
import { LabelledSelect } from '../journals/labelled-select'
import { sendSupportRequest, supportRow } from './support-requests'
import {
  EMPTY_SUPPORT_REQUEST,
  MESSAGE_MAX,
  PRIORITY_LABELS,
  SUBJECT_MAX,
  SUPPORT_CATEGORIES,
  SUPPORT_CATEGORY_LABELS,
  SUPPORT_MISSING,
  SUPPORT_PRIORITIES,
  supportRequestSchema,
  type SupportRequest,
  type SupportRequestInput,
} from './support-schemas'

/**
 * The Contact Support form (for a signed-in member): category, subject and message required,
 * priority low to urgent (medium at first). A request missing one is refused with 'Missing
 * information' and nothing is sent. A valid one is stored in `support_requests`: 'Support
 * request submitted' and the form is cleared; a server error shows its message and keeps the form.
 */
export function ContactSupportForm() {
  const id = useId()
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<SupportRequestInput, unknown, SupportRequest>({
    resolver: zodResolver(supportRequestSchema),
    defaultValues: EMPTY_SUPPORT_REQUEST,
  })

  const onValid = async (request: SupportRequest) => {
    const error = await sendSupportRequest(supportRow(request))
    if (error) {
      toast({ title: 'Request not sent', description: error, variant: 'destructive' })
      return
    }
    reset(EMPTY_SUPPORT_REQUEST)
    toast({ title: 'Support request submitted', description: 'Our team will respond within 24 hours.' })
  }

  const described = (name: keyof SupportRequestInput) =>
    errors[name]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` }
      : { 'aria-invalid': undefined, 'aria-describedby': undefined }

  return (
    <form
      noValidate
      aria-label="Contact Support"
      onSubmit={handleSubmit(onValid, () => toast({ ...SUPPORT_MISSING, variant: 'destructive' }))}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="category"
          render={({ field }) => (
            <div className="grid gap-2">
              <Label htmlFor={`${id}-category`}>Category</Label>
              <Select
                value={field.value}
                onValueChange={(v) => {
                  const category = SUPPORT_CATEGORIES.find((c) => c === v)
                  if (category) field.onChange(category)
                }}
              >
                <SelectTrigger id={`${id}-category`} className="w-full!" {...described('category')}>
                  <SelectValue placeholder="Select a category" />
                </SelectTrigger>
                <SelectContent>
                  {SUPPORT_CATEGORIES.map((c) => (
                    <SelectItem key={c} value={c}>
                      {SUPPORT_CATEGORY_LABELS[c]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FieldMessage id={`${id}-category-error`} message={errors.category?.message} />
            </div>
          )}
        />
        <Controller
          control={control}
          name="priority"
          render={({ field }) => (
            <LabelledSelect
              label="Priority"
              options={SUPPORT_PRIORITIES}
              labels={PRIORITY_LABELS}
              value={field.value}
              onChange={field.onChange}
              className="sm:w-full!"
            />
          )}
        />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-subject`}>Subject</Label>
        <Input
          id={`${id}-subject`}
          maxLength={SUBJECT_MAX}
          placeholder="Brief description of your issue"
          {...described('subject')}
          {...register('subject')}
        />
        <FieldMessage id={`${id}-subject-error`} message={errors.subject?.message} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-message`}>Message</Label>
        <Textarea
          id={`${id}-message`}
          rows={5}
          maxLength={MESSAGE_MAX}
          placeholder="Tell us what happened and how we can help"
          {...described('message')}
          {...register('message')}
        />
        <FieldMessage id={`${id}-message-error`} message={errors.message?.message} />
      </div>
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? (
          <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
        ) : (
          <Send aria-hidden="true" />
        )}
        {isSubmitting ? 'Submitting...' : 'Submit Request'}
      </Button>
    </form>
  )
}
