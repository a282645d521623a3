/// <reference path="../pb_data/types.d.ts" />
// Songs get a revision: a count of accepted updates, which every update must name as the one it
// was made on (pb_hooks/song-revisions.pb.js refuses a stale one). Existing songs start at 0.
migrate(
  (db) => {
    const dao = new Dao(db)
    const songs = dao.findCollectionByNameOrId('songs')

    songs.schema.addField(
      new SchemaField({
        id: 'songs_revision',
        name: 'revision',
        type: 'number',
        required: false,
        options: { min: 0, max: null, noDecimal: true },
      }),
    )

    return dao.saveCollection(songs)
  },
  (db) => {
    const dao = new Dao(db)
    const songs = dao.findCollectionByNameOrId('songs')

    songs.schema.removeField('songs_revision')

    return dao.saveCollection(songs)
  },
)
