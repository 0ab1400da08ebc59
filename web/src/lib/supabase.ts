import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { env } from '@/lib/env'

/**
 * The one supabase-js client of the browser, or null in guest mode (no backend configured).
 * Uses the anon key only; the session persists in localStorage under supabase-js's own key
 * and its tokens refresh automatically (doc 1 §7, §9).
 */
export const supabase: SupabaseClient | null =
  env.VITE_SUPABASE_URL && env.VITE_SUPABASE_ANON_KEY
    ? createClient(env.VITE_SUPABASE_URL, env.VITE_SUPABASE_ANON_KEY)
    : null
