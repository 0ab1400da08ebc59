// @vitest-environment node
import { invokeFunction, NO_BACKEND_MESSAGE, UNREACHABLE_MESSAGE } from './edge-functions'
import { loadSupabaseFunctions } from './supabase'

vi.mock('./supabase', () => ({ loadSupabaseFunctions: vi.fn() }))

function withInvoke(invoke: (...args: unknown[]) => unknown) {
  vi.mocked(loadSupabaseFunctions).mockResolvedValue({ invoke: vi.fn(invoke) } as never)
}

const httpError = (status: number, body: string) => {
  const response = new Response(body, { status, headers: { 'content-type': 'application/json' } })
  return {
    data: null,
    error: Object.assign(new Error('Edge Function returned a non-2xx status code'), {
      name: 'FunctionsHttpError',
      context: response,
    }),
    response,
  }
}

describe('invokeFunction', () => {
  it('in guest mode answers without a request', async () => {
    vi.mocked(loadSupabaseFunctions).mockResolvedValue(null)
    expect(await invokeFunction('create-checkout', { plan: 'basic' })).toEqual({
      data: null,
      error: NO_BACKEND_MESSAGE,
      status: null,
    })
  })

  it('returns the JSON answer and sends the body as given', async () => {
    const invoke = vi.fn(async () => ({
      data: { url: 'https://x' },
      error: null,
      response: new Response(null, { status: 200 }),
    }))
    withInvoke(invoke)
    expect(await invokeFunction('create-checkout', { priceId: 'p', plan: 'basic' })).toEqual({
      data: { url: 'https://x' },
      error: null,
      status: 200,
    })
    expect(invoke).toHaveBeenCalledWith('create-checkout', { body: { priceId: 'p', plan: 'basic' } })
  })

  it('sends no body when there is none', async () => {
    const invoke = vi.fn(async () => ({ data: {}, error: null }))
    withInvoke(invoke)
    await invokeFunction('customer-portal')
    expect(invoke).toHaveBeenCalledWith('customer-portal', {})
  })

  it.each([
    [409, JSON.stringify({ error: 'You already have a subscription' }), 'You already have a subscription'],
    [404, JSON.stringify({ error: 'No billing account yet' }), 'No billing account yet'],
    [500, 'not json', 'Edge Function returned a non-2xx status code'],
    [502, JSON.stringify({ error: '' }), 'Edge Function returned a non-2xx status code'],
  ])('a %i answer gives the function’s own message when it has one', async (status, body, message) => {
    withInvoke(async () => httpError(status, body))
    expect(await invokeFunction('customer-portal')).toEqual({ data: null, error: message, status })
  })

  it('a network failure has status null and a readable message', async () => {
    withInvoke(async () => ({
      data: null,
      error: Object.assign(new Error('Failed to send a request to the Edge Function'), { name: 'FunctionsFetchError' }),
    }))
    expect(await invokeFunction('check-subscription')).toEqual({ data: null, error: UNREACHABLE_MESSAGE, status: null })
  })

  it('never throws, even when the client cannot load', async () => {
    vi.mocked(loadSupabaseFunctions).mockRejectedValue(new Error('chunk failed'))
    expect(await invokeFunction('check-subscription')).toEqual({ data: null, error: 'chunk failed', status: null })
  })
})
