import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoSongs } from '../../scripts/demo-users.ts'
import { seedCommunity } from '../../scripts/seed-community.ts'
import { adminClient, deleteUsers, signUp, type TestUser } from '../support/pocketbase.ts'

describe('seedCommunity', () => {
  let admin: PocketBase
  let author: TestUser
  let liker: TestUser

  beforeAll(async () => {
    admin = await adminClient()
    author = await signUp('author')
    liker = await signUp('liker')
    for (const song of demoSongs) {
      await admin.collection('songs').create({ ...song, user: author.id })
    }
    // Not a demo song: it stays private.
    await admin.collection('songs').create({ name: 'Private sketch', user: author.id })
  })

  afterAll(async () => {
    await deleteUsers(admin, [author, liker])
  })

  it('publishes the author’s demo songs with one like, and nothing twice when run again', async () => {
    await seedCommunity(admin, author.id, liker.id)
    await seedCommunity(admin, author.id, liker.id)

    const listings = await admin
      .collection('community_songs')
      .getFullList({ filter: admin.filter('author = {:id}', { id: author.id }), sort: 'created' })
    expect(listings.map((listing) => listing.name)).toEqual(demoSongs.map((song) => song.name))
    expect(listings.map((listing) => [listing.author_name, listing.likes])).toEqual([
      ['author', 1],
      ['author', 0],
    ])
    const likes = await admin
      .collection('community_likes')
      .getFullList({ filter: admin.filter('user = {:id}', { id: liker.id }) })
    expect(likes.map((like) => like.song)).toEqual([listings[0]?.id])
  })
})
