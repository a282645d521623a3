// The words of a song as one text, for the community's search and cards: a line of lyrics a line,
// a blank line between sections, as the lead sheet reads them (src/song/words.ts: a bar's words are
// joined as written; a line ends at a bar with lineEnd). Version-1 songs have no words: "".
// tests/pocketbase/community-words.test.ts holds this to the song model.
const WORDS_MAX_LENGTH = 20000 // characters: SONG_WORDS_MAX_LENGTH in src/song/limits.ts

/** The words of a song record's tablecontent (JSON text, as the record holds it). */
function songWords(tablecontentJson) {
  let sections = []
  try {
    const parsed = JSON.parse(tablecontentJson || '[]')
    if (Array.isArray(parsed)) sections = parsed
  } catch (_) {
    return ''
  }
  const texts = []
  for (const section of sections) {
    const bars = section && Array.isArray(section.bars) ? section.bars : []
    const lines = []
    let line = ''
    for (const bar of bars) {
      const words = bar && Array.isArray(bar.words) ? bar.words : []
      for (const part of words) if (typeof part === 'string') line += part
      if (bar && bar.lineEnd === true) {
        lines.push(line.trim())
        line = ''
      }
    }
    lines.push(line.trim())
    const text = lines.filter((kept) => kept !== '').join('\n')
    if (text) texts.push(text)
  }
  return texts.join('\n\n').slice(0, WORDS_MAX_LENGTH)
}

module.exports = { WORDS_MAX_LENGTH, songWords }
