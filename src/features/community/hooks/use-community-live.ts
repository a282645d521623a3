import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { pb } from '@/lib/pocketbase'
import { removeListing, replaceListing } from '../api/community-cache'
import { communityListsKey } from '../api/list-community-songs'
import type { CommunityRecord } from '../types'
import { realtimeProblem } from './realtime-problem'

// How long "2 new songs" stays before the count starts again.
const NEW_SONGS_NOTE_MS = 10_000

type RealtimeEvent = { action: string; record: CommunityRecord }

/**
 * Keeps the community lists live while mounted: a song published elsewhere comes in (and is
 * counted for the announcement), an edit or a like shows, an unpublished song goes.
 */
export function useCommunityLive() {
  const client = useQueryClient()
  const [newSongs, setNewSongs] = useState(0)
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(() => new Set())
  const [problem, setProblem] = useState('')

  useEffect(() => {
    let active = true
    let stop: (() => Promise<void>) | undefined
    const onEvent = ({ action, record }: RealtimeEvent) => {
      if (!active || !record?.id) return
      if (action === 'create') {
        setNewSongs((count) => count + 1)
        setNewIds((ids) => new Set(ids).add(record.id))
        // Refetched rather than inserted: the server knows where it falls under the filters and sort.
        void client.invalidateQueries({ queryKey: communityListsKey })
      } else if (action === 'update') replaceListing(client, record)
      else if (action === 'delete') removeListing(client, record.id)
    }
    pb.collection('community_songs')
      .subscribe<CommunityRecord>('*', onEvent)
      .then(
        (unsubscribe) => {
          if (active) stop = unsubscribe
          else void unsubscribe().catch(() => undefined)
        },
        (error: unknown) => {
          if (active) setProblem(realtimeProblem(error))
        },
      )
    return () => {
      active = false
      void stop?.().catch(() => undefined)
    }
  }, [client])

  useEffect(() => {
    if (newSongs === 0) return
    const timer = setTimeout(() => setNewSongs(0), NEW_SONGS_NOTE_MS)
    return () => clearTimeout(timer)
  }, [newSongs])

  return { newSongs, newIds, problem }
}
