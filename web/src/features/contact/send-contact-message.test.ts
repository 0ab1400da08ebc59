// @vitest-environment node
import { UNREACHABLE_MESSAGE } from '@/lib/edge-functions'
import { loadSupabaseFunctions } from '@/lib/supabase'
import { parseRetryAfter, rateLimitMessage, sendContactMessage, SERVER_ERROR_MESSAGE } from './send-contact-message'

vi.mock('@/lib/supabase', () => ({ loadSupabaseFunctions: vi.fn() }))

const values = { name: ' Ada ', email: 'ada@example.com ', subject: 'Hi', message: ' Hello there ' }

function withInvoke(invoke: (...args: unknown[]) => unknown) {
  const fn = vi.fn(invoke)
  vi.mocked(loadSupabaseFunctions).mockResolvedValue({ invoke: fn } as never)
  return fn
}

/** What supabase-js resolves to for a non-2xx answer: a FunctionsHttpError whose context is the Response. */
const httpError = (status: number, body: unknown, headers: Record<string, string> = {}) => {
  const response = new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })
  return {
    data: null,
    error: Object.assign(new Error('Edge Function returned a non-2xx status code'), {
      name: 'FunctionsHttpError',
      context: response,
    }),
    response,
  }
}

describe('sendContactMessage', () => {
  it('in guest mode sends nothing and says so', async () => {
    vi.mocked(loadSupabaseFunctions).mockResolvedValue(null)
    expect(await sendContactMessage(values)).toEqual({ status: 'no-backend' })
  })

  it('posts the trimmed fields to contact-message and reports delivery', async () => {
    const invoke = withInvoke(async () => ({ data: { received: true }, error: null }))
    expect(await sendContactMessage(values)).toEqual({ status: 'sent' })
    expect(invoke).toHaveBeenCalledExactlyOnceWith('contact-message', {
      body: { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello there' },
    })
  })

  it.each([
    ['3600', 'Too many messages. Please try again in 60 minutes.'],
    ['90', 'Too many messages. Please try again in 2 minutes.'],
    ['30', 'Too many messages. Please try again in 1 minute.'],
    [undefined, 'Too many messages. Please try again in 60 minutes.'],
  ])('a 429 with Retry-After %s reads “%s”', async (retryAfter, message) => {
    withInvoke(async () =>
      httpError(
        429,
        { error: 'Too many messages; please try again later' },
        retryAfter ? { 'Retry-After': retryAfter } : {},
      ),
    )
    expect(await sendContactMessage(values)).toEqual({ status: 'failed', message })
  })

  it('a 400 gives the function’s validation message as a sentence', async () => {
    withInvoke(async () => httpError(400, { error: 'email must be an e-mail address' }))
    expect(await sendContactMessage(values)).toEqual({ status: 'failed', message: 'Email must be an e-mail address.' })
  })

  it.each([
    [500, { error: 'Internal server error' }],
    [503, 'upstream down'],
    [400, 'not json'],
  ])('a %i answer without a useful message gives the server-error sentence', async (status, body) => {
    withInvoke(async () => httpError(status, body))
    expect(await sendContactMessage(values)).toEqual({ status: 'failed', message: SERVER_ERROR_MESSAGE })
  })

  it('no answer at all (network, CORS) or a failed library load gives the unreachable message', async () => {
    withInvoke(async () => ({
      data: null,
      error: Object.assign(new Error('Failed to send a request to the Edge Function'), { name: 'FunctionsFetchError' }),
    }))
    expect(await sendContactMessage(values)).toEqual({ status: 'failed', message: UNREACHABLE_MESSAGE })

    vi.mocked(loadSupabaseFunctions).mockRejectedValue(new TypeError('Failed to fetch dynamically imported module'))
    expect(await sendContactMessage(values)).toEqual({ status: 'failed', message: UNREACHABLE_MESSAGE })
  })
})

describe('parseRetryAfter and rateLimitMessage', () => {
  const now = Date.parse('2025-03-01T12:00:00Z')

  it.each([
    ['120', 120],
    [' 0 ', 0],
    ['Sat, 01 Mar 2025 12:10:00 GMT', 600],
    ['Sat, 01 Mar 2025 11:00:00 GMT', 0],
    ['soon', null],
    ['-5', null],
    [null, null],
  ])('reads %j as %j seconds', (header, seconds) => {
    expect(parseRetryAfter(header, now)).toBe(seconds)
  })

  it('rounds up to whole minutes, never below one', () => {
    expect(rateLimitMessage(0)).toBe('Too many messages. Please try again in 1 minute.')
    expect(rateLimitMessage(61)).toBe('Too many messages. Please try again in 2 minutes.')
  })
})
