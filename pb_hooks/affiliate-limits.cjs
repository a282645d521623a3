// How many affiliate applications PocketBase takes (required by affiliate.pb.js's handler, and read
// by its tests).
module.exports = {
  // From everyone together in the last hour: a script cannot fill the admin's list faster.
  PER_HOUR: 30,
  // From one e-mail address.
  PER_ADDRESS_WINDOW_HOURS: 24,
}
