/// <reference path="../pb_data/types.d.ts" />
// Mailing-list members when no mailing-list service is configured. Server-only.
migrate(
  (db) => {
    const dao = new Dao(db)

    const members = new Collection({
      id: 'listmemberscoll',
      name: 'list_members',
      type: 'base',
      system: false,
      schema: [
        {
          id: 'list_members_email',
          name: 'email',
          type: 'email',
          required: true,
          options: { exceptDomains: null, onlyDomains: null },
        },
        {
          id: 'list_members_list',
          name: 'list',
          type: 'number',
          required: true,
          options: { min: 1, max: null, noDecimal: true },
        },
        {
          id: 'list_members_name',
          name: 'name',
          type: 'text',
          required: false,
          options: { min: null, max: 200, pattern: '' },
        },
        {
          // The member's users id as text (see the gifts migration); their rows go with their account.
          id: 'list_members_user',
          name: 'user',
          type: 'text',
          required: false,
          options: { min: null, max: null, pattern: '^[a-z0-9]{15}$' },
        },
      ],
      indexes: [
        'CREATE UNIQUE INDEX `idx_list_members_email_list` ON `list_members` (`email`, `list`)',
        'CREATE INDEX `idx_list_members_user` ON `list_members` (`user`)',
      ],
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      options: {},
    })

    return dao.saveCollection(members)
  },
  (db) => {
    const dao = new Dao(db)
    return dao.deleteCollection(dao.findCollectionByNameOrId('list_members'))
  },
)
