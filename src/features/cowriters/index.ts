// Co-writers: the owner invites people by e-mail to write a song together, live.
export { AcceptInvitationPage } from './components/accept-invitation-page'
export { CowritersPanel } from './components/cowriters-panel'
