// Anyone may apply to the affiliate programme: one application per e-mail address a day, counted
// from the stored applications, so deleting spam reopens the form. How many one client sends is
// limited per client address (rate-limits.pb.js), so one client cannot close the form for others.
onRecordBeforeCreateRequest((e) => {
  const { PER_ADDRESS_WINDOW_HOURS } = require(`${__hooks}/affiliate-limits.cjs`)
  const dao = $app.dao()
  // PocketBase's own date format ("2026-11-22 10:00:00.000Z"), which compares as text.
  const hoursAgo = (hours) =>
    new Date(Date.now() - hours * 3600 * 1000).toISOString().replace('T', ' ')

  // The same address however it was typed.
  const email = e.record.getString('email').toLowerCase()
  e.record.set('email', email)

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
