import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Checkin, CheckinAnswer, CheckinRequest, Roster, SessionQr } from '@contract/checkin';
import type { Page } from '@contract/envelope';
import { api, request } from '@/lib/api-client';
import { clockOffsetMs, deviceId } from '@/lib/device';
import { registerOfflineMutation, type Queued } from '@/lib/offline-queue';
import { Local } from '@/lib/storage';

export const CHECKIN_KEY = ['checkin'] as const;
export type CheckinVars = Omit<CheckinRequest, 'clientId' | 'deviceId' | 'deviceTime' | 'clockOffsetMs'> & { deviceId: string; deviceTime: number; clockOffsetMs: number; label: string };

/** A check-in as the device makes it: stamped with device, time and measured clock offset, ready to queue. */
export const stamp = (v: Omit<CheckinVars, 'deviceId' | 'deviceTime' | 'clockOffsetMs'>): CheckinVars => ({ ...v, deviceId: deviceId(), deviceTime: Date.now(), clockOffsetMs: clockOffsetMs() });

/** Answers kept by client id, so /sign/success can show the outcome after a reload. */
export const answers = {
  get: (clientId: string) => Local.get<Record<string, CheckinAnswer>>('checkinAnswers')?.[clientId] ?? null,
  set(clientId: string, a: CheckinAnswer) {
    // The last 200 answers are enough for the success page; older ones are dropped.
    const kept = Object.entries(Local.get<Record<string, CheckinAnswer>>('checkinAnswers') ?? {}).slice(-199);
    Local.set('checkinAnswers', Object.fromEntries([...kept, [clientId, a]]));
  },
};

/** Check-ins go through the offline queue; the idempotency key is the check-in's client id. */
export function registerCheckinMutation(client: QueryClient) {
  registerOfflineMutation<CheckinVars, CheckinAnswer>(client, CHECKIN_KEY, async (vars: Queued<CheckinVars>) => {
    const { idempotencyKey, label: _label, ...rest } = vars;
    const answer = await request<CheckinAnswer>('edu/checkin', { method: 'post', json: { ...rest, clientId: idempotencyKey }, quiet: true });
    answers.set(idempotencyKey, answer);
    void client.invalidateQueries({ queryKey: ['roster'] });
    void client.invalidateQueries({ queryKey: ['session-qr'] });
    return answer;
  });
}

export const sessionQrQuery = (sessionId: string) =>
  queryOptions({ queryKey: ['session-qr', sessionId], queryFn: () => request<SessionQr>(`edu/session/qr/${sessionId}`, { quiet: true }), enabled: !!sessionId, refetchInterval: 5000 });

/** The roster of a session a staff device opened: persisted, so tickets validate and the list works offline. */
export const rosterQuery = (sessionId: string) =>
  queryOptions({ queryKey: ['roster', sessionId], queryFn: () => request<Roster>(`edu/session/roster/${sessionId}`, { quiet: true }), enabled: !!sessionId, refetchInterval: 15_000 });

/** 22 characters of base64url HMAC-SHA256, as the server signs QR codes and tickets (crypto-js, loaded on use). */
export async function hmac22(secret: string, body: string): Promise<string> {
  const [{ default: HmacSHA256 }, { default: Base64 }] = await Promise.all([import('crypto-js/hmac-sha256'), import('crypto-js/enc-base64')]);
  return HmacSHA256(body, secret).toString(Base64).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '').slice(0, 22);
}

export type SessionSummary = { id: string; title: string; courseTitle: string; startAt: string; signatureRequired: boolean };
export const sessionListQuery = () => queryOptions({ queryKey: ['session-list'], queryFn: () => request<SessionSummary[]>('edu/session/list') });
export const checkinPageQuery = (sessionId: string, outcome: 'accepted' | 'duplicate') =>
  queryOptions({
    queryKey: ['checkin-page', sessionId, outcome],
    queryFn: () => request<Page<Checkin>>('edu/checkin/page', { searchParams: { sessionId, outcome, size: 500 } }),
    enabled: !!sessionId,
    refetchInterval: 10_000,
  });
export const undoCheckin = (id: string) => request<Checkin>(`edu/checkin/undo/${id}`, { method: 'put' });
export async function exportCheckins(sessionId: string, fileName: string) {
  const blob = await api('edu/checkin/export', { searchParams: { sessionId } }).blob();
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = fileName;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 10_000);
}
