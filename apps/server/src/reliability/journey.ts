/**
 * One simulated user over real HTTP: logs in (SMS on the China build, Google on the global one), redeems a code,
 * buys points in the payment sandbox, uploads a real image and a real video, submits text to video, image to video
 * and video to video (or one of them, by turns across users), polls status2 until each settles, publishes one work and deletes another, then keeps browsing
 * (status, works list, account) until the run ends. Calls that fail for a fault (connection refused or reset, no
 * answer, an answer >= 500) are retried after a short pause, bounded by the run's deadline, as the web client's
 * user would retry; business refusals are not retried.
 */
import { TASK_STATUS } from '@framewise/contracts';
import { TOKEN_COOKIE } from '../modules/auth/constants';
import { newObjectId } from '../modules/storage';
import { type Answer, type CallLog, ConnectionFailed, UserClient } from './client';

export interface JourneyInput {
  index: number;
  target: { host: string; port: number };
  log: CallLog;
  /** A redeem code of its own. */
  code: string;
  image: Buffer;
  video: Buffer;
  /** 'all': text to video, image to video and video to video; 'one': one of them, by turns across users. */
  modes: 'all' | 'one';
  /** Browsing stops here; retries of unfinished steps stop at `deadline`. */
  endsAt: number;
  deadline: number;
  /** Each status2 answer, for the topology checks (progress and queue positions as users saw them). */
  onStatus?: (entries: StatusEntry[]) => void;
}

export interface StatusEntry {
  id: string;
  status: number;
  progress: number;
  queuePosition: number | null;
}

export interface JourneyResult {
  index: number;
  region: 'cn' | 'global';
  user?: string;
  /** Steps finished, in order; a complete journey has every step. */
  steps: string[];
  tasks: string[];
  /** Orders this user paid in the sandbox. */
  paidOrders: string[];
  error?: string;
}

const TERMINAL = new Set<number>([
  TASK_STATUS.SUCCESS,
  TASK_STATUS.FAILED,
  TASK_STATUS.REJECTED,
  TASK_STATUS.CHECK_FAILED,
]);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class Refused extends Error {
  constructor(
    call: string,
    readonly answer: Answer,
  ) {
    super(
      `${call} refused: ${answer.status} ${answer.json?.code ?? ''} ${answer.json?.msg ?? answer.text.slice(0, 200)}`,
    );
    this.name = 'Refused';
  }
}

const transient = (answer: Answer) => answer.status >= 500 || (answer.json?.code ?? 0) >= 500;

