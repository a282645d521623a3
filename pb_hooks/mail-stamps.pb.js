// Once a verification or password-reset mail is out, PocketBase stamps the send time (which holds
// back a resend) on the user it read when the mail was asked for, and saves that whole record. On a
// slow mail server that save comes seconds later and would undo what was written meanwhile:
// registration sets the newsletter flag 2 s after asking for the verification mail. So the stamp is
// written here, alone in its column, and the throw ends PocketBase's send step before its
// whole-record save. The send runs in the background after the request was answered: the error is
// only logged, and the mail is already out.
// PocketBase runs a handler from its source text, so each requires what it shares.
onMailerAfterRecordVerificationSend((e) => {
  require(`${__hooks}/mail-stamp.cjs`).stampAlone(e.record.id, 'lastVerificationSentAt')
  throw new Error('verification mail sent; its stamp is saved alone')
}, 'users')

onMailerAfterRecordResetPasswordSend((e) => {
  require(`${__hooks}/mail-stamp.cjs`).stampAlone(e.record.id, 'lastResetSentAt')
  throw new Error('reset mail sent; its stamp is saved alone')
}, 'users')
