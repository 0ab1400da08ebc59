/**
 * `/functions/v1/<name>` through supabase-js: the request reaches the real Deno functions with
 * the member's token, and their answers (and refusals) come back unchanged.
 */
import { describe, expect, it } from 'vitest'
import { newClient, signUpMember } from './harness.ts'

describe('edge functions through the gateway', () => {
  it("check-subscription answers a new member's 7-day trial from the database", async () => {
    const member = await signUpMember()
    const { data, error } = await member.client.functions.invoke('check-subscription')
    expect(error).toBeNull()
    expect(data).toMatchObject({ subscribed: false, subscription_tier: null })
    const daysLeft = (Date.parse(data.trial_end) - Date.now()) / 86_400_000
    expect(daysLeft).toBeGreaterThan(6.9)
    expect(daysLeft).toBeLessThanOrEqual(7)
  })

  it("refuses the anon key (no member's session) with the function's own 401", async () => {
    const { error } = await newClient().functions.invoke('check-subscription')
    expect(error?.name).toBe('FunctionsHttpError')
    const response = (error as { context: Response }).context
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ error: 'Invalid bearer token' })
  })

  it('delete-account needs the password in the request: a token alone deletes nothing', async () => {
    const member = await signUpMember()
    const refused = await member.client.functions.invoke('delete-account', { body: { password: 'not-it' } })
    expect((refused.error as { context: Response }).context.status).toBe(401)
    expect((await member.client.auth.getUser()).error).toBeNull()
    const deleted = await member.client.functions.invoke('delete-account', { body: { password: member.password } })
    expect(deleted.error).toBeNull()
    expect(deleted.data).toEqual({ deleted: true })
    const signIn = await newClient().auth.signInWithPassword({ email: member.email, password: member.password })
    expect(signIn.error?.code).toBe('invalid_credentials')
  })
})
