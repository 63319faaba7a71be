import { STAFF_MANIFEST_PATH, STAFF_WORKER_PATH } from '../../../shared/staff-app';

/**
 * Makes the staff site an installable app that opens with no network (decision 0059): its
 * manifest, named here because the visitor site shares index.html and must not name it, and
 * its service worker, which keeps the staff app's files. Only in a build: the dev server has
 * no worker to register.
 */
export function installStaffApp(): void {
  const manifest = document.createElement('link');
  manifest.rel = 'manifest';
  manifest.href = STAFF_MANIFEST_PATH;
  document.head.append(manifest);
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register(STAFF_WORKER_PATH).catch((error: unknown) => {
    // Without it the staff site works as before, online only.
    console.warn('The staff app could not be installed for offline use:', error);
  });
}
