import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_SONG } from '../../src/config/constants.ts'
import { decodeSong } from '../../src/song/decode.ts'
import { adminClient, deleteUsers, signUp, type TestUser } from '../support/pocketbase.ts'

describe('song defaults hook', () => {
  let admin: PocketBase
  let user: TestUser

  beforeAll(async () => {
    admin = await adminClient()
    user = await signUp('writer')
  })

  afterAll(async () => {
    await deleteUsers(admin, [user])
  })

  it('fills in every field a create with only the owner leaves out, as the song model says', async () => {
    const song = await user.pb.collection('songs').create({ user: user.id })

    // The hook keeps its own copy of the defaults: held here to the app's, which the decoder reads.
    expect(song).toMatchObject({ ...DEFAULT_SONG })
    const { document, problems } = decodeSong(song)
    expect(problems).toEqual([])
    expect(document).toMatchObject({ name: DEFAULT_SONG.name, bpm: DEFAULT_SONG.bpm, sections: [] })
  })

  it('keeps the values the request sends', async () => {
    const song = await user.pb
      .collection('songs')
      .create({ user: user.id, bpm: 120, instrument: 2, name: 'X', tags: ['demo'] })

    expect(song).toMatchObject({ bpm: 120, instrument: 2, name: 'X', tags: ['demo'], version: 1 })
  })

  it('keeps explicit zeros and empty strings instead of taking them for missing', async () => {
    const song = await user.pb
      .collection('songs')
      .create({ user: user.id, name: '', bpm: 0, version: 0, instrument: 0 })

    expect(song).toMatchObject({ name: '', bpm: 0, version: 0, instrument: 0 })
  })

  it('fills in the defaults for a multipart create too', async () => {
    const form = new FormData()
    form.append('user', user.id)
    form.append('bpm', '90')

    const song = await user.pb.collection('songs').create(form)

    expect(song).toMatchObject({ ...DEFAULT_SONG, bpm: 90 })
  })

  it('fills in the defaults for an admin create', async () => {
    const song = await admin.collection('songs').create({ user: user.id })

    expect(song).toMatchObject({ ...DEFAULT_SONG })
  })
})
