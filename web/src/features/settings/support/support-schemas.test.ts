// @vitest-environment node
import { featureRow, supportRow } from './support-requests'
import { featureRequestSchema, supportRequestSchema } from './support-schemas'

describe('the support request rule', () => {
  const valid = {
    category: 'billing',
    subject: ' Charged twice ',
    message: ' Two charges in March. ',
    priority: 'medium',
  }

  it('accepts category, subject and message, trimmed; priority any of the four', () => {
    expect(supportRequestSchema.parse(valid)).toEqual({
      category: 'billing',
      subject: 'Charged twice',
      message: 'Two charges in March.',
      priority: 'medium',
    })
    for (const priority of ['low', 'medium', 'high', 'urgent']) {
      expect(supportRequestSchema.safeParse({ ...valid, priority }).success).toBe(true)
    }
  })

  it.each([
    ['no category', { category: '' }, 'category'],
    ['an unknown category', { category: 'sales' }, 'category'],
    ['a blank subject', { subject: '   ' }, 'subject'],
    ['a blank message', { message: '' }, 'message'],
    ['a subject over 200 characters', { subject: 'x'.repeat(201) }, 'subject'],
    ['an unknown priority', { priority: 'asap' }, 'priority'],
  ])('refuses %s', (_name, change, path) => {
    const result = supportRequestSchema.safeParse({ ...valid, ...change })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual([path])
  })

  it('becomes a support row with its category and priority', () => {
    expect(supportRow(supportRequestSchema.parse(valid))).toEqual({
      kind: 'support',
      category: 'billing',
      subject: 'Charged twice',
      message: 'Two charges in March.',
      priority: 'medium',
    })
  })
})

describe('the feature request rule', () => {
  it('needs a title and a description; the category is optional', () => {
    expect(featureRequestSchema.safeParse({ title: 'Dark mode', description: 'Please', category: '' }).success).toBe(
      true,
    )
    expect(featureRequestSchema.safeParse({ title: ' ', description: 'Please', category: 'ui' }).success).toBe(false)
    expect(featureRequestSchema.safeParse({ title: 'Dark mode', description: ' ', category: 'ui' }).success).toBe(false)
    expect(featureRequestSchema.safeParse({ title: 'A', description: 'B', category: 'games' }).success).toBe(false)
  })

  it('becomes a feature row: title as subject, description as message, no priority, null without category', () => {
    expect(
      featureRow(featureRequestSchema.parse({ title: ' Dark mode ', description: 'Please', category: '' })),
    ).toEqual({
      kind: 'feature',
      category: null,
      subject: 'Dark mode',
      message: 'Please',
      priority: null,
    })
    expect(featureRow({ title: 'A', description: 'B', category: 'mobile' }).category).toBe('mobile')
  })
})
