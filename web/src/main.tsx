import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { createAppRouter } from '@/app/router'
import { routerReady } from '@/app/router-ready'
import '@/styles.css'

const root = document.getElementById('root')
if (!root) throw new Error('Nexus: #root element missing from index.html')

const router = createAppRouter()
// The first render waits for the first page's lazy modules, so it is the page itself.
await routerReady(router)

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
)
