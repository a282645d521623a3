// Co-writers of a song: invitations by e-mail, accepting one, removing a co-writer. Only these
// routes write song_cowriters and a song's cowriter_ids (pb_hooks/cowriters.pb.js). The pure parts
// (addresses, id lists, wording) are unit-tested in node; the rest runs inside PocketBase.

// Enough for a band; a song shared far wider is better published.
const MAX_COWRITERS_PER_SONG = 10
const EMAIL_MAX_LENGTH = 254
const TOKEN_LENGTH = 40

const MESSAGES = {
  signIn: 'Sign in to do this.',
  songMissing: 'This song does not exist, or it is not yours to share.',
  ownerOnly: 'Only the owner of a song can invite or remove co-writers.',
  emailInvalid: 'Enter the e-mail address of the person to invite.',
  emailSelf: 'This is your own address: you already write this song.',
  tooMany: `A song can have at most ${MAX_COWRITERS_PER_SONG} co-writers.`,
  alreadyCowriter: 'This person already writes this song with you.',
  invitationMissing:
    'This invitation is not valid any more. Ask the owner of the song for a new one.',
  otherAddress:
    'This invitation was sent to another address. Sign in with the address it was sent to.',
  needsPremium: 'Co-writing needs premium or a trial. Upgrade on your account page, then accept.',
  ownSong: 'This is your own song.',
  cowriterMissing: 'This co-writer or invitation does not exist any more.',
}

function normalizeEmail(value) {
  return typeof value === 'string' ? value.trim().toLowerCase() : ''
}

// One @, something on each side, a dot in the domain, no spaces: the mail server judges the rest.
function isEmail(value) {
  return value.length <= EMAIL_MAX_LENGTH && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)
}

function idList(text) {
  return String(text || '')
    .split(' ')
    .filter((id) => /^[a-z0-9]{15}$/.test(id))
}

function withId(text, id) {
  const ids = idList(text)
  return ids.includes(id) ? ids.join(' ') : [...ids, id].join(' ')
}

function withoutId(text, id) {
  return idList(text)
    .filter((other) => other !== id)
    .join(' ')
}

// PocketBase's own date text, which compares as text with its stored dates.
const dateText = (ms) => new Date(ms).toISOString().replace('T', ' ')

// Premium or a running trial, as the app's get-active-premium decides it: either date still ahead.
function hasPremiumAccess(premiumUntil, trialUntil, nowMs = Date.now()) {
  const now = dateText(nowMs)
  return String(premiumUntil || '') > now || String(trialUntil || '') > now
}

function escapeHtml(text) {
  return String(text)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}

function invitationMail({ inviter, song, link }) {
  const songName = song || 'a song'
  const subject = `${inviter} invites you to write “${songName}” on Songpad`
  const text = [
    `${inviter} invites you to write the song “${songName}” together on Songpad.`,
    '',
    `Accept the invitation: ${link}`,
    '',
    'Co-writing needs Songpad premium or a trial. If you did not expect this mail, ignore it.',
  ].join('\n')
  const html = [
    `<p>${escapeHtml(inviter)} invites you to write the song “${escapeHtml(songName)}” together on Songpad.</p>`,
    `<p><a href="${escapeHtml(link)}">Accept the invitation</a></p>`,
    '<p>Co-writing needs Songpad premium or a trial. If you did not expect this mail, ignore it.</p>',
  ].join('\n')
  return { subject, text, html }
}

function fail(status, message) {
  const error = new ApiError(status, message, {})
  throw error
}

function findSong(dao, id) {
  if (typeof id !== 'string' || !/^[a-z0-9]{15}$/.test(id)) return null
  try {
    return dao.findRecordById('songs', id)
  } catch (_) {
    return null
  }
}

function invite(c) {
  const info = $apis.requestInfo(c)
  const user = info.authRecord
  if (!user) fail(401, MESSAGES.signIn)
  const body = info.data || {}
  const dao = $app.dao()
  const song = findSong(dao, body.song)
  const isCowriter = song && idList(song.getString('cowriter_ids')).includes(user.id)
  if (!song || (song.getString('user') !== user.id && !isCowriter)) fail(404, MESSAGES.songMissing)
  if (song.getString('user') !== user.id) fail(403, MESSAGES.ownerOnly)
  const email = normalizeEmail(body.email)
  if (!isEmail(email)) fail(400, MESSAGES.emailInvalid)
  if (email === normalizeEmail(user.email())) fail(400, MESSAGES.emailSelf)

  const existing = dao.findRecordsByFilter('song_cowriters', 'song = {:song}', '', 0, 0, {
    song: song.id,
  })
  let record = existing.find((other) => other.getString('email') === email)
  if (record && record.getString('status') === 'accepted') fail(409, MESSAGES.alreadyCowriter)
  if (!record && existing.length >= MAX_COWRITERS_PER_SONG) fail(400, MESSAGES.tooMany)

  // Inviting again sends a fresh link; the old one stops working.
  const token = $security.randomString(TOKEN_LENGTH)
  if (!record) {
    record = new Record(dao.findCollectionByNameOrId('song_cowriters'))
    record.set('song', song.id)
    record.set('owner', user.id)
    record.set('email', email)
    record.set('status', 'pending')
  }
  record.set('token_hash', $security.sha256(token))
  dao.saveRecord(record)

  const settings = $app.settings()
  const link = `${settings.meta.appUrl.replace(/\/+$/, '')}/co-write/${token}`
  const mail = invitationMail({
    inviter: user.getString('name') || 'A Songpad user',
    song: song.getString('name'),
    link,
  })
  $app.newMailClient().send(
    new MailerMessage({
      from: { address: settings.meta.senderAddress, name: settings.meta.senderName },
      to: [{ address: email }],
      subject: mail.subject,
      html: mail.html,
      text: mail.text,
    }),
  )
  return c.json(201, publicInvitation(record))
}

