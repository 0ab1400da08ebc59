import { prefetchMemberData } from '@/app/member-prefetch'
import { nextTask } from '@/lib/tasks/next-task'
import '@/styles.css'

const root = document.getElementById('root')
if (!root) throw new Error('Nexus: #root element missing from index.html')

// The app's modules run in stages, each in a task of its own: React DOM, then the router and the
// app (app/start.tsx), then the first page's route modules. On a phone, running them all at once
// is one task of a few hundred ms in which no click or keystroke is handled.
const reactDom = import('react-dom/client')
// With a backend, the session needs supabase-js: it downloads beside React DOM instead of after
// it, and a member's first reads (the account; a room's posts) start as soon as it is there (a
// failure is retried, and reported, where the screens read). The build's constant itself, not
// `isBackendConfigured`: Rolldown leaves the prefetch out of a guest build only for a literal.
if (__NEXUS_BACKEND_CONFIGURED__) prefetchMemberData(window.location.pathname)
const dom = await reactDom
await nextTask()
const { startApp } = await import('@/app/start')
await startApp(root, dom)
