// Collections that keep user ids as text, not relations (see pb_migrations/1732151100_gifts_collection.js),
// so PocketBase cannot cascade; this does it, inside the transaction that deletes the user.
onModelBeforeDelete((e) => {
  // Hook handlers run in isolated VMs, so the list must live inside the handler.
  const owned = [
    ['gifts', 'receiver'],
    ['edu_grants', 'user'],
    ['list_members', 'user'],
    // Listings take their likes along; the likes' own hooks recount the songs they liked.
    ['community_songs', 'author'],
    ['community_likes', 'user'],
    ['community_reports', 'reporter'],
  ]
  const dao = e.dao
  const id = e.model.id

  for (const [collection, field] of owned) {
    const records = dao.findRecordsByFilter(collection, `${field} = {:id}`, '', 0, 0, { id })
    for (const record of records) dao.deleteRecord(record)
  }
  // A gift outlives its giver's account: the receiver's trial was used all the same.
  const given = dao.findRecordsByFilter('gifts', 'giver = {:id}', '', 0, 0, { id })
  for (const gift of given) {
    gift.set('giver', '')
    dao.saveRecord(gift)
  }
}, 'users')
