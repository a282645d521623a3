/// <reference path="../pb_data/types.d.ts" />
// Presence: who has a song open and on which bar, one short-lived record per person and song.
// pb_hooks/presence.pb.js lets only the owner and co-writers write one, copies the writer's name
// and the song's members in, and forgets records nobody refreshed.
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
    const presence = new Collection({
      id: 'songpresence000',
      name: 'presence',
      type: 'base',
      system: false,
      schema: [
        // Ids as text, not relations, so no filter can reach from here into songs or users.
        text('presence_song', 'song', true, id),
        text('presence_user', 'user', true, id),
        text('presence_name', 'name', false, { min: null, max: 100, pattern: '' }),
        // The id of the bar selected ('' for none); bar ids are short and never change.
        text('presence_bar', 'bar', false, { min: null, max: 64, pattern: '^[A-Za-z0-9_-]*$' }),
        // The song's owner and co-writers when last written: who may read this record.
        text('presence_members', 'members', false, { min: null, max: 2000, pattern: '^[a-z0-9 ]*$' }),
      ],
      indexes: [
        'CREATE UNIQUE INDEX `idx_presence_song_user` ON `presence` (`song`, `user`)',
        'CREATE INDEX `idx_presence_updated` ON `presence` (`updated`)',
      ],
      listRule: '@request.auth.id != "" && members ~ @request.auth.id',
      viewRule: '@request.auth.id != "" && members ~ @request.auth.id',
      createRule: '@request.auth.id != "" && user = @request.auth.id',
      updateRule:
        'user = @request.auth.id && @request.data.user:isset = false && @request.data.song:isset = false',
      deleteRule: 'user = @request.auth.id',
      options: {},
    })
    return dao.saveCollection(presence)
  },
  (db) => {
    const dao = new Dao(db)
    return dao.deleteCollection(dao.findCollectionByNameOrId('presence'))
  },
)
