/// <reference path="../pb_data/types.d.ts" />
// A song's revision never goes back. pb_hooks/song-revisions.pb.js writes a save with its new
// revision in one conditional UPDATE; PocketBase then writes the same record again. Should another
// save's UPDATE land in between, that second write would put the older revision and song back over
// the newer one: SQLite skips it instead.
migrate(
  (db) => {
    db.newQuery(
      `CREATE TRIGGER IF NOT EXISTS songs_revision_forward
         BEFORE UPDATE OF revision ON songs
         WHEN NEW.revision < OLD.revision
       BEGIN
         SELECT RAISE(IGNORE);
       END`,
    ).execute()
  },
  (db) => {
    db.newQuery('DROP TRIGGER IF EXISTS songs_revision_forward').execute()
  },
)
