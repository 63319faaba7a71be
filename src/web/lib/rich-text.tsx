import { Fragment, type ReactNode } from 'react';

/**
 * A message with numbered parts (`Go back to <0>the booking page</0>.`), each part drawn by
 * the renderer of its number (a link, say), so that translators can move it within the sentence.
 */
export function richText(text: string, parts: ((children: string) => ReactNode)[]): ReactNode {
  // split() gives text, number, inner text, text, number, inner text…, text.
  const pieces = text.split(/<(\d+)>(.*?)<\/\1>/);
  const nodes: ReactNode[] = [];
  for (let index = 0; index < pieces.length; index += 3) {
    const before = pieces[index] ?? '';
    const number = pieces[index + 1];
    const inner = pieces[index + 2] ?? '';
    const render = number === undefined ? undefined : parts[Number(number)];
    nodes.push(
      <Fragment key={`part-${index}`}>
        {before}
        {number === undefined ? null : render ? render(inner) : inner}
      </Fragment>,
    );
  }
  return nodes;
}
