// The song editor feature: /write and /shared/:slug load it as chunks of their own.
export { SharedSongView } from './components/shared-song-view'
export { WriteApp } from './components/write-app'
