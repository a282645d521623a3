// Each accepted save of a song is kept in its history (song_versions); see song-history.cjs.
onRecordBeforeUpdateRequest((e) => require(`${__hooks}/song-history.cjs`).remember(e), 'songs')
onRecordAfterUpdateRequest((e) => require(`${__hooks}/song-history.cjs`).record(e), 'songs')

onModelAfterDelete((e) => {
  e.dao
    .nonconcurrentDB()
    .newQuery('DELETE FROM song_versions WHERE song = {:id}')
    .bind({ id: e.model.id })
    .execute()
}, 'songs')
