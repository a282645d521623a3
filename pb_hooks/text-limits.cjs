// Bounds on what users write, checked by text-limits.pb.js before a song or a user is saved. The
// song's equal the song model's limits (src/song/limits.ts), and a test holds
// them equal; the user name's equals USER_NAME_MAX_LENGTH in src/config/constants.ts.
// Lengths are characters as JavaScript counts them (UTF-16 units), as the model does.
const LIMITS = {
  NAME_MAX_LENGTH: 200,
  DESCRIPTION_MAX_LENGTH: 5000,
  LABEL_MAX_LENGTH: 60,
  TAG_MAX_LENGTH: 40,
  TAGS_MAX: 20,
  SECTIONS_MAX: 64,
  BARS_PER_SECTION_MAX: 512,
  // Chord slots in one bar: one per beat at most.
  TIME_SIGNATURE_BEATS_MAX: 16,
  CHORD_MAX_LENGTH: 24,
  // All the words of one bar together.
  BAR_WORDS_MAX_LENGTH: 200,
  // All the words of the song together.
  SONG_WORDS_MAX_LENGTH: 20000,
  // "16/16" is the longest a valid one can be; room for spaces around the slash.
  TIME_SIGNATURE_MAX_LENGTH: 8,
  USER_NAME_MAX_LENGTH: 100,
}

const isText = (value) => typeof value === 'string'
const lengthOf = (value) => (isText(value) ? value.length : 0)

// Sections of bars of chords, in either format version: version 1 holds `[[["C"], ["Am", ""]]]`,
// version 2 `[{ id, bars: [{ id, chords: ["C"], words: ["Hel-", "lo"] }] }]`.
function barsOf(section) {
  if (Array.isArray(section)) return section
  return section && Array.isArray(section.bars) ? section.bars : []
}
function chordsOf(bar) {
  if (Array.isArray(bar)) return bar
  return bar && Array.isArray(bar.chords) ? bar.chords : []
}
function wordsOf(bar) {
  return bar && !Array.isArray(bar) && Array.isArray(bar.words) ? bar.words : []
}

function tableProblem(table) {
  if (table === null || table === undefined) return null
  if (!Array.isArray(table)) return 'The song content must be a list of sections.'
  if (table.length > LIMITS.SECTIONS_MAX) {
    return `A song can have at most ${LIMITS.SECTIONS_MAX} sections.`
  }
  let songWords = 0
  for (let s = 0; s < table.length; s++) {
    const bars = barsOf(table[s])
    if (bars.length > LIMITS.BARS_PER_SECTION_MAX) {
      return `Section ${s + 1}: a section can have at most ${LIMITS.BARS_PER_SECTION_MAX} bars.`
    }
    for (let b = 0; b < bars.length; b++) {
      const where = `Section ${s + 1}, bar ${b + 1}`
      const chords = chordsOf(bars[b])
      if (chords.length > LIMITS.TIME_SIGNATURE_BEATS_MAX) {
        return `${where}: a bar can have at most ${LIMITS.TIME_SIGNATURE_BEATS_MAX} chords.`
      }
      for (const chord of chords) {
        if (lengthOf(chord) > LIMITS.CHORD_MAX_LENGTH) {
          return `${where}: a chord symbol can be at most ${LIMITS.CHORD_MAX_LENGTH} characters.`
        }
      }
      const words = wordsOf(bars[b])
      if (words.length > LIMITS.TIME_SIGNATURE_BEATS_MAX) {
        return `${where}: a bar can have words for at most ${LIMITS.TIME_SIGNATURE_BEATS_MAX} chords.`
      }
      const barWords = words.reduce((sum, part) => sum + lengthOf(part), 0)
      if (barWords > LIMITS.BAR_WORDS_MAX_LENGTH) {
        return `${where}: the words of one bar can be at most ${LIMITS.BAR_WORDS_MAX_LENGTH} characters.`
      }
      songWords += barWords
      if (songWords > LIMITS.SONG_WORDS_MAX_LENGTH) {
        return `The words of a song can be at most ${LIMITS.SONG_WORDS_MAX_LENGTH} characters.`
      }
    }
  }
  return null
}

