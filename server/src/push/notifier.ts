import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { Database, UserTypeValue } from '../db/tables';
import { isoAt, type Clock } from '../lib/clock';
import { deletePushDevice, liveDevicesOfUserTypes } from './devices';
import { AccessTokenSource } from './access-token';
import { FcmClient, type PushMessage, type SendOutcome } from './fcm';
import { loadServiceAccount } from './service-account';

export type PushLanguage = 'es' | 'en';

const STAFF: readonly UserTypeValue[] = ['administrador', 'empleado'];

/** Why a send failed, without anything it carried (no push id, no key, no access token). */
const reasonOf = (error: unknown): string =>
  error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error';

/**
 * Sends push messages through FCM to the browsers of live sessions, each in the language it was
 * registered with, and forgets the ids FCM reports dead. Never throws: failures are logged.
 */
export class PushNotifier {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
    private readonly fcm: FcmClient,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** One message per staff device (administrators and employees). */
  async notifyStaff(compose: (language: PushLanguage) => PushMessage): Promise<void> {
    try {
      const devices = await liveDevicesOfUserTypes(this.db, STAFF, isoAt(this.clock()));
      const reasons: string[] = [];
      const outcomes = await Promise.all(
        devices.map((device) =>
          this.fcm.send(device, compose(device.language)).catch((error: unknown): SendOutcome => {
            reasons.push(reasonOf(error));
            return 'failed';
          }),
        ),
      );
      const gone = devices.filter((_device, index) => outcomes[index] === 'gone');
      for (const device of gone) await deletePushDevice(this.db, device.token);
      const count = (outcome: SendOutcome) => outcomes.filter((o) => o === outcome).length;
      const summary = { sent: count('sent'), removed: gone.length, failed: count('failed') };
      if (summary.failed > 0)
        this.log.warn({ push: summary, reason: reasons[0] }, 'push messages not all delivered');
      else if (devices.length > 0) this.log.info({ push: summary }, 'push messages sent');
    } catch (error) {
      this.log.warn({ reason: reasonOf(error) }, 'push messages not sent');
    }
  }
}

/** The notifier of FIREBASE_SERVICE_ACCOUNT; null without one (nothing is ever sent). */
export function createPushNotifier(
  config: Pick<AppConfig, 'firebaseServiceAccount' | 'fcmBaseUrl' | 'pushTimeoutMs'>,
  db: Kysely<Database>,
  clock: Clock,
  log: FastifyBaseLogger,
): PushNotifier | null {
  if (config.firebaseServiceAccount === undefined) return null;
  const account = loadServiceAccount(config.firebaseServiceAccount);
  const accessTokens = new AccessTokenSource(account, clock, config.pushTimeoutMs);
  const fcm = new FcmClient({
    baseUrl: config.fcmBaseUrl,
    projectId: account.projectId,
    accessTokens,
    timeoutMs: config.pushTimeoutMs,
  });
  return new PushNotifier(db, clock, fcm, log);
}
