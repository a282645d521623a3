/// <reference path="../pb_data/types.d.ts" />
// The community: published copies of songs, likes and reports. Premium and trial users read and publish;
// pb_hooks/community.pb.js fills a listing from its song, keeps it in step, and counts the likes.
migrate(
  (db) => {
    const dao = new Dao(db)

    const premium = '(@request.auth.premium_until > @now || @request.auth.trial_until > @now)'
    const member = `@request.auth.id != "" && ${premium}`
    const userId = { min: null, max: null, pattern: '^[a-z0-9]{15}$' }
    const text = (id, name, required, options) => ({ id, name, type: 'text', required, options })
    const number = (id, name, options) => ({ id, name, type: 'number', required: false, options })
    const json = (id, name) => ({ id, name, type: 'json', required: false, options: { maxSize: 2000000 } })

    const songs = new Collection({
      id: 'communitysongs0',
      name: 'community_songs',
      type: 'base',
      system: false,
      schema: [
        // Ids as text, not relations, so no filter here can reach into songs or users.
        text('community_songs_song_id', 'song_id', true, { min: 15, max: 15, pattern: '^[a-z0-9]{15}$' }),
        // Always set by the hook; not flagged required, as PocketBase checks required fields
        // before a create hook runs, which would make clients send an author the hook then replaces.
        text('community_songs_author', 'author', false, userId),
        text('community_songs_author_name', 'author_name', false, { min: null, max: 100, pattern: '' }),
        // The song's own fields, with the limits they have in songs.
        text('community_songs_name', 'name', false, { min: null, max: null, pattern: '' }),
        text('community_songs_description', 'description', false, { min: null, max: null, pattern: '' }),
        json('community_songs_tags', 'tags'),
        number('community_songs_instrument', 'instrument', { min: null, max: null, noDecimal: true }),
        number('community_songs_bpm', 'bpm', { min: null, max: null, noDecimal: false }),
        text('community_songs_timesignature', 'timesignature', false, { min: null, max: null, pattern: '' }),
        text('community_songs_key', 'key', false, { min: null, max: 32, pattern: '' }),
        number('community_songs_version', 'version', { min: null, max: null, noDecimal: true }),
        json('community_songs_tablecontent', 'tablecontent'),
        json('community_songs_labelcontent', 'labelcontent'),
        number('community_songs_likes', 'likes', { min: 0, max: null, noDecimal: true }),
      ],
      indexes: [
        // One listing per song: the database settles a double publish.
        'CREATE UNIQUE INDEX `idx_community_songs_song_id` ON `community_songs` (`song_id`)',
        'CREATE INDEX `idx_community_songs_author` ON `community_songs` (`author`)',
        'CREATE INDEX `idx_community_songs_created` ON `community_songs` (`created`)',
        'CREATE INDEX `idx_community_songs_likes` ON `community_songs` (`likes`)',
      ],
      listRule: member,
      viewRule: member,
      createRule: member,
      // Only the hooks write a listing: its content comes from the song, its likes from the count.
      updateRule: null,
      deleteRule: 'author = @request.auth.id',
      options: {},
    })
    dao.saveCollection(songs)

    const likes = new Collection({
      id: 'communitylikes0',
      name: 'community_likes',
      type: 'base',
      system: false,
      schema: [
        // Both ids as text, not relations: PocketBase 0.22 resolves back-relations in filters whatever
        // the rules, so community_songs could be filtered by its likers' profiles and private songs
        // (community_likes_via_song.user.songs_via_user.name) or by who liked it. The hooks cascade.
        text('community_likes_song', 'song', true, { min: 15, max: 15, pattern: '^[a-z0-9]{15}$' }),
        text('community_likes_user', 'user', true, userId),
      ],
      indexes: [
        'CREATE UNIQUE INDEX `idx_community_likes_song_user` ON `community_likes` (`song`, `user`)',
        'CREATE INDEX `idx_community_likes_user` ON `community_likes` (`user`)',
      ],
      listRule: 'user = @request.auth.id',
      viewRule: 'user = @request.auth.id',
      createRule: `@request.auth.id != "" && user = @request.auth.id && ${premium}`,
      updateRule: null,
      deleteRule: 'user = @request.auth.id',
      options: {},
    })
    dao.saveCollection(likes)

    const reports = new Collection({
      id: 'communityreport',
      name: 'community_reports',
      type: 'base',
      system: false,
      schema: [
        // A community_songs id; text so the report outlives the listing.
        text('community_reports_song_id', 'song_id', true, { min: 15, max: 15, pattern: '^[a-z0-9]{15}$' }),
        text('community_reports_reporter', 'reporter', true, userId),
        {
          id: 'community_reports_reason',
          name: 'reason',
          type: 'select',
          required: true,
          options: { maxSelect: 1, values: ['spam', 'offensive', 'copyright', 'other'] },
        },
        text('community_reports_details', 'details', false, { min: null, max: 1000, pattern: '' }),
        // Snapshots of the listing, filled by the hook, for the moderator after an unpublish.
        text('community_reports_song_name', 'song_name', false, { min: null, max: null, pattern: '' }),
        text('community_reports_author', 'author', false, { min: null, max: null, pattern: '' }),
      ],
      indexes: [
        'CREATE UNIQUE INDEX `idx_community_reports_song_reporter` ON `community_reports` (`song_id`, `reporter`)',
        'CREATE INDEX `idx_community_reports_reporter` ON `community_reports` (`reporter`)',
      ],
      // Read in the admin UI only, for moderation.
      listRule: null,
      viewRule: null,
      createRule: `@request.auth.id != "" && reporter = @request.auth.id && ${premium}`,
      updateRule: null,
      deleteRule: null,
      options: {},
    })
    return dao.saveCollection(reports)
  },
  (db) => {
    const dao = new Dao(db)
    for (const name of ['community_reports', 'community_likes', 'community_songs']) {
      dao.deleteCollection(dao.findCollectionByNameOrId(name))
    }
  },
)