function labelsProblem(labels) {
  if (labels === null || labels === undefined) return null
  if (!Array.isArray(labels)) return 'The section labels must be a list.'
  if (labels.length > LIMITS.SECTIONS_MAX) {
    return `A song can have at most ${LIMITS.SECTIONS_MAX} section labels.`
  }
  for (const entry of labels) {
    const label = isText(entry) ? entry : entry?.label
    if (lengthOf(label) > LIMITS.LABEL_MAX_LENGTH) {
      return `A section label can be at most ${LIMITS.LABEL_MAX_LENGTH} characters.`
    }
    if (isText(entry?.style) && entry.style.length > LIMITS.LABEL_MAX_LENGTH) {
      return `A section style can be at most ${LIMITS.LABEL_MAX_LENGTH} characters.`
    }
  }
  return null
}

function tagsProblem(tags) {
  if (tags === null || tags === undefined) return null
  const list = Array.isArray(tags) ? tags : [tags]
  if (list.length > LIMITS.TAGS_MAX) return `A song can have at most ${LIMITS.TAGS_MAX} tags.`
  for (const tag of list) {
    if (!isText(tag)) return 'Each tag must be text.'
    if (tag.length > LIMITS.TAG_MAX_LENGTH) {
      return `A tag can be at most ${LIMITS.TAG_MAX_LENGTH} characters.`
    }
  }
  return null
}

// Each field of the song that is past a bound, with a sentence for it; empty when all is well.
function songProblems(song) {
  const problems = {}
  if (lengthOf(song.name) > LIMITS.NAME_MAX_LENGTH) {
    problems.name = `The name can be at most ${LIMITS.NAME_MAX_LENGTH} characters.`
  }
  if (lengthOf(song.description) > LIMITS.DESCRIPTION_MAX_LENGTH) {
    problems.description = `The description can be at most ${LIMITS.DESCRIPTION_MAX_LENGTH} characters.`
  }
  if (lengthOf(song.timesignature) > LIMITS.TIME_SIGNATURE_MAX_LENGTH) {
    problems.timesignature = `The time signature can be at most ${LIMITS.TIME_SIGNATURE_MAX_LENGTH} characters.`
  }
  const checks = [
    ['tags', tagsProblem(song.tags)],
    ['labelcontent', labelsProblem(song.labelcontent)],
    ['tablecontent', tableProblem(song.tablecontent)],
  ]
  for (const [field, problem] of checks) if (problem) problems[field] = problem
  return problems
}

// What a community listing shows, cut to the bounds whatever was stored before they held (only the
// fields that need it are returned). Its bars stay as they are: no list asks for them.
function boundedListing(listing) {
  const cut = {}
  const texts = [
    ['name', LIMITS.NAME_MAX_LENGTH],
    ['description', LIMITS.DESCRIPTION_MAX_LENGTH],
    ['author_name', LIMITS.USER_NAME_MAX_LENGTH],
    ['timesignature', LIMITS.TIME_SIGNATURE_MAX_LENGTH],
  ]
  for (const [field, max] of texts) {
    if (lengthOf(listing[field]) > max) cut[field] = listing[field].slice(0, max)
  }
  const { tags } = listing
  if (tags !== null && tags !== undefined && tagsProblem(tags)) {
    cut.tags = (Array.isArray(tags) ? tags : [tags])
      .filter(isText)
      .slice(0, LIMITS.TAGS_MAX)
      .map((tag) => tag.slice(0, LIMITS.TAG_MAX_LENGTH))
  }
  return cut
}

/** Throws a 400 naming each field of the song in `e.record` past its bound. */
function refuseOversizedSong(e) {
  // JSON fields arrive as raw JSON text; a field that does not parse is PocketBase's to refuse.
  const json = (field) => {
    const raw = e.record.getString(field)
    try {
      return raw ? JSON.parse(raw) : null
    } catch (_) {
      return null
    }
  }
  const problems = songProblems({
    name: e.record.getString('name'),
    description: e.record.getString('description'),
    timesignature: e.record.getString('timesignature'),
    tags: json('tags'),
    labelcontent: json('labelcontent'),
    tablecontent: json('tablecontent'),
  })
  const fields = Object.keys(problems)
  if (!fields.length) return
  const data = {}
  for (const field of fields)
    data[field] = new ValidationError('validation_too_long', problems[field])
  throw new BadRequestError(problems[fields[0]], data)
}

module.exports = { LIMITS, songProblems, boundedListing, refuseOversizedSong }
