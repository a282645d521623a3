export { SongPreview } from './components/song-preview'
