// Every text a user writes has a bound on the server too, whatever client sent it: a song's name,
// description, tags, labels, chords and words, its counts of sections and bars, and a user's name.
// The bounds and the checks are in text-limits.cjs. PocketBase runs a handler from its source
// text, so each requires what it needs.
// A song's update is checked by pb_hooks/song-revisions.pb.js before it writes anything:
// PocketBase registers hook files in no fixed order, so a check here could run after that write.
onRecordBeforeCreateRequest(
  (e) => require(`${__hooks}/text-limits.cjs`).refuseOversizedSong(e),
  'songs',
)

const refuseLongUserName = (e) => {
  const { LIMITS } = require(`${__hooks}/text-limits.cjs`)
  if (e.record.getString('name').length <= LIMITS.USER_NAME_MAX_LENGTH) return
  const message = `A name can be at most ${LIMITS.USER_NAME_MAX_LENGTH} characters.`
  throw new BadRequestError(message, { name: new ValidationError('validation_too_long', message) })
}
onRecordBeforeCreateRequest(refuseLongUserName, 'users')
onRecordBeforeUpdateRequest(refuseLongUserName, 'users')

// Listings stored before the bounds held are cut on their way out, so no community page grows with
// what one member once saved.
const boundListings = (e) => {
  const { boundedListing } = require(`${__hooks}/text-limits.cjs`)
  const records = e.records || (e.record ? [e.record] : [])
  for (const record of records) {
    let tags = null
    try {
      tags = JSON.parse(record.getString('tags') || 'null')
    } catch (_) {
      tags = null
    }
    const cut = boundedListing({
      name: record.getString('name'),
      description: record.getString('description'),
      author_name: record.getString('author_name'),
      timesignature: record.getString('timesignature'),
      tags,
    })
    for (const field of Object.keys(cut)) record.set(field, cut[field])
  }
}
onRecordsListRequest(boundListings, 'community_songs')
onRecordViewRequest(boundListings, 'community_songs')
