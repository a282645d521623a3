// Anyone may apply to the affiliate programme, so two brakes keep a script from flooding the
// admin's list: one application per e-mail address a day, and a ceiling for everyone together per
// hour. Both count the stored applications, so deleting spam reopens the form. Not per client
// address: PocketBase 0.22 takes it from headers any caller can set.
onRecordBeforeCreateRequest((e) => {
  const { PER_HOUR, PER_ADDRESS_WINDOW_HOURS } = require(`${__hooks}/affiliate-limits.cjs`)
  const dao = $app.dao()
  // PocketBase's own date format ("2026-11-22 10:00:00.000Z"), which compares as text.
  const hoursAgo = (hours) =>
    new Date(Date.now() - hours * 3600 * 1000).toISOString().replace('T', ' ')

  // The same address however it was typed.
  const email = e.record.getString('email').toLowerCase()
  e.record.set('email', email)

  const recent = dao.findRecordsByFilter(
    'affiliate_applications',
    'created >= {:since}',
    '',
    PER_HOUR,
    0,
    { since: hoursAgo(1) },
  )
  if (recent.length >= PER_HOUR) {
    throw new ApiError(429, 'Too many applications right now. Please try again in an hour.')
  }

  const sameAddress = dao.findRecordsByFilter(
    'affiliate_applications',
    'email = {:email} && created >= {:since}',
    '',
    1,
    0,
    { email, since: hoursAgo(PER_ADDRESS_WINDOW_HOURS) },
  )
  if (sameAddress.length) {
    throw new BadRequestError('An application from this address is already waiting.', {
      email: new ValidationError(
        'validation_already_applied',
        'An application from this address is already waiting for our reply.',
      ),
    })
  }
}, 'affiliate_applications')
