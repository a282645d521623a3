/// <reference path="../pb_data/types.d.ts" />
// A community listing carries its song's words as text (pb_hooks/community-words.cjs fills it), so
// the community's search finds a song by its lyrics. Listings get their words when their song is
// next saved: songs stored before words existed have none.
migrate(
  (db) => {
    const dao = new Dao(db)
    const listings = dao.findCollectionByNameOrId('community_songs')
    listings.schema.addField(
      new SchemaField({
        id: 'community_songs_words',
        name: 'words',
        type: 'text',
        required: false,
        // SONG_WORDS_MAX_LENGTH (src/song/limits.ts): the hook cuts the text there.
        options: { min: null, max: 20000, pattern: '' },
      }),
    )
    return dao.saveCollection(listings)
  },
  (db) => {
    const dao = new Dao(db)
    const listings = dao.findCollectionByNameOrId('community_songs')
    listings.schema.removeField('community_songs_words')
    return dao.saveCollection(listings)
  },
)
