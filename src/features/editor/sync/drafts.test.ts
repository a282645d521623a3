// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { afterTheFrame, localDraftStore } from './drafts'
import { song } from './testing/fake-song-store'

const ID = 'songaaaaaaaaaaa'
const key = `songpad:draft:${ID}`
const draft = {
  songId: ID,
  document: song('Draft', ['C']),
  base: { document: song('Draft', ['G']), revision: 3 },
  savedAt: 5,
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('localDraftStore', () => {
  it('keeps a draft per song and gives it back', () => {
    const drafts = localDraftStore()

    expect(drafts.write(draft)).toBe(true)

    expect(drafts.read(ID)).toEqual(draft)
    expect(drafts.read('othersongaaaaaa')).toBeNull()
    drafts.remove(ID)
    expect(drafts.read(ID)).toBeNull()
  })

  it('stores the record’s fields, so it is read back through the decoder', () => {
    localDraftStore().write(draft)

    expect(JSON.parse(localStorage.getItem(key) ?? '{}').fields).toMatchObject({
      timesignature: '4/4',
      version: 2,
      tablecontent: [{ id: 's1', bars: [{ id: 's1b1', chords: ['C'] }] }],
    })
  })

  it('reads a draft an older app left, which knows no base version', () => {
    const fields = { name: 'Old', timesignature: '4/4', tablecontent: [[['C']]] }
    localStorage.setItem(key, JSON.stringify({ songId: ID, baseUpdated: 'u1', savedAt: 1, fields }))

    expect(localDraftStore().read(ID)).toMatchObject({ base: null, document: { name: 'Old' } })
  })

  it('repairs a hand-edited draft like any song', () => {
    const fields = { name: 'Edited', timesignature: '4/4', tablecontent: [[['C'], ['Xq9']]] }
    localStorage.setItem(key, JSON.stringify({ songId: ID, baseUpdated: 'u1', savedAt: 1, fields }))

    const read = localDraftStore().read(ID)

    expect(read?.document.name).toBe('Edited')
    expect(read?.document.sections[0]?.bars.map((bar) => bar.chords)).toEqual([['C'], ['']])
  })

  it.each([
    ['not JSON', '{oops'],
    ['JSON null', 'null'],
    ['another song’s draft', JSON.stringify({ songId: 'x', baseUpdated: 'u1', fields: {} })],
    ['no base version', JSON.stringify({ songId: ID, fields: {} })],
    ['no fields', JSON.stringify({ songId: ID, baseUpdated: 'u1' })],
  ])('drops a draft that is %s', (_what, raw) => {
    localStorage.setItem(key, raw)

    expect(localDraftStore().read(ID)).toBeNull()
    expect(localStorage.getItem(key)).toBeNull()
  })

  it('answers false, without throwing, when the device will not store it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })

    expect(localDraftStore().write(draft)).toBe(false)
  })

  it('reads nothing, without throwing, when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })

    expect(localDraftStore().read(ID)).toBeNull()
    expect(() => localDraftStore().remove(ID)).not.toThrow()
  })
})

describe('afterTheFrame', () => {
  afterEach(() => {
    vi.useRealTimers()
    localStorage.clear()
  })

  it('writes after the task that asked, only the latest draft, and reads it back before then', () => {
    vi.useFakeTimers()
    const setItem = vi.spyOn(Storage.prototype, 'setItem')
    const drafts = afterTheFrame(localDraftStore())
    const later = { ...draft, document: song('Draft', ['D']), savedAt: 6 }

    drafts.write(draft)
    drafts.write(later)

    expect(setItem).not.toHaveBeenCalled()
    expect(drafts.read(ID)).toEqual(later)
    vi.runAllTimers()
    expect(setItem).toHaveBeenCalledTimes(1)
    expect(localDraftStore().read(ID)).toEqual(later)
  })

  it('writes at once when the page is left or hidden', () => {
    vi.useFakeTimers()
    const drafts = afterTheFrame(localDraftStore())
    drafts.write(draft)

    window.dispatchEvent(new Event('pagehide'))

    expect(localDraftStore().read(ID)).toEqual(draft)
    drafts.write({ ...draft, savedAt: 7 })
    document.dispatchEvent(new Event('visibilitychange'))
    expect(localDraftStore().read(ID)?.savedAt).toBe(7)
  })

  it('never writes a draft removed before its turn (the save that removed it was newer)', () => {
    vi.useFakeTimers()
    const drafts = afterTheFrame(localDraftStore())
    drafts.write(draft)

    drafts.remove(ID)
    vi.runAllTimers()

    expect(localStorage.getItem(key)).toBeNull()
    expect(drafts.read(ID)).toBeNull()
  })
})
