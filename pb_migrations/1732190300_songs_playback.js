/// <reference path="../pb_data/types.d.ts" />
// A song's sound: its style and mixer ({ "style": "bossa", "mix": { "chords": { "volume": 0.8,
// "muted": false }, … } }), in songs and in the community listings that copy them. The client
// decodes and validates it; a song without it plays as block chords.
migrate(
  (db) => {
    const dao = new Dao(db)
    for (const [name, id] of [
      ['songs', 'songs_playback'],
      ['community_songs', 'community_songs_playback'],
    ]) {
      const collection = dao.findCollectionByNameOrId(name)
      collection.schema.addField(
        new SchemaField({
          id,
          name: 'playback',
          type: 'json',
          required: false,
          // A style id and four channels: a few hundred bytes.
          options: { maxSize: 2000 },
        }),
      )
      dao.saveCollection(collection)
    }
  },
  (db) => {
    const dao = new Dao(db)
    for (const [name, id] of [
      ['songs', 'songs_playback'],
      ['community_songs', 'community_songs_playback'],
    ]) {
      const collection = dao.findCollectionByNameOrId(name)
      collection.schema.removeField(id)
      dao.saveCollection(collection)
    }
  },
)
