import { z } from 'zod/mini'
import { createPersistedStore } from '@/lib/persist/persisted-store'

/** The e-mail preferences, in display order. */
export const EMAIL_PREFERENCES = [
  { key: 'replies', label: 'Replies', description: 'When someone replies to your posts.' },
  { key: 'prompts', label: 'Prompts', description: 'Reflection prompts to start your writing.' },
  { key: 'events', label: 'Events', description: 'Upcoming community events and meetings.' },
  { key: 'announcements', label: 'Announcements', description: 'News and updates about Nexus.' },
] as const

/** One e-mail preference key. */
export type EmailPreferenceKey = (typeof EMAIL_PREFERENCES)[number]['key']

/** The stored shape of the notification preferences (the Supabase source validates with it too). */
export const notificationPreferencesSchema = z.object({
  replies: z.boolean(),
  prompts: z.boolean(),
  events: z.boolean(),
  announcements: z.boolean(),
  push: z.boolean(),
  sound: z.boolean(),
  visual: z.boolean(),
})

/** Notification preferences: the four e-mail kinds plus push, sound and visual. */
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>

/** Defaults: replies on, prompts off, events on, announcements on; sound on, visual on, push off. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  replies: true,
  prompts: false,
  events: true,
  announcements: true,
  push: false,
  sound: true,
  visual: true,
}

/** Notification preferences, kept per person (key `nexus:notification-preferences`). */
export const useNotificationPreferencesStore = createPersistedStore({
  name: 'nexus:notification-preferences',
  version: 1,
  schema: notificationPreferencesSchema,
  seed: () => ({ ...DEFAULT_NOTIFICATION_PREFERENCES }),
  actions: ({ set }) => ({
    /** Sets one preference on or off. */
    setPreference(key: keyof NotificationPreferences, value: boolean): void {
      set({ [key]: value })
    },
  }),
})
