import { Brain, Download, FlaskConical, MessageSquareText, RotateCcw, ShieldAlert, Sparkles, Wand2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/use-toast'
import { errorMessage } from '@/lib/error-message'
import { downloadJson, fileDate } from '../account/download-json'
import { useSettingsPart } from '../data/use-settings-part'
import { ConfirmAction } from '../journals/confirm-action'
import { SettingsCard } from '../shared/settings-card'
import { SettingsLoading } from '../shared/settings-loading'
import { SettingsPage } from '../shared/settings-page'
import { SwitchRow } from '../shared/switch-row'
import {
  applyPreset,
  canChooseMemory,
  DEPTH_LEVELS,
  DEPTH_TEXT,
  EXPERIMENTAL_MODES,
  isAdvancedMemory,
  MEMORY_LEVELS,
  MEMORY_TEXT,
  MODE_TEXT,
  needsConsentWarning,
  PRESET_NAMES,
  PRESETS,
  TONE_TEXT,
  TONES,
  type AiSettings,
  type PresetName,
} from './ai-options'
import { OptionRadioGroup } from './option-radio-group'

/** Props of {@link AiSettingsScreen}. */
export interface AiSettingsScreenProps {
  /** Deletes the assistant conversation ('Reset Assistant Memory'); may reject with an Error. */
  onResetMemory: () => Promise<void>
}

const presetSummary = (name: PresetName) => {
  const p = PRESETS[name]
  return `${DEPTH_TEXT[p.depth].label} · ${TONE_TEXT[p.tone].label} · ${MEMORY_TEXT[p.memory].label} · ${MODE_TEXT[p.mode].label}`
}

/**
 * /settings/ai, 'AI Settings': response depth (with word targets), tone persona, memory level
 * under the consent rule (Contextual and Inner Mirror need consent; refused with 'Consent
 * required'; a 'Give Consent' warning while a preset has selected one without consent), the
 * four experimental modes, the four presets, 'Export AI Data' (a JSON file of these settings)
 * and 'Reset Assistant Memory' after confirmation. Each change is saved at once, per person,
 * with its toast: a signed-in member's on the server, read when the page opens and saved there
 * first ('Settings not saved' with the reason when that fails, the choice left as made). The
 * assistant's conversation stays in this browser.
 */
export function AiSettingsScreen({ onResetMemory }: AiSettingsScreenProps) {
  const part = useSettingsPart('ai')
  const settings = part.value
  const warning = needsConsentWarning(settings)
  const save = (next: Partial<AiSettings>, onSaved: () => void) => void part.save({ ...settings, ...next }, onSaved)

  const giveConsent = () =>
    save({ consent: true }, () =>
      toast({ title: 'Consent given', description: 'Advanced memory features are now available.' }),
    )

  const exportData = () => {
    downloadJson(`nexus-ai-settings-${fileDate()}.json`, {
      exportedAt: new Date().toISOString(),
      aiSettings: { ...settings, modes: { ...settings.modes } },
    })
    toast({ title: 'Data export started', description: 'Your AI settings are being downloaded as a JSON file.' })
  }

  const resetMemory = async () => {
    try {
      await onResetMemory()
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessage(error) || 'Something went wrong. Please try again.',
        variant: 'destructive',
      })
      return
    }
    toast({ title: 'Memory reset initiated', description: 'All AI memory data has been permanently deleted.' })
  }

  if (!part.ready)
    return (
      <SettingsLoading
        title="AI Settings"
        description="Choose how the Nexus Assistant responds and what it may remember."
      />
    )

  return (
    <SettingsPage title="AI Settings" description="Choose how the Nexus Assistant responds and what it may remember.">
      <SettingsCard
        title="Presets"
        icon={<Wand2 aria-hidden="true" className="size-5 text-primary" />}
        description="Set depth, tone and memory in one step, and turn on the preset's experimental mode."
      >
        <div className="grid gap-2 sm:grid-cols-2">
          {PRESET_NAMES.map((name) => (
            <Button
              key={name}
              variant="outline"
              className="h-auto! flex-col items-start! gap-1! py-3! text-left whitespace-normal!"
              aria-describedby={`preset-${name}`}
              onClick={() =>
                void part.save(applyPreset(settings, name), () =>
                  toast({ title: 'Preset applied', description: `${name}: ${presetSummary(name)}.` }),
                )
              }
            >
              <span className="font-semibold">{name}</span>
              <span id={`preset-${name}`} className="text-xs font-normal text-muted-foreground">
                {presetSummary(name)}
              </span>
            </Button>
          ))}
        </div>
      </SettingsCard>

      <SettingsCard
        title="Response Depth"
        icon={<MessageSquareText aria-hidden="true" className="size-5 text-primary" />}
        description="How long the assistant's answers are."
      >
        <OptionRadioGroup
          label="Response depth"
          options={DEPTH_LEVELS}
          text={DEPTH_TEXT}
          value={settings.depth}
          columns={3}
          onChange={(depth) =>
            save({ depth }, () =>
              toast({
                title: 'Response depth updated',
                description: `${DEPTH_TEXT[depth].label}: ${DEPTH_TEXT[depth].description.toLowerCase()}.`,
              }),
            )
          }
        />
      </SettingsCard>

      <SettingsCard
        title="Tone Persona"
        icon={<Sparkles aria-hidden="true" className="size-5 text-primary" />}
        description="The voice the assistant speaks in."
      >
        <OptionRadioGroup
          label="Tone persona"
          options={TONES}
          text={TONE_TEXT}
          value={settings.tone}
          onChange={(tone) =>
            save({ tone }, () =>
              toast({
                title: 'Tone persona updated',
                description: `The assistant now speaks as ${TONE_TEXT[tone].label}.`,
              }),
            )
          }
        />
      </SettingsCard>

      <SettingsCard
        title="Cognitive Access Level"
        icon={<Brain aria-hidden="true" className="size-5 text-primary" />}
        description="What the assistant may remember about you."
      >
        <OptionRadioGroup
          label="Memory level"
          options={MEMORY_LEVELS}
          text={MEMORY_TEXT}
          value={settings.memory}
          onChange={(memory) => {
            if (!canChooseMemory(memory, settings.consent)) {
              toast({
                title: 'Consent required',
                description: 'Please provide consent for advanced memory features.',
                variant: 'destructive',
              })
              return
            }
            save({ memory }, () =>
              toast({ title: 'Memory level updated', description: `Memory set to ${MEMORY_TEXT[memory].label}.` }),
            )
          }}
        />
        {warning ? (
          <div
            role="status"
            className="flex flex-col gap-3 rounded-lg border border-amber-500/60 bg-amber-500/10 p-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <p className="flex items-start gap-2 text-sm">
              <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" />
              <span>
                {MEMORY_TEXT[settings.memory].label} memory is selected but you have not given consent for advanced
                memory features.
              </span>
            </p>
            <Button className="bg-amber-500! text-black! hover:bg-amber-400!" onClick={giveConsent}>
              Give Consent
            </Button>
          </div>
        ) : settings.consent ? (
          <div className="flex flex-col gap-3 rounded-lg border border-border bg-muted/50 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm">You have given consent for advanced memory features.</p>
            <Button
              variant="outline"
              onClick={() =>
                save(
                  {
                    consent: false,
                    memory: isAdvancedMemory(settings.memory) ? 'mem_short_term' : settings.memory,
                  },
                  () =>
                    toast({
                      title: 'Consent withdrawn',
                      description: 'Advanced memory features are off; memory is at most Short-term.',
                    }),
                )
              }
            >
              Withdraw Consent
            </Button>
          </div>
        ) : (
          <div className="flex flex-col gap-3 rounded-lg border border-border bg-muted/50 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm">
              Contextual and Inner Mirror keep what you share across conversations, so they need your consent first.
            </p>
            <Button variant="outline" onClick={giveConsent}>
              Give Consent
            </Button>
          </div>
        )}
      </SettingsCard>

      <SettingsCard
        title="Experimental Modes"
        icon={<FlaskConical aria-hidden="true" className="size-5 text-primary" />}
        description="Each mode can be on or off on its own."
      >
        {EXPERIMENTAL_MODES.map((mode) => (
          <SwitchRow
            key={mode}
            label={MODE_TEXT[mode].label}
            description={MODE_TEXT[mode].description}
            checked={settings.modes[mode]}
            onCheckedChange={(enabled) =>
              save({ modes: { ...settings.modes, [mode]: enabled } }, () =>
                toast({
                  title: 'Experimental mode updated',
                  description: `${MODE_TEXT[mode].label} mode ${enabled ? 'enabled' : 'disabled'}.`,
                }),
              )
            }
          />
        ))}
      </SettingsCard>

      <SettingsCard
        title="Consent & Memory Management"
        icon={<ShieldAlert aria-hidden="true" className="size-5 text-primary" />}
        description="Take a copy of your AI settings, or delete what the assistant remembers."
      >
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={exportData}>
            <Download aria-hidden="true" />
            Export AI Data
          </Button>
          <ConfirmAction
            label="Reset Assistant Memory"
            icon={<RotateCcw aria-hidden="true" />}
            variant="destructive"
            title="Reset Assistant Memory?"
            description="This permanently deletes your conversation with the Nexus Assistant. It cannot be undone."
            confirmLabel="Reset Memory"
            onConfirm={() => void resetMemory()}
          />
        </div>
      </SettingsCard>
    </SettingsPage>
  )
}
