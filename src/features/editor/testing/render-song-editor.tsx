import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import type { SongDocument } from '@/song/types'
import { SongEditor } from '../components/song-editor'
import { testSong } from '../state/test-song'

/** The song editor on a song (the test song by default), its host recording every change. */
export function renderSongEditor(doc: SongDocument = testSong()) {
  const onChange = vi.fn<(doc: SongDocument) => void>()
  const host = { onChange, openSettings: vi.fn(), newSong: vi.fn() }
  render(<SongEditor initial={doc} host={host} header={() => null} />)
  /** The song as last changed. */
  const song = () => onChange.mock.lastCall?.[0] as SongDocument
  const bars = (section = 0) => song().sections[section]?.bars ?? []
  return { onChange, user: userEvent.setup(), song, bars }
}
