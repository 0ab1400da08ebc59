// Auth and PostgREST, which every member page needs first, behind one dynamic import
// (src/lib/supabase.ts): one request and one gzip stream instead of two.
export { AuthClient } from '@supabase/auth-js'
export { PostgrestClient } from '@supabase/postgrest-js'
