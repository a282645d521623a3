// The community: /community, /community/:id, and the editor's publish control.
export { CommunityGate } from './components/community-gate'
export { CommunityPage } from './components/community-page'
export { CommunityPitch } from './components/community-pitch'
export { CommunitySongPage, type CommunitySongViewProps } from './components/community-song-page'
export { PublishToCommunity } from './components/publish-to-community'
