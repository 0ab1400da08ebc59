import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import { toast } from '@/components/ui/use-toast'

/**
 * The item named by `?item={id}` when it is one of `ids`, else null. When the query names an
 * existing item, its element (DOM id `elementId(id)`) is scrolled to the middle of the view
 * (smoothly unless reduced motion is asked for) and focused for keyboard and screen-reader
 * users; an unknown id shows the toast 'Resource not found'. Each query value is handled once.
 */
export function useItemHighlight(ids: readonly string[], elementId: (id: string) => string): string | null {
  const [params] = useSearchParams()
  const item = params.get('item')
  const exists = item !== null && ids.includes(item)
  const handled = useRef<string | null>(null)

  useEffect(() => {
    if (!item || handled.current === item) return
    handled.current = item
    if (!exists) {
      toast({ title: 'Resource not found', description: 'The linked resource may have been deleted.' })
      return
    }
    const element = document.getElementById(elementId(item))
    if (!element) return
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
    element.scrollIntoView?.({ block: 'center', behavior: reduceMotion ? 'auto' : 'smooth' })
    element.focus({ preventScroll: true })
  }, [item, exists, elementId])

  return exists ? item : null
}
