// @vitest-environment node
import { BLOCKED_WORDS, checkMessage, NO_MEMES_REASON, SAFE_PLACE_REASON } from './check-message'

describe('checkMessage', () => {
  it.each(BLOCKED_WORDS.map((w) => [w]))('refuses "%s" as a whole word in any case', async (word) => {
    await expect(checkMessage(`you ${word.toUpperCase()} there`)).resolves.toEqual({
      isAllowed: false,
      reason: SAFE_PLACE_REASON,
    })
    await expect(checkMessage(`${word}s!`)).resolves.toMatchObject({ isAllowed: false })
  })

  it.each([
    'I took a class on Dickens in Scunthorpe',
    'Shitake mushrooms and a cocktail',
    'Classic assessment of the spice market',
    'Passing the bass in Essex',
    'An analysis of the skunk works',
    'Retardant chemicals slow a fire',
  ])('lets an ordinary sentence through: %s', async (text) => {
    await expect(checkMessage(text)).resolves.toEqual({ isAllowed: true })
  })

  it.each(['look at this meme', 'MEMES all day', 'cat.GIF', 'photo.jpg here', 'x.png', 'https://giphy.com/a'])(
    'refuses memes and images: %s',
    async (text) => {
      await expect(checkMessage(text)).resolves.toEqual({ isAllowed: false, reason: NO_MEMES_REASON })
    },
  )

  it('lets a plain reflective message through', async () => {
    await expect(checkMessage('Today I noticed how quiet the morning felt.')).resolves.toEqual({ isAllowed: true })
  })
})
