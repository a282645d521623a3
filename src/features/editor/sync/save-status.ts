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

/** While the server cannot be reached: where the edits are, and that they will be sent. */
export const OFFLINE_NOTICE = {
  offline:
    'You are offline. Your edits are kept on this device and will be sent when you are back online.',
  unreachable:
    'The server cannot be reached. Your edits are kept on this device and will be sent when it answers again.',
}
