import type { PushTargetKindValue } from '../db/tables';
import type { AccessTokenSource } from './access-token';

/** A notification for one device: shown by the browser, with string data for the page. */
export interface PushMessage {
  title: string;
  body: string;
  data: Record<string, string>;
}

export interface PushTarget {
  token: string;
  kind: PushTargetKindValue;
}

/**
 * What became of one send: delivered to FCM; the id is dead (FCM answered UNREGISTERED, NOT_FOUND
 * or 404, or INVALID_ARGUMENT) and must be forgotten; or it failed for now (FCM down, slow, 5xx).
 */
export type SendOutcome = 'sent' | 'gone' | 'failed';

/** How long FCM keeps a message for a browser that is offline: a new order is news for an hour. */
const TIME_TO_LIVE_SECONDS = 3600;

interface FcmErrorBody {
  error?: { status?: unknown; details?: { errorCode?: unknown }[] };
}

async function errorCodesOf(response: Response): Promise<string[]> {
  try {
    const body = (await response.json()) as FcmErrorBody;
    const codes = [body.error?.status, ...(body.error?.details ?? []).map((d) => d.errorCode)];
    return codes.filter((code): code is string => typeof code === 'string');
  } catch {
    return [];
  }
}

const GONE_CODES = new Set(['UNREGISTERED', 'NOT_FOUND', 'INVALID_ARGUMENT']);

/** FCM HTTP v1: `POST <base>/v1/projects/<project>/messages:send`, one message per device. */
export class FcmClient {
  constructor(
    private readonly options: {
      baseUrl: string;
      projectId: string;
      accessTokens: AccessTokenSource;
      timeoutMs: number;
    },
  ) {}

  async send(target: PushTarget, message: PushMessage): Promise<SendOutcome> {
    const { baseUrl, projectId, accessTokens, timeoutMs } = this.options;
    const accessToken = await accessTokens.get();
    const response = await fetch(
      `${baseUrl}/v1/projects/${encodeURIComponent(projectId)}/messages:send`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${accessToken}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          message: {
            [target.kind]: target.token,
            notification: { title: message.title, body: message.body },
            data: message.data,
            webpush: { headers: { TTL: String(TIME_TO_LIVE_SECONDS), Urgency: 'high' } },
          },
        }),
        signal: AbortSignal.timeout(timeoutMs),
      },
    );
    if (response.ok) {
      await response.body?.cancel();
      return 'sent';
    }
    if (response.status === 401) accessTokens.forget();
    if (response.status === 404) {
      await response.body?.cancel();
      return 'gone';
    }
    const codes = await errorCodesOf(response);
    return codes.some((code) => GONE_CODES.has(code)) ? 'gone' : 'failed';
  }
}
