import { describe, expect, it } from 'vitest'
import { fakeSongsServer } from '@/testing/fake-songs-server'
import { getSharedSongView } from './shared-song-view'

const slug = 'AbCdEfGhIjKlMnOpQrStUv'

describe('getSharedSongView', () => {
  it('passes the shared song through the decoder', async () => {
    const server = fakeSongsServer({ userId: 'owner' })
    server.add({
      name: 'Late Train',
      bpm: 72,
      timesignature: '4/4',
      version: 1,
      share_slug: slug,
      tablecontent: [[['Am'], ['Xq9']]],
      labelcontent: [{ label: 'Verse', repeat: 2 }],
    })

    const view = await getSharedSongView(slug)

    expect(view?.document).toMatchObject({ name: 'Late Train', bpm: 72 })
    expect(view?.document.sections.map((s) => s.bars.map((bar) => bar.chords))).toEqual([
      [['Am'], ['']],
    ])
    expect(view?.problems.join(' ')).toContain('Xq9')
    expect(view?.ownerId).toBe('owner')
  })

  it('is null when nothing is shared under the slug', async () => {
    fakeSongsServer({ userId: 'owner' })

    expect(await getSharedSongView(slug)).toBeNull()
  })
})
