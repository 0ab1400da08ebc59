import { act, render, screen } from '@testing-library/react'
import useSWR, { SWRConfig } from 'swr'
import { answersAsTransitions } from './answers-as-transitions'

function Answer({ read }: { read: () => Promise<string> }) {
  const { data, error, isLoading, mutate } = useSWR('answer', read)
  return (
    <div>
      <p>{isLoading ? 'loading' : error ? `error: ${(error as Error).message}` : `data: ${data}`}</p>
      <button type="button" onClick={() => void mutate('changed', { revalidate: false })}>
        change
      </button>
    </div>
  )
}

function renderAnswer(read: () => Promise<string>) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), use: [answersAsTransitions] }}>
      <Answer read={read} />
    </SWRConfig>,
  )
}

describe('answersAsTransitions', () => {
  it('shows loading, then the answer, then what mutate put in', async () => {
    let answer: (value: string) => void = () => {}
    renderAnswer(() => new Promise((resolve) => (answer = resolve)))
    expect(screen.getByText('loading')).toBeInTheDocument()
    await act(async () => answer('first'))
    expect(await screen.findByText('data: first')).toBeInTheDocument()
    await act(async () => screen.getByRole('button', { name: 'change' }).click())
    expect(await screen.findByText('data: changed')).toBeInTheDocument()
  })

  it('shows a failed read as its error, never as loading or empty data', async () => {
    renderAnswer(() => Promise.reject(new Error('no network')))
    expect(await screen.findByText('error: no network')).toBeInTheDocument()
    expect(screen.queryByText(/^data:/)).not.toBeInTheDocument()
  })
})