export async function runJourney(input: JourneyInput): Promise<JourneyResult> {
  const region = input.index % 2 === 0 ? 'cn' : 'global';
  const ip = `10.${(input.index >> 16) & 255}.${(input.index >> 8) & 255}.${input.index & 255}`;
  const client = new UserClient(input.target, ip, region, input.log);
  const result: JourneyResult = { index: input.index, region, steps: [], tasks: [], paidOrders: [] };
  let token = '';
  const auth = () => (token ? { authorization: `Bearer ${token}` } : undefined);

  /** A call retried while it fails for a fault; resolves with the answer (business refusals included). */
  const send = async (
    name: string,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    options = {} as Parameters<UserClient['call']>[3],
    retry: (answer: Answer) => boolean = transient,
  ) => {
    for (let attempt = 1; ; attempt++) {
      try {
        const answer = await client.call(name, method, path, {
          ...options,
          headers: { ...auth(), ...options?.headers },
        });
        if (!retry(answer)) return { answer, retried: attempt > 1 };
      } catch (error) {
        if (!(error instanceof ConnectionFailed)) throw error;
      }
      if (Date.now() > input.deadline || attempt >= 400) throw new Error(`${name}: still failing at the deadline`);
      await pause(Math.min(2000, 200 * attempt));
    }
  };
  /** An API call that must succeed: its data. A refusal right after a retried attempt may be the first one's work. */
  const api = async (
    name: string,
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    options?: Parameters<UserClient['call']>[3],
  ) => {
    const { answer } = await send(name, method, path, options);
    if (answer.json?.code !== 0) throw new Refused(name, answer);
    return answer.json.data;
  };

  const loginBySms = async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const phone = `13${String(100_000_000 + input.index * 10 + attempt).slice(-9)}`;
      await api('getSMSCodeTicket', 'POST', '/api/user/getSMSCodeTicket', { json: { phone } });
      // The console provider's inbox is per API process: after a failover the code is in the old one's.
      const inbox = await send('test/sms', 'GET', `/api/test/sms?phone=${phone}`);
      if (inbox.answer.json?.code !== 0) continue;
      const data = await api('loginByCodePhone', 'POST', '/api/user/loginByCodePhone', {
        json: { phone, code: inbox.answer.json.data.code },
      });
      return String(data.token);
    }
    throw new Error('SMS login: no code arrived in five tries');
  };

  const loginByGoogle = async () => {
    const email = `user${input.index}@reliability.test`;
    const start = await send('passport/google', 'GET', `/passport/google?redirect=%2Fmy-work&login_hint=${email}`);
    const authorize = String(start.answer.headers.location ?? '');
    const approved = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(approved.headers.get('location') ?? '');
    const back = await send('passport/google/callback', 'GET', `${callback.pathname}${callback.search}`);
    const value = client.cookies.get(TOKEN_COOKIE);
    if (!value) throw new Error(`Google login: no session (${back.answer.status} ${back.answer.headers.location})`);
    return value;
  };

  const upload = async (tokenPath: string, ext: string, body: Buffer, contentType: string) => {
    const credentials = await api(`upload token ${ext}`, 'GET', tokenPath);
    const key = `${credentials.prefix}${newObjectId()}.${ext}`;
    await api(`storage PUT ${ext}`, 'PUT', `/api/storage/${credentials.bucket}/${key}`, {
      body,
      contentType,
      headers: { authorization: `Bearer ${credentials.credentials.sessionToken}` },
    });
    return key;
  };

  const pay = async () => {
    const order =
      region === 'cn'
        ? await api('pay/createOrder', 'POST', '/api/pay/createOrder', { json: { type: 'POINT_100', pay_scene: 'pc' } })
        : await api('pay/stripe/createCheckout', 'POST', '/api/pay/stripe/createCheckout', {
            json: { type: 'GLOBAL_POINT_500', quantity: 1 },
          });
    const page = String(order.code_url ?? order.url);
    const orderId = String(order.orderId ?? decodeURIComponent(page.match(/\/sandbox\/pay\/([^/?#]+)/)?.[1] ?? ''));
    // The sandbox's payment page: paying sends the provider's signed notify to the production endpoint. Its 502
    // says our notify endpoint refused (the database was away): the money is taken, and the result page's polling
    // asks the provider and fulfils the order, as with a lost notify. Only a page that did not load is retried.
    const paid = await send(
      'sandbox pay',
      'POST',
      `/sandbox/pay/${encodeURIComponent(orderId)}`,
      { body: 'result=paid', contentType: 'application/x-www-form-urlencoded' },
      (answer) => answer.status === 503,
    );
    if (paid.answer.status !== 200 && paid.answer.status !== 502 && !paid.retried)
      throw new Refused('sandbox pay', paid.answer);
    result.paidOrders.push(orderId);
    for (let i = 0; i < 400 && Date.now() < input.deadline; i++) {
      const status = await api('pay/getStatus', 'GET', `/api/pay/getStatus?orderId=${encodeURIComponent(orderId)}`);
      if (status.status === 1) return;
      await pause(500);
    }
    throw new Error(`order ${orderId} not paid by the deadline`);
  };

  const settle = async (ids: string[]) => {
    const pending = new Set(ids);
    while (pending.size > 0 && Date.now() < input.deadline) {
      const entries = (await api(
        'images/status2',
        'GET',
        `/api/images/status2?ids=${[...pending].join(',')}`,
      )) as StatusEntry[];
      input.onStatus?.(entries);
      for (const e of entries) if (TERMINAL.has(e.status)) pending.delete(e.id);
      if (pending.size > 0) await pause(1000);
    }
    if (pending.size > 0) throw new Error(`tasks not settled by the deadline: ${[...pending].join(', ')}`);
  };

  try {
    token = region === 'cn' ? await loginBySms() : await loginByGoogle();
    const info = await api('user/info', 'GET', '/api/user/info');
    result.user = String(info.uuid ?? info.id ?? '');
    result.steps.push('login');

    const redeemed = await send('pay/exchange', 'POST', '/api/pay/exchange', { json: { code: input.code } });
    if (redeemed.answer.json?.code !== 0 && !redeemed.retried) throw new Refused('pay/exchange', redeemed.answer);
    result.steps.push('redeem');

    await pay();
    result.steps.push('buy');

    const image = await upload('/api/image/token', 'png', input.image, 'image/png');
    const video = await upload('/api/image/inpaint/videotoken', 'mp4', input.video, 'video/mp4');
    result.steps.push('upload');

    const submissions: [string, string, unknown][] = [
      [
        'text2video',
        '/api/images/text2video/generate',
        { prompts: [{ prompt: 'a fox in snow', keyframe: 1 }], model: '90', ratio: 4, duration: 5 },
      ],
      ['animation', '/api/images/animation/generate', { model: '90', duration: 5, reference_img: image }],
      [
        'v2v',
        '/api/images/v2v/generate',
        { reference_video: video, prompt: 'watercolour', duration: 5, frame_rate: 24, model: '201' },
      ],
    ];
    const chosen = input.modes === 'all' ? submissions : submissions.slice(input.index % 3, (input.index % 3) + 1);
    for (const [name, path, body] of chosen) {
      const made = await api(`generate ${name}`, 'POST', path, { json: body });
      result.tasks.push(String(made.id));
    }
    result.steps.push('generate');

    await settle(result.tasks);
    result.steps.push('settle');

    const finished = (await api('images/status2', 'GET', `/api/images/status2?ids=${result.tasks.join(',')}`)) as {
      id: string;
      status: number;
    }[];
    const done = finished.filter((e) => e.status === TASK_STATUS.SUCCESS).map((e) => e.id);
    if (done[0]) await api('image/pub', 'POST', '/api/image/pub', { json: { id: done[0], pubStatus: 0 } });
    result.steps.push('publish');
    // Another work when there is one; else the one just published (deleting a published work withdraws it).
    const last = done.at(-1);
    if (last) {
      // A retry after a cut-off first attempt finds the work already deleted: that is the first attempt's work.
      const deleted = await send('images/delete', 'POST', '/api/images/delete', { json: { ids: [last] } });
      const code = deleted.answer.json?.code;
      if (code !== 0 && !(deleted.retried && code === 404)) throw new Refused('images/delete', deleted.answer);
    }
    result.steps.push('delete');

    // Browsing until the run ends keeps the API under load while faults happen.
    while (Date.now() < input.endsAt) {
      await api('images/list3', 'GET', '/api/images/list3');
      await api('user/vipInfo', 'GET', '/api/user/vipInfo');
      await pause(500);
    }
  } catch (error) {
    result.error = (error as Error).message;
  } finally {
    client.close();
  }
  return result;
}
