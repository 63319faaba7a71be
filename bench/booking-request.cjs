// Shapes each POST /api/bookings of the booking benchmark (loaded by autocannon in the load
// generator's process, hence plain CommonJS). Request n uses the pre-made verified challenge
// `bench-<n>`, which belongs to visitor n % visitors, so every request is a real, distinct
// booking. Sessions and challenges live in the database, so any app instance takes any of them.
const fs = require('node:fs');
const path = require('node:path');

const plan = JSON.parse(fs.readFileSync(process.env.VISITPASS_BENCH_BOOKING_PLAN, 'utf8'));

/**
 * Each autocannon run (warm-up, measurement), and each of its worker threads, loads this module
 * afresh: it claims the next free block of challenge numbers by creating the block's file,
 * which only one claimant can do (`wx`), so no two ever share a challenge.
 */
function claimBlock() {
  for (let block = 0; block < plan.blocks; block += 1) {
    try {
      fs.closeSync(fs.openSync(path.join(plan.folder, `block-${block}`), 'wx'));
      return block;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
  }
  throw new Error('every block of booking challenges is used: raise BLOCKS in 20-bookings.ts');
}

let next = claimBlock() * plan.blockSize;

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
