import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';

/**
 * The one export of react-dom/static the prerender uses, on Preact (scripts/preact-runtime.ts):
 * the markup once every lazy part has loaded, as a stream like React's.
 */
export async function prerender(app: VNode): Promise<{ prelude: ReadableStream<Uint8Array> }> {
  const markup = await renderToStringAsync(app);
  return { prelude: new Response(markup).body as ReadableStream<Uint8Array> };
}
