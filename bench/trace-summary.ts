import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

// What bench/trace-page.ts prints: where a page's main thread went, from a Chromium trace
// (tasks, by kind of work and by phase of the page's start) and a V8 CPU profile (by package,
// through the build's source maps).

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time: unlike dur, it does not grow while the thread waits for a busy machine's CPU. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; requestId?: string }; beginData?: { url?: string } };
}

const KINDS: [RegExp, string][] = [
  [
    /^(EvaluateScript|v8\.compile|v8\.compileModule|v8\.evaluateModule|v8\.produceModuleCache|CompileScript)/,
    'script evaluation',
  ],
  [
    /^(UpdateLayoutTree|Layout|RecalculateStyles|ParseAuthorStyleSheet|InvalidateLayout|ScheduleStyleRecalculation)$/,
    'style & layout',
  ],
  [/^(ParseHTML|ParseAuthorStyleSheet)$/, 'parse HTML/CSS'],
  [/^(Paint|PrePaint|Layerize|UpdateLayer|Commit|PaintImage|Decode.*|RasterTask|UpdateLayerTree)$/, 'paint'],
  [/GC|GarbageCollect|^BlinkGC/, 'garbage collection'],
  [
    /^(FunctionCall|TimerFire|EventDispatch|RunMicrotasks|v8\.run|FireAnimationFrame|XHRReadyStateChange|V8\.Execute)/,
    'script run',
  ],
];

const kindOf = (name: string) => KINDS.find(([pattern]) => pattern.test(name))?.[1];

/** The renderer main thread that parsed the page at `url`. */
function mainThread(events: TraceEvent[], url: string): { pid: number; tid: number } {
  const parse = events.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(url));
  if (!parse) throw new Error(`the trace has no parsing of ${url}`);
  return { pid: parse.pid, tid: parse.tid };
}

export interface Phases {
  /** When the first of the app's scripts began to be evaluated (µs, trace clock). */
  scriptsStart: number;
  /** When the first answer of the API had arrived. */
  firstAnswer: number;
}