function publicInvitation(record) {
  return {
    id: record.id,
    song: record.getString('song'),
    email: record.getString('email'),
    name: record.getString('name'),
    status: record.getString('status'),
  }
}

function accept(c) {
  const info = $apis.requestInfo(c)
  const user = info.authRecord
  if (!user) fail(401, MESSAGES.signIn)
  const token = info.data?.token
  if (typeof token !== 'string' || token.length !== TOKEN_LENGTH)
    fail(404, MESSAGES.invitationMissing)
  const dao = $app.dao()
  let record
  try {
    record = dao.findFirstRecordByData('song_cowriters', 'token_hash', $security.sha256(token))
  } catch (_) {
    fail(404, MESSAGES.invitationMissing)
  }
  const song = findSong(dao, record.getString('song'))
  if (!song) fail(404, MESSAGES.invitationMissing)
  if (song.getString('user') === user.id) fail(400, MESSAGES.ownSong)
  if (record.getString('email') !== normalizeEmail(user.email())) fail(403, MESSAGES.otherAddress)
  if (!hasPremiumAccess(user.getString('premium_until'), user.getString('trial_until'))) {
    fail(403, MESSAGES.needsPremium)
  }

  dao.runInTransaction((tx) => {
    record.set('user', user.id)
    record.set('name', user.getString('name').slice(0, 100))
    record.set('status', 'accepted')
    // The link is spent: a fresh secret nobody holds takes its place.
    record.set('token_hash', $security.sha256($security.randomString(TOKEN_LENGTH)))
    tx.saveRecord(record)
    const fresh = tx.findRecordById('songs', song.id)
    fresh.set('cowriter_ids', withId(fresh.getString('cowriter_ids'), user.id))
    tx.saveRecord(fresh)
    shareHistory(tx, fresh)
  })
  return c.json(200, publicInvitation(record))
}

// The owner removes a co-writer or an invitation; a co-writer may also leave. Access ends with
// the song's cowriter_ids, which every rule and the realtime feed read.
function remove(c) {
  const info = $apis.requestInfo(c)
  const user = info.authRecord
  if (!user) fail(401, MESSAGES.signIn)
  const id = info.data?.id
  if (typeof id !== 'string' || !/^[a-z0-9]{15}$/.test(id)) fail(404, MESSAGES.cowriterMissing)
  const dao = $app.dao()
  let record
  try {
    record = dao.findRecordById('song_cowriters', id)
  } catch (_) {
    fail(404, MESSAGES.cowriterMissing)
  }
  const isOwner = record.getString('owner') === user.id
  if (!isOwner && record.getString('user') !== user.id) fail(404, MESSAGES.cowriterMissing)
  dao.runInTransaction((tx) => {
    const cowriterId = record.getString('user')
    tx.deleteRecord(record)
    if (!cowriterId) return
    forgetPresence(tx, record.getString('song'), cowriterId)
    const song = findSong(tx, record.getString('song'))
    if (!song) return
    song.set('cowriter_ids', withoutId(song.getString('cowriter_ids'), cowriterId))
    tx.saveRecord(song)
    shareHistory(tx, song)
  })
  return c.json(200, { removed: true })
}

// The song's history is read by whoever writes the song now.
function shareHistory(dao, song) {
  const members = [song.getString('user'), ...idList(song.getString('cowriter_ids'))].join(' ')
  require(`${__hooks}/song-history.cjs`).setMembers(dao, song.id, members)
}

// A removed co-writer's badge goes at once, and no badge of the song is readable by them any more.
function forgetPresence(dao, songId, userId) {
  for (const row of dao.findRecordsByFilter('presence', 'song = {:song}', '', 0, 0, {
    song: songId,
  })) {
    if (row.getString('user') === userId) {
      dao.deleteRecord(row)
      continue
    }
    row.set('members', withoutId(row.getString('members'), userId))
    dao.saveRecord(row)
  }
}

// A song deleted takes its invitations with it; an account deleted leaves every song it co-wrote.
function forgetSong(dao, songId) {
  for (const record of dao.findRecordsByFilter('song_cowriters', 'song = {:id}', '', 0, 0, {
    id: songId,
  })) {
    dao.deleteRecord(record)
  }
  dao
    .nonconcurrentDB()
    .newQuery('DELETE FROM presence WHERE song = {:id}')
    .bind({ id: songId })
    .execute()
}

function forgetUser(dao, userId) {
  const rows = dao.findRecordsByFilter('song_cowriters', 'user = {:id}', '', 0, 0, { id: userId })
  for (const record of rows) {
    const song = findSong(dao, record.getString('song'))
    if (song) {
      song.set('cowriter_ids', withoutId(song.getString('cowriter_ids'), userId))
      dao.saveRecord(song)
    }
    dao.deleteRecord(record)
  }
}

module.exports = {
  MAX_COWRITERS_PER_SONG,
  MESSAGES,
  normalizeEmail,
  isEmail,
  idList,
  withId,
  withoutId,
  hasPremiumAccess,
  invitationMail,
  invite,
  accept,
  remove,
  forgetSong,
  forgetUser,
}
