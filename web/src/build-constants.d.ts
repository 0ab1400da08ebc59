/** True when the build has a Supabase project configured: a constant vite.config.ts writes (`define`). */
declare const __NEXUS_BACKEND_CONFIGURED__: boolean
