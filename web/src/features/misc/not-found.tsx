import { useEffect } from 'react'
import { Link, useLocation } from 'react-router'
import { paths } from '@/config/paths'
import { Button } from '@/components/ui/button'

/**
 * The 404 screen: 'Page Not Found', a line saying the page does not exist or has
 * been moved, and 'Return Home' to /. The missing path is logged with console.warn.
 */
export function NotFoundScreen() {
  const { pathname } = useLocation()

  useEffect(() => {
    console.warn(`404 Error: User attempted to access non-existent route: ${pathname}`)
  }, [pathname])

  return (
    <main id="main" className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
      <p aria-hidden="true" className="text-6xl font-bold text-primary">
        404
      </p>
      <h1 className="text-3xl font-bold tracking-tight">Page Not Found</h1>
      <p className="max-w-md text-muted-foreground">
        The page you&apos;re looking for doesn&apos;t exist or has been moved.
      </p>
      <Button asChild className="mt-2">
        <Link to={paths.home}>Return Home</Link>
      </Button>
    </main>
  )
}