function phasesOf(events: TraceEvent[], pid: number): Phases {
  const evaluation = events
    .filter((e) => e.pid === pid && /^(v8\.evaluateModule|EvaluateScript)$/.test(e.name))
    .sort((a, b) => a.ts - b.ts)[0];
  const apiRequests = new Set(
    events
      .filter((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url?.includes('/api/'))
      .map((e) => e.args?.data?.requestId),
  );
  const answers = events
    .filter((e) => e.name === 'ResourceFinish' && apiRequests.has(e.args?.data?.requestId))
    .map((e) => e.ts);
  return {
    scriptsStart: evaluation?.ts ?? Infinity,
    firstAnswer: answers.length ? Math.min(...answers) : Infinity,
  };
}

const phaseOf = (ts: number, phases: Phases) =>
  ts < phases.scriptsStart
    ? 'before scripts'
    : ts < phases.firstAnswer
      ? 'until first answer'
      : 'after answers';

export interface TraceSummary {
  phases: Phases;
  busyMs: number;
  /** The main thread's CPU time in its tasks, the measure least moved by other work on the machine. */
  cpuMs: number;
  /** CPU time by phase. */
  cpuByPhase: Record<string, number>;
  longTasks: number;
  blockingMs: number;
  longestMs: number;
  /** Milliseconds by phase, then by kind of work. */
  byPhase: Record<string, Record<string, number>>;
}

/** The main thread's top-level tasks, their self time split by kind (a child's kind, else its parent's). */
export function summarizeTrace(events: TraceEvent[], url: string): TraceSummary {
  const { pid, tid } = mainThread(events, url);
  const phases = phasesOf(events, pid);
  const own = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && (e.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const byPhase: Record<string, Record<string, number>> = {};
  let busy = 0;
  let cpu = 0;
  const cpuByPhase: Record<string, number> = {};
  let longTasks = 0;
  let blocking = 0;
  let longest = 0;
  const stack: { end: number; kind: string; childTime: number; self: TraceEvent }[] = [];
  let phase = 'before scripts';
  const close = (until: number) => {
    while (stack.length && (stack.at(-1)?.end ?? 0) <= until) {
      const done = stack.pop();
      if (!done) break;
      const self = (done.self.dur ?? 0) - done.childTime;
      const row = byPhase[phase] ?? {};
      byPhase[phase] = row;
      row[done.kind] = (row[done.kind] ?? 0) + self / 1000;
    }
  };
  for (const event of own) {
    close(event.ts);
    const dur = event.dur ?? 0;
    const parent = stack.at(-1);
    if (!parent) {
      if (event.name !== 'RunTask') continue;
      phase = phaseOf(event.ts, phases);
      busy += dur;
      cpu += event.tdur ?? 0;
      cpuByPhase[phase] = (cpuByPhase[phase] ?? 0) + (event.tdur ?? 0) / 1000;
      if (dur > 50_000) {
        longTasks += 1;
        blocking += dur - 50_000;
      }
      longest = Math.max(longest, dur);
    } else if (event.ts + dur > parent.end) continue;
    if (parent) parent.childTime += dur;
    stack.push({
      end: event.ts + dur,
      kind: kindOf(event.name) ?? parent?.kind ?? 'other',
      childTime: 0,
      self: event,
    });
  }
  close(Infinity);
  return {
    phases,
    busyMs: busy / 1000,
    cpuMs: cpu / 1000,
    cpuByPhase,
    longTasks,
    blockingMs: blocking / 1000,
    longestMs: longest / 1000,
    byPhase,
  };
}

interface ProfileNode {
  id: number;
  callFrame: { url: string; functionName: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

const VLQ = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Per generated line, the segments [column, source index] of a source map (VLQ decoded). */
function decodeMappings(mappings: string): [number, number][][] {
  const lines: [number, number][][] = [];
  let source = 0;
  for (const line of mappings.split(';')) {
    const segments: [number, number][] = [];
    let column = 0;
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = VLQ.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0] ?? 0;
      if (values.length > 1) source += values[1] ?? 0;
      if (values.length > 1) segments.push([column, source]);
      // Line and column of the source are read but not needed: a package is its file's path.
    }
    lines.push(segments);
  }
  return lines;
}

/** The package (node_modules/<name>) or app folder of a built file's line and column. */
function sourceMapper(webDist: string) {
  const maps = new Map<string, { sources: string[]; lines: [number, number][][] } | null>();
  return (url: string, line: number, column: number): string => {
    const file = new URL(url).pathname;
    if (!maps.has(file)) {
      const mapFile = path.join(webDist, `${file}.map`);
      if (!existsSync(mapFile)) maps.set(file, null);
      else {
        const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string };
        maps.set(file, { sources: map.sources, lines: decodeMappings(map.mappings) });
      }
    }
    const map = maps.get(file);
    if (!map) return path.basename(file);
    const segments = map.lines[line] ?? [];
    let found: [number, number] | undefined;
    for (const segment of segments) if (segment[0] <= column) found = segment;
    const source = found ? (map.sources[found[1]] ?? '') : '';
    const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
    if (pkg) return pkg[1] ?? source;
    // The app by file: which of its own modules costs what.
    const app = source.match(/src\/(?:web|shared)\/.+/);
    return app ? `app: ${app[0]}` : source || path.basename(file);
  };
}

/** Self time of the profile's samples by package, the nearest frame with a script standing for builtins. */
export function summarizeProfile(profile: CpuProfile, webDist: string): Map<string, number> {
  const mapper = sourceMapper(webDist);
  const parents = new Map<number, ProfileNode>();
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node);
  const labels = new Map<number, string>();
  const labelOf = (node: ProfileNode): string => {
    const known = labels.get(node.id);
    if (known) return known;
    let at: ProfileNode | undefined = node;
    while (at && !at.callFrame.url.startsWith('http')) at = parents.get(at.id);
    const { functionName } = node.callFrame;
    const label = at
      ? mapper(at.callFrame.url, at.callFrame.lineNumber, at.callFrame.columnNumber)
      : functionName.startsWith('(')
        ? functionName
        : '(native, outside the page scripts)';
    labels.set(node.id, label);
    return label;
  };
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = nodes.get(id);
    if (!node) return;
    const label = labelOf(node);
    totals.set(label, (totals.get(label) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return totals;
}
