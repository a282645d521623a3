// A song's history (pb_hooks/song-history.pb.js): after each accepted save, the song as it is now,
// who saved it and what changed in words. The summary is pure and unit-tested in node.

// Enough to go back a long session of edits; older versions are dropped.
const VERSIONS_KEPT_PER_SONG = 100
const CONTENT_FIELDS = [
  'name',
  'bpm',
  'timesignature',
  'instrument',
  'key',
  'tags',
  'description',
  'version',
  'tablecontent',
  'labelcontent',
  'playback',
]
const INSTRUMENTS = ['piano', 'guitar', 'ukulele']

// Sections as { id, label, bars: [{ id, chords, words }] }, from format 2 or the older rows of
// chords (whose ids are their places, as the song model reads them).
function sectionsOf(snapshot) {
  const table = Array.isArray(snapshot?.tablecontent) ? snapshot.tablecontent : []
  const labels = Array.isArray(snapshot?.labelcontent) ? snapshot.labelcontent : []
  return table.map((section, s) => {
    const rows = Array.isArray(section) ? section : Array.isArray(section?.bars) ? section.bars : []
    const sectionId = Array.isArray(section) ? `s${s + 1}` : String(section?.id ?? `s${s + 1}`)
    const label = String(labels[s]?.label || `Section ${s + 1}`)
    const bars = rows.map((bar, b) =>
      Array.isArray(bar)
        ? { id: `${sectionId}b${b + 1}`, chords: bar.join('|'), words: '' }
        : {
            id: String(bar?.id ?? `${sectionId}b${b + 1}`),
            chords: Array.isArray(bar?.chords) ? bar.chords.join('|') : '',
            words: Array.isArray(bar?.words) ? bar.words.join('') : '',
          },
    )
    return { id: sectionId, label, bars }
  })
}

// A field never set reads as 0, as the song model reads it.
const number = (value) => Number(value ?? 0) || 0

const plural = (count, one, many) => `${count} ${count === 1 ? one : many}`

/** What changed from `before` to `after`, in a short line ("Verse: chords of 2 bars; tempo 90 → 100"). */
function summarize(before, after) {
  if (!before) return 'The first version in the history'
  const parts = []
  if ((before.name ?? '') !== (after.name ?? '')) parts.push(`renamed “${after.name ?? ''}”`)
  const old = new Map(sectionsOf(before).map((section) => [section.id, section]))
  const now = sectionsOf(after)
  for (const section of now) {
    const was = old.get(section.id)
    if (!was) {
      parts.push(`added ${section.label}`)
      continue
    }
    old.delete(section.id)
    const wasBars = new Map(was.bars.map((bar) => [bar.id, bar]))
    let chords = 0
    let words = 0
    let added = 0
    for (const bar of section.bars) {
      const prior = wasBars.get(bar.id)
      if (!prior) {
        added += 1
        continue
      }
      wasBars.delete(bar.id)
      if (prior.chords !== bar.chords) chords += 1
      if (prior.words !== bar.words) words += 1
    }
    const changes = []
    if (chords) changes.push(`chords of ${plural(chords, 'bar', 'bars')}`)
    if (words) changes.push(`words of ${plural(words, 'bar', 'bars')}`)
    if (added) changes.push(`${plural(added, 'bar', 'bars')} added`)
    if (wasBars.size) changes.push(`${plural(wasBars.size, 'bar', 'bars')} removed`)
    if (was.label !== section.label) changes.push(`renamed from ${was.label}`)
    if (changes.length) parts.push(`${section.label}: ${changes.join(', ')}`)
  }
  for (const section of old.values()) parts.push(`removed ${section.label}`)
  if (number(before.bpm) !== number(after.bpm)) parts.push(`tempo ${before.bpm} → ${after.bpm}`)
  if ((before.key ?? '') !== (after.key ?? '')) parts.push(`key ${after.key || 'guessed'}`)
  if ((before.timesignature ?? '') !== (after.timesignature ?? '')) {
    parts.push(`time ${after.timesignature}`)
  }
  if (number(before.instrument) !== number(after.instrument)) {
    parts.push(INSTRUMENTS[Number(after.instrument)] ?? 'instrument')
  }
  if ((before.description ?? '') !== (after.description ?? '')) parts.push('description')
  if (JSON.stringify(before.tags ?? null) !== JSON.stringify(after.tags ?? null)) parts.push('tags')
  const style = (snapshot) => snapshot.playback?.style ?? 'block'
  if (style(before) !== style(after)) parts.push(`style ${style(after)}`)
  if (!sameJson(before.playback?.mix ?? null, after.playback?.mix ?? null)) parts.push('mixer')
  if (parts.length === 0) return 'Saved without a change'
  const line = parts.join('; ')
  const sentence = line.charAt(0).toUpperCase() + line.slice(1)
  return sentence.length > 500 ? `${sentence.slice(0, 499)}…` : sentence
}

