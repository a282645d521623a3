import { useCallback, useEffect, useState } from 'react'
import { shareSong, stopSharing } from '@/features/songs'
import { pb } from '@/lib/pocketbase'

/** The song's share link slug ('' while private), with sharing and stopping (part C's calls). */
export function useShareSlug(songId: string) {
  const [slug, setSlug] = useState('')
  useEffect(() => {
    let current = true
    pb.collection('songs')
      .getOne<{ share_slug?: string }>(songId, { fields: 'share_slug', requestKey: null })
      .then((record) => current && setSlug(record.share_slug ?? ''))
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
  return { slug, share, stop }
}
