/** The camera's continuous scanning: wired to the shared scanner hook once it lands. */
export function DoorCamera(_props: { onCode(code: string): void }) {
  return null;
}
