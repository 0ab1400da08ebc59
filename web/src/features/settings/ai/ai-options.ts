/** Response depth levels, shortest first. */
export const DEPTH_LEVELS = ['depth_level_1', 'depth_level_2', 'depth_level_3'] as const
/** Tone personas. */
export const TONES = ['tone_monastic', 'tone_futurist', 'tone_therapist', 'tone_minimalist', 'tone_mystic'] as const
/** Cognitive access (memory) levels, least remembered first. */
export const MEMORY_LEVELS = ['mem_observer', 'mem_short_term', 'mem_contextual', 'mem_inner_mirror'] as const
/** Experimental modes, each on or off on its own. */
export const EXPERIMENTAL_MODES = ['exp_dreamlike', 'exp_critical', 'exp_silence', 'exp_darkroom'] as const

/** A response depth level. */
export type DepthLevel = (typeof DEPTH_LEVELS)[number]
/** A tone persona. */
export type Tone = (typeof TONES)[number]
/** A memory level. */
export type MemoryLevel = (typeof MEMORY_LEVELS)[number]
/** An experimental mode. */
export type ExperimentalMode = (typeof EXPERIMENTAL_MODES)[number]

/** The memory levels that need the member's consent before they can be chosen. */
export const ADVANCED_MEMORY_LEVELS: readonly MemoryLevel[] = ['mem_contextual', 'mem_inner_mirror']

/** A choice's name and a line saying what it does. */
export interface OptionText {
  label: string
  description: string
}

/** Each depth's name and its word target. */
export const DEPTH_TEXT: Record<DepthLevel, OptionText> = {
  depth_level_1: { label: 'Concise', description: 'About 100-150 words' },
  depth_level_2: { label: 'Balanced', description: 'About 300-400 words' },
  depth_level_3: { label: 'In-depth', description: 'About 800-1000+ words' },
}

/** Each tone persona's name and manner. */
export const TONE_TEXT: Record<Tone, OptionText> = {
  tone_monastic: { label: 'Monastic', description: 'Calm, spare and contemplative.' },
  tone_futurist: { label: 'Futurist', description: 'Forward-looking and curious about what could be.' },
  tone_therapist: { label: 'Therapist', description: 'Warm, attentive and validating.' },
  tone_minimalist: { label: 'Minimalist', description: 'At most 2-3 sentences.' },
  tone_mystic: { label: 'Mystic', description: 'Symbolic, poetic and open-ended.' },
}

/** Each memory level's name and what it keeps. */
export const MEMORY_TEXT: Record<MemoryLevel, OptionText> = {
  mem_observer: { label: 'Observer', description: 'Remembers nothing; every message stands alone.' },
  mem_short_term: { label: 'Short-term', description: 'Remembers the current conversation only.' },
  mem_contextual: {
    label: 'Contextual',
    description: 'Remembers themes across conversations. Needs your consent.',
  },
  mem_inner_mirror: {
    label: 'Inner Mirror',
    description: 'Reflects your patterns back over time from everything you share. Needs your consent.',
  },
}

/** Each experimental mode's name and effect. */
export const MODE_TEXT: Record<ExperimentalMode, OptionText> = {
  exp_dreamlike: { label: 'Dreamlike', description: 'Loose, associative replies that follow dream logic.' },
  exp_critical: { label: 'Critical', description: 'Questions your assumptions and pushes back.' },
  exp_silence: { label: 'Silence', description: 'Waits 3-10 seconds before answering, to leave room for thought.' },
  exp_darkroom: { label: 'Darkroom', description: 'Quieter tones after midnight, local time.' },
}

/** The AI settings kept per person: depth, tone, memory, memory consent and the four modes. */
export interface AiSettings {
  depth: DepthLevel
  tone: Tone
  memory: MemoryLevel
  /** True once the member has consented to the advanced memory levels. */
  consent: boolean
  modes: Record<ExperimentalMode, boolean>
}

/** Defaults: Balanced depth, Therapist tone, Short-term memory, no consent, every mode off. */
export const DEFAULT_AI_SETTINGS: AiSettings = {
  depth: 'depth_level_2',
  tone: 'tone_therapist',
  memory: 'mem_short_term',
  consent: false,
  modes: { exp_dreamlike: false, exp_critical: false, exp_silence: false, exp_darkroom: false },
}

/** True for the memory levels that need consent (Contextual, Inner Mirror). */
export function isAdvancedMemory(memory: MemoryLevel): boolean {
  return ADVANCED_MEMORY_LEVELS.includes(memory)
}

/**
 * The consent rule: a memory level may be chosen when it is not advanced, or when the member has
 * consented. (Presets are exempt: they may set an advanced level without consent.)
 */
export function canChooseMemory(memory: MemoryLevel, consent: boolean): boolean {
  return consent || !isAdvancedMemory(memory)
}

/** True when an advanced memory level is selected without consent: the 'Give Consent' warning shows. */
export function needsConsentWarning(settings: Pick<AiSettings, 'memory' | 'consent'>): boolean {
  return isAdvancedMemory(settings.memory) && !settings.consent
}

/** The four presets. */
export const PRESET_NAMES = ['Seeker', 'Analyst', 'Architect', 'Witness'] as const
/** A preset's name. */
export type PresetName = (typeof PRESET_NAMES)[number]

/** What a preset sets: depth, tone, memory, and the one mode it turns on. */
export interface Preset {
  depth: DepthLevel
  tone: Tone
  memory: MemoryLevel
  mode: ExperimentalMode
}

/** The presets' table. */
export const PRESETS: Record<PresetName, Preset> = {
  Seeker: { depth: 'depth_level_3', tone: 'tone_mystic', memory: 'mem_inner_mirror', mode: 'exp_dreamlike' },
  Analyst: { depth: 'depth_level_2', tone: 'tone_therapist', memory: 'mem_short_term', mode: 'exp_critical' },
  Architect: { depth: 'depth_level_2', tone: 'tone_futurist', memory: 'mem_contextual', mode: 'exp_silence' },
  Witness: { depth: 'depth_level_1', tone: 'tone_minimalist', memory: 'mem_observer', mode: 'exp_darkroom' },
}

/**
 * Applies a preset: sets its depth, tone and memory (an advanced memory level too, without
 * checking consent) and turns its mode on, leaving the other modes as they were. Consent is
 * unchanged. Returns new settings; `settings` is not modified.
 */
export function applyPreset(settings: AiSettings, name: PresetName): AiSettings {
  const preset = PRESETS[name]
  return {
    ...settings,
    depth: preset.depth,
    tone: preset.tone,
    memory: preset.memory,
    modes: { ...settings.modes, [preset.mode]: true },
  }
}
