/// <reference path="../pb_data/types.d.ts" />
// A claimed trial gift: who gave it, who got it and when (`created`). Only the server reads or writes it.
// User ids are plain text, not relations: PocketBase 0.22 lets any user filter their own record by a
// back-relation (`gifts_via_receiver.giver.…`) whatever this collection's rules, which would leak it.
migrate(
  (db) => {
    const dao = new Dao(db)

    const gifts = new Collection({
      id: 'giftscollection',
      name: 'gifts',
      type: 'base',
      system: false,
      schema: [
        {
          // A users id; emptied when the giver deletes their account (pb_hooks/account-cleanup.pb.js).
          id: 'gifts_giver',
          name: 'giver',
          type: 'text',
          required: false,
          options: { min: null, max: null, pattern: '^[a-z0-9]{15}$' },
        },
        {
          // A users id; the gift goes when the receiver deletes their account.
          id: 'gifts_receiver',
          name: 'receiver',
          type: 'text',
          required: true,
          options: { min: null, max: null, pattern: '^[a-z0-9]{15}$' },
        },
      ],
      // One gift per receiver: the database settles concurrent claims.
      indexes: [
        'CREATE UNIQUE INDEX `idx_gifts_receiver` ON `gifts` (`receiver`)',
        'CREATE INDEX `idx_gifts_giver` ON `gifts` (`giver`)',
      ],
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      options: {},
    })

    return dao.saveCollection(gifts)
  },
  (db) => {
    const dao = new Dao(db)
    return dao.deleteCollection(dao.findCollectionByNameOrId('gifts'))
  },
)
