// autocannon ships no types; the benchmarks use a small part of its API.
declare module 'autocannon' {
  namespace autocannon {
    type Request = { method?: string; path?: string; body?: string; headers?: Record<string, string> };
    type Options = {
      url: string;
      connections?: number;
      duration?: number;
      method?: string;
      headers?: Record<string, string>;
      body?: string;
      requests?: { method?: string; setupRequest?: (req: Request) => Request }[];
    };
    type Result = {
      requests: { average: number };
      latency: { p50: number; p97_5: number; p99: number; average: number; max: number };
      errors: number;
      non2xx: number;
    };
  }
  function autocannon(opts: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
