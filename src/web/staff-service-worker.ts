// The staff site's service worker (decision 0059), served as /sw.js on the admin host only and
// registered by app/admin/install-staff-app.ts. It keeps the staff app's files (its scripts,
// styles, the door and the QR reader's WebAssembly) so that the door opens with no network
// once it has been opened online. The API is never touched: the door keeps its own data.
//
// scripts/staff-app-offline.ts compiles this file and puts the list of files in front of it
// as `STAFF_PRECACHE`; a new build lists new files, so the browser installs a new worker.

declare const STAFF_PRECACHE: { version: string; shell: string; files: string[] };

// The types of a worker's scope, which the DOM library (this project's) does not have.
interface StaffExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface StaffFetchEvent extends StaffExtendableEvent {
  readonly request: Request;
  respondWith(answer: Promise<Response>): void;
}
interface StaffWorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: StaffExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: StaffFetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  readonly clients: { claim(): Promise<void> };
  readonly location: Location;
}

const staffWorker = self as unknown as StaffWorkerScope;
const STAFF_CACHE = `staff-app-${STAFF_PRECACHE.version}`;
const STAFF_FILES = new Set(STAFF_PRECACHE.files);
/** A page load waits this long for the server before the kept page is used. */
const PAGE_WAIT_MS = 3000;

staffWorker.addEventListener('install', (event) => {
  // `reload`: straight from the server, never a copy from the browser's HTTP cache.
  const requests = STAFF_PRECACHE.files.map((file) => new Request(file, { cache: 'reload' }));
  event.waitUntil(
    caches
      .open(STAFF_CACHE)
      .then((cache) => cache.addAll(requests))
      .then(() => staffWorker.skipWaiting()),
  );
});

staffWorker.addEventListener('activate', (event) => {
  // The files of older builds go; a page still open on one was loaded already.
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('staff-app-') && name !== STAFF_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => staffWorker.clients.claim()),
  );
});

/**
 * Every page of the staff site is the same app shell (the server sends index.html for any
 * path there): the server's copy when it answers in time, the kept one when it does not.
 */
async function staffPage(request: Request): Promise<Response> {
  try {
    const answer = await fetch(request, { signal: AbortSignal.timeout(PAGE_WAIT_MS) });
    if (answer.status < 500) return answer;
  } catch {
    // No network, or no answer in time: the kept shell below.
  }
  const kept = await caches.match(STAFF_PRECACHE.shell, { cacheName: STAFF_CACHE });
  return kept ?? Response.error();
}

async function staffFile(request: Request): Promise<Response> {
  return (await caches.match(request, { cacheName: STAFF_CACHE })) ?? fetch(request);
}

staffWorker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== staffWorker.location.origin) return;
  if (url.pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') event.respondWith(staffPage(request));
  else if (STAFF_FILES.has(url.pathname)) event.respondWith(staffFile(request));
});
