// The part of autocannon's API the load bench uses (autocannon ships no types, and @types/autocannon is not a
// dependency).
declare module 'autocannon' {
  interface Request {
    path?: string;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options extends Request {
    url: string;
    connections?: number;
    duration?: number;
    overallRate?: number;
    requests?: { setupRequest?: (req: Request) => Request }[];
  }
  interface Result {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
