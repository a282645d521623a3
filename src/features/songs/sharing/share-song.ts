import { responseStatus } from '@/lib/pocketbase'
import { updateSongFields } from '../api/update-song-fields'
import { newShareSlug } from './share-slug'

// Two songs drawing the same 128-bit slug will not happen; a second try costs nothing all the same.
const SHARE_ATTEMPTS = 3

const isTakenSlug = (error: unknown) => {
  if (responseStatus(error) !== 400) return false
  const data = (error as { response?: { data?: { share_slug?: { code?: string } } } }).response
    ?.data
  return data?.share_slug?.code === 'validation_not_unique'
}

/**
 * Makes the song readable by link: a new unguessable slug, which also ends any earlier link.
 * Answers the slug (the link is paths.shared.getHref(slug)).
 */
export async function shareSong(id: string): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const slug = newShareSlug()
    try {
      await updateSongFields(id, { share_slug: slug })
      return slug
    } catch (error) {
      if (!isTakenSlug(error) || attempt >= SHARE_ATTEMPTS) throw error
    }
  }
}

/** Stops sharing: the slug is cleared, so its link finds nothing from now on. */
export async function stopSharing(id: string): Promise<void> {
  await updateSongFields(id, { share_slug: '' })
}
