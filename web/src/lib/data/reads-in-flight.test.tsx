import { render, screen } from '@testing-library/react'
import useSWR, { SWRConfig } from 'swr'
import { countReads, trackRead, whenReadsSettled } from '@/lib/data/reads-in-flight'
import { deferred } from '@/testing/deferred'

function Reader({ id, read }: { id: string; read: () => Promise<string> }) {
  const { data, error } = useSWR(id, read)
  return <p>{error ? `${id} failed` : (data ?? `${id} loading`)}</p>
}

const settledYet = (settled: Promise<void>) =>
  Promise.race([settled.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 100))])

describe('whenReadsSettled', () => {
  it('waits for every read in flight, including one that fails, and passes their answers through', async () => {
    const first = deferred<string>()
    const second = deferred<string>()
    render(
      <SWRConfig value={{ provider: () => new Map(), use: [countReads], shouldRetryOnError: false }}>
        <Reader id="entries" read={() => first.promise} />
        <Reader id="counts" read={() => second.promise} />
      </SWRConfig>,
    )
    const settled = whenReadsSettled()
    expect(await settledYet(settled)).toBe(false)

    first.resolve('3 entries')
    expect(await screen.findByText('3 entries')).toBeInTheDocument()
    expect(await settledYet(settled)).toBe(false)

    second.reject(new Error('offline'))
    expect(await screen.findByText('counts failed')).toBeInTheDocument()
    expect(await settledYet(settled)).toBe(true)
  })

  it('counts a read outside SWR until it settles, and hands back the read itself', async () => {
    const page = deferred<string>()
    const tracked = trackRead(page.promise)
    expect(tracked).toBe(page.promise)
    const settled = whenReadsSettled()
    expect(await settledYet(settled)).toBe(false)
    page.resolve('the first page')
    expect(await tracked).toBe('the first page')
    expect(await settledYet(settled)).toBe(true)
  })

  it('resolves when nothing is being read', async () => {
    expect(await settledYet(whenReadsSettled())).toBe(true)
  })
})
