/** The SWR key of a member's blocked ('blocks') or muted ('mutes') list, for privacy source `sourceKey`. */
export function privacyListKey(kind: 'blocks' | 'mutes', sourceKey: string): readonly [string, string] {
  return [kind, sourceKey] as const
}

/** The SWR key of the member card of member `id`, for privacy source `sourceKey`. */
export function memberCardKey(id: string, sourceKey: string): readonly [string, string, string] {
  return ['member-card', sourceKey, id] as const
}
