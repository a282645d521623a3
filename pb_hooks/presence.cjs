// Presence records (pb_hooks/presence.pb.js): only the song's owner and co-writers write one; the
// server, not the client, decides the name shown and who may read it (the song's members now).
function stamp(e) {
  const info = $apis.requestInfo(e.httpContext)
  if (info.admin) return
  const user = info.authRecord
  let song
  try {
    song = $app.dao().findRecordById('songs', e.record.getString('song'))
  } catch (_) {
    throw new NotFoundError('This song does not exist, or you do not write it.')
  }
  const members = [song.getString('user'), ...song.getString('cowriter_ids').split(' ')].filter(
    Boolean,
  )
  if (!user || !members.includes(user.id)) {
    throw new NotFoundError('This song does not exist, or you do not write it.')
  }
  e.record.set('name', user.getString('name').slice(0, 100))
  e.record.set('members', members.join(' '))
}

// Clients refresh their record every 20 s; two minutes of silence means the editor is gone.
const STALE_AFTER_MS = 2 * 60 * 1000

function sweep() {
  const cutoff = new Date(Date.now() - STALE_AFTER_MS).toISOString().replace('T', ' ')
  $app
    .dao()
    .nonconcurrentDB()
    .newQuery('DELETE FROM presence WHERE updated < {:cutoff}')
    .bind({ cutoff })
    .execute()
}

module.exports = { stamp, sweep }
