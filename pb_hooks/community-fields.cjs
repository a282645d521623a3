// The song fields a community listing copies from its song (required by community.pb.js's handlers).
module.exports = {
  LISTING_FIELDS: [
    'name',
    'description',
    'tags',
    'instrument',
    'bpm',
    'timesignature',
    'key',
    'version',
    'tablecontent',
    'labelcontent',
    'playback',
  ],
}
