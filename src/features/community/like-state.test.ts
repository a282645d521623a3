import { describe, expect, it } from 'vitest'
import { likesText, nextIntent, shownLike } from './like-state'

describe('shownLike', () => {
  it('shows the server’s count and state while nothing is in flight', () => {
    expect(shownLike({ likes: 4, liked: false })).toEqual({ likes: 4, liked: false })
    expect(shownLike({ likes: 4, liked: true })).toEqual({ likes: 4, liked: true })
  })

  it('counts a like in flight at once', () => {
    expect(shownLike({ likes: 4, liked: false }, 'like')).toEqual({ likes: 5, liked: true })
  })

  it('takes back an unlike in flight at once', () => {
    expect(shownLike({ likes: 4, liked: true }, 'unlike')).toEqual({ likes: 3, liked: false })
  })

  it('does not count a like twice when the server already has it (realtime, another tab)', () => {
    expect(shownLike({ likes: 5, liked: true }, 'like')).toEqual({ likes: 5, liked: true })
  })

  it('does not take away a like the server has already dropped', () => {
    expect(shownLike({ likes: 3, liked: false }, 'unlike')).toEqual({ likes: 3, liked: false })
  })

  it('counts the user’s own like when the count read is older than it', () => {
    expect(shownLike({ likes: 0, liked: true })).toEqual({ likes: 1, liked: true })
    expect(shownLike({ likes: 0, liked: true }, 'unlike')).toEqual({ likes: 0, liked: false })
  })

  it('never shows fewer than no likes', () => {
    expect(shownLike({ likes: 0, liked: false }, 'unlike')).toEqual({ likes: 0, liked: false })
  })

  it('goes back to the server’s answer once the action settles, refused or not', () => {
    const server = { likes: 7, liked: true }
    const optimistic = shownLike({ likes: 6, liked: false }, 'like')

    expect(optimistic).toEqual(server)
    // Refused as a second like: the server's recount is what shows, never 8.
    expect(shownLike(server)).toEqual({ likes: 7, liked: true })
  })
})

describe('nextIntent', () => {
  it('likes what is not liked and unlikes what is', () => {
    expect(nextIntent({ likes: 1, liked: false })).toBe('like')
    expect(nextIntent({ likes: 1, liked: true })).toBe('unlike')
  })
})

describe('likesText', () => {
  it.each([
    [0, '0 likes'],
    [1, '1 like'],
    [2, '2 likes'],
  ])('says %i as %j', (likes, text) => {
    expect(likesText(likes)).toBe(text)
  })
})
