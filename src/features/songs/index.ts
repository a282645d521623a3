export {
  createSong,
  NEW_SONG_TIME_SIGNATURE,
  newSongFields,
  useCreateSong,
} from './api/create-song'
export { deleteSongNow, useDeleteSong } from './api/delete-song'
export { duplicateSong, useDuplicateSong } from './api/duplicate-song'
export {
  listSongs,
  type SongPage,
  songsQueryOptions,
  useSongs,
} from './api/list-songs'
export { prefetchSong, takePrefetchedSong } from './api/prefetch-song'
export { renameSong, SongNameError, useRenameSong } from './api/rename-song'
export {
  findSongToOpen,
  type SongToOpen,
  songToOpenQueryOptions,
  useSongToOpen,
} from './api/song-to-open'
export { songsQueryKeys } from './api/songs-query-keys'
export { getUserInstrument } from './api/user-instrument'
export { forgetLastSong, readLastSong, rememberLastSong } from './last-song'
export { type ScheduledDeletion, SONG_DELETE_UNDO_MS } from './pending-deletions'
export {
  copySharedSong,
  copySong,
  SharedSongGoneError,
  useCopySong,
} from './sharing/copy-song'
export { getSharedSong, type SharedSong, sharedSongQueryOptions } from './sharing/get-shared-song'
export { isShareSlug, newShareSlug, SHARE_SLUG_HEADER } from './sharing/share-slug'
export { shareSong, stopSharing } from './sharing/share-song'
export { copyName, SONG_NAME_MAX_CHARS, songNameProblem } from './song-name'
export { normalizeSearch } from './song-search'
export type { SongSummary } from './song-summary'
