/// <reference path="../pb_data/types.d.ts" />
// Addresses that have had a trial, kept when their account is deleted so a second account at the
// same address gets none. Only a hash is stored (functions/_lib/trial-addresses.ts says which), so
// the list names nobody. Server-only.
migrate(
  (db) => {
    const dao = new Dao(db)
    const addresses = new Collection({
      id: 'trialaddresses1',
      name: 'trial_addresses',
      type: 'base',
      system: false,
      schema: [
        {
          // SHA-256 of the normalised address, as 64 lowercase hex digits.
          id: 'trial_addresses_hash',
          name: 'email_hash',
          type: 'text',
          required: true,
          options: { min: null, max: null, pattern: '^[0-9a-f]{64}$' },
        },
      ],
      // One trial per address: the database settles concurrent claims.
      indexes: [
        'CREATE UNIQUE INDEX `idx_trial_addresses_hash` ON `trial_addresses` (`email_hash`)',
      ],
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      options: {},
    })
    return dao.saveCollection(addresses)
  },
  (db) => {
    const dao = new Dao(db)
    return dao.deleteCollection(dao.findCollectionByNameOrId('trial_addresses'))
  },
)
