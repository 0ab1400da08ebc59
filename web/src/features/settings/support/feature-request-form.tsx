import { zodResolver } from '@hookform/resolvers/zod'
import { Lightbulb, LoaderCircle } from 'lucide-react'
import { useId } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { FieldMessage } from '../shared/field-message'
import { featureRow, sendSupportRequest } from './support-requests'
import {
  EMPTY_FEATURE_REQUEST,
  FEATURE_CATEGORIES,
  FEATURE_CATEGORY_LABELS,
  FEATURE_MISSING,
  featureRequestSchema,
  MESSAGE_MAX,
  SUBJECT_MAX,
  type FeatureRequest,
  type FeatureRequestInput,
} from './support-schemas'

/**
 * The Suggest a Feature form (for a signed-in member): title and description required,
 * category optional. Missing one: 'Missing information' and nothing is sent. A valid one is
 * stored in `support_requests` as kind 'feature': 'Feature suggestion submitted' and the form is
 * cleared; a server error shows its message and keeps the form.
 */
export function FeatureRequestForm() {
  const id = useId()
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FeatureRequestInput, unknown, FeatureRequest>({
    resolver: zodResolver(featureRequestSchema),
    defaultValues: EMPTY_FEATURE_REQUEST,
  })

  const onValid = async (request: FeatureRequest) => {
    const error = await sendSupportRequest(featureRow(request))
    if (error) {
      toast({ title: 'Suggestion not sent', description: error, variant: 'destructive' })
      return
    }
    reset(EMPTY_FEATURE_REQUEST)
    toast({
      title: 'Feature suggestion submitted',
      description: "Thank you for your feedback! We'll review your suggestion.",
    })
  }

  const described = (name: keyof FeatureRequestInput) =>
    errors[name]
      ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${name}-error` }
      : { 'aria-invalid': undefined, 'aria-describedby': undefined }

  return (
    <form
      noValidate
      aria-label="Suggest a Feature"
      onSubmit={handleSubmit(onValid, () => toast({ ...FEATURE_MISSING, variant: 'destructive' }))}
      className="space-y-4"
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-title`}>Feature Title</Label>
        <Input
          id={`${id}-title`}
          maxLength={SUBJECT_MAX}
          placeholder="A short name for your idea"
          {...described('title')}
          {...register('title')}
        />
        <FieldMessage id={`${id}-title-error`} message={errors.title?.message} />
      </div>
      <Controller
        control={control}
        name="category"
        render={({ field }) => (
          <div className="grid gap-2">
            <Label htmlFor={`${id}-category`}>Category (optional)</Label>
            <Select
              value={field.value}
              onValueChange={(v) => {
                const category = FEATURE_CATEGORIES.find((c) => c === v)
                if (category) field.onChange(category)
              }}
            >
              <SelectTrigger id={`${id}-category`} className="w-full! sm:w-64!">
                <SelectValue placeholder="Select a category" />
              </SelectTrigger>
              <SelectContent>
                {FEATURE_CATEGORIES.map((c) => (
                  <SelectItem key={c} value={c}>
                    {FEATURE_CATEGORY_LABELS[c]}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
      />
      <div className="grid gap-2">
        <Label htmlFor={`${id}-description`}>Description</Label>
        <Textarea
          id={`${id}-description`}
          rows={4}
          maxLength={MESSAGE_MAX}
          placeholder="What would you like, and how would it help you?"
          {...described('description')}
          {...register('description')}
        />
        <FieldMessage id={`${id}-description-error`} message={errors.description?.message} />
      </div>
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? (
          <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
        ) : (
          <Lightbulb aria-hidden="true" />
        )}
        {isSubmitting ? 'Submitting...' : 'Submit Suggestion'}
      </Button>
    </form>
  )
}
