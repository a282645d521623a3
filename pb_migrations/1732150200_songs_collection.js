/// <reference path="../pb_data/types.d.ts" />
// Songs belong to one user, who alone may read, change or delete them.
migrate(
  (db) => {
    const dao = new Dao(db)

    const songs = new Collection({
      id: 'songscollection',
      name: 'songs',
      type: 'base',
      system: false,
      schema: [
        {
          id: 'songs_user',
          name: 'user',
          type: 'relation',
          required: true,
          options: {
            collectionId: '_pb_users_auth_',
            cascadeDelete: true,
            minSelect: null,
            maxSelect: 1,
            displayFields: null,
          },
        },
        {
          id: 'songs_name',
          name: 'name',
          type: 'text',
          required: false,
          options: { min: null, max: null, pattern: '' },
        },
        {
          id: 'songs_tablecontent',
          name: 'tablecontent',
          type: 'json',
          required: false,
          options: { maxSize: 2000000 },
        },
        {
          id: 'songs_labelcontent',
          name: 'labelcontent',
          type: 'json',
          required: false,
          options: { maxSize: 2000000 },
        },
        {
          id: 'songs_version',
          name: 'version',
          type: 'number',
          required: false,
          options: { min: null, max: null, noDecimal: true },
        },
        {
          id: 'songs_instrument',
          name: 'instrument',
          type: 'number',
          required: false,
          options: { min: null, max: null, noDecimal: true },
        },
        {
          id: 'songs_bpm',
          name: 'bpm',
          type: 'number',
          required: false,
          options: { min: null, max: null, noDecimal: false },
        },
        {
          id: 'songs_timesignature',
          name: 'timesignature',
          type: 'text',
          required: false,
          options: { min: null, max: null, pattern: '' },
        },
        {
          id: 'songs_tags',
          name: 'tags',
          type: 'json',
          required: false,
          options: { maxSize: 2000000 },
        },
        {
          id: 'songs_description',
          name: 'description',
          type: 'text',
          required: false,
          options: { min: null, max: null, pattern: '' },
        },
      ],
      indexes: ['CREATE INDEX `idx_songs_user` ON `songs` (`user`)'],
      listRule: 'user = @request.auth.id',
      viewRule: 'user = @request.auth.id',
      createRule: '@request.auth.id != "" && @request.data.user = @request.auth.id',
      updateRule:
        'user = @request.auth.id && (@request.data.user:isset = false || @request.data.user = @request.auth.id)',
      deleteRule: 'user = @request.auth.id',
      options: {},
    })

    return dao.saveCollection(songs)
  },
  (db) => {
    const dao = new Dao(db)
    const songs = dao.findCollectionByNameOrId('songs')

    return dao.deleteCollection(songs)
  },
)
