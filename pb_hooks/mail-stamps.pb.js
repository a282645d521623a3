// Once a verification or password-reset mail is out, PocketBase stamps the send time on the user it
// read when the mail was requested, and saves that whole record. On a slow mail server that save
// comes seconds later and would undo what was written meanwhile: registration sets the newsletter
// flag 2 s after asking for the verification mail. So the stamp goes onto the stored record,
// reloaded just before that save: a write that commits between the reload and the save is still lost.
// PocketBase runs a handler from its source text, so this one may use nothing from outside itself.
function keepStoredFields(e) {
  const stored = $app.dao().findRecordById(e.record.collection().id, e.record.id)
  e.record.load(stored.columnValueMap())
}

onMailerAfterRecordVerificationSend(keepStoredFields, 'users')
onMailerAfterRecordResetPasswordSend(keepStoredFields, 'users')
