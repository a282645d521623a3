/// <reference path="../pb_data/types.d.ts" />
// Applications to the affiliate programme (the /affiliate form). Anyone may send one, signed in or
// not; no user can read, change or delete any, not even their own: only the admin reads them.
// The limits match the form's (src/features/affiliate/application.ts).
migrate(
  (db) => {
    const dao = new Dao(db)

    const applications = new Collection({
      id: 'affiliateapplic',
      name: 'affiliate_applications',
      type: 'base',
      system: false,
      schema: [
        {
          // At least one visible character: a name of only spaces says nothing.
          id: 'affiliate_name',
          name: 'name',
          type: 'text',
          required: true,
          options: { min: null, max: 100, pattern: '\\S' },
        },
        {
          id: 'affiliate_email',
          name: 'email',
          type: 'email',
          required: true,
          options: { exceptDomains: null, onlyDomains: null },
        },
        {
          id: 'affiliate_website',
          name: 'website',
          type: 'url',
          required: false,
          options: { exceptDomains: null, onlyDomains: null },
        },
        {
          // Where they would recommend Songpad: a class, a channel, a blog.
          id: 'affiliate_audience',
          name: 'audience',
          type: 'text',
          required: false,
          options: { min: null, max: 300, pattern: '' },
        },
        {
          id: 'affiliate_message',
          name: 'message',
          type: 'text',
          required: false,
          options: { min: null, max: 2000, pattern: '' },
        },
      ],
      indexes: ['CREATE INDEX `idx_affiliate_applications_created` ON `affiliate_applications` (`created`)'],
      listRule: null,
      viewRule: null,
      createRule: '',
      updateRule: null,
      deleteRule: null,
      options: {},
    })

    return dao.saveCollection(applications)
  },
  (db) => {
    const dao = new Dao(db)
    return dao.deleteCollection(dao.findCollectionByNameOrId('affiliate_applications'))
  },
)