const JSON_FIELDS = ['tablecontent', 'labelcontent', 'tags', 'playback']

function parseJson(text) {
  try {
    return text ? JSON.parse(text) : null
  } catch (_) {
    return null
  }
}

function snapshotOf(record) {
  const snapshot = {}
  for (const field of CONTENT_FIELDS) {
    // json fields come out of the record as raw JSON text.
    snapshot[field] = JSON_FIELDS.includes(field)
      ? parseJson(record.getString(field))
      : record.get(field)
  }
  return snapshot
}

const BEFORE_KEY = 'songpadSongBefore'

// Equal as JSON whatever the order of keys: a snapshot kept in the request context comes back as
// a Go map, whose keys are in an order of its own.
function sameJson(a, b) {
  const sorted = (_, value) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, value[key]]),
        )
      : value
  return JSON.stringify(a, sorted) === JSON.stringify(b, sorted)
}

// Before the save is written: the song as it was, for the summary of what this save changed.
function remember(e) {
  e.httpContext.set(BEFORE_KEY, snapshotOf(e.record.originalCopy()))
}

function record(e) {
  const dao = $app.dao()
  const song = e.record
  const info = $apis.requestInfo(e.httpContext)
  const author = info.authRecord
  const snapshot = snapshotOf(song)
  let before = e.httpContext.get(BEFORE_KEY)
  if (!before) {
    const latest = dao.findRecordsByFilter('song_versions', 'song = {:song}', '-revision', 1, 0, {
      song: song.id,
    })[0]
    before = latest ? parseJson(latest.getString('snapshot')) : null
  }
  // Sharing, publishing or a change of co-writers saves the record, not the song: no new version.
  if (before && sameJson(before, snapshot)) return
  const version = new Record(dao.findCollectionByNameOrId('song_versions'))
  version.set('song', song.id)
  version.set('author', author ? author.id : '')
  version.set('author_name', author ? author.getString('name').slice(0, 100) : 'Songpad')
  version.set('revision', song.getInt('revision'))
  version.set('summary', summarize(before, snapshot))
  version.set('snapshot', snapshot)
  version.set(
    'members',
    [song.getString('user'), ...song.getString('cowriter_ids').split(' ')]
      .filter(Boolean)
      .join(' '),
  )
  dao.saveRecord(version)
  dao
    .nonconcurrentDB()
    .newQuery(
      `DELETE FROM song_versions WHERE song = {:song} AND id NOT IN (
         SELECT id FROM song_versions WHERE song = {:song} ORDER BY revision DESC LIMIT {:kept})`,
    )
    .bind({ song: song.id, kept: VERSIONS_KEPT_PER_SONG })
    .execute()
}

// Who may read a song's history follows who writes it now.
function setMembers(dao, songId, members) {
  dao
    .nonconcurrentDB()
    .newQuery('UPDATE song_versions SET members = {:members} WHERE song = {:song}')
    .bind({ song: songId, members })
    .execute()
}

module.exports = {
  CONTENT_FIELDS,
  INSTRUMENTS,
  VERSIONS_KEPT_PER_SONG,
  summarize,
  sectionsOf,
  remember,
  record,
  setMembers,
}
