import { zodResolver } from '@hookform/resolvers/zod'
import { Bell, Brush, Lock, PenLine, Save, Smile } from 'lucide-react'
import { useId, useMemo } from 'react'
import { Controller, useForm, useWatch, type SubmitErrorHandler } from 'react-hook-form'
import { useShallow } from 'zustand/react/shallow'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group'
import { Slider } from '@/components/ui/slider'
import { toast } from '@/components/ui/use-toast'
import {
  FONT_SIZE,
  JOURNAL_FONTS,
  PASSCODE_LENGTH,
  REMINDER_FREQUENCIES,
  REMINDER_TONES,
  SOUND_TYPES,
  useJournalPreferencesStore,
  WRITING_MODES,
  type JournalPreferences,
} from '@/lib/member/journal-preferences-store'
import { usePersistedStoreHydrated } from '@/lib/persist/persisted-store'
import { useSettingsPart, type SettingsPart } from '../data/use-settings-part'
import { FieldMessage } from '../shared/field-message'
import { SettingsCard } from '../shared/settings-card'
import { SettingsLoading } from '../shared/settings-loading'
import { SettingsPage } from '../shared/settings-page'
import { SwitchRow } from '../shared/switch-row'
import { JournalDataActions, type JournalDataCallbacks } from './journal-data-actions'
import {
  FONT_TEXT,
  FREQUENCY_LABELS,
  journalSettingsSchema,
  SOUND_LABELS,
  TONE_SAMPLES,
  toFormValues,
  toPreferences,
  WRITING_MODE_TEXT,
  type JournalSettingsValues,
} from './journal-settings-schema'
import { LabelledSelect } from './labelled-select'

const pickPasscode = (state: JournalPreferences) => ({
  passcodeEnabled: state.passcodeEnabled,
  passcodeHash: state.passcodeHash,
})

const FONT_LABELS = Object.fromEntries(JOURNAL_FONTS.map((f) => [f, FONT_TEXT[f].label])) as Record<
  JournalPreferences['fontFamily'],
  string
>

/**
 * /settings/journals, 'Journal Settings': writing mode; reminders (frequency, time, tone with a
 * sample phrase each); mood tracker with auto-suggest; passcode lock (exactly 4 characters,
 * masked; only its hash is kept, so the field starts empty and an empty field keeps the current
 * passcode), AI reflection, and the data buttons (Export Entries, Delete All, Wipe AI Memory);
 * layout (light or dark, font family, font size 12-24 px, ambient sounds and their type).
 * Nothing is kept until 'Save All Settings' ('Settings saved'); a passcode lock without exactly
 * 4 characters is refused with its message and nothing is saved. Saved per person: a signed-in
 * member's preferences on the server, read when the page opens and saved there first ('Settings
 * not saved' with the reason when that fails, the form kept as chosen), except the passcode
 * lock, which stays on the device it locks. The form appears once the saved preferences have
 * been read (at once, unless an old plain passcode is being hashed; 'Loading settings...' while
 * a member's are read from the server), so nothing typed is replaced by them.
 */
export function JournalSettings(callbacks: JournalDataCallbacks) {
  const preferencesRead = usePersistedStoreHydrated(useJournalPreferencesStore)
  const part = useSettingsPart('journal')
  if (!preferencesRead) {
    return (
      <SettingsPage title="Journal Settings" description="Shape how you write, when you are reminded and how it looks.">
        {null}
      </SettingsPage>
    )
  }
  if (!part.ready)
    return (
      <SettingsLoading
        title="Journal Settings"
        description="Shape how you write, when you are reminded and how it looks."
      />
    )
  return <JournalSettingsForm part={part} {...callbacks} />
}

