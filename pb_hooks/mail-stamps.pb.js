// Once a verification or password-reset mail is out, PocketBase stamps the send time (which holds
// back a resend) on the user it read when the mail was asked for, and saves that whole record. On a
// slow mail server that save comes seconds later and would undo what was written meanwhile:
// registration sets the newsletter flag 2 s after asking for the verification mail. So the stamp is
// written alone, to its own column, and the whole-record save is skipped.
// PocketBase runs each handler from its source text: none may use anything from outside itself.
onMailerAfterRecordVerificationSend((e) => {
  e.record.set('stampOnly', 'lastVerificationSentAt')
}, 'users')

onMailerAfterRecordResetPasswordSend((e) => {
  e.record.set('stampOnly', 'lastResetSentAt')
}, 'users')

onModelBeforeUpdate((e) => {
  const column = e.model.getString('stampOnly')
  if (column !== 'lastVerificationSentAt' && column !== 'lastResetSentAt') return
  e.dao
    .db()
    .newQuery(`UPDATE users SET ${column} = {:at}, updated = {:now} WHERE id = {:id}`)
    .bind({
      at: e.model.getString(column),
      now: new Date().toISOString().replace('T', ' '),
      id: e.model.id,
    })
    .execute()
  // Stops the hook chain, and with it the save.
  return false
}, 'users')
