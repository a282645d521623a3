// Writes a mail's send stamp alone, in its own column (required by mail-stamps.pb.js's handlers).
module.exports = {
  stampAlone(userId, column) {
    const now = new DateTime().string()
    $app
      .dao()
      .nonconcurrentDB()
      .newQuery(`UPDATE users SET ${column} = {:now}, updated = {:now} WHERE id = {:id}`)
      .bind({ now, id: userId })
      .execute()
  },
}
