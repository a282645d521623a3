import type { SongDocument } from '@/song/types'
import type { EditorAction } from './editor-reducer'

/**
 * An edit of one field of the song as it is typed or dragged: quick edits of the same `field` in a
 * row are one undo step.
 */
export const fieldEdit = (
  field: string,
  edit: (doc: SongDocument) => SongDocument,
): EditorAction => ({ type: 'edit', edit, coalesce: field, at: Date.now() })
