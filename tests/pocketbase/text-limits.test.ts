import { createRequire } from 'node:module'
import type PocketBase from 'pocketbase'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { USER_NAME_MAX_LENGTH } from '../../src/config/constants.ts'
import {
  BAR_WORDS_MAX_LENGTH,
  BARS_PER_SECTION_MAX,
  CHORD_MAX_LENGTH,
  DESCRIPTION_MAX_LENGTH,
  LABEL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SECTIONS_MAX,
  SONG_WORDS_MAX_LENGTH,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  TIME_SIGNATURE_BEATS_MAX,
} from '../../src/song/limits.ts'
import { adminClient, deleteUsers, signUp, type TestUser } from '../support/pocketbase.ts'

type LimitName =
  | 'NAME_MAX_LENGTH'
  | 'DESCRIPTION_MAX_LENGTH'
  | 'LABEL_MAX_LENGTH'
  | 'TAG_MAX_LENGTH'
  | 'TAGS_MAX'
  | 'SECTIONS_MAX'
  | 'BARS_PER_SECTION_MAX'
  | 'TIME_SIGNATURE_BEATS_MAX'
  | 'CHORD_MAX_LENGTH'
  | 'BAR_WORDS_MAX_LENGTH'
  | 'SONG_WORDS_MAX_LENGTH'
  | 'TIME_SIGNATURE_MAX_LENGTH'
  | 'USER_NAME_MAX_LENGTH'
type Limits = Record<LimitName, number>
const { LIMITS } = createRequire(import.meta.url)('../../pb_hooks/text-limits.cjs') as {
  LIMITS: Limits
}

/** The field errors of a refused save: { field: message }, or the status when it was not a 400. */
async function refusal(save: Promise<unknown>): Promise<Record<string, string> | number | 'saved'> {
  try {
    await save
    return 'saved'
  } catch (error) {
    const { status, response } = error as {
      status: number
      response: { data?: Record<string, { code: string; message: string }> }
    }
    if (status !== 400) return status
    return Object.fromEntries(
      Object.entries(response.data ?? {}).map(([field, detail]) => {
        expect(detail.code).toBe('validation_too_long')
        return [field, detail.message]
      }),
    )
  }
}

const text = (length: number) => 'x'.repeat(length)
const v1Bar = (chords: string[]) => chords
const v2Section = (bars: { chords: string[]; words?: string[] }[]) => ({
  id: 's1',
  bars: bars.map((bar, index) => ({ id: `b${index}`, ...bar })),
})

describe('the server bounds equal the song model', () => {
  // The song model's limits, by name, as the hook's module names them.
  const model = {
    NAME_MAX_LENGTH,
    DESCRIPTION_MAX_LENGTH,
    LABEL_MAX_LENGTH,
    TAG_MAX_LENGTH,
    TAGS_MAX,
    SECTIONS_MAX,
    BARS_PER_SECTION_MAX,
    TIME_SIGNATURE_BEATS_MAX,
    CHORD_MAX_LENGTH,
    BAR_WORDS_MAX_LENGTH,
    SONG_WORDS_MAX_LENGTH,
  }

  it.each(Object.keys(model) as (keyof typeof model)[])('%s', (name) => {
    expect(LIMITS[name]).toBe(model[name])
  })

  it("and the app's user name bound", () => {
    expect(LIMITS.USER_NAME_MAX_LENGTH).toBe(USER_NAME_MAX_LENGTH)
  })
})

