import { z } from 'zod/mini'
import { createPersistedStore } from '@/lib/persist/persisted-store'
import {
  applyPreset,
  canChooseMemory,
  DEFAULT_AI_SETTINGS,
  DEPTH_LEVELS,
  isAdvancedMemory,
  MEMORY_LEVELS,
  TONES,
  type AiSettings,
  type DepthLevel,
  type ExperimentalMode,
  type MemoryLevel,
  type PresetName,
  type Tone,
} from './ai-options'

/** The stored shape of the AI settings (the Supabase source validates with it too). */
export const aiSettingsSchema = z.object({
  depth: z.enum(DEPTH_LEVELS),
  tone: z.enum(TONES),
  memory: z.enum(MEMORY_LEVELS),
  consent: z.boolean(),
  modes: z.object({
    exp_dreamlike: z.boolean(),
    exp_critical: z.boolean(),
    exp_silence: z.boolean(),
    exp_darkroom: z.boolean(),
  }),
})

/** The AI settings of the current person; see `DEFAULT_AI_SETTINGS` for the defaults. */
export const useAiSettingsStore = createPersistedStore({
  name: 'nexus:ai-settings',
  version: 1,
  schema: aiSettingsSchema as z.ZodMiniType<AiSettings>,
  seed: (): AiSettings => ({ ...DEFAULT_AI_SETTINGS, modes: { ...DEFAULT_AI_SETTINGS.modes } }),
  actions: ({ set, get }) => ({
    /** Sets the response depth. */
    setDepth(depth: DepthLevel): void {
      set({ depth })
    },
    /** Sets the tone persona. */
    setTone(tone: Tone): void {
      set({ tone })
    },
    /**
     * Sets the memory level when the consent rule allows it; returns false and changes nothing
     * for an advanced level (Contextual, Inner Mirror) without consent.
     */
    setMemory(memory: MemoryLevel): boolean {
      if (!canChooseMemory(memory, get().consent)) return false
      set({ memory })
      return true
    },
    /** Records the member's consent to the advanced memory levels. */
    giveConsent(): void {
      set({ consent: true })
    },
    /** Withdraws consent; an advanced memory level in use falls back to Short-term. */
    withdrawConsent(): void {
      set((s) => ({ consent: false, memory: isAdvancedMemory(s.memory) ? 'mem_short_term' : s.memory }))
    },
    /** Turns one experimental mode on or off; the others are unchanged. */
    setMode(mode: ExperimentalMode, enabled: boolean): void {
      set((s) => ({ modes: { ...s.modes, [mode]: enabled } }))
    },
    /** Applies a preset (see `applyPreset`: consent is not checked, other modes stay). */
    applyPreset(name: PresetName): void {
      const { depth, tone, memory, consent, modes } = get()
      set(applyPreset({ depth, tone, memory, consent, modes }, name))
    },
  }),
})

/**
 * The person's AI settings as plain JSON (a copy), for 'Export AI Data' and 'Download Data':
 * `{ depth, tone, memory, consent, modes: { exp_dreamlike, exp_critical, exp_silence, exp_darkroom } }`.
 */
export function getAiSettingsSnapshot(): AiSettings {
  const { depth, tone, memory, consent, modes } = useAiSettingsStore.getState()
  return { depth, tone, memory, consent, modes: { ...modes } }
}
