import { useLayoutEffect } from 'react'
import { useAuth } from '@/lib/auth/auth-provider'
import { setStorageScope } from './scope'

/**
 * Keeps the storage scope on the session user: the guest's data while nobody is signed in,
 * a member's own data (by user id) once signed in. Runs before paint, so a screen never shows
 * one person's data to another. Renders nothing.
 */
export function StorageScopeSync() {
  const { user } = useAuth()
  useLayoutEffect(() => {
    setStorageScope(user.isGuest ? 'guest' : user.id)
  }, [user.id, user.isGuest])
  return null
}
