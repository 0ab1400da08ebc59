// @vitest-environment node
import {
  applyPreset,
  canChooseMemory,
  DEFAULT_AI_SETTINGS,
  MEMORY_LEVELS,
  needsConsentWarning,
  PRESETS,
  type AiSettings,
} from './ai-options'

describe('the memory consent rule', () => {
  it.each([
    ['mem_observer', false, true],
    ['mem_short_term', false, true],
    ['mem_contextual', false, false],
    ['mem_inner_mirror', false, false],
    ['mem_contextual', true, true],
    ['mem_inner_mirror', true, true],
  ] as const)('%s with consent %s may be chosen: %s', (memory, consent, allowed) => {
    expect(canChooseMemory(memory, consent)).toBe(allowed)
  })

  it('warns only while an advanced level is selected without consent', () => {
    expect(MEMORY_LEVELS.filter((memory) => needsConsentWarning({ memory, consent: false }))).toEqual([
      'mem_contextual',
      'mem_inner_mirror',
    ])
    expect(MEMORY_LEVELS.filter((memory) => needsConsentWarning({ memory, consent: true }))).toEqual([])
  })
})

describe('the presets', () => {
  it('are exactly the table', () => {
    expect(PRESETS).toEqual({
      Seeker: { depth: 'depth_level_3', tone: 'tone_mystic', memory: 'mem_inner_mirror', mode: 'exp_dreamlike' },
      Analyst: { depth: 'depth_level_2', tone: 'tone_therapist', memory: 'mem_short_term', mode: 'exp_critical' },
      Architect: { depth: 'depth_level_2', tone: 'tone_futurist', memory: 'mem_contextual', mode: 'exp_silence' },
      Witness: { depth: 'depth_level_1', tone: 'tone_minimalist', memory: 'mem_observer', mode: 'exp_darkroom' },
    })
  })

  it('set depth, tone and memory (advanced without consent) and turn one mode on, leaving the others', () => {
    const before: AiSettings = {
      ...DEFAULT_AI_SETTINGS,
      modes: { exp_dreamlike: false, exp_critical: true, exp_silence: false, exp_darkroom: false },
    }
    const after = applyPreset(before, 'Seeker')
    expect(after).toEqual({
      depth: 'depth_level_3',
      tone: 'tone_mystic',
      memory: 'mem_inner_mirror',
      consent: false,
      modes: { exp_dreamlike: true, exp_critical: true, exp_silence: false, exp_darkroom: false },
    })
    expect(before.modes.exp_dreamlike).toBe(false)
  })

  it('never switch a mode off', () => {
    const allOn: AiSettings = {
      ...DEFAULT_AI_SETTINGS,
      modes: { exp_dreamlike: true, exp_critical: true, exp_silence: true, exp_darkroom: true },
    }
    for (const name of ['Seeker', 'Analyst', 'Architect', 'Witness'] as const) {
      expect(applyPreset(allOn, name).modes).toEqual(allOn.modes)
    }
  })
})

describe('the defaults', () => {
  it('are depth_level_2, tone_therapist, mem_short_term, no consent, every mode off', () => {
    expect(DEFAULT_AI_SETTINGS).toEqual({
      depth: 'depth_level_2',
      tone: 'tone_therapist',
      memory: 'mem_short_term',
      consent: false,
      modes: { exp_dreamlike: false, exp_critical: false, exp_silence: false, exp_darkroom: false },
    })
  })
})
