import { useSyncExternalStore, type ReactNode } from 'react'
import type { ToastActionElement, ToastProps } from '@/components/ui/toast'

/** At most this many toasts exist at once. */
export const TOAST_LIMIT = 1
/** How long a dismissed toast stays mounted (for its exit) before it is removed. */
const TOAST_REMOVE_DELAY_MS = 1000

/** A toast in the queue: its Radix props plus id, title, description and an optional action. */
export type ToasterToast = ToastProps & {
  id: string
  title?: ReactNode
  description?: ReactNode
  action?: ToastActionElement
}

type Action =
  | { type: 'ADD_TOAST'; toast: ToasterToast }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToasterToast> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string }

/** The toast queue's state. */
export interface ToastState {
  toasts: ToasterToast[]
}

/**
 * Pure reducer of the toast queue (shadcn/ui's use-toast): a new toast goes first and the
 * list is cut to {@link TOAST_LIMIT}; dismiss closes (open=false); remove drops it.
 */
export function toastReducer(state: ToastState, action: Action): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) }
    case 'UPDATE_TOAST':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) }
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      }
    case 'REMOVE_TOAST':
      return { toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId) }
  }
}

let memoryState: ToastState = { toasts: [] }
const listeners = new Set<() => void>()
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>()
let count = 0

function dispatch(action: Action) {
  memoryState = toastReducer(memoryState, action)
  listeners.forEach((listener) => listener())
}

function scheduleRemoval(toastId: string) {
  if (removeTimeouts.has(toastId)) return
  removeTimeouts.set(
    toastId,
    setTimeout(() => {
      removeTimeouts.delete(toastId)
      dispatch({ type: 'REMOVE_TOAST', toastId })
    }, TOAST_REMOVE_DELAY_MS),
  )
}

function dismiss(toastId?: string) {
  const ids = toastId === undefined ? memoryState.toasts.map((t) => t.id) : [toastId]
  ids.forEach(scheduleRemoval)
  dispatch({ type: 'DISMISS_TOAST', ...(toastId === undefined ? {} : { toastId }) })
}

/** What {@link toast} accepts: title, description, variant ('default' | 'destructive'), duration (ms), action. */
export type ToastInput = Omit<ToasterToast, 'id'>

/**
 * Shows a toast and returns its id with `update` and `dismiss`. Only one toast
 * shows at a time: a new one replaces the current one. Duration defaults to 5000 ms.
 * @example toast({ title: 'Message sent!', description: 'A team member will contact you soon.', duration: 3000 })
 */
export function toast(input: ToastInput) {
  count = (count + 1) % Number.MAX_SAFE_INTEGER
  const id = String(count)
  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...input,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss(id)
      },
    },
  })
  return {
    id,
    dismiss: () => dismiss(id),
    update: (next: Partial<ToastInput>) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } }),
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

const getSnapshot = () => memoryState

/** The current toasts, plus `toast` and `dismiss(id?)`; re-renders when the queue changes. */
export function useToast() {
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
  return { ...state, toast, dismiss }
}
