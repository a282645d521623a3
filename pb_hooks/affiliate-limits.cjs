// How long one e-mail address waits between affiliate applications (required by affiliate.pb.js's
// handler, and read by its tests). How many one client may send is a rate limit (rate-limits.cjs).
module.exports = {
  PER_ADDRESS_WINDOW_HOURS: 24,
}
