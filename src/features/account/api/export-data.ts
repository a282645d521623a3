import { useMutation } from '@tanstack/react-query'
import { pb } from '@/lib/pocketbase'
import { downloadJson } from '../download'
import type { AccountUser } from '../types'

export const EXPORT_FORMAT = 'songpad-export'
export const EXPORT_VERSION = 1

const PROFILE_FIELDS = [
  'id',
  'name',
  'email',
  'verified',
  'instrument',
  'subscribed_to_email_member',
  'premium_until',
  'trial_until',
  'didTrial',
  'created',
  'updated',
] as const

const SONG_FIELDS = [
  'id',
  'name',
  'description',
  'instrument',
  'bpm',
  'timesignature',
  'version',
  'tags',
  'labelcontent',
  'tablecontent',
  'playback',
  'created',
  'updated',
] as const

type Row = Record<string, unknown>

// Only the user's own data: the SDK's bookkeeping (collectionId, expand…) stays out.
const pick = (row: Row, fields: readonly string[]): Row =>
  Object.fromEntries(fields.filter((field) => field in row).map((field) => [field, row[field]]))

export type DataExport = {
  format: typeof EXPORT_FORMAT
  version: typeof EXPORT_VERSION
  exportedAt: string
  profile: Row
  songs: Row[]
}

export function buildExport(profile: Row, songs: Row[], now: Date): DataExport {
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    profile: pick(profile, PROFILE_FIELDS),
    songs: songs.map((song) => pick(song, SONG_FIELDS)),
  }
}

export const exportFileName = (now: Date) => `songpad-export-${now.toISOString().slice(0, 10)}.json`

export async function fetchExport(userId: string, now = new Date()): Promise<DataExport> {
  const [profile, songs] = await Promise.all([
    pb.collection('users').getOne<AccountUser>(userId, { requestKey: null }),
    pb.collection('songs').getFullList({
      filter: pb.filter('user = {:userId}', { userId }),
      sort: 'created',
      requestKey: null,
    }),
  ])
  return buildExport(profile, songs, now)
}

// Fetches fresh data and saves it as a JSON file; answers the file name.
export function useExportData(userId: string) {
  return useMutation({
    mutationFn: async () => {
      const now = new Date()
      const data = await fetchExport(userId, now)
      const fileName = exportFileName(now)
      downloadJson(fileName, data)
      return { fileName, songCount: data.songs.length }
    },
  })
}
