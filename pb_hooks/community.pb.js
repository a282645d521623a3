// The community's server side: a listing is a copy of its song that only these hooks write,
// and its like count is recounted from community_likes whenever a like comes or goes.
// Hook handlers run in isolated VMs, so every constant and helper lives inside its handler (or is
// required there, like the listing's fields).

// Publishing: the listing comes from the caller's own song, whatever else the request sent.
onRecordBeforeCreateRequest((e) => {
  const info = $apis.requestInfo(e.httpContext)
  const dao = $app.dao()
  const songId = e.record.getString('song_id')

  let song
  try {
    song = dao.findRecordById('songs', songId)
  } catch (_) {
    throw new NotFoundError('That song does not exist.')
  }
  const owner = song.getString('user')
  // Admins (the seed) publish on the owner's behalf; a user publishes only their own songs.
  if (!info.admin && (!info.authRecord || info.authRecord.id !== owner)) {
    throw new ForbiddenError('You can only publish your own songs.')
  }
  const { LISTING_FIELDS: fields } = require(`${__hooks}/community-fields.cjs`)
  for (const field of fields) e.record.set(field, song.get(field))
  const { songWords } = require(`${__hooks}/community-words.cjs`)
  e.record.set('words', songWords(song.getString('tablecontent')))
  const author = dao.findRecordById('users', owner)
  e.record.set('author', owner)
  e.record.set('author_name', author.getString('name').slice(0, 100))
  e.record.set('likes', 0)
}, 'community_songs')

// Every save of a song (autosave too) refreshes its listing, which also sends the realtime update.
onModelAfterUpdate((e) => {
  const { LISTING_FIELDS: fields } = require(`${__hooks}/community-fields.cjs`)
  const { songWords } = require(`${__hooks}/community-words.cjs`)
  const song = e.model
  const listings = e.dao.findRecordsByFilter('community_songs', 'song_id = {:id}', '', 1, 0, {
    id: song.id,
  })
  for (const listing of listings) {
    for (const field of fields) listing.set(field, song.get(field))
    listing.set('words', songWords(song.getString('tablecontent')))
    e.dao.saveRecord(listing)
  }
}, 'songs')

// A deleted song leaves the community in the same transaction (also when its owner's account goes).
onModelBeforeDelete((e) => {
  const listings = e.dao.findRecordsByFilter('community_songs', 'song_id = {:id}', '', 0, 0, {
    id: e.model.id,
  })
  for (const listing of listings) e.dao.deleteRecord(listing)
}, 'songs')

// An unpublished listing takes its likes along, in the same transaction (likes hold ids as text).
onModelBeforeDelete((e) => {
  const likes = e.dao.findRecordsByFilter('community_likes', 'song = {:id}', '', 0, 0, {
    id: e.model.id,
  })
  for (const like of likes) e.dao.deleteRecord(like)
}, 'community_songs')

// A like names a listing that exists now.
onRecordBeforeCreateRequest((e) => {
  try {
    $app.dao().findRecordById('community_songs', e.record.getString('song'))
  } catch (_) {
    throw new NotFoundError('This song is no longer in the community.')
  }
}, 'community_likes')

// The author's name on their listings follows their account's name.
onModelAfterUpdate((e) => {
  const name = e.model.getString('name').slice(0, 100)
  const listings = e.dao.findRecordsByFilter('community_songs', 'author = {:id}', '', 0, 0, {
    id: e.model.id,
  })
  for (const listing of listings) {
    if (listing.getString('author_name') === name) continue
    listing.set('author_name', name)
    e.dao.saveRecord(listing)
  }
}, 'users')

// The count is the number of like rows, recounted in one transaction so concurrent likes settle right.
// PocketBase runs a handler from its source text, so this one may use nothing from outside itself.
const recountLikes = (e) => {
  const songId = e.model.getString('song')
  e.dao.runInTransaction((tx) => {
    let listing
    try {
      listing = tx.findRecordById('community_songs', songId)
    } catch (_) {
      return // the listing itself is gone (an unpublish cascading to its likes)
    }
    const result = new DynamicModel({ count: 0 })
    tx.db()
      .newQuery('SELECT COUNT(*) AS count FROM community_likes WHERE song = {:song}')
      .bind({ song: songId })
      .one(result)
    if (listing.getInt('likes') === result.count) return
    listing.set('likes', result.count)
    tx.saveRecord(listing)
  })
}
onModelAfterCreate(recountLikes, 'community_likes')
onModelAfterDelete(recountLikes, 'community_likes')

// A report names a listing that exists now, and keeps its name and author for the moderator.
onRecordBeforeCreateRequest((e) => {
  let listing
  try {
    listing = $app.dao().findRecordById('community_songs', e.record.getString('song_id'))
  } catch (_) {
    throw new NotFoundError('This song is no longer in the community.')
  }
  e.record.set('song_name', listing.getString('name'))
  e.record.set('author', listing.getString('author'))
}, 'community_reports')
