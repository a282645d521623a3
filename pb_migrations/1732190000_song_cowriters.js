/// <reference path="../pb_data/types.d.ts" />
// Co-writers: the owner invites people by e-mail to write a song with them. An invitation is a
// song_cowriters record, written only by pb_hooks/cowriters.pb.js; an accepted co-writer's id is
// also kept on the song (cowriter_ids), so the songs' rules and realtime feed need no join.
// A co-writer reads and saves the song but cannot delete it, share it, move it or invite others.
migrate(
  (db) => {
    const dao = new Dao(db)
    const songs = dao.findCollectionByNameOrId('songs')

    songs.schema.addField(
      new SchemaField({
        id: 'songs_cowriter_ids',
        name: 'cowriter_ids',
        type: 'text',
        required: false,
        // Space-separated user ids, as text: a relation would let a filter reach into the users.
        options: { min: null, max: 2000, pattern: '^[a-z0-9 ]*$' },
      }),
    )

    const owner = 'user = @request.auth.id'
    // Ids are 15 fixed-width characters, so one id is never found inside another.
    const cowriter = '(@request.auth.id != "" && cowriter_ids ~ @request.auth.id)'
    const sharedBySlug = [
      'share_slug != ""',
      'share_slug = @request.headers.x_share_slug',
      '@request.query.filter = ""',
      '@request.query.sort = ""',
    ].join(' && ')
    const serverOnly = '@request.data.cowriter_ids:isset = false'
    songs.listRule = `${owner} || ${cowriter} || (${sharedBySlug})`
    songs.viewRule = `${owner} || ${cowriter} || (${sharedBySlug})`
    songs.createRule = `@request.auth.id != "" && user = @request.auth.id && ${serverOnly}`
    songs.updateRule = [
      `(${owner} && (@request.data.user:isset = false || @request.data.user = @request.auth.id) && ${serverOnly})`,
      `(${cowriter} && @request.data.user:isset = false && @request.data.share_slug:isset = false && ${serverOnly})`,
    ].join(' || ')
    songs.deleteRule = owner
    dao.saveCollection(songs)

    const id = { min: 15, max: 15, pattern: '^[a-z0-9]{15}$' }
    const text = (fieldId, name, required, options) => ({
      id: fieldId,
      name,
      type: 'text',
      required,
      options,
    })
    const cowriters = new Collection({
      id: 'songcowriters00',
      name: 'song_cowriters',
      type: 'base',
      system: false,
      schema: [
        // Ids as text, not relations, so no filter can reach from here into songs or users.
        text('song_cowriters_song', 'song', true, id),
        text('song_cowriters_owner', 'owner', true, id),
        // Empty until the invitation is accepted.
        text('song_cowriters_user', 'user', false, { min: null, max: 15, pattern: '^[a-z0-9]*$' }),
        text('song_cowriters_email', 'email', true, { min: 3, max: 254, pattern: '' }),
        // The co-writer's name once accepted, so the owner's list needs no read of the account.
        text('song_cowriters_name', 'name', false, { min: null, max: 100, pattern: '' }),
        {
          id: 'song_cowriters_status',
          name: 'status',
          type: 'select',
          required: true,
          options: { maxSelect: 1, values: ['pending', 'accepted'] },
        },
        // SHA-256 of the link's secret; the secret itself is only in the mail.
        {
          id: 'song_cowriters_token_hash',
          name: 'token_hash',
          type: 'text',
          required: true,
          system: false,
          presentable: false,
          options: { min: 64, max: 64, pattern: '^[a-f0-9]{64}$' },
        },
      ],
      indexes: [
        'CREATE UNIQUE INDEX `idx_song_cowriters_song_email` ON `song_cowriters` (`song`, `email`)',
        'CREATE UNIQUE INDEX `idx_song_cowriters_token_hash` ON `song_cowriters` (`token_hash`)',
        'CREATE INDEX `idx_song_cowriters_owner` ON `song_cowriters` (`owner`)',
        'CREATE INDEX `idx_song_cowriters_user` ON `song_cowriters` (`user`)',
      ],
      // The owner sees every invitation of their songs; a co-writer only their own.
      listRule: '@request.auth.id != "" && (owner = @request.auth.id || user = @request.auth.id)',
      viewRule: '@request.auth.id != "" && (owner = @request.auth.id || user = @request.auth.id)',
      createRule: null,
      updateRule: null,
      deleteRule: null,
      options: {},
    })
    return dao.saveCollection(cowriters)
  },
  (db) => {
    const dao = new Dao(db)
    dao.deleteCollection(dao.findCollectionByNameOrId('song_cowriters'))
    const songs = dao.findCollectionByNameOrId('songs')
    songs.schema.removeField('songs_cowriter_ids')
    const owner = 'user = @request.auth.id'
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
)
