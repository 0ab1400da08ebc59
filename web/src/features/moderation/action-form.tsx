import { Gavel, LoaderCircle } from 'lucide-react'
import { useId } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Textarea } from '@/components/ui/textarea'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/error-message'
import {
  actionsFor,
  durationsFor,
  EMPTY_ACTION,
  moderateInput,
  RULELESS,
  TEXT_MAX,
  TIMED,
  validateAction,
  type ActionValues,
} from './action-rules'
import type { ModerationSource } from './data/moderation-source'
import { RULE_KEYS, type CaseDetail, type ModerationAction, type RuleKey } from './data/moderation-types'
import { FieldError } from './field-error'
import { ACTION_DONE, ACTION_HINTS, actionLabel, RULE_LABELS } from './moderation-labels'

/** Props of {@link ActionForm}. */
export interface ActionFormProps {
  detail: Pick<CaseDetail, 'id' | 'kind' | 'targetType' | 'anonymous'>
  source: Pick<ModerationSource, 'moderate' | 'addNote'>
  /** Called after an action was taken (the screen reads the queue and the case again). */
  onDone: () => void
}

/**
 * 'Take action' on a case: the action (for anonymous content 'Mute the author' / 'Suspend the
 * author': whoever wrote it is restricted without anyone seeing who), a rule of the community
 * guidelines (not needed to dismiss, restore or lift), the reason written to the member, a
 * duration for a mute or suspension (a suspension may last until lifted) and an optional note
 * that stays among moderators. Checked by {@link validateAction}; sent with `moderate_case()`
 * (and `add_case_note()` for the note); a toast says what was done, or why the database refused.
 */
export function ActionForm({ detail, source, onDone }: ActionFormProps) {
  const id = useId()
  const actions = actionsFor(detail.kind, detail.targetType)
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ActionValues>({
    defaultValues: EMPTY_ACTION,
    resolver: (values) => {
      const found = validateAction(values)
      const entries = Object.entries(found)
      return entries.length === 0
        ? { values, errors: {} }
        : {
            values: {},
            errors: Object.fromEntries(entries.map(([field, message]) => [field, { type: 'validate', message }])),
          }
    },
  })
  const action = useWatch({ control, name: 'action' })
  const described = (name: keyof ActionValues, hint?: string) => {
    const ids = [errors[name] ? `${id}-${name}-error` : null, hint ?? null].filter(Boolean).join(' ')
    return { 'aria-invalid': errors[name] ? (true as const) : undefined, 'aria-describedby': ids || undefined }
  }

  const onValid = async (values: ActionValues) => {
    try {
      await source.moderate(moderateInput(detail.id, values))
    } catch (failure) {
      toast({
        title: 'Action not taken',
        description: errorMessage(failure) || 'Something went wrong.',
        variant: 'destructive',
      })
      return
    }
    const note = values.note.trim()
    if (note) {
      try {
        await source.addNote(detail.id, note)
      } catch (failure) {
        toast({
          title: 'Note not saved',
          description: errorMessage(failure) || 'Something went wrong.',
          variant: 'destructive',
        })
      }
    }
    toast({ title: ACTION_DONE[values.action as ModerationAction] })
    reset(EMPTY_ACTION)
    onDone()
  }

  return (
    <form noValidate aria-labelledby={`${id}-title`} onSubmit={handleSubmit(onValid)} className="space-y-5">
      <h3 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold">
        <Gavel aria-hidden="true" className="size-5 text-primary" />
        Take action
      </h3>

      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Action</legend>
        <Controller
          control={control}
          name="action"
          render={({ field }) => (
            <RadioGroup
              aria-label="Action"
              value={field.value}
              onValueChange={(value) => field.onChange(value as ModerationAction)}
              className="gap-2! sm:grid-cols-2"
              {...described('action', action ? `${id}-action-hint` : undefined)}
            >
              {actions.map((choice) => (
                <div key={choice} className="flex items-center gap-2">
                  <RadioGroupItem id={`${id}-action-${choice}`} value={choice} />
                  <Label htmlFor={`${id}-action-${choice}`} className="font-normal!">
                    {actionLabel(choice, detail.anonymous)}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          )}
        />
        {action ? (
          <p id={`${id}-action-hint`} className="text-sm text-muted-foreground">
            {ACTION_HINTS[action]}
          </p>
        ) : null}
        <FieldError id={`${id}-action-error`} message={errors.action?.message} />
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="rule"
          render={({ field }) => (
            <div className="grid min-w-0 content-start gap-2 sm:col-span-2">
              <Label htmlFor={`${id}-rule`}>
                {action && RULELESS.has(action) ? 'Rule of the guidelines (optional)' : 'Rule of the guidelines'}
              </Label>
              <Select value={field.value} onValueChange={(value) => field.onChange(value as RuleKey)}>
                <SelectTrigger id={`${id}-rule`} className="w-full!" {...described('rule')}>
                  <SelectValue placeholder="Choose a rule" />
                </SelectTrigger>
                <SelectContent>
                  {RULE_KEYS.map((rule) => (
                    <SelectItem key={rule} value={rule}>
                      {RULE_LABELS[rule]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <FieldError id={`${id}-rule-error`} message={errors.rule?.message} />
            </div>
          )}
        />
        {action && TIMED.has(action) ? (
          <Controller
            control={control}
            name="duration"
            render={({ field }) => (
              <div className="grid min-w-0 content-start gap-2">
                <Label htmlFor={`${id}-duration`}>Duration</Label>
                <Select value={field.value} onValueChange={field.onChange}>
                  <SelectTrigger id={`${id}-duration`} className="w-full!" {...described('duration')}>
                    <SelectValue placeholder="Choose how long" />
                  </SelectTrigger>
                  <SelectContent>
                    {durationsFor(action).map((duration) => (
                      <SelectItem key={duration.value} value={duration.value}>
                        {duration.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
                <FieldError id={`${id}-duration-error`} message={errors.duration?.message} />
              </div>
            )}
          />
        ) : null}
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-reason`}>Reason written to the member</Label>
        <Textarea
          id={`${id}-reason`}
          rows={3}
          maxLength={TEXT_MAX}
          placeholder="What was done and why, in plain words"
          {...described('reason')}
          {...register('reason')}
        />
        <FieldError id={`${id}-reason-error`} message={errors.reason?.message} />
      </div>

      <div className="grid gap-2">
        <Label htmlFor={`${id}-note`}>Note for moderators (optional)</Label>
        <Textarea id={`${id}-note`} rows={2} maxLength={TEXT_MAX} {...described('note')} {...register('note')} />
        <FieldError id={`${id}-note-error`} message={errors.note?.message} />
      </div>

      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
        {action ? actionLabel(action, detail.anonymous) : 'Apply action'}
      </Button>
    </form>
  )
}