describe('a song past a bound is refused with a field message', () => {
  let admin: PocketBase
  let writer: TestUser
  const users: TestUser[] = []

  beforeAll(async () => {
    admin = await adminClient()
    writer = await signUp('writer')
    users.push(writer)
  })

  afterAll(async () => {
    await deleteUsers(admin, users)
  })

  const create = (fields: Record<string, unknown>) =>
    writer.pb.collection('songs').create({ user: writer.id, ...fields })

  const cases: [string, Record<string, unknown>, Record<string, unknown>, string, string][] = [
    [
      'name',
      { name: text(LIMITS.NAME_MAX_LENGTH) },
      { name: text(LIMITS.NAME_MAX_LENGTH + 1) },
      'name',
      `The name can be at most ${LIMITS.NAME_MAX_LENGTH} characters.`,
    ],
    [
      'description',
      { description: text(LIMITS.DESCRIPTION_MAX_LENGTH) },
      { description: text(LIMITS.DESCRIPTION_MAX_LENGTH + 1) },
      'description',
      `The description can be at most ${LIMITS.DESCRIPTION_MAX_LENGTH} characters.`,
    ],
    [
      'tag length',
      { tags: [text(LIMITS.TAG_MAX_LENGTH)] },
      { tags: [text(LIMITS.TAG_MAX_LENGTH + 1)] },
      'tags',
      `A tag can be at most ${LIMITS.TAG_MAX_LENGTH} characters.`,
    ],
    [
      'tag count',
      { tags: Array(LIMITS.TAGS_MAX).fill('jazz') },
      { tags: Array(LIMITS.TAGS_MAX + 1).fill('jazz') },
      'tags',
      `A song can have at most ${LIMITS.TAGS_MAX} tags.`,
    ],
    [
      'label',
      { labelcontent: [{ label: text(LIMITS.LABEL_MAX_LENGTH), repeat: 1 }] },
      { labelcontent: [{ label: text(LIMITS.LABEL_MAX_LENGTH + 1), repeat: 1 }] },
      'labelcontent',
      `A section label can be at most ${LIMITS.LABEL_MAX_LENGTH} characters.`,
    ],
    [
      'plain-string label',
      { labelcontent: [text(LIMITS.LABEL_MAX_LENGTH)] },
      { labelcontent: [text(LIMITS.LABEL_MAX_LENGTH + 1)] },
      'labelcontent',
      `A section label can be at most ${LIMITS.LABEL_MAX_LENGTH} characters.`,
    ],
    [
      'sections (v1)',
      { tablecontent: Array(LIMITS.SECTIONS_MAX).fill([['C']]) },
      { tablecontent: Array(LIMITS.SECTIONS_MAX + 1).fill([['C']]) },
      'tablecontent',
      `A song can have at most ${LIMITS.SECTIONS_MAX} sections.`,
    ],
    [
      'bars (v1)',
      { tablecontent: [Array(LIMITS.BARS_PER_SECTION_MAX).fill(['C'])] },
      { tablecontent: [Array(LIMITS.BARS_PER_SECTION_MAX + 1).fill(['C'])] },
      'tablecontent',
      `Section 1: a section can have at most ${LIMITS.BARS_PER_SECTION_MAX} bars.`,
    ],
    [
      'chord symbol (v1)',
      { tablecontent: [[v1Bar(['C', text(LIMITS.CHORD_MAX_LENGTH)])]] },
      { tablecontent: [[['C'], v1Bar(['C', text(LIMITS.CHORD_MAX_LENGTH + 1)])]] },
      'tablecontent',
      `Section 1, bar 2: a chord symbol can be at most ${LIMITS.CHORD_MAX_LENGTH} characters.`,
    ],
    [
      'chords in a bar (v1)',
      { tablecontent: [[Array(LIMITS.TIME_SIGNATURE_BEATS_MAX).fill('C')]] },
      { tablecontent: [[Array(LIMITS.TIME_SIGNATURE_BEATS_MAX + 1).fill('C')]] },
      'tablecontent',
      `Section 1, bar 1: a bar can have at most ${LIMITS.TIME_SIGNATURE_BEATS_MAX} chords.`,
    ],
    [
      'chord symbol (v2)',
      { version: 2, tablecontent: [v2Section([{ chords: [text(LIMITS.CHORD_MAX_LENGTH)] }])] },
      { version: 2, tablecontent: [v2Section([{ chords: [text(LIMITS.CHORD_MAX_LENGTH + 1)] }])] },
      'tablecontent',
      `Section 1, bar 1: a chord symbol can be at most ${LIMITS.CHORD_MAX_LENGTH} characters.`,
    ],
    [
      'bars (v2)',
      {
        version: 2,
        tablecontent: [v2Section(Array(LIMITS.BARS_PER_SECTION_MAX).fill({ chords: ['C'] }))],
      },
      {
        version: 2,
        tablecontent: [v2Section(Array(LIMITS.BARS_PER_SECTION_MAX + 1).fill({ chords: ['C'] }))],
      },
      'tablecontent',
      `Section 1: a section can have at most ${LIMITS.BARS_PER_SECTION_MAX} bars.`,
    ],
    [
      'words of a bar (v2)',
      {
        version: 2,
        tablecontent: [
          v2Section([
            { chords: ['C', 'G'], words: [text(100), text(LIMITS.BAR_WORDS_MAX_LENGTH - 100)] },
          ]),
        ],
      },
      {
        version: 2,
        tablecontent: [
          v2Section([
            { chords: ['C', 'G'], words: [text(100), text(LIMITS.BAR_WORDS_MAX_LENGTH - 99)] },
          ]),
        ],
      },
      'tablecontent',
      `Section 1, bar 1: the words of one bar can be at most ${LIMITS.BAR_WORDS_MAX_LENGTH} characters.`,
    ],
    [
      'words of the song (v2)',
      {
        version: 2,
        tablecontent: [
          v2Section(
            Array(LIMITS.SONG_WORDS_MAX_LENGTH / LIMITS.BAR_WORDS_MAX_LENGTH).fill({
              chords: ['C'],
              words: [text(LIMITS.BAR_WORDS_MAX_LENGTH)],
            }),
          ),
        ],
      },
      {
        version: 2,
        tablecontent: [
          v2Section([
            ...Array(LIMITS.SONG_WORDS_MAX_LENGTH / LIMITS.BAR_WORDS_MAX_LENGTH).fill({
              chords: ['C'],
              words: [text(LIMITS.BAR_WORDS_MAX_LENGTH)],
            }),
            { chords: ['C'], words: ['x'] },
          ]),
        ],
      },
      'tablecontent',
      `The words of a song can be at most ${LIMITS.SONG_WORDS_MAX_LENGTH} characters.`,
    ],
    [
      'label style (v2)',
      { version: 2, labelcontent: [{ label: 'Verse', repeat: 1, style: 'swing' }] },
      {
        version: 2,
        labelcontent: [{ label: 'Verse', repeat: 1, style: text(LIMITS.LABEL_MAX_LENGTH + 1) }],
      },
      'labelcontent',
      `A section style can be at most ${LIMITS.LABEL_MAX_LENGTH} characters.`,
    ],
    [
      'time signature',
      { timesignature: '16/16' },
      { timesignature: text(LIMITS.TIME_SIGNATURE_MAX_LENGTH + 1) },
      'timesignature',
      `The time signature can be at most ${LIMITS.TIME_SIGNATURE_MAX_LENGTH} characters.`,
    ],
  ]

  it.each(cases)(
    '%s: at the bound saved, past it refused',
    async (_case, atBound, past, field, message) => {
      expect(await refusal(create(atBound))).toBe('saved')
      expect(await refusal(create(past))).toEqual({ [field]: message })
      // An update past the bound is refused the same way, and the stored song is unchanged.
      const song = await create({ name: 'Small' })
      const update = writer.pb
        .collection('songs')
        .update(song.id, { ...past, revision: song.revision })
      expect(await refusal(update)).toEqual({
        [field]: message,
      })
      expect(await writer.pb.collection('songs').getOne(song.id)).toEqual(song)
    },
  )

  it('refuses a 10 MB name with a clear message, not a crash', async () => {
    expect(await refusal(create({ name: text(10_000_000) }))).toEqual({
      name: `The name can be at most ${LIMITS.NAME_MAX_LENGTH} characters.`,
    })
    const { totalItems } = await writer.pb.collection('songs').getList(1, 1, {
      filter: writer.pb.filter('name ~ {:start}', { start: text(300) }),
    })
    expect(totalItems).toBe(0)
  })

  it('names every field past its bound at once', async () => {
    expect(
      await refusal(
        create({ name: text(LIMITS.NAME_MAX_LENGTH + 1), tags: [text(LIMITS.TAG_MAX_LENGTH + 1)] }),
      ),
    ).toEqual({
      name: `The name can be at most ${LIMITS.NAME_MAX_LENGTH} characters.`,
      tags: `A tag can be at most ${LIMITS.TAG_MAX_LENGTH} characters.`,
    })
  })

  it('bounds the user name, on registration and on update', async () => {
    const user = await signUp('named')
    users.push(user)
    const message = `A name can be at most ${LIMITS.USER_NAME_MAX_LENGTH} characters.`
    expect(
      await refusal(
        user.pb.collection('users').update(user.id, { name: text(LIMITS.USER_NAME_MAX_LENGTH) }),
      ),
    ).toBe('saved')
    expect(
      await refusal(
        user.pb
          .collection('users')
          .update(user.id, { name: text(LIMITS.USER_NAME_MAX_LENGTH + 1) }),
      ),
    ).toEqual({ name: message })
    const email = `long-${Date.now()}@songpad-tests.test`
    expect(
      await refusal(
        user.pb.collection('users').create({
          email,
          password: 'password-123',
          passwordConfirm: 'password-123',
          name: text(LIMITS.USER_NAME_MAX_LENGTH + 1),
        }),
      ),
    ).toEqual({ name: message })
  })
})

