// Optimistic concurrency for songs: every update names the revision it was made on, and only an
// update made on the current revision is written; it moves the revision on by one. Two saves made
// on the same revision at the same moment cannot both win: the check, the increment and the song
// itself are written by one conditional UPDATE, which SQLite runs atomically. A reader therefore
// never sees the new revision with the old song; if it did, a save refused as stale would merge
// onto the old song under the new revision, and overwrite the newer save.
// A refused save answers 409, and the client merges its edit with the newer song and tries again.
// The write is the last thing a save may refuse after: PocketBase registers hook files in no
// fixed order, so the checks that must come first (the text limits) are called here, before it.
// Hook handlers run in isolated VMs, so everything they use lives inside them.

// A new song (a copy, a duplicate, an import) starts at revision 0, whatever the request says.
onRecordBeforeCreateRequest((e) => {
  e.record.set('revision', 0)
}, 'songs')

onRecordBeforeUpdateRequest((e) => {
  require(`${__hooks}/text-limits.cjs`).refuseOversizedSong(e)
  const info = $apis.requestInfo(e.httpContext)
  const sent = info.data?.revision
  const stored = e.record.originalCopy().getInt('revision')

  // Admins (the seed, the admin UI) may write without naming a revision: theirs is the one they
  // read. The song still moves on, so every open editor sees that it changed.
  const unnamed = sent === undefined || sent === null || sent === ''
  // A form sends the number as text.
  const named = typeof sent === 'string' && sent.trim() !== '' ? Number(sent) : sent
  const base = info.admin && unnamed ? stored : named
  if (typeof base !== 'number' || !Number.isInteger(base) || base < 0) {
    throw new BadRequestError('Send the revision of the song this change was made on.', {
      revision: new ValidationError(
        'revision_required',
        'The revision this change was made on is required.',
      ),
    })
  }

  // Through PocketBase's one writing connection, like its own writes: a write from another
  // connection landing between a transaction's first read and first write (a deleted account
  // cascading to its songs) fails that transaction with SQLITE_BUSY_SNAPSHOT, which no busy
  // timeout waits out. The other hooks' writes go the same way. PocketBase's own save of the
  // record then writes the same values again, with the new `updated`; a trigger skips it should a
  // newer save have landed in between (pb_migrations/1732190400_songs_revision_forward.js).
  e.record.set('revision', base + 1)
  const result = $app
    .dao()
    .nonconcurrentDB()
    .update('songs', e.record.columnValueMap(), $dbx.hashExp({ id: e.record.id, revision: base }))
    .execute()
  if (result.rowsAffected() !== 1) {
    throw new ApiError(409, 'This song was saved elsewhere since this change was made.', {
      revision: new ValidationError(
        'revision_conflict',
        'This song was saved elsewhere since this change was made.',
      ),
    })
  }
}, 'songs')
