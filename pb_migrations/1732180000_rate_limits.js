/// <reference path="../pb_data/types.d.ts" />
// Counters of pb_hooks/rate-limits.pb.js: one row per limit and subject (a hashed address, account or
// e-mail), counting hits until `window_ends`. Server-only; deleting a row in the admin UI lifts that
// limit at once.
migrate(
  (db) => {
    const dao = new Dao(db)
    const counters = new Collection({
      id: 'ratelimitscount',
      name: 'rate_limits',
      type: 'base',
      system: false,
      schema: [
        {
          // "<limit name>:<sha256 of the subject>"
          id: 'rate_limits_key',
          name: 'key',
          type: 'text',
          required: true,
          options: { min: null, max: 200, pattern: '' },
        },
        {
          id: 'rate_limits_hits',
          name: 'hits',
          type: 'number',
          required: false,
          options: { min: 0, max: null, noDecimal: true },
        },
        {
          // PocketBase's date text ("2026-11-26 07:41:16.000Z"), compared as text.
          id: 'rate_limits_window_ends',
          name: 'window_ends',
          type: 'text',
          required: true,
          options: { min: null, max: 30, pattern: '' },
        },
      ],
      // The unique key lets one upsert count concurrent requests exactly.
      indexes: [
        'CREATE UNIQUE INDEX `idx_rate_limits_key` ON `rate_limits` (`key`)',
        'CREATE INDEX `idx_rate_limits_window_ends` ON `rate_limits` (`window_ends`)',
      ],
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      options: {},
    })
    return dao.saveCollection(counters)
  },
  (db) => {
    const dao = new Dao(db)
    return dao.deleteCollection(dao.findCollectionByNameOrId('rate_limits'))
  },
)
