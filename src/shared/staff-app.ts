// The installable staff app's two files (decision 0059): written by the build
// (scripts/staff-app-offline.ts), served on the admin host only (server/http/web-app.ts) and
// named by the staff site when it registers itself (web/app/admin/install-staff-app.ts).

/** The staff site's service worker, at the root so that its scope is the whole admin host. */
export const STAFF_WORKER_PATH = '/sw.js';
/** The web app manifest that makes the staff site installable. */
export const STAFF_MANIFEST_PATH = '/staff.webmanifest';