/** The form of {@link JournalSettings}, over preferences that have been read. */
function JournalSettingsForm({ part, ...callbacks }: JournalDataCallbacks & { part: SettingsPart<'journal'> }) {
  const passcode = useJournalPreferencesStore(useShallow(pickPasscode))
  // The saved preferences, not the choice being saved: the form keeps what was typed when a save fails.
  const stored: JournalPreferences = useMemo(() => ({ ...part.saved, ...passcode }), [part.saved, passcode])
  const values = useMemo(() => toFormValues(stored), [stored])
  const resolver = useMemo(
    () => zodResolver(journalSettingsSchema(stored.passcodeHash !== null)),
    [stored.passcodeHash],
  )
  const {
    control,
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<JournalSettingsValues>({ resolver, values })
  const [remindersEnabled, moodTracking, passcodeEnabled, ambientSounds, fontFamily, fontSize] = useWatch({
    control,
    name: ['remindersEnabled', 'moodTracking', 'passcodeEnabled', 'ambientSounds', 'fontFamily', 'fontSize'],
  })
  const id = useId()
  const passcodeId = `${id}-passcode`
  const timeId = `${id}-time`
  const sizeId = `${id}-size`

  const onValid = async (submitted: JournalSettingsValues) => {
    const { passcodeEnabled, passcodeHash, ...shared } = await toPreferences(submitted, stored.passcodeHash)
    await part.save(shared, () => {
      useJournalPreferencesStore.setState({ passcodeEnabled, passcodeHash })
      toast({ title: 'Settings saved', description: 'Your journal preferences have been updated successfully.' })
    })
  }
  const onInvalid: SubmitErrorHandler<JournalSettingsValues> = (found) => {
    const first = Object.values(found)[0]
    toast({
      title: 'Settings not saved',
      description: typeof first?.message === 'string' ? first.message : 'Please check the highlighted settings.',
      variant: 'destructive',
    })
  }

  return (
    <SettingsPage title="Journal Settings" description="Shape how you write, when you are reminded and how it looks.">
      <form noValidate aria-label="Journal settings" onSubmit={handleSubmit(onValid, onInvalid)} className="space-y-6">
        <SettingsCard
          title="Writing Mode"
          icon={<PenLine aria-hidden="true" className="size-5 text-primary" />}
          description="How a new entry begins."
        >
          <Controller
            control={control}
            name="writingMode"
            render={({ field }) => (
              <RadioGroup
                aria-label="Writing mode"
                value={field.value}
                onValueChange={(v) => {
                  const mode = WRITING_MODES.find((m) => m === v)
                  if (mode) field.onChange(mode)
                }}
                className="gap-2! sm:grid-cols-3"
              >
                {WRITING_MODES.map((mode) => (
                  <div
                    key={mode}
                    className="flex items-start gap-3 rounded-lg border border-border p-3 has-checked:border-primary has-checked:bg-primary/10"
                  >
                    <RadioGroupItem
                      id={`${id}-mode-${mode}`}
                      value={mode}
                      aria-describedby={`${id}-mode-${mode}-d`}
                      className="mt-0.5"
                    />
                    <div className="space-y-1">
                      <Label htmlFor={`${id}-mode-${mode}`}>{WRITING_MODE_TEXT[mode].label}</Label>
                      <p id={`${id}-mode-${mode}-d`} className="text-sm text-muted-foreground">
                        {WRITING_MODE_TEXT[mode].description}
                      </p>
                    </div>
                  </div>
                ))}
              </RadioGroup>
            )}
          />
        </SettingsCard>

        <SettingsCard
          title="Reminder Settings"
          icon={<Bell aria-hidden="true" className="size-5 text-primary" />}
          description="A nudge to write, in the tone you like."
        >
          <Controller
            control={control}
            name="remindersEnabled"
            render={({ field }) => (
              <SwitchRow label="Journal reminders" checked={field.value} onCheckedChange={field.onChange} />
            )}
          />
          {remindersEnabled ? (
            <div className="space-y-4 border-l-2 border-border pl-4">
              <div className="flex flex-wrap gap-4">
                <Controller
                  control={control}
                  name="reminderFrequency"
                  render={({ field }) => (
                    <LabelledSelect
                      label="Frequency"
                      options={REMINDER_FREQUENCIES}
                      labels={FREQUENCY_LABELS}
                      value={field.value}
                      onChange={field.onChange}
                      className="sm:w-40!"
                    />
                  )}
                />
                <div className="grid gap-2">
                  <Label htmlFor={timeId}>Time</Label>
                  <Input
                    id={timeId}
                    type="time"
                    className="w-40!"
                    aria-invalid={errors.reminderTime ? true : undefined}
                    aria-describedby={errors.reminderTime ? `${timeId}-error` : undefined}
                    {...register('reminderTime')}
                  />
                  <FieldMessage id={`${timeId}-error`} message={errors.reminderTime?.message} />
                </div>
              </div>
              <Controller
                control={control}
                name="reminderTone"
                render={({ field }) => (
                  <div className="space-y-2">
                    <p id={`${id}-tone`} className="text-sm font-medium">
                      Reminder Tone
                    </p>
                    <RadioGroup
                      aria-labelledby={`${id}-tone`}
                      value={field.value}
                      onValueChange={(v) => {
                        const tone = REMINDER_TONES.find((t) => t === v)
                        if (tone) field.onChange(tone)
                      }}
                      className="gap-2!"
                    >
                      {REMINDER_TONES.map((tone) => (
                        <div
                          key={tone}
                          className="flex items-start gap-3 rounded-lg border border-border p-3 has-checked:border-primary has-checked:bg-primary/10"
                        >
                          <RadioGroupItem
                            id={`${id}-tone-${tone}`}
                            value={tone}
                            aria-describedby={`${id}-tone-${tone}-d`}
                            className="mt-0.5"
                          />
                          <div className="space-y-1">
                            <Label htmlFor={`${id}-tone-${tone}`}>{TONE_SAMPLES[tone].label}</Label>
                            <p id={`${id}-tone-${tone}-d`} className="text-sm text-muted-foreground italic">
                              “{TONE_SAMPLES[tone].sample}”
                            </p>
                          </div>
                        </div>
                      ))}
                    </RadioGroup>
                  </div>
                )}
              />
            </div>
          ) : null}
        </SettingsCard>

        <SettingsCard
          title="Mood & Emotion Tracker"
          icon={<Smile aria-hidden="true" className="size-5 text-primary" />}
          description="Note how you feel alongside what you write."
        >
          <Controller
            control={control}
            name="moodTracking"
            render={({ field }) => (
              <SwitchRow label="Mood tracking" checked={field.value} onCheckedChange={field.onChange} />
            )}
          />
          {moodTracking ? (
            <div className="border-l-2 border-border pl-4">
              <Controller
                control={control}
                name="autoSuggestMood"
                render={({ field }) => (
                  <SwitchRow
                    label="Auto-suggest mood"
                    description="Suggest a mood from what you write."
                    checked={field.value}
                    onCheckedChange={field.onChange}
                  />
                )}
              />
            </div>
          ) : null}
        </SettingsCard>

        <SettingsCard
          title="Privacy & Security"
          icon={<Lock aria-hidden="true" className="size-5 text-primary" />}
          description="Lock your journal, and manage what is kept."
        >
          <Controller
            control={control}
            name="passcodeEnabled"
            render={({ field }) => (
              <SwitchRow
                label="Passcode lock"
                description={`Ask for a ${PASSCODE_LENGTH}-character passcode before the journal opens.`}
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
          {passcodeEnabled ? (
            <div className="grid gap-2 border-l-2 border-border pl-4">
              <Label htmlFor={passcodeId}>Passcode</Label>
              <Input
                id={passcodeId}
                type="password"
                autoComplete="off"
                maxLength={PASSCODE_LENGTH}
                placeholder="Enter 4-digit passcode"
                className="w-48!"
                aria-invalid={errors.passcode ? true : undefined}
                aria-describedby={errors.passcode ? `${passcodeId}-error` : undefined}
                {...register('passcode')}
              />
              <FieldMessage id={`${passcodeId}-error`} message={errors.passcode?.message} />
            </div>
          ) : null}
          <Controller
            control={control}
            name="aiReflection"
            render={({ field }) => (
              <SwitchRow
                label="AI reflection features"
                description="Let the assistant offer reflections on your entries."
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
          <JournalDataActions {...callbacks} />
        </SettingsCard>

        <SettingsCard
          title="Layout Preferences"
          icon={<Brush aria-hidden="true" className="size-5 text-primary" />}
          description="How the journal looks and sounds."
        >
          <Controller
            control={control}
            name="theme"
            render={({ field }) => (
              <div className="space-y-2">
                <p id={`${id}-theme`} className="text-sm font-medium">
                  Journal theme
                </p>
                <RadioGroup
                  aria-labelledby={`${id}-theme`}
                  value={field.value}
                  onValueChange={(v) => (v === 'light' || v === 'dark') && field.onChange(v)}
                  className="flex! gap-6!"
                >
                  {(['light', 'dark'] as const).map((theme) => (
                    <div key={theme} className="flex items-center gap-2">
                      <RadioGroupItem id={`${id}-theme-${theme}`} value={theme} />
                      <Label htmlFor={`${id}-theme-${theme}`} className="font-normal!">
                        {theme === 'light' ? 'Light' : 'Dark'}
                      </Label>
                    </div>
                  ))}
                </RadioGroup>
              </div>
            )}
          />
          <Controller
            control={control}
            name="fontFamily"
            render={({ field }) => (
              <LabelledSelect
                label="Font family"
                options={JOURNAL_FONTS}
                labels={FONT_LABELS}
                value={field.value}
                onChange={field.onChange}
              />
            )}
          />
          <Controller
            control={control}
            name="fontSize"
            render={({ field }) => (
              <div className="grid gap-3">
                <div className="flex items-center justify-between gap-4 sm:max-w-sm">
                  <Label id={sizeId}>Font size</Label>
                  <span className="text-sm text-muted-foreground tabular-nums" aria-hidden="true">
                    {field.value}px
                  </span>
                </div>
                <Slider
                  aria-labelledby={sizeId}
                  thumbLabel="Font size"
                  min={FONT_SIZE.min}
                  max={FONT_SIZE.max}
                  step={FONT_SIZE.step}
                  value={[field.value]}
                  onValueChange={([v]) => v !== undefined && field.onChange(v)}
                  className="sm:max-w-sm"
                />
              </div>
            )}
          />
          <p
            data-testid="font-preview"
            className="rounded-lg border border-border bg-muted/50 p-4 break-words"
            style={{ fontFamily: FONT_TEXT[fontFamily].stack, fontSize: `${fontSize}px` }}
          >
            Today I noticed how quiet the morning was.
          </p>
          <Controller
            control={control}
            name="ambientSounds"
            render={({ field }) => (
              <SwitchRow label="Ambient sounds" checked={field.value} onCheckedChange={field.onChange} />
            )}
          />
          {ambientSounds ? (
            <div className="border-l-2 border-border pl-4">
              <Controller
                control={control}
                name="soundType"
                render={({ field }) => (
                  <LabelledSelect
                    label="Sound type"
                    options={SOUND_TYPES}
                    labels={SOUND_LABELS}
                    value={field.value}
                    onChange={field.onChange}
                  />
                )}
              />
            </div>
          ) : null}
        </SettingsCard>

        <div className="flex justify-end">
          <Button type="submit" size="lg">
            <Save aria-hidden="true" />
            Save All Settings
          </Button>
        </div>
      </form>
    </SettingsPage>
  )
}
