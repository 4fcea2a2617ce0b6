/**
 * One simulated user's HTTP client: a keep-alive connection of its own (so, like a browser, its calls stay on one
 * API process until that process goes away), a cookie jar, its own client address (X-Forwarded-For through the
 * trusted loopback proxy) and the headers the web apps send. Every call is recorded in the shared CallLog.
 */
import { Agent, request } from 'node:http';
import { encodeRequestTime, HEADER, type Region } from '@framewise/contracts';

/** Longest a call may take before it counts as hung (the web client gives up after 40 s). */
export const CALL_TIMEOUT_MS = 40_000;

export interface CallRecord {
  name: string;
  at: number;
  ms: number;
  /** HTTP status; 0 when the connection failed (refused, reset: a process was killed) or timed out. */
  status: number;
  /** The envelope's code for JSON answers. */
  code?: number;
  msg?: string;
  error?: string;
}

export class CallLog {
  readonly records: CallRecord[] = [];

  add(record: CallRecord): void {
    this.records.push(record);
  }

  /** p50 / p99 / max per call name (answered calls only), sorted by name. */
  latencies(): { name: string; count: number; p50: number; p99: number; max: number }[] {
    const byName = new Map<string, number[]>();
    for (const r of this.records) {
      if (r.status === 0) continue;
      const list = byName.get(r.name) ?? [];
      list.push(r.ms);
      byName.set(r.name, list);
    }
    const at = (sorted: number[], q: number) =>
      sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
    return [...byName]
      .map(([name, list]) => {
        const sorted = list.sort((a, b) => a - b);
        return { name, count: sorted.length, p50: at(sorted, 0.5), p99: at(sorted, 0.99), max: sorted.at(-1) ?? 0 };
      })
      .sort((a, b) => a.name.localeCompare(b.name));
  }
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: the envelope's data differs per call; journeys read what they need
  json?: { code: number; data: any; msg: string };
}

/** The connection failed or timed out: the caller may retry. */
export class ConnectionFailed extends Error {}

export class UserClient {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly target: { host: string; port: number },
    readonly ip: string,
    readonly region: Region,
    private readonly log: CallLog,
  ) {}

  async call(
    name: string,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    options: { json?: unknown; body?: Buffer | string; contentType?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const payload = options.json !== undefined ? JSON.stringify(options.json) : options.body;
    const headers: Record<string, string> = {
      [HEADER.requestTime]: encodeRequestTime(Date.now()),
      [HEADER.region]: this.region,
      'x-forwarded-for': this.ip,
      'accept-language': 'en',
      ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      ...(payload !== undefined
        ? {
            'content-type':
              options.contentType ?? (options.json !== undefined ? 'application/json' : 'application/octet-stream'),
          }
        : {}),
      ...options.headers,
    };
    const started = Date.now();
    try {
      const answer = await this.send(method, path, headers, payload);
      this.keepCookies(answer.headers['set-cookie']);
      this.log.add({
        name,
        at: started,
        ms: Date.now() - started,
        status: answer.status,
        ...(answer.json ? { code: answer.json.code, msg: answer.json.msg } : {}),
      });
      return answer;
    } catch (error) {
      const message = (error as Error).message;
      this.log.add({ name, at: started, ms: Date.now() - started, status: 0, error: message });
      throw new ConnectionFailed(`${name}: ${message}`);
    }
  }

  close(): void {
    this.agent.destroy();
  }

  private send(method: string, path: string, headers: Record<string, string>, payload?: Buffer | string) {
    return new Promise<Answer>((resolve, reject) => {
      const req = request(
        { host: this.target.host, port: this.target.port, path, method, agent: this.agent, headers },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let json: Answer['json'];
            if (String(res.headers['content-type'] ?? '').includes('application/json')) {
              try {
                json = JSON.parse(text);
              } catch {
                json = undefined;
              }
            }
            resolve({ status: res.statusCode ?? 0, headers: res.headers, text, ...(json ? { json } : {}) });
          });
        },
      );
      req.setTimeout(CALL_TIMEOUT_MS, () => req.destroy(new Error(`no answer within ${CALL_TIMEOUT_MS} ms`)));
      req.on('error', reject);
      req.end(payload);
    });
  }

  private keepCookies(lines: string[] | string | undefined): void {
    for (const line of Array.isArray(lines) ? lines : lines ? [lines] : []) {
      const [pair = '', ...attrs] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || attrs.some((a) => /expires=Thu, 01 Jan 1970/i.test(a))) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
