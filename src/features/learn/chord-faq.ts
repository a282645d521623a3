import { displayNote, displaySymbol } from '@/music/note-names'
import type { ChordPageData } from './chord-page-data'
import { listWords, noteWithKey, surprisingNote } from './text'

export type Faq = { question: string; answer: string }

const notesOf = (notes: { note: string }[]) => listWords(notes.map((n) => displayNote(n.note)))

type FaqInput = Omit<ChordPageData, 'faqs' | 'structuredData'>

/** "an augmented fifth", "a major third". */
const article = (words: string) => (/^[aeiou]/.test(words) ? 'an' : 'a')

function fingeringAnswer({ label, fingering }: FaqInput): string {
  const part = (notes: { note: string }[], fingers: number[]) =>
    listWords(notes.map((n, i) => `${fingers[i]} on ${displayNote(n.note)}`))
  if (fingering.kind === 'one-hand') {
    return `With the right hand, play ${part(fingering.right.notes, fingering.right.fingers)}. With the left hand, play ${part(fingering.left.notes, fingering.left.fingers)}. Fingers are numbered from the thumb (1) to the little finger (5).`
  }
  return `${label} is wider than one hand, so split it: the left hand plays the root, ${displayNote(fingering.left.notes[0]?.note ?? '')}, with finger 5, and the right hand plays ${part(fingering.right.notes, fingering.right.fingers)}.`
}

/** The chord page's questions and answers, all computed from the chord. */
export function chordFaq(data: FaqInput): Faq[] {
  const { display, label, name, facts, spec, otherNames } = data
  const notes = listWords(facts.notes.map(noteWithKey))
  const faqs: Faq[] = [
    {
      question: `What notes are in the ${label} chord?`,
      answer: `The ${name} chord (${[display, ...otherNames].join(', ')}) has ${facts.notes.length} notes: ${notes}.`,
    },
    { question: `How do you play ${label} on the piano?`, answer: fingeringAnswer(data) },
    {
      question: `What are the inversions of ${label}?`,
      answer: `${label} has ${data.inversions.length} inversion${data.inversions.length === 1 ? '' : 's'}: ${listWords(
        data.inversions.map((v) => `${v.label} ${displaySymbol(v.symbol)} (${notesOf(v.notes)})`),
      )}.`,
    },
    {
      question: `What is the formula of a ${spec.quality.name} chord?`,
      answer: `${facts.tones.map((t) => t.degree).join(' ')}: ${listWords(
        facts.tones.map((t) =>
          t.semitones === 0
            ? 'the root'
            : `${article(t.intervalName)} ${t.intervalName} (${t.semitones} semitones up)`,
        ),
      )}.`,
    },
  ]
  const home = data.keys.slice(0, 4)
  faqs.push({
    question: `Which keys is ${label} in?`,
    answer: home.length
      ? `${label} is ${listWords(home.map((k) => `${k.numeral} in ${displayNote(k.key.tonic)} ${k.key.mode}${k.harmonic ? ' (harmonic minor)' : ''}`))}.`
      : `No major or minor key holds all the notes of ${label}, so songs use it as a passing or borrowed chord for colour.`,
  })
  if (data.twin) {
    const twin = displaySymbol(`${data.twin.root.name}${data.twin.quality.symbol}`)
    faqs.push({
      question: `Is ${display} the same as ${twin}?`,
      answer: `Yes: on the piano they use the same keys. The names differ because ${displayNote(spec.root.name)} and ${displayNote(data.twin.root.name)} are two names for one key; which one a song uses depends on its key signature.`,
    })
  }
  const odd = facts.notes.filter(surprisingNote)
  if (odd.length) {
    faqs.push({
      question: `Why ${odd.length === 1 ? 'is' : 'are'} ${listWords(odd.map(displayNote))} in ${display}?`,
      answer: `Chords are spelled by stacking every other letter name, so each note of ${display} keeps its own letter. That makes ${listWords(odd.map(noteWithKey))}, even though the key you press has a simpler name.`,
    })
  }
  return faqs
}
