// Who has a song open and on which bar: what the hook checks and fills is in presence.cjs. Records
// nobody refreshed are swept, so a closed laptop's badge does not stay.
onRecordBeforeCreateRequest((e) => require(`${__hooks}/presence.cjs`).stamp(e), 'presence')
onRecordBeforeUpdateRequest((e) => require(`${__hooks}/presence.cjs`).stamp(e), 'presence')

cronAdd('presence-sweep', '*/2 * * * *', () => require(`${__hooks}/presence.cjs`).sweep())
