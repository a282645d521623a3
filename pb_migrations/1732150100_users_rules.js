/// <reference path="../pb_data/types.d.ts" />
// Users see and edit only themselves; premium and trial fields are written by the server alone.
migrate(
  (db) => {
    const dao = new Dao(db)
    const users = dao.findCollectionByNameOrId('users')

    const serverOnlyUntouched = [
      '@request.data.premium_until:isset = false',
      '@request.data.trial_until:isset = false',
      '@request.data.didTrial:isset = false',
    ].join(' && ')

    users.listRule = 'id = @request.auth.id'
    users.viewRule = 'id = @request.auth.id'
    users.createRule = serverOnlyUntouched
    users.updateRule = `id = @request.auth.id && ${serverOnlyUntouched}`
    users.deleteRule = 'id = @request.auth.id'

    return dao.saveCollection(users)
  },
  (db) => {
    const dao = new Dao(db)
    const users = dao.findCollectionByNameOrId('users')

    users.listRule = 'id = @request.auth.id'
    users.viewRule = 'id = @request.auth.id'
    users.createRule = ''
    users.updateRule = 'id = @request.auth.id'
    users.deleteRule = 'id = @request.auth.id'

    return dao.saveCollection(users)
  },
)
