// Shapes each POST /api/bookings of the booking benchmark (loaded by autocannon's worker,
// hence plain CommonJS). Request n uses the pre-made verified challenge `bench-<n>`, which
// belongs to visitor n % visitors, so every request is a real, distinct booking.
const fs = require('node:fs');

const plan = JSON.parse(fs.readFileSync(process.env.VISITPASS_BENCH_BOOKING_PLAN, 'utf8'));

// Each autocannon run (warm-up, measurement) loads this module afresh: reserve the next
// block of challenge numbers so no run reuses another's.
const start = Number(fs.readFileSync(plan.counterFile, 'utf8'));
fs.writeFileSync(plan.counterFile, String(start + plan.blockSize));
let next = start;

module.exports = function setupRequest(request) {
  const n = next;
  next += 1;
  request.method = 'POST';
  request.headers = {
    ...request.headers,
    'content-type': 'application/json',
    cookie: plan.cookies[n % plan.cookies.length],
  };
  request.body = JSON.stringify({
    slotId: plan.slotIds[n % plan.slotIds.length],
    people: plan.people,
    verificationId: `bench-${n}`,
  });
  return request;
};
