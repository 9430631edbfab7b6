/**
 * A round trip to a social provider: what the browser went there for — to log in from the login
 * page, or to link an account from the person settings — kept in this tab until /authredirect reads it once.
 */
export type SocialRound = { type: string; intent: 'login' | 'bind' };

const KEY = 'peixun:social-round';

export function rememberSocialRound(round: SocialRound) {
  sessionStorage.setItem(KEY, JSON.stringify(round));
}

/** The round this tab started, once; a login when nothing (or something unreadable) was kept. */
export function takeSocialRound(): SocialRound | null {
  const raw = sessionStorage.getItem(KEY);
  sessionStorage.removeItem(KEY);
  if (!raw) return null;
  try {
    const round = JSON.parse(raw) as Partial<SocialRound>;
    if (typeof round.type !== 'string') return null;
    return { type: round.type, intent: round.intent === 'bind' ? 'bind' : 'login' };
  } catch {
    return null;
  }
}

/** Read without taking: the route decides which screen handles the return before that screen takes it. */
export function peekSocialIntent(): SocialRound['intent'] {
  try {
    return (JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Partial<SocialRound>).intent === 'bind'
      ? 'bind'
      : 'login';
  } catch {
    return 'login';
  }
}
