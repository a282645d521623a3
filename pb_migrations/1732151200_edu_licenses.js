/// <reference path="../pb_data/types.d.ts" />
// Edu licenses give premium to users of a school's e-mail domain, one seat each. Server-only.
migrate(
  (db) => {
    const dao = new Dao(db)

    const licenses = new Collection({
      id: 'edulicensescoll',
      name: 'edu_licenses',
      type: 'base',
      system: false,
      schema: [
        {
          id: 'edu_licenses_domain',
          name: 'domain',
          type: 'text',
          required: true,
          // Lowercase host names only, so lookups can compare exactly.
          options: { min: 3, max: 253, pattern: '^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$' },
        },
        {
          id: 'edu_licenses_seats',
          name: 'seats',
          type: 'number',
          required: false,
          options: { min: 0, max: null, noDecimal: true },
        },
        {
          id: 'edu_licenses_valid_until',
          name: 'valid_until',
          type: 'date',
          required: true,
          options: { min: '', max: '' },
        },
      ],
      indexes: ['CREATE UNIQUE INDEX `idx_edu_licenses_domain` ON `edu_licenses` (`domain`)'],
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      options: {},
    })
    dao.saveCollection(licenses)

    const grants = new Collection({
      id: 'edugrantscollec',
      name: 'edu_grants',
      type: 'base',
      system: false,
      schema: [
        {
          id: 'edu_grants_license',
          name: 'license',
          type: 'relation',
          required: true,
          options: {
            collectionId: 'edulicensescoll',
            cascadeDelete: true,
            minSelect: null,
            maxSelect: 1,
            displayFields: null,
          },
        },
        {
          // A users id as text, not a relation, so no user filter can reach a grant (see the gifts migration).
          id: 'edu_grants_user',
          name: 'user',
          type: 'text',
          required: true,
          options: { min: null, max: null, pattern: '^[a-z0-9]{15}$' },
        },
        {
          id: 'edu_grants_seat',
          name: 'seat',
          type: 'number',
          required: true,
          options: { min: 1, max: null, noDecimal: true },
        },
      ],
      // One grant per user, and each seat number of a license taken once: the database
      // settles concurrent registrations, so a license never hands out more seats than it has.
      indexes: [
        'CREATE UNIQUE INDEX `idx_edu_grants_user` ON `edu_grants` (`user`)',
        'CREATE UNIQUE INDEX `idx_edu_grants_license_seat` ON `edu_grants` (`license`, `seat`)',
      ],
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      options: {},
    })

    return dao.saveCollection(grants)
  },
  (db) => {
    const dao = new Dao(db)
    dao.deleteCollection(dao.findCollectionByNameOrId('edu_grants'))
    return dao.deleteCollection(dao.findCollectionByNameOrId('edu_licenses'))
  },
)
