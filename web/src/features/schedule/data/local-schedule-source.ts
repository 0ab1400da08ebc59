import { useScheduleStore } from '../schedule-store'
import { ScheduleSourceError, type ScheduleSource } from './schedule-source'

const state = () => useScheduleStore.getState()

const refused = () => new ScheduleSourceError('refused', 'Please check the details of this event.')
const gone = (kind: 'event' | 'availability' = 'event') =>
  new ScheduleSourceError(
    'not-found',
    kind === 'event' ? 'This event no longer exists.' : 'This slot no longer exists.',
  )

/**
 * The guest's schedule: the browser's own store (`nexus:schedule`, seeded with sample events of
 * the current week, as before). Every write answers at once (a value, or a throw); the events are read from memory,
 * following the store. New events keep the id the caller made (the samples and events added
 * before keep their numbers). Refused values or an unknown id change nothing, and the call rejects.
 */
export const localScheduleSource: ScheduleSource = {
  key: 'local',
  memory: {
    subscribe: (onChange) => useScheduleStore.subscribe(onChange),
    items: () => state().events,
    initialItems: () => useScheduleStore.getInitialState().events,
  },

  list: () => Promise.resolve(state().events),

  create(id, input) {
    const saved =
      input.kind === 'event' ? state().addEvent(input.values, id) : state().addAvailability(input.values, id)
    if (!saved) throw refused()
    return saved
  },

  update(id, input) {
    if (!state().events.some((e) => e.id === id)) throw gone(input.kind)
    const saved =
      input.kind === 'event' ? state().updateEvent(id, input.values) : state().updateAvailability(id, input.values)
    if (!saved) throw refused()
    return saved
  },

  remove(id) {
    if (!state().removeEvent(id)) throw gone()
  },
}
