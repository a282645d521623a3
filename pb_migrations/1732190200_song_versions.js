/// <reference path="../pb_data/types.d.ts" />
// A song's history: each accepted save keeps the song as it was then, who saved it and a short
// summary of what changed (pb_hooks/song-history.pb.js writes them, the last 100 per song). The
// owner and the co-writers read them (members, kept in step by the co-writer routes); no one writes.
migrate(
  (db) => {
    const dao = new Dao(db)
    const id = { min: 15, max: 15, pattern: '^[a-z0-9]{15}$' }
    const text = (fieldId, name, required, options) => ({
      id: fieldId,
      name,
      type: 'text',
      required,
      options,
    })
    const versions = new Collection({
      id: 'songversions000',
      name: 'song_versions',
      type: 'base',
      system: false,
      schema: [
        // Ids as text, not relations, so no filter can reach from here into songs or users.
        text('song_versions_song', 'song', true, id),
        text('song_versions_author', 'author', false, { min: null, max: 15, pattern: '^[a-z0-9]*$' }),
        text('song_versions_author_name', 'author_name', false, { min: null, max: 100, pattern: '' }),
        {
          id: 'song_versions_revision',
          name: 'revision',
          type: 'number',
          required: false,
          options: { min: 0, max: null, noDecimal: true },
        },
        text('song_versions_summary', 'summary', false, { min: null, max: 500, pattern: '' }),
        {
          id: 'song_versions_snapshot',
          name: 'snapshot',
          type: 'json',
          required: false,
          options: { maxSize: 2000000 },
        },
        text('song_versions_members', 'members', false, { min: null, max: 2000, pattern: '^[a-z0-9 ]*$' }),
      ],
      indexes: ['CREATE INDEX `idx_song_versions_song_revision` ON `song_versions` (`song`, `revision`)'],
      listRule: '@request.auth.id != "" && members ~ @request.auth.id',
      viewRule: '@request.auth.id != "" && members ~ @request.auth.id',
      createRule: null,
      updateRule: null,
      deleteRule: null,
      options: {},
    })
    return dao.saveCollection(versions)
  },
  (db) => {
    const dao = new Dao(db)
    return dao.deleteCollection(dao.findCollectionByNameOrId('song_versions'))
  },
)
