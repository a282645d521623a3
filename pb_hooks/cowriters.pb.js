// Co-writers' routes; what they do is in cowriters.cjs. Each needs a signed-in user; the invite
// route is rate-limited with the others in rate-limits.cjs.
routerAdd('POST', '/api/songpad/cowriters/invite', (c) =>
  require(`${__hooks}/cowriters.cjs`).invite(c),
)
routerAdd('POST', '/api/songpad/cowriters/accept', (c) =>
  require(`${__hooks}/cowriters.cjs`).accept(c),
)
routerAdd('POST', '/api/songpad/cowriters/remove', (c) =>
  require(`${__hooks}/cowriters.cjs`).remove(c),
)

onModelAfterDelete(
  (e) => {
    const table = e.model.tableName()
    const cowriters = require(`${__hooks}/cowriters.cjs`)
    if (table === 'songs') cowriters.forgetSong(e.dao, e.model.id)
    if (table === 'users') cowriters.forgetUser(e.dao, e.model.id)
  },
  'songs',
  'users',
)
