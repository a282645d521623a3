/// <reference path="../pb_data/types.d.ts" />
// Songs get a key and a share slug. A song is readable by anyone who sends its slug in the
// X-Share-Slug header while it is shared; no one can list or read another user's songs otherwise.
migrate(
  (db) => {
    const dao = new Dao(db)
    const songs = dao.findCollectionByNameOrId('songs')

    songs.schema.addField(
      new SchemaField({
        id: 'songs_key',
        name: 'key',
        type: 'text',
        required: false,
        // "C", "F#m", "Bb major": short by nature; the client decodes and validates it.
        options: { min: null, max: 32, pattern: '' },
      }),
    )
    songs.schema.addField(
      new SchemaField({
        id: 'songs_share_slug',
        name: 'share_slug',
        type: 'text',
        required: false,
        // Empty means not shared. A slug is base64url of at least 16 random bytes (22+ characters),
        // so a guessable one ("a", "test") can never open a song; PocketBase skips the check for "".
        options: { min: 22, max: 64, pattern: '^[A-Za-z0-9_-]+$' },
      }),
    )

    // One song per slug; every unshared song has "" and must not collide.
    songs.indexes = [
      ...songs.indexes,
      "CREATE UNIQUE INDEX `idx_songs_share_slug` ON `songs` (`share_slug`) WHERE `share_slug` != ''",
    ]

    const owner = 'user = @request.auth.id'
    // Header names reach rules lowercased, with "-" turned into "_". A filter or sort could probe
    // the owner's record through the `user` relation (user.name ~ "a"…) or another song's, so a
    // song read by its slug answers only a request that has neither.
    const sharedBySlug = [
      'share_slug != ""',
      'share_slug = @request.headers.x_share_slug',
      '@request.query.filter = ""',
      '@request.query.sort = ""',
    ].join(' && ')
    songs.listRule = `${owner} || (${sharedBySlug})`
    songs.viewRule = `${owner} || (${sharedBySlug})`
    songs.createRule = '@request.auth.id != "" && user = @request.auth.id'
    songs.updateRule = `${owner} && (@request.data.user:isset = false || @request.data.user = @request.auth.id)`
    songs.deleteRule = owner

    return dao.saveCollection(songs)
  },
  (db) => {
    const dao = new Dao(db)
    const songs = dao.findCollectionByNameOrId('songs')

    songs.schema.removeField('songs_key')
    songs.schema.removeField('songs_share_slug')
    songs.indexes = songs.indexes.filter((index) => !index.includes('idx_songs_share_slug'))
    songs.listRule = 'user = @request.auth.id'
    songs.viewRule = 'user = @request.auth.id'
    songs.createRule = '@request.auth.id != "" && @request.data.user = @request.auth.id'
    songs.updateRule =
      'user = @request.auth.id && (@request.data.user:isset = false || @request.data.user = @request.auth.id)'
    songs.deleteRule = 'user = @request.auth.id'

    return dao.saveCollection(songs)
  },
)
