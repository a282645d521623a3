// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createBar, createSection } from '@/song/create'
import { SONG_FORMAT_VERSION } from '@/song/types'
import { fakeSongsServer } from '@/testing/fake-songs-server'
import { createQueryWrapper } from '@/testing/query-wrapper'
import { readLastSong } from '../last-song'
import { createSong, useCreateSong } from './create-song'

describe('createSong', () => {
  it('creates the default song in 4/4 with the instrument from the user’s record', async () => {
    const server = fakeSongsServer({ instrument: 2 })

    const song = await createSong({ userId: 'u1' })

    expect(server.steps()).toEqual([
      'GET /api/collections/users/records/u1',
      'POST /api/collections/songs/records',
    ])
    expect(server.requests[1]?.body).toEqual({
      name: 'New song',
      bpm: 60,
      version: 1,
      instrument: 2,
      tablecontent: [],
      labelcontent: [],
      tags: null,
      description: '',
      timesignature: '4/4',
      key: '',
      user: 'u1',
    })
    expect(song).toMatchObject({ name: 'New song', shared: false })
  })

  it.each([
    [undefined, 0],
    [7, 0],
    [1, 1],
  ])('reads the user’s instrument %j as %j', async (stored, expected) => {
    const server = fakeSongsServer({ instrument: stored })

    await createSong({ userId: 'u1' })

    expect(server.requests[1]?.body?.instrument).toBe(expected)
  })

  it('takes a given name and instrument without asking for the user', async () => {
    const server = fakeSongsServer()

    await createSong({ userId: 'u1', name: '  Sketch  ', instrument: 1 })

    expect(server.steps()).toEqual(['POST /api/collections/songs/records'])
    expect(server.requests[0]?.body).toMatchObject({ name: 'Sketch', instrument: 1 })
  })

  it('starts with the sections given, in the current format', async () => {
    const server = fakeSongsServer()
    const verse = createSection('Verse', [createBar(['C']), createBar(['Am'])])

    await createSong({ userId: 'u1', instrument: 0, sections: [verse] })

    expect(server.requests[0]?.body).toMatchObject({
      version: SONG_FORMAT_VERSION,
      tablecontent: [{ id: verse.id, bars: verse.bars.map(({ id, chords }) => ({ id, chords })) }],
      labelcontent: [{ label: 'Verse', repeat: 1 }],
    })
  })

  it('remembers the new song as the one to open', async () => {
    fakeSongsServer()
    const { result } = renderHook(() => useCreateSong(), createQueryWrapper())

    const song = await result.current.mutateAsync({ userId: 'u1', instrument: 0 })

    await waitFor(() => expect(readLastSong('u1')).toBe(song.id))
  })
})
