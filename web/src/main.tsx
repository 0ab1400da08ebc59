import { nextTask } from '@/lib/tasks/next-task'
import '@/styles.css'

const root = document.getElementById('root')
if (!root) throw new Error('Nexus: #root element missing from index.html')

// The app's modules run in stages, each in a task of its own: React DOM, then the router and the
// app (app/start.tsx), then the first page's route modules. On a phone, running them all at once
// is one task of a few hundred ms in which no click or keystroke is handled.
const reactDom = await import('react-dom/client')
await nextTask()
const { startApp } = await import('@/app/start')
await startApp(root, reactDom)
