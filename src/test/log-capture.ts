/** The app's log lines (pino JSON), kept in memory so a test can read what was logged. */
export interface CapturedLog {
  stream: { write(line: string): void };
  lines: string[];
  /** Lines at error level or above (pino: 50 error, 60 fatal). */
  errors(): string[];
}

export function captureLog(): CapturedLog {
  const lines: string[] = [];
  return {
    stream: { write: (line) => void lines.push(line) },
    lines,
    errors: () => lines.filter((line) => (JSON.parse(line) as { level: number }).level >= 50),
  };
}
