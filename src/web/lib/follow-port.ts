/**
 * A configured local address moved to the port the app runs on now: the local config says
 * :3000, but a second copy, `npm run dev`'s split ports or a test server run elsewhere, and
 * a link to :3000 would leave the running app for another one (or nothing).
 */
export function followPort(url: string, port: string): string {
  const moved = new URL(url);
  moved.port = port;
  const text = moved.toString();
  // URL adds a '/' to a bare origin; the configured address had none.
  return moved.pathname === '/' && !url.endsWith('/') ? text.slice(0, -1) : text;
}
