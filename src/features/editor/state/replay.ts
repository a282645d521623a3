import { type EditorAction, type EditorState, editorReducer } from './editor-reducer'

/** The editor's state after each action in turn, as the page's reducer would leave it (for tests). */
export const replay = (state: EditorState, ...actions: EditorAction[]): EditorState =>
  actions.reduce(editorReducer, state)
