// The part of autocannon 9's API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Options {
    /** One target, or several: the connections are spread over them in turn. */
    url: string | string[];
    method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    headers?: Record<string, string>;
    body?: string;
    /** Each with the path of a CommonJS module exporting setupRequest(request). */
    requests?: { setupRequest?: string }[];
    connections?: number;
    duration?: number;
    workers?: number;
  }

  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }

  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    /** Seconds the run took. */
    duration: number;
  }

  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
  export type { Options, Result };
}