describe('community listings are bounded on their way out', { timeout: 240_000 }, () => {
  const { boundedListing } = createRequire(import.meta.url)('../../pb_hooks/text-limits.cjs') as {
    boundedListing: (listing: Record<string, unknown>) => Record<string, unknown>
  }

  it('cuts what was stored before the bounds held, and leaves the rest alone', () => {
    expect(
      boundedListing({
        name: text(10_000_000),
        description: text(LIMITS.DESCRIPTION_MAX_LENGTH),
        author_name: text(500),
        timesignature: '4/4',
        tags: Array(100).fill(text(1000)),
      }),
    ).toEqual({
      name: text(LIMITS.NAME_MAX_LENGTH),
      author_name: text(LIMITS.USER_NAME_MAX_LENGTH),
      tags: Array(LIMITS.TAGS_MAX).fill(text(LIMITS.TAG_MAX_LENGTH)),
    })
    expect(boundedListing({ name: 'Song', tags: ['folk'] })).toEqual({})
  })

  it('keeps a page of 30 listings at every bound under 300 KB', async () => {
    const admin = await adminClient()
    const author = await signUp('largest')
    await admin.collection('users').update(author.id, {
      name: text(LIMITS.USER_NAME_MAX_LENGTH),
      premium_until: new Date(Date.now() + 86_400_000).toISOString(),
    })
    const largest = {
      user: author.id,
      name: text(LIMITS.NAME_MAX_LENGTH),
      description: text(LIMITS.DESCRIPTION_MAX_LENGTH),
      tags: Array.from(
        { length: LIMITS.TAGS_MAX },
        (_, n) => `${n}${text(LIMITS.TAG_MAX_LENGTH - 2)}`,
      ),
    }
    const listings: string[] = []
    try {
      for (let n = 0; n < 30; n++) {
        const song = await author.pb.collection('songs').create(largest)
        const listing = await author.pb.collection('community_songs').create({ song_id: song.id })
        listings.push(listing.id)
      }
      // The fields the community page asks for (src/features/community/api/list-community-songs.ts).
      const response = await fetch(
        `${author.pb.baseUrl}/api/collections/community_songs/records?perPage=30&filter=${encodeURIComponent(`author="${author.id}"`)}&fields=id,song_id,author,author_name,name,description,tags,instrument,bpm,timesignature,key,likes,created`,
        { headers: { Authorization: author.pb.authStore.token } },
      )
      const body = await response.text()
      expect((JSON.parse(body) as { items: unknown[] }).items).toHaveLength(30)
      console.info(`largest community page: ${body.length} bytes`)
      expect(body.length).toBeLessThan(300_000)
    } finally {
      await deleteUsers(admin, [author])
    }
  })
})
