// Fills the song fields a create request leaves out, for users and admins alike.
onRecordBeforeCreateRequest((e) => {
  // Hook handlers run in isolated VMs, so the defaults must live inside the handler.
  const defaults = {
    name: 'New song',
    bpm: 60,
    version: 1,
    instrument: 0,
    tags: null,
    description: '',
    tablecontent: [],
    labelcontent: [],
  }
  // The record can't tell an absent number from an explicit 0, so ask what the request sent.
  const sent = $apis.requestInfo(e.httpContext).data || {}

  for (const field of Object.keys(defaults)) {
    const value = sent[field]
    if (value === undefined || value === null) {
      e.record.set(field, defaults[field])
    }
  }
}, 'songs')
