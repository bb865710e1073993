import { createPrivateKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PROJECT_ROOT } from '../lib/project-root';

/** What FCM HTTP v1 needs from a Google service account's JSON key. */
export interface ServiceAccount {
  projectId: string;
  clientEmail: string;
  privateKey: KeyObject;
  privateKeyId: string | undefined;
  /** Where the signed assertion is exchanged for an access token (the JSON's token_uri). */
  tokenUri: string;
}

const GOOGLE_TOKEN_URI = 'https://oauth2.googleapis.com/token';

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/**
 * The service account of FIREBASE_SERVICE_ACCOUNT: the JSON itself, or a path to it (relative to
 * the project's folder). The errors name the variable and what is wrong, never the file's content.
 */
export function loadServiceAccount(setting: string): ServiceAccount {
  const fail = (problem: string): never => {
    throw new Error(`FIREBASE_SERVICE_ACCOUNT: ${problem}`);
  };
  let json: string;
  if (setting.trimStart().startsWith('{')) json = setting;
  else {
    try {
      json = readFileSync(resolve(PROJECT_ROOT, setting), 'utf8');
    } catch {
      return fail('the file cannot be read');
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return fail('not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null) return fail('not a JSON object');
  const fields = parsed as Record<string, unknown>;
  const projectId = text(fields.project_id) ?? fail('project_id is missing');
  const clientEmail = text(fields.client_email) ?? fail('client_email is missing');
  const pem = text(fields.private_key) ?? fail('private_key is missing');
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey(pem);
  } catch {
    return fail('private_key is not a PEM private key');
  }
  const tokenUri = text(fields.token_uri) ?? GOOGLE_TOKEN_URI;
  if (!/^https?:\/\//.test(tokenUri)) fail('token_uri is not an http(s) address');
  return {
    projectId,
    clientEmail,
    privateKey,
    privateKeyId: text(fields.private_key_id),
    tokenUri,
  };
}
