/** Where the song's changes are: on the server, on their way, held locally, or waiting on the user. */
export type SaveStatus = 'saved' | 'saving' | 'offline' | 'conflict' | 'error'

// The first three are the save states' fixed words; the UI shows them as they are.
export const SAVE_STATUS_TEXT: Record<SaveStatus, string> = {
  saved: 'Saved',
  saving: 'Saving…',
  offline: 'Offline: will retry',
  conflict: 'Not saved: changed elsewhere',
  error: 'Not saved',
}
