import { useCallback, useEffect, useState } from 'react'
import { shareSong, stopSharing } from '@/features/songs'
import { pb } from '@/lib/pocketbase'

/**
 * The song's share link slug ('' while private), with the calls that share it and stop sharing,
 * and its owner's id ('' until read): only the owner shares a song or invites co-writers.
 */
export function useShareSlug(songId: string) {
  const [slug, setSlug] = useState('')
  const [ownerId, setOwnerId] = useState('')
  useEffect(() => {
    let current = true
    pb.collection('songs')
      .getOne<{ share_slug?: string; user?: string }>(songId, {
        fields: 'share_slug,user',
        requestKey: null,
      })
      .then((record) => {
        if (!current) return
        setSlug(record.share_slug ?? '')
        setOwnerId(record.user ?? '')
      })
      .catch(() => undefined)
    return () => {
      current = false
    }
  }, [songId])
  const share = useCallback(async () => setSlug(await shareSong(songId)), [songId])
  const stop = useCallback(async () => {
    await stopSharing(songId)
    setSlug('')
  }, [songId])
  return { slug, share, stop, ownerId }
}
