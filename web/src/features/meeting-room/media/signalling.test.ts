import { CandidateQueue, isPolite, pairOf, pairTopic, parseSignal, presentSession } from './signalling'

const A = '0a6f2a52-7d1e-4c5b-9d0f-6c1a2b3c4d5e'
const B = 'B7C8D9E0-1111-4222-8333-944455566677'

describe('pair topic and the polite rule', () => {
  it('names the pair by the two user ids in lowercase, smaller first, whoever asks', () => {
    const topic = `meeting:m1:pair:${A}:${B.toLowerCase()}`
    expect(pairTopic('M1', A, B)).toBe(topic)
    expect(pairTopic('m1', B, A)).toBe(topic)
    expect(pairOf(B, A)).toEqual({ lo: A, hi: B.toLowerCase() })
  })

  it('makes exactly one of the two polite: the smaller id', () => {
    expect(isPolite(A, B)).toBe(true)
    expect(isPolite(B, A)).toBe(false)
    expect(isPolite(B.toLowerCase(), A)).toBe(false)
  })
})

describe('parseSignal', () => {
  const address = { from: A, from_session: 's1', to_session: 's2' }

  it('reads an offer, an answer and an ICE candidate', () => {
    const offer = { kind: 'description', ...address, description: { type: 'offer', sdp: 'v=0' } }
    expect(parseSignal(offer)).toEqual(offer)
    expect(parseSignal({ ...offer, description: { type: 'answer', sdp: 'v=0' } })?.kind).toBe('description')
    const candidate = {
      kind: 'candidate',
      ...address,
      candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 },
    }
    expect(parseSignal(candidate)).toEqual(candidate)
  })

  it.each([
    ['nothing', null],
    ['an unknown kind', { kind: 'hello', ...address }],
    ['a rollback description', { kind: 'description', ...address, description: { type: 'rollback', sdp: '' } }],
    ['no sender session', { kind: 'description', from: A, to_session: 's2', description: { type: 'offer', sdp: '' } }],
    ['a candidate without its text', { kind: 'candidate', ...address, candidate: { sdpMid: '0' } }],
  ])('refuses %s', (_label, payload) => {
    expect(parseSignal(payload)).toBeNull()
  })
})

describe('presentSession', () => {
  it('gives the last session Presence shows under the user id, or null', () => {
    const state = {
      [A]: [
        { presence_ref: 'r1', session: 'old' },
        { presence_ref: 'r2', session: 'new' },
      ],
    }
    expect(presentSession(state, A)).toBe('new')
    expect(presentSession(state, B)).toBeNull()
    expect(presentSession({ [A]: [{ presence_ref: 'r1' }] }, A)).toBeNull()
  })
})

describe('CandidateQueue', () => {
  it('hands early candidates over in arrival order once, skipping a refused one', async () => {
    const queue = new CandidateQueue()
    queue.push({ candidate: 'c1' })
    queue.push({ candidate: 'c2' })
    queue.push({ candidate: 'c3' })
    expect(queue.size).toBe(3)
    const added: string[] = []
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await queue.flush(async (c) => {
      if (c.candidate === 'c2') throw new Error('refused')
      added.push(c.candidate!)
    })
    expect(added).toEqual(['c1', 'c3'])
    expect(warn).toHaveBeenCalledTimes(1)
    expect(queue.size).toBe(0)
    await queue.flush(async (c) => void added.push(c.candidate!))
    expect(added).toEqual(['c1', 'c3'])
    warn.mockRestore()
  })

  it('forgets what it holds when cleared', () => {
    const queue = new CandidateQueue()
    queue.push({ candidate: 'c1' })
    queue.clear()
    expect(queue.size).toBe(0)
  })
})
